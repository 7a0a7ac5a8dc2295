package dev.vigil.spec;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Makes every property to check the reachability of an {@link Op.Error} edge. Before each edge that
 * may violate a property it inserts {@code assume(violated) ; error} beside {@code
 * assume(!violated)}. Memory and division errors met while checking another property become {@link
 * Property#UNDEFINED_BEHAVIOR} errors, which can never yield FALSE, only UNKNOWN. Reachability of
 * the error function is already an Error edge; when unreach-call is not being checked, those edges
 * become {@link Op.Halt}.
 *
 * <p>For valid-memtrack, live heap objects are counted and must be none at the program's end. A
 * function without a body that returns a pointer or writes memory may have allocated what the
 * program must free ({@code getcwd(NULL, 0)}, {@code asprintf}), which no count sees: the runs that
 * call one end there as unsupported, so that no TRUE misses such a leak.
 */
public final class Instrumenter {
  /** The global that counts live heap objects, for valid-memtrack. */
  public static final String LIVE_HEAP_COUNTER = "__vigil_live_heap_objects";

  /** The global set when a function without a body may have allocated, for valid-memtrack. */
  public static final String UNTRACKED_ALLOCATION = "__vigil_untracked_allocation";

  private final Set<Property> properties;
  private final DataModel model;
  private final java.util.Map<String, Long> globalSizes = new java.util.HashMap<>();
  private final Set<String> withBodies;
  private final boolean untrackedAllocations;

  private Instrumenter(Set<Property> properties, Program program) {
    this.properties = Set.copyOf(properties);
    this.model = program.dataModel();
    this.withBodies = program.functions().keySet();
    this.untrackedAllocations =
        properties.contains(Property.VALID_MEMTRACK)
            && program.functions().values().stream()
                .flatMap(f -> f.cfa().edges().stream())
                .anyMatch(e -> untrackedAllocator(e.op()) != null);
    program.globals().values().forEach(g -> globalSizes.put(g.name(), g.type().byteSize(model)));
  }

  /**
   * The function without a body that may allocate, through {@code op}, what the program must free:
   * {@code op} is its pointer result or the memory it writes; null for other operations.
   */
  private String untrackedAllocator(Op op) {
    String origin =
        switch (op) {
          case Op.HavocObjects h -> h.origin();
          case Op.Havoc h
              when h.origin() instanceof InputOrigin.External x
                  && h.target().type() instanceof Type.PointerType ->
              x.function();
          default -> null;
        };
    return origin == null || withBodies.contains(origin) ? null : origin;
  }

  public static Program instrument(Program program, Set<Property> properties) {
    Instrumenter in = new Instrumenter(properties, program);
    List<Function> functions = new ArrayList<>();
    for (Function f : program.functions().values()) {
      functions.add(in.instrument(f));
    }
    Program result = program.withFunctions(functions);
    if (properties.contains(Property.VALID_MEMTRACK)) {
      List<Global> globals = new ArrayList<>(program.globals().values());
      List<String> added =
          in.untrackedAllocations
              ? List.of(LIVE_HEAP_COUNTER, UNTRACKED_ALLOCATION)
              : List.of(LIVE_HEAP_COUNTER);
      for (String name : added) {
        globals.add(
            new Global(
                name,
                program.dataModel().pointerIntType(),
                List.of(),
                false,
                false,
                dev.vigil.ir.SourceLoc.UNKNOWN));
      }
      result =
          new Program(
              program.dataModel(),
              globals,
              functions,
              program.externalFunctions(),
              program.sourceFiles());
    }
    return result;
  }

  private Function instrument(Function f) {
    Cfa old = f.cfa();
    Cfa.Builder b = Cfa.builder(f.name());
    for (int i = 0; i < old.locations().size(); i++) {
      b.newLocation();
    }
    b.entry(old.entry()).exit(old.exit());
    Checks checks = new Checks(properties, model, StackObjects.of(f, model), globalSizes);
    HeapCounter counter =
        properties.contains(Property.VALID_MEMTRACK)
            ? new HeapCounter(f, model, untrackedAllocations)
            : null;
    Map<Location, Location> checked = new HashMap<>();
    for (Edge e : old.edges()) {
      Location from = checked.computeIfAbsent(e.source(), l -> check(b, checks, old.outgoing(l)));
      if (counter != null && isProgramEnd(f, e)) {
        from = counter.checkAllFreed(b, from, e.loc());
      }
      Op op = e.op();
      if (op instanceof Op.Error err
          && err.property() == Property.UNREACH_CALL
          && !properties.contains(Property.UNREACH_CALL)) {
        op = new Op.Halt("call of the error function, not checked for " + properties);
      }
      if (counter != null && untrackedAllocator(op) != null) {
        from = counter.markUntrackedAllocation(b, from, e.loc());
      }
      if (counter != null && op instanceof Op.Free free) {
        from = counter.decrementUnlessNull(b, from, free.pointer(), e.loc());
      }
      if (counter != null && op instanceof Op.Alloc alloc && alloc.kind() == Op.AllocKind.HEAP) {
        Location mid = b.newLocation();
        b.addEdge(from, mid, op, e.loc());
        counter.add(b, mid, e.target(), 1, e.loc());
        continue;
      }
      b.addEdge(from, e.target(), op, e.loc());
    }
    return new Function(f.name(), f.parameters(), f.returnType(), f.varargs(), b.build(), f.loc());
  }

  /**
   * Inserts the checks of all edges that leave one location once, before the branch: the
   * interpreter evaluates every edge's condition at the location, and checks inserted per edge
   * would leave several {@code assume(!violated)} edges enabled at once.
   */
  private static Location check(Cfa.Builder b, Checks checks, List<Edge> branch) {
    Set<Check> all = new LinkedHashSet<>();
    branch.forEach(e -> all.addAll(checks.before(e.op())));
    Location from = branch.getFirst().source();
    for (Check c : all) {
      Location next = b.newLocation();
      Location bad = b.newLocation();
      SourceLoc loc = branch.getFirst().loc();
      b.addEdge(from, bad, new Op.Assume(c.violated()), loc);
      b.addEdge(bad, b.newLocation(), new Op.Error(c.property(), c.message()), loc);
      b.addEdge(from, next, new Op.Assume(Exprs.not(c.violated())), loc);
      from = next;
    }
    return from;
  }

  /** Where the program ends normally: main returns or {@code exit} is called. */
  private static boolean isProgramEnd(Function f, Edge e) {
    if (e.op() instanceof Op.Return) {
      return f.name().equals("main");
    }
    return e.op() instanceof Op.Halt h && h.reason().startsWith("exit");
  }

  /** Edits {@link #LIVE_HEAP_COUNTER} in a function's CFA. */
  private static final class HeapCounter {
    private final Function f;
    private final Type.IntType type;
    private int fresh;

    private final boolean untrackedAllocations;

    HeapCounter(Function f, DataModel model, boolean untrackedAllocations) {
      this.f = f;
      this.type = model.pointerIntType();
      this.untrackedAllocations = untrackedAllocations;
    }

    /** Sets {@link #UNTRACKED_ALLOCATION}: a function without a body may have allocated. */
    Location markUntrackedAllocation(Cfa.Builder b, Location from, dev.vigil.ir.SourceLoc loc) {
      Location marked = b.newLocation();
      b.addEdge(
          from,
          marked,
          new Op.Store(Exprs.global(UNTRACKED_ALLOCATION), Exprs.intConst(type, 1)),
          loc);
      return marked;
    }

    private Var temp() {
      return new Var("__vigil_heap" + fresh++, type, f.name());
    }

    void add(Cfa.Builder b, Location from, Location to, long delta, dev.vigil.ir.SourceLoc loc) {
      Var before = temp();
      Location mid = b.newLocation();
      b.addEdge(from, mid, new Op.Load(before, Exprs.global(LIVE_HEAP_COUNTER)), loc);
      b.addEdge(
          mid,
          to,
          new Op.Store(
              Exprs.global(LIVE_HEAP_COUNTER),
              Exprs.binary(dev.vigil.ir.Expr.BinaryOp.ADD, before, Exprs.intConst(type, delta))),
          loc);
    }

    Location decrementUnlessNull(
        Cfa.Builder b, Location from, dev.vigil.ir.Expr pointer, dev.vigil.ir.SourceLoc loc) {
      Location join = b.newLocation();
      dev.vigil.ir.Expr isNull = Exprs.binary(dev.vigil.ir.Expr.BinaryOp.EQ, pointer, Exprs.NULL);
      b.addEdge(from, join, new Op.Assume(isNull), loc);
      Location dec = b.newLocation();
      b.addEdge(from, dec, new Op.Assume(Exprs.not(isNull)), loc);
      add(b, dec, join, -1, loc);
      return join;
    }

    /**
     * At the program's end: heap objects still live are a leak (which the interpreter confirms);
     * with none, a run that called a function that may have allocated is unsupported.
     */
    Location checkAllFreed(Cfa.Builder b, Location from, dev.vigil.ir.SourceLoc loc) {
      Location ok =
          unless(
              b,
              from,
              LIVE_HEAP_COUNTER,
              new Op.Error(Property.VALID_MEMTRACK, "allocated memory not freed at program end"),
              loc);
      if (!untrackedAllocations) {
        return ok;
      }
      return unless(
          b,
          ok,
          UNTRACKED_ALLOCATION,
          new Op.Error(
              Property.UNDEFINED_BEHAVIOR,
              "unsupported: a function without a body that the run called may have allocated"
                  + " memory that the program must free (valid-memtrack)"),
          loc);
    }

    /** {@code error} if the global {@code flag} is not zero; the location after it otherwise. */
    private Location unless(
        Cfa.Builder b, Location from, String flag, Op.Error error, dev.vigil.ir.SourceLoc loc) {
      Var value = temp();
      Location loaded = b.newLocation();
      b.addEdge(from, loaded, new Op.Load(value, Exprs.global(flag)), loc);
      dev.vigil.ir.Expr set =
          Exprs.binary(dev.vigil.ir.Expr.BinaryOp.NE, value, Exprs.intConst(type, 0));
      Location bad = b.newLocation();
      b.addEdge(loaded, bad, new Op.Assume(set), loc);
      b.addEdge(bad, b.newLocation(), error, loc);
      Location ok = b.newLocation();
      b.addEdge(loaded, ok, new Op.Assume(Exprs.not(set)), loc);
      return ok;
    }
  }
}
