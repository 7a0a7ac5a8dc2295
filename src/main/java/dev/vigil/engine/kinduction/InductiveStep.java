package dev.vigil.engine.kinduction;

import dev.vigil.analysis.Liveness;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the inductive step of k-induction as a program that bounded model checking can run.
 *
 * <p>The program is read as a transition system whose states sit at cut points ({@link CutPoints})
 * and whose steps run from one cut point to the next. The inductive-step program runs the exact
 * prefix up to a first cut point, then makes the state arbitrary: every variable written after a
 * cut point is havocked, and so is memory, except globals nothing after the cut can change. This
 * over-approximates every reachable state at every cut point. It then picks a cut point, assumes
 * the invariants known there, and runs k steps through one loop head {@code H}, where a counter
 * numbers the steps. Errors in steps 1..k-1 are assumed not to happen (the induction hypothesis);
 * an error in step k is a target. If no error is reachable, and the base case has shown no error
 * within k steps from the start, no execution has an error.
 */
final class InductiveStep {
  private static final IntType I32 = IntType.I32;

  /** The origin of the values that make the step's start state arbitrary. */
  static final InputOrigin ARBITRARY_STATE = new InputOrigin.EngineChoice("inductive step");

  /**
   * The variables that record the step's start state for bidirectional search: the cut point's
   * number, a copy of each of {@link #stateVars()} and of each of {@link #stateGlobals()}.
   */
  record Snapshot(Var cut, List<Var> vars, List<Var> globals) {
    /** All recorded variables. */
    List<Var> all() {
      List<Var> list = new ArrayList<>(List.of(cut));
      list.addAll(vars);
      list.addAll(globals);
      return list;
    }
  }

  /** A program that checks candidate invariants, and the flag of each candidate, in map order. */
  record CandidateCheck(Program program, List<Var> flags) {}

  private final Cfa cfa;
  private final CutPoints cuts;
  private final Liveness liveness;
  private final List<String> preserved;
  private final Map<Location, List<Op>> invariants;
  private final List<Var> stateVars;
  private final List<Global> stateGlobals;
  private final Snapshot snapshot;

  /**
   * @param inlined a program whose main has every call inlined
   * @param cuts the cut points of its main
   * @param invariants per cut point, operations (loads and assumptions) that state what is known to
   *     hold there in every execution
   */
  InductiveStep(Program inlined, CutPoints cuts, Map<Location, List<Op>> invariants) {
    this.cfa = inlined.main().cfa();
    this.cuts = cuts;
    this.liveness = Liveness.of(cfa);
    this.preserved = PreservedGlobals.of(inlined, cfa, cuts.afterCut());
    this.invariants = invariants;
    Set<Var> state = new LinkedHashSet<>(cuts.loopVars());
    for (Edge e : cfa.edges()) {
      if (cuts.prefix().get(e.source().index())) {
        state.addAll(Ops.assignedVars(e.op()));
      }
    }
    Set<Var> liveAtCuts = new HashSet<>();
    cuts.cuts().forEach(c -> liveAtCuts.addAll(liveness.at(c)));
    state.retainAll(liveAtCuts);
    state.removeIf(
        v -> !(v.type() instanceof IntType || v.type() instanceof dev.vigil.ir.Type.PointerType));
    this.stateVars = List.copyOf(state);
    this.stateGlobals =
        inlined.globals().values().stream()
            .filter(g -> g.type() instanceof IntType && !g.constant())
            .limit(64)
            .toList();
    List<Var> varCopies = new ArrayList<>();
    for (int i = 0; i < stateVars.size(); i++) {
      varCopies.add(new Var(STATE + i, stateVars.get(i).type(), "main"));
    }
    List<Var> globalCopies = new ArrayList<>();
    for (int i = 0; i < stateGlobals.size(); i++) {
      globalCopies.add(new Var(STATE + "g" + i, stateGlobals.get(i).type(), "main"));
    }
    this.snapshot = new Snapshot(new Var(STATE + "pc", I32, "main"), varCopies, globalCopies);
  }

