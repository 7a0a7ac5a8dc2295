package dev.vigil.engine.kinduction;

import dev.vigil.analysis.Dominators;
import dev.vigil.engine.Reason;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Var;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Inlines every call into {@code main}, so that the program is one CFA whose loop heads are the cut
 * points of a transition system. Each inlined activation gets its own copies of the callee's
 * variables; its stack objects are released when it returns. A call through a pointer becomes a
 * choice among the functions whose address the program takes, and an error if it is none of them.
 * Recursion cannot be inlined: then there is no result, and the reason says why. The result
 * remembers where each location and variable of the copy came from, so that facts about the copy
 * can be stated about the program the user gave.
 */
final class Inliner {
  /** Beyond this many edges the inlined program is too large to be worth building. */
  private static final int MAX_EDGES = 200_000;

  /**
   * The inlined program and where its locations and variables came from, or (with an empty program)
   * the {@code failure} that says why there is none.
   */
  record Result(Optional<Program> program, Reason failure, Origins origins) {}

  /** Where a location of the inlined {@code main} came from: one activation of a function. */
  record Origin(String function, Location location, int activation) {}

  /** The origins of the inlined program's locations, and the variables its copies stand for. */
  record Origins(Map<Location, Origin> locations, Map<Var, Var> variables) {}

  private final Program program;
  private final Cfa.Builder b;
  private final Set<String> addressTaken;
  private final Deque<String> active = new ArrayDeque<>();
  private int activations;
  private Reason failure;
  private final Map<Location, Origin> locationOrigins = new HashMap<>();
  private final Map<Var, Var> variableOrigins = new HashMap<>();

  private Inliner(Program program) {
    this.program = program;
    this.b = Cfa.builder("main");
    this.addressTaken = addressTakenFunctions(program);
  }

  static Result inline(Program program) {
    Inliner in = new Inliner(program);
    Function main = program.main();
    Location entry = in.b.newLocation();
    Location exit = in.b.newLocation();
    in.b.entry(entry).exit(exit);
    Map<Var, Var> identity = new HashMap<>();
    main.parameters().forEach(p -> identity.put(p, p));
    boolean ok = in.copy(main, identity, entry, exit, null);
    Origins origins = new Origins(Map.copyOf(in.locationOrigins), Map.copyOf(in.variableOrigins));
    if (!ok) {
      return new Result(Optional.empty(), in.failure, origins);
    }
    Function inlined =
        new Function(
            "main", main.parameters(), main.returnType(), main.varargs(), in.b.build(), main.loc());
    List<Function> functions = new ArrayList<>();
    for (Function f : program.functions().values()) {
      functions.add(f.name().equals("main") ? inlined : f);
    }
    return new Result(Optional.of(program.withFunctions(functions)), null, origins);
  }

  /**
   * Copies one activation of {@code f}: its entry is {@code entry}; returns continue at {@code
   * done}, assigning {@code result} if given. {@code vars} maps f's variables to their copies.
   */
  private boolean copy(Function f, Map<Var, Var> vars, Location entry, Location done, Var result) {
    if (active.contains(f.name())) {
      failure = Reason.of(Reason.Kind.UNSUPPORTED, "recursion (" + f.name() + " calls itself)");
      return false;
    }
    active.push(f.name());
    Cfa cfa = f.cfa();
    Map<Location, Location> locs = new HashMap<>();
    locs.put(cfa.entry(), entry);
    int activation = activations++;
    for (Location l : cfa.locations()) {
      locs.computeIfAbsent(l, x -> b.newLocation());
      locationOrigins.put(locs.get(l), new Origin(f.name(), l, activation));
    }
    vars.forEach((original, copy) -> variableOrigins.put(copy, original));
    String prefix = activation == 0 ? "" : f.name() + "#" + activations + ".";
    java.util.function.UnaryOperator<Var> rename =
        v ->
            vars.computeIfAbsent(
                v,
                x -> {
                  Var copy = new Var(prefix + x.name(), x.type(), "main");
                  variableOrigins.put(copy, x);
                  return copy;
                });
    List<Edge> stackAllocs = new ArrayList<>();
    for (Edge e : cfa.edges()) {
      if (e.op() instanceof Op.Alloc a && a.kind() == Op.AllocKind.STACK) {
        stackAllocs.add(e);
      }
    }
    Dominators dom = Dominators.of(cfa);
    for (Edge e : cfa.edges()) {
      if (b.edgeCount() > MAX_EDGES) {
        failure =
            Reason.of(
                Reason.Kind.BOUND_REACHED,
                "the program is too large to inline (over " + MAX_EDGES + " edges)");
        return false;
      }
      Location from = locs.get(e.source());
      Location to = locs.get(e.target());
      switch (e.op()) {
        case Op.Return r -> {
          Location released = release(stackAllocs, e, dom, from, rename, e.loc());
          Op ret =
              result != null && r.value().isPresent()
                  ? new Op.Assign(result, Ops.rename(r.value().get(), rename))
                  : result != null
                      ? new Op.Havoc(result, InputOrigin.uninitialized())
                      : Op.Skip.INSTANCE;
          b.addEdge(released, done, ret, e.loc());
        }
        case Op.Call c -> {
          if (!call((Op.Call) Ops.rename(c, rename), from, to, e.loc())) {
            return false;
          }
        }
        case Op.Assign _,
            Op.ParallelAssign _,
            Op.Assume _,
            Op.Havoc _,
            Op.Load _,
            Op.Store _,
            Op.Alloc _,
            Op.Free _,
            Op.MemCopy _,
            Op.MemSet _,
            Op.Error _,
            Op.HavocMemory _,
            Op.HavocObjects _,
            Op.Halt _,
            Op.Skip _ ->
            b.addEdge(from, to, Ops.rename(e.op(), rename), e.loc());
      }
    }
    if (!cfa.incoming(cfa.exit()).isEmpty() || cfa.exit().equals(cfa.entry())) {
      // Reaching the exit other than by Return: the function returns no value.
      b.addEdge(
          locs.get(cfa.exit()),
          done,
          result != null ? new Op.Havoc(result, InputOrigin.uninitialized()) : Op.Skip.INSTANCE,
          f.loc());
    }
    active.pop();
    return true;
  }

