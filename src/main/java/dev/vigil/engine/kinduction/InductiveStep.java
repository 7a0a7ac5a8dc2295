package dev.vigil.engine.kinduction;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the inductive step of k-induction as a program that bounded model checking can run.
 *
 * <p>The program is read as a transition system whose states sit at cut points ({@link
 * CutPoints}) and whose steps run from one cut point to the next. The inductive-step program runs
 * the exact prefix up to a first cut point, then makes the state arbitrary: every variable written
 * after a cut point is havocked, and so is memory, except globals nothing after the cut can change.
 * This over-approximates every reachable state at every cut point. It then picks a cut point,
 * assumes the invariants known there, and runs k steps through one loop head {@code H}, where a
 * counter numbers the steps. Errors in steps 1..k-1 are assumed not to happen (the induction
 * hypothesis); an error in step k is a target. If no error is reachable, and the base case has
 * shown no error within k steps from the start, no execution has an error.
 */
final class InductiveStep {
  private static final IntType I32 = IntType.I32;

  private final Cfa cfa;
  private final CutPoints cuts;
  private final List<String> preserved;
  private final Map<Location, List<Op>> invariants;

  /**
   * @param inlined a program whose main has every call inlined
   * @param invariants per cut point, operations (loads and assumptions) that state what is known
   *     to hold there in every execution
   */
  InductiveStep(Program inlined, Map<Location, List<Op>> invariants) {
    this.cfa = inlined.main().cfa();
    this.cuts = CutPoints.of(cfa);
    this.preserved = PreservedGlobals.of(inlined, cfa, cuts.afterCut());
    this.invariants = invariants;
  }

  CutPoints cutPoints() {
    return cuts;
  }

  /** The inductive-step program for {@code k}: errors only in step k are targets. */
  Program build(Program inlined, int k) {
    Cfa.Builder b = Cfa.builder("main");
    for (int i = 0; i < cfa.locations().size(); i++) {
      b.newLocation(); // the body copy keeps the original numbering
    }
    Var pc = new Var("__vigil_cut", I32, "main");
    Var step = new Var("__vigil_step", I32, "main");
    Location start = b.newLocation();
    Location head = b.newLocation();
    Location dispatch = b.newLocation();
    b.markLoopHead(head);
    Map<Location, Location> prefix = new HashMap<>();
    for (Location l : cfa.locations()) {
      if (cuts.prefix().get(l.index())) {
        prefix.put(l, b.newLocation());
      }
    }
    b.entry(cuts.isCut(cfa.entry()) ? start : prefix.get(cfa.entry()));
    b.exit(body(b, cfa.exit()));

    for (Edge e : cfa.edges()) {
      // The body: arriving at a cut point ends a step.
      Location from = body(b, e.source());
      if (cuts.isCut(e.target())) {
        Location mid = b.newLocation();
        b.addEdge(from, mid, e.op(), e.loc());
        b.addEdge(mid, head, new Op.Assign(pc, Exprs.intConst(I32, cuts.number(e.target()))), e.loc());
      } else if (e.op() instanceof Op.Error) {
        Location last = b.newLocation();
        Expr lastStep = Exprs.binary(BinaryOp.SLE, Exprs.intConst(I32, k), step);
        b.addEdge(from, last, new Op.Assume(lastStep), e.loc());
        b.addEdge(last, body(b, e.target()), e.op(), e.loc());
      } else {
        b.addEdge(from, body(b, e.target()), e.op(), e.loc());
      }
      // The prefix: arriving at a cut point starts the abstract state; its errors belong to the
      // base case.
      Location pre = prefix.get(e.source());
      if (pre == null || e.op() instanceof Op.Error) {
        continue;
      }
      if (cuts.isCut(e.target())) {
        b.addEdge(pre, start, e.op(), e.loc());
      } else {
        b.addEdge(pre, prefix.get(e.target()), e.op(), e.loc());
      }
    }

    Location at = havoc(b, start, pc, step);
    b.addEdge(at, head, new Op.Assign(step, Exprs.intConst(I32, 0)), SourceLoc.UNKNOWN);
    b.addEdge(
        head,
        dispatch,
        new Op.Assign(step, Exprs.binary(BinaryOp.ADD, step, Exprs.intConst(I32, 1))),
        SourceLoc.UNKNOWN);
    for (Location c : cuts.cuts()) {
      b.addEdge(dispatch, body(b, c), new Op.Assume(isCut(pc, c)), SourceLoc.UNKNOWN);
    }
    Function main = inlined.main();
    Function is =
        new Function("main", main.parameters(), main.returnType(), main.varargs(), b.build(), main.loc());
    List<Function> functions = new ArrayList<>();
    for (Function f : inlined.functions().values()) {
      functions.add(f.name().equals("main") ? is : f);
    }
    return inlined.withFunctions(functions);
  }

  /** The chain that makes the state arbitrary and picks the cut point to start from. */
  private Location havoc(Cfa.Builder b, Location start, Var pc, Var step) {
    Location at = start;
    for (Var v : cuts.loopVars()) {
      at = then(b, at, new Op.Havoc(v, "inductive step"));
    }
    at = then(b, at, new Op.HavocMemory(preserved));
    at = then(b, at, new Op.Havoc(pc, "inductive step"));
    Expr someCut = Exprs.FALSE;
    for (Location c : cuts.cuts()) {
      someCut = Exprs.or(someCut, isCut(pc, c));
    }
    at = then(b, at, new Op.Assume(someCut));
    for (Location c : cuts.cuts()) {
      List<Op> known = invariants.getOrDefault(c, List.of());
      if (known.isEmpty()) {
        continue;
      }
      // Invariants of c hold when the step starts at c: branch on it, then join again.
      Location there = b.newLocation();
      Location join = b.newLocation();
      b.addEdge(at, there, new Op.Assume(isCut(pc, c)), SourceLoc.UNKNOWN);
      b.addEdge(at, join, new Op.Assume(Exprs.not(isCut(pc, c))), SourceLoc.UNKNOWN);
      for (Op op : known) {
        there = then(b, there, op);
      }
      b.addEdge(there, join, Op.Skip.INSTANCE, SourceLoc.UNKNOWN);
      at = join;
    }
    return at;
  }

  private static Location then(Cfa.Builder b, Location from, Op op) {
    Location next = b.newLocation();
    b.addEdge(from, next, op, SourceLoc.UNKNOWN);
    return next;
  }

  private Expr isCut(Var pc, Location c) {
    return Exprs.binary(BinaryOp.EQ, pc, Exprs.intConst(I32, cuts.number(c)));
  }

  private static Location body(Cfa.Builder b, Location original) {
    return new Location("main", original.index());
  }
}
