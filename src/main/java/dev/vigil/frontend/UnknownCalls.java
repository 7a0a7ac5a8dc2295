package dev.vigil.frontend;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Property;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * What calls of unknown functions without a body may do to memory (docs/SEMANTICS.md). Each such
 * call is lifted to an {@link Op.HavocObjects} of its pointer arguments; this pass sees the whole
 * program and completes them. The roots also include every global whose address escapes (is used
 * other than as the address of a load, store, copy or fill) and every global another translation
 * unit can name (not {@code static}: the callee may be defined there), but no constant global
 * (writing one is undefined: a string literal the call is given, say). One level is not enough, and
 * every stack and heap object becomes arbitrary too, where the callee may reach further: when the
 * program keeps pointers in memory (it loads or stores a pointer, converts one to an integer, or
 * has one in a global's initializer) and the call has roots, or when objects other than globals are
 * given to unknown functions and such calls may run more than once (a call may keep a pointer that
 * a later one uses). A C library function that writes only the objects its arguments point to
 * ({@link LibraryFunctions#writesOnlyItsArguments}) reaches those and the library's own globals,
 * and nothing further. A program that takes a function's address, where an unknown function can
 * reach anything, is unsupported: the callee might call back into it (unless it is a library
 * function known to run no code of the program, {@link LibraryFunctions#runsNoProgramCode}). In a
 * code base read from roots (lenient), only the runs that reach such a call are lost: the call is
 * an error of undefined behaviour that ends them, so no verdict rests on what follows it.
 */
final class UnknownCalls {
  private final List<Function> functions;
  private final Set<String> escapedGlobals = new LinkedHashSet<>();
  private boolean pointersInMemory;
  private boolean functionAddressTaken;
  private boolean mainCalled;

  private UnknownCalls(List<Function> functions) {
    this.functions = functions;
  }

  /** A call of an unknown function: where, and the operation the front end made of it. */
  private record Site(Function function, Edge edge, Op.HavocObjects havoc) {}

  static List<Function> complete(
      List<Function> functions,
      List<Global> globals,
      Set<String> linkable,
      Set<String> unknown,
      boolean lenient,
      Consumer<String> warnings)
      throws UnsupportedFeatureException {
    if (unknown.isEmpty()) {
      return functions;
    }
    UnknownCalls pass = new UnknownCalls(functions);
    List<Site> sites = new ArrayList<>();
    for (Function f : functions) {
      for (Edge e : f.cfa().edges()) {
        pass.scan(e.op());
        if (e.op() instanceof Op.HavocObjects h && unknown.contains(h.origin())) {
          sites.add(new Site(f, e, h));
        }
      }
    }
    List<Expr> globalRoots = new ArrayList<>();
    List<Expr> libraryGlobals = new ArrayList<>();
    Set<String> constants = new LinkedHashSet<>();
    for (Global g : globals) {
      g.initializer().forEach(v -> pass.scanInitializer(v.value()));
      if (g.constant()) {
        constants.add(g.name()); // writing one is undefined: string literals, say
      }
    }
    for (Global g : globals) {
      boolean reachable =
          pass.escapedGlobals.contains(g.name())
              || g.nondetContents()
              || linkable.contains(g.name());
      if (reachable && !g.constant()) {
        globalRoots.add(Exprs.global(g.name()));
      }
      if (g.nondetContents() && !g.constant()) {
        libraryGlobals.add(Exprs.global(g.name()));
      }
    }
    boolean dynamicRoots =
        sites.stream().anyMatch(s -> s.havoc().roots().stream().anyMatch(r -> !isGlobalAddress(r)));
    Map<Edge, Op> replaced = new HashMap<>();
    Set<String> reachingFurther = new LinkedHashSet<>();
    Set<String> callingBack = new LinkedHashSet<>();
    for (Site s : sites) {
      Set<Expr> roots = new LinkedHashSet<>();
      for (Expr r : s.havoc().roots()) {
        if (!(globalOf(r) instanceof Expr.GlobalAddress g && constants.contains(g.global()))) {
          roots.add(r);
        }
      }
      // A library function that writes only its arguments' objects cannot name the program's
      // globals nor keep its pointers: one level of its own roots is all it reaches.
      boolean flat = LibraryFunctions.writesOnlyItsArguments(s.havoc().origin());
      roots.addAll(flat ? libraryGlobals : globalRoots);
      boolean all =
          !flat
              && (pass.pointersInMemory && !roots.isEmpty()
                  || dynamicRoots && pass.mayRepeat(s, sites.size()));
      if (pass.functionAddressTaken
          && !LibraryFunctions.runsNoProgramCode(s.havoc().origin())
          && (all || !roots.isEmpty())) {
        String what =
            "call of "
                + s.havoc().origin()
                + ", which has no body, in a program that takes the"
                + " address of a function (it might call back into the program)";
        if (!lenient) {
          throw new UnsupportedFeatureException(what, s.edge().loc());
        }
        callingBack.add(s.havoc().origin());
        replaced.put(s.edge(), new Op.Error(Property.UNDEFINED_BEHAVIOR, "unsupported: " + what));
        continue;
      }
      if (all) {
        reachingFurther.add(s.havoc().origin());
      }
      replaced.put(
          s.edge(),
          roots.isEmpty() && !all
              ? Op.Skip.INSTANCE
              : new Op.HavocObjects(List.copyOf(roots), all, s.havoc().origin()));
    }
    warnings.accept(
        "no body for "
            + String.join(", ", unknown)
            + ": their results and the memory they can reach are arbitrary");
    if (!reachingFurther.isEmpty()) {
      warnings.accept(
          "calls of "
              + String.join(", ", reachingFurther)
              + " make every stack and heap object"
              + " arbitrary too: they may reach memory through pointers the program keeps, or"
              + " that earlier calls were given");
    }
    if (!callingBack.isEmpty()) {
      warnings.accept(
          "runs that call these functions are not explored (they might call back into the"
              + " program, which takes the address of a function): "
              + String.join(", ", callingBack));
    }
    return functions.stream().map(f -> withOps(f, replaced)).toList();
  }

  /** Notes what an operation says about escaping globals, pointers in memory and calls. */
  private void scan(Op op) {
    List<Expr> exprs = Ops.expressions(op);
    BitSet accessed = new BitSet();
    Ops.accesses(op).forEach(a -> accessed.set(a.index()));
    for (int i = 0; i < exprs.size(); i++) {
      boolean callee = i == 0 && op instanceof Op.Call;
      if (!(accessed.get(i) && isDirectGlobal(exprs.get(i)))) {
        escapes(exprs.get(i), callee);
      }
    }
    pointersInMemory |=
        op instanceof Op.Load l && l.target().type() instanceof Type.PointerType
            || op instanceof Op.Store s && s.value().type() instanceof Type.PointerType;
    mainCalled |= op instanceof Op.Call c && c.directCallee().filter("main"::equals).isPresent();
  }

  private void scanInitializer(Expr value) {
    escapes(value, false);
    pointersInMemory |= mentionsAddress(value);
  }

  private void escapes(Expr e, boolean callee) {
    switch (e) {
      case Expr.GlobalAddress g -> escapedGlobals.add(g.global());
      case Expr.FunctionAddress _ -> functionAddressTaken |= !callee;
      case Expr.Cast c when c.op() == Expr.CastOp.PTR_TO_INT ->
          pointersInMemory = true; // the integer may be stored: a pointer in memory
      // Nothing escapes but what their operands hold.
      case Var _,
          Expr.IntConst _,
          Expr.FloatConst _,
          Expr.NullPointer _,
          Expr.Unary _,
          Expr.Binary _,
          Expr.Cast _,
          Expr.Ite _,
          Expr.PtrAdd _,
          Expr.PointerQuery _ -> {}
    }
    for (Expr c : e.children()) {
      escapes(c, false);
    }
  }

  private static boolean mentionsAddress(Expr e) {
    return e instanceof Expr.GlobalAddress
        || e instanceof Expr.FunctionAddress
        || e.children().stream().anyMatch(UnknownCalls::mentionsAddress);
  }

  /** A global's address plus an offset that mentions no address: an access in place. */
  private static boolean isDirectGlobal(Expr address) {
    return address instanceof Expr.GlobalAddress
        || address instanceof Expr.PtrAdd p
            && p.pointer() instanceof Expr.GlobalAddress
            && !mentionsAddress(p.offset());
  }

  /** The global address {@code e} adds constant offsets to, or {@code e} itself. */
  private static Expr globalOf(Expr e) {
    return e instanceof Expr.PtrAdd p && p.offset() instanceof Expr.IntConst
        ? globalOf(p.pointer())
        : e;
  }

  /** A constant address of a global (or null): not an object the call could keep track of. */
  private static boolean isGlobalAddress(Expr e) {
    Expr base = globalOf(e);
    return base instanceof Expr.GlobalAddress || base instanceof Expr.NullPointer;
  }

  /** Whether unknown calls may run again after {@code s}: another site, a loop, or a callee. */
  private boolean mayRepeat(Site s, int siteCount) {
    return siteCount > 1
        || !s.function().name().equals("main")
        || mainCalled
        || onCycle(s.function().cfa(), s.edge());
  }

  private static boolean onCycle(Cfa cfa, Edge e) {
    BitSet seen = new BitSet();
    Deque<Location> work = new ArrayDeque<>(List.of(e.target()));
    while (!work.isEmpty()) {
      Location l = work.pop();
      if (l.equals(e.source())) {
        return true;
      }
      if (!seen.get(l.index())) {
        seen.set(l.index());
        cfa.outgoing(l).forEach(out -> work.push(out.target()));
      }
    }
    return false;
  }

  private static Function withOps(Function f, Map<Edge, Op> replaced) {
    Cfa old = f.cfa();
    if (old.edges().stream().noneMatch(replaced::containsKey)) {
      return f;
    }
    Cfa.Builder b = Cfa.builder(old.function());
    for (int i = 0; i < old.locations().size(); i++) {
      b.newLocation();
    }
    b.entry(old.entry()).exit(old.exit());
    for (Edge e : old.edges()) {
      Op op = replaced.getOrDefault(e, e.op());
      // An error edge ends the run: it leads to a location of its own.
      Location target = op instanceof Op.Error && e.op() != op ? b.newLocation() : e.target();
      b.addEdge(e.source(), target, op, e.loc());
    }
    return new Function(f.name(), f.parameters(), f.returnType(), f.varargs(), b.build(), f.loc());
  }
}