  /** Frees, before a return, the stack objects whose allocation dominates it. */
  private Location release(
      List<Edge> allocs,
      Edge ret,
      Dominators dom,
      Location from,
      java.util.function.UnaryOperator<Var> rename,
      SourceLoc loc) {
    Location at = from;
    for (Edge a : allocs) {
      if (dom.dominates(a.target(), ret.source())) {
        Location next = b.newLocation();
        b.addEdge(at, next, new Op.Free(rename.apply(((Op.Alloc) a.op()).target())), loc);
        at = next;
      }
    }
    return at;
  }

  private boolean call(Op.Call c, Location from, Location to, SourceLoc loc) {
    if (c.directCallee().isPresent()) {
      return inlineCall(program.functions().get(c.directCallee().get()), c, from, to, loc);
    }
    Expr none = Exprs.TRUE;
    for (String name : addressTaken) {
      Function f = program.functions().get(name);
      if (f == null || f.parameters().size() != c.arguments().size()) {
        continue;
      }
      Expr chosen = Exprs.binary(Expr.BinaryOp.EQ, c.callee(), Exprs.function(name));
      Location callee = b.newLocation();
      b.addEdge(from, callee, new Op.Assume(chosen), loc);
      if (!inlineCall(f, c, callee, to, loc)) {
        return false;
      }
      none = Exprs.and(none, Exprs.not(chosen));
    }
    Location bad = b.newLocation();
    b.addEdge(from, bad, new Op.Assume(none), loc);
    b.addEdge(
        bad,
        b.newLocation(),
        new Op.Error(
            Property.UNDEFINED_BEHAVIOR,
            "call through a pointer that is no function of the right kind"),
        loc);
    return true;
  }

  private boolean inlineCall(Function f, Op.Call c, Location from, Location to, SourceLoc loc) {
    if (f == null) {
      failure = Reason.of(Reason.Kind.NO_BODY, "a call of a function without a body");
      return false;
    }
    Map<Var, Var> vars = new HashMap<>();
    Location entry = b.newLocation();
    List<Op.Assign> bind = new ArrayList<>();
    String prefix = f.name() + "#" + (activations + 1) + ".";
    for (int i = 0; i < f.parameters().size(); i++) {
      Var p = f.parameters().get(i);
      Var copy = new Var(prefix + p.name(), p.type(), "main");
      vars.put(p, copy);
      if (!p.type().equals(c.arguments().get(i).type())) {
        failure =
            Reason.of(
                Reason.Kind.UNSUPPORTED,
                "a call of " + f.name() + " with arguments of other types");
        return false;
      }
      bind.add(new Op.Assign(copy, c.arguments().get(i)));
    }
    b.addEdge(from, entry, bind.isEmpty() ? Op.Skip.INSTANCE : new Op.ParallelAssign(bind), loc);
    return copy(f, vars, entry, to, c.result().orElse(null));
  }

  private static Set<String> addressTakenFunctions(Program program) {
    Set<String> taken = new LinkedHashSet<>();
    for (Function f : program.functions().values()) {
      for (Edge e : f.cfa().edges()) {
        List<Expr> exprs = Ops.expressions(e.op());
        for (int i = 0; i < exprs.size(); i++) {
          boolean directCallee = e.op() instanceof Op.Call && i == 0;
          if (!directCallee) {
            collect(exprs.get(i), taken);
          }
        }
      }
    }
    program
        .globals()
        .values()
        .forEach(g -> g.initializer().forEach(v -> collect(v.value(), taken)));
    return taken;
  }

  private static void collect(Expr e, Set<String> out) {
    if (e instanceof Expr.FunctionAddress f) {
      out.add(f.function());
    }
    for (Expr c : e.children()) {
      collect(c, out);
    }
  }
}
