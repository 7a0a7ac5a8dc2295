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
import dev.vigil.ir.Property;
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

    Location at = havoc(b, start, pc, invariants);
    b.addEdge(at, head, new Op.Assign(step, Exprs.intConst(I32, 0)), SourceLoc.UNKNOWN);
    b.addEdge(
        head,
        dispatch,
        new Op.Assign(step, Exprs.binary(BinaryOp.ADD, step, Exprs.intConst(I32, 1))),
        SourceLoc.UNKNOWN);
    for (Location c : cuts.cuts()) {
      b.addEdge(dispatch, body(b, c), new Op.Assume(isCut(pc, c)), SourceLoc.UNKNOWN);
    }
    return withMain(inlined, b.build());
  }

  /** The chain that makes the state arbitrary and picks the cut point to start from. */
  private Location havoc(Cfa.Builder b, Location start, Var pc, Map<Location, List<Op>> assumed) {
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
      List<Op> known = assumed.getOrDefault(c, List.of());
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

  /**
   * The program that checks candidate invariants by induction over cut-point arrivals: they must
   * hold when the prefix first arrives at a cut point (initiation), and, assumed with the known
   * invariants at any cut point, after one step to the next (consecution). Candidates are
   * numbered in map order; {@link #checks} says how failures show. The program's own errors are
   * left out, as paths that end in one arrive nowhere.
   */
  Program candidateCheck(Program inlined, Map<Location, List<Expr>> candidates) {
    Cfa.Builder b = Cfa.builder("main");
    for (int i = 0; i < cfa.locations().size(); i++) {
      b.newLocation();
    }
    Var pc = new Var("__vigil_cut", I32, "main");
    Location start = b.newLocation();
    Map<Location, Location> prefix = new HashMap<>();
    for (Location l : cfa.locations()) {
      if (cuts.prefix().get(l.index())) {
        prefix.put(l, b.newLocation());
      }
    }
    b.exit(body(b, cfa.exit()));
    Map<Location, Integer> numbers = new HashMap<>();
    int n = 0;
    for (Map.Entry<Location, List<Expr>> e : candidates.entrySet()) {
      numbers.put(e.getKey(), n);
      n += e.getValue().size();
    }
    if (cuts.isCut(cfa.entry())) {
      Location entry = b.newLocation();
      b.entry(entry);
      b.addEdge(checks(b, entry, candidates, numbers, cfa.entry()), start, Op.Skip.INSTANCE, SourceLoc.UNKNOWN);
    } else {
      b.entry(prefix.get(cfa.entry()));
    }
    for (Edge e : cfa.edges()) {
      if (e.op() instanceof Op.Error) {
        continue;
      }
      Location from = body(b, e.source());
      if (cuts.isCut(e.target())) {
        Location mid = b.newLocation();
        b.addEdge(from, mid, e.op(), e.loc());
        checks(b, mid, candidates, numbers, e.target()); // consecution: the step ends here
      } else {
        b.addEdge(from, body(b, e.target()), e.op(), e.loc());
      }
      Location pre = prefix.get(e.source());
      if (pre == null) {
        continue;
      }
      if (cuts.isCut(e.target())) {
        Location mid = b.newLocation();
        b.addEdge(pre, mid, e.op(), e.loc());
        Location checked = checks(b, mid, candidates, numbers, e.target()); // initiation
        b.addEdge(checked, start, Op.Skip.INSTANCE, e.loc());
      } else {
        b.addEdge(pre, prefix.get(e.target()), e.op(), e.loc());
      }
    }
    Map<Location, List<Op>> assumed = new HashMap<>();
    for (Location c : cuts.cuts()) {
      List<Op> ops = new ArrayList<>(invariants.getOrDefault(c, List.of()));
      candidates.getOrDefault(c, List.of()).forEach(x -> ops.add(new Op.Assume(x)));
      assumed.put(c, ops);
    }
    Location at = havoc(b, start, pc, assumed);
    for (Location c : cuts.cuts()) {
      b.addEdge(at, body(b, c), new Op.Assume(isCut(pc, c)), SourceLoc.UNKNOWN);
    }
    return withMain(inlined, b.build());
  }

  /** Name prefix of the flags that record whether each candidate holds. */
  static final String CANDIDATE_FLAG = "__vigil_candidate_";

  /**
   * Records in flag {@code CANDIDATE_FLAG + i} whether candidate i of cut point {@code c} holds,
   * then errs if any does not; returns where all hold. One model then names every candidate it
   * violates.
   */
  private static Location checks(
      Cfa.Builder b, Location from, Map<Location, List<Expr>> candidates, Map<Location, Integer> numbers, Location c) {
    Location at = from;
    List<Expr> list = candidates.getOrDefault(c, List.of());
    Expr all = Exprs.TRUE;
    for (int i = 0; i < list.size(); i++) {
      Var flag = new Var(CANDIDATE_FLAG + (numbers.get(c) + i), IntType.BOOL, "main");
      at = then(b, at, new Op.Assign(flag, list.get(i)));
      all = Exprs.and(all, flag);
    }
    Location failed = b.newLocation();
    Location held = b.newLocation();
    b.addEdge(at, failed, new Op.Assume(Exprs.not(all)), SourceLoc.UNKNOWN);
    b.addEdge(failed, b.newLocation(), new Op.Error(Property.UNREACH_CALL, "candidate invariant"), SourceLoc.UNKNOWN);
    b.addEdge(at, held, new Op.Assume(all), SourceLoc.UNKNOWN);
    return held;
  }

  private static Program withMain(Program inlined, Cfa cfa) {
    Function main = inlined.main();
    Function replaced =
        new Function("main", main.parameters(), main.returnType(), main.varargs(), cfa, main.loc());
    List<Function> functions = new ArrayList<>();
    for (Function f : inlined.functions().values()) {
      functions.add(f.name().equals("main") ? replaced : f);
    }
    return inlined.withFunctions(functions);
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