  /** {@code step}'s analyses of the program (they do not depend on invariants), with these. */
  private InductiveStep(InductiveStep step, Map<Location, List<Op>> invariants) {
    this.cfa = step.cfa;
    this.cuts = step.cuts;
    this.liveness = step.liveness;
    this.preserved = step.preserved;
    this.invariants = invariants;
    this.stateVars = step.stateVars;
    this.stateGlobals = step.stateGlobals;
    this.snapshot = step.snapshot;
  }

  /** The same step with {@code facts} as the invariants at cut points. */
  InductiveStep assuming(Map<Location, List<Op>> facts) {
    return new InductiveStep(this, facts);
  }

  Snapshot snapshot() {
    return snapshot;
  }

  CutPoints cutPoints() {
    return cuts;
  }

  /** The live variables of the inlined main. */
  Liveness liveness() {
    return liveness;
  }

  /**
   * The inductive-step program for {@code k}: errors only in step k are targets. With {@code
   * record}, the start state is recorded in the variables of {@link #snapshot()}, for bidirectional
   * search.
   */
  Program build(Program inlined, int k, boolean record) {
    Cfa.Builder b = Cfa.builder("main");
    for (int i = 0; i < cfa.locations().size(); i++) {
      b.newLocation(); // the body copy keeps the original numbering
    }
    Var pc = new Var("__vigil_cut", I32, "main");
    Var step = new Var("__vigil_step", I32, "main");
    Location start = b.newLocation();
    Location head = b.newLocation();
    Location dispatch = b.newLocation();
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
        b.addEdge(
            mid, head, new Op.Assign(pc, Exprs.intConst(I32, cuts.number(e.target()))), e.loc());
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
    if (record) {
      at = snapshot(b, at, snapshot.cut(), pc);
      for (int i = 0; i < stateVars.size(); i++) {
        at = snapshot(b, at, snapshot.vars().get(i), stateVars.get(i));
      }
      for (int i = 0; i < stateGlobals.size(); i++) {
        Global g = stateGlobals.get(i);
        Var loaded = new Var("__vigil_load_" + i, g.type(), "main");
        at = then(b, at, new Op.Load(loaded, Exprs.global(g.name())));
        at = snapshot(b, at, snapshot.globals().get(i), loaded);
      }
    }
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
      at = then(b, at, new Op.Havoc(v, ARBITRARY_STATE));
    }
    at = then(b, at, new Op.HavocMemory(preserved));
    at = then(b, at, new Op.Havoc(pc, ARBITRARY_STATE));
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
   * invariants at any cut point, after one step to the next (consecution). Each candidate has a
   * flag, in map order; {@link #checks} says how failures show. The program's own errors are left
   * out, as paths that end in one arrive nowhere.
   */
  CandidateCheck candidateCheck(Program inlined, Map<Location, List<Expr>> candidates) {
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
    List<Var> flags = new ArrayList<>();
    for (Map.Entry<Location, List<Expr>> e : candidates.entrySet()) {
      numbers.put(e.getKey(), flags.size());
      for (int i = 0; i < e.getValue().size(); i++) {
        flags.add(new Var(CANDIDATE_FLAG + flags.size(), IntType.BOOL, "main"));
      }
    }
    if (cuts.isCut(cfa.entry())) {
      Location entry = b.newLocation();
      b.entry(entry);
      b.addEdge(
          checks(b, entry, candidates, numbers, flags, cfa.entry()),
          start,
          Op.Skip.INSTANCE,
          SourceLoc.UNKNOWN);
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
        checks(b, mid, candidates, numbers, flags, e.target()); // consecution: the step ends here
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
        Location checked = checks(b, mid, candidates, numbers, flags, e.target()); // initiation
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
    return new CandidateCheck(withMain(inlined, b.build()), flags);
  }

  /** Name prefix of the variables that record the inductive step's start state. */
  private static final String STATE = "__vigil_state_";

  /**
   * Records {@code v} in {@code copy}. An assumption rather than an assignment, so that slicing
   * keeps it: the models of the step then show the whole state the step starts from.
   */
  private static Location snapshot(Cfa.Builder b, Location at, Var copy, Var v) {
    at = then(b, at, new Op.Havoc(copy, ARBITRARY_STATE));
    return then(b, at, new Op.Assume(Exprs.binary(BinaryOp.EQ, copy, v)));
  }

  /**
   * The integer and pointer variables of the step's start state: loop variables and those the
   * prefix sets, if live at a cut point (a variable the loop overwrites before reading it is not
   * part of the state).
   */
  List<Var> stateVars() {
    return stateVars;
  }

  /** The integer globals of the step's start state. */
  List<Global> stateGlobals() {
    return stateGlobals;
  }

  /**
   * The inlined program with one more error, just before it arrives at cut point number {@code cut}
   * in a state where each variable has the given value: the base case of bidirectional search,
   * which asks whether a start state of the inductive step's counterexample is reachable. That
   * error has no source location.
   */
  Program reachState(Program inlined, int cut, Map<Var, Expr> state, Map<Global, Expr> globals) {
    Location c = cuts.cuts().get(cut);
    Expr match = Exprs.TRUE;
    for (Map.Entry<Var, Expr> e : state.entrySet()) {
      match = Exprs.and(match, Exprs.binary(BinaryOp.EQ, e.getKey(), e.getValue()));
    }
    List<Op> loads = new ArrayList<>();
    for (Map.Entry<Global, Expr> e : globals.entrySet()) {
      Var loaded = new Var("__vigil_load_" + loads.size(), e.getKey().type(), "main");
      loads.add(new Op.Load(loaded, Exprs.global(e.getKey().name())));
      match = Exprs.and(match, Exprs.binary(BinaryOp.EQ, loaded, e.getValue()));
    }
    Cfa.Builder b = Cfa.builder("main");
    for (int i = 0; i < cfa.locations().size(); i++) {
      b.newLocation();
    }
    b.entry(body(b, cfa.entry()));
    b.exit(body(b, cfa.exit()));
    for (Edge e : cfa.edges()) {
      Location from = body(b, e.source());
      if (!e.target().equals(c)) {
        b.addEdge(from, body(b, e.target()), e.op(), e.loc());
        continue;
      }
      Location mid = b.newLocation();
      Location found = b.newLocation();
      b.addEdge(from, mid, e.op(), e.loc());
      for (Op load : loads) {
        mid = then(b, mid, load);
      }
      b.addEdge(mid, found, new Op.Assume(match), SourceLoc.UNKNOWN);
      b.addEdge(
          found,
          b.newLocation(),
          new Op.Error(Property.UNREACH_CALL, "bidirectional search"),
          SourceLoc.UNKNOWN);
      b.addEdge(mid, body(b, c), new Op.Assume(Exprs.not(match)), SourceLoc.UNKNOWN);
    }
    return withMain(inlined, b.build());
  }

  /** Name prefix of the flags that record whether each candidate holds. */
  private static final String CANDIDATE_FLAG = "__vigil_candidate_";

  /**
   * Records in its flag whether each candidate of cut point {@code c} holds (the first is flag
   * number {@code numbers.get(c)}), then errs if any does not; returns where all hold. One model
   * then names every candidate it violates.
   */
  private static Location checks(
      Cfa.Builder b,
      Location from,
      Map<Location, List<Expr>> candidates,
      Map<Location, Integer> numbers,
      List<Var> flags,
      Location c) {
    Location at = from;
    List<Expr> list = candidates.getOrDefault(c, List.of());
    Expr all = Exprs.TRUE;
    for (int i = 0; i < list.size(); i++) {
      Var flag = flags.get(numbers.get(c) + i);
      at = then(b, at, new Op.Assign(flag, list.get(i)));
      all = Exprs.and(all, flag);
    }
    Location failed = b.newLocation();
    Location held = b.newLocation();
    b.addEdge(at, failed, new Op.Assume(Exprs.not(all)), SourceLoc.UNKNOWN);
    b.addEdge(
        failed,
        b.newLocation(),
        new Op.Error(Property.UNREACH_CALL, "candidate invariant"),
        SourceLoc.UNKNOWN);
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
