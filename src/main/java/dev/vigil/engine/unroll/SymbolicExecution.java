package dev.vigil.engine.unroll;

import dev.vigil.engine.Budget;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Observation;
import dev.vigil.smt.Smt;
import dev.vigil.smt.Step;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Term;
import dev.vigil.smt.Unsupported;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Symbolic execution of the program unrolled to a bound, ESBMC style: every unrolled edge is
 * encoded once, under a path guard, and states meet at join points through phi definitions (no path
 * enumeration). Loops run at most {@code bound} times per entry, a function has at most {@code
 * bound} active frames; where an execution would go further, a {@link Target.Kind#CUT} target
 * records its guard (the unwinding assertion). Calls are inlined by {@link Calls}.
 *
 * <p>A loop iteration whose path guard is still that of the loop's entry is forced: constant
 * propagation decided every branch in it, so unrolling it further creates no new paths. Such
 * iterations are not counted against the bound (up to {@link #FORCED_ITERATIONS}), so that loops
 * over constants, e.g. the initialisation of an array, are unrolled completely at any bound.
 */
final class SymbolicExecution {
  /** Thrown when the budget runs out during unrolling. */
  static final class OutOfBudget extends Exception {
    OutOfBudget() {
      super("timeout");
    }
  }

  /** The formula parts of one unrolling. */
  record Unrolled(List<Bool> definitions, List<Target> targets, List<Event> events, long edges) {}

  /** A path guard with the state under it. */
  record Guarded(Guard guard, SymState state) {}

  /** How an activation ended: the merged states at returns with and without a value. */
  record Exit(Guarded valued, Guarded valueless) {}

  /** One activation of a function: where it returned, and the stack objects it allocated. */
  static final class Frame {
    final List<Guarded> valued = new ArrayList<>();
    final List<Guarded> valueless = new ArrayList<>();
    final List<Bool> stackGuards = new ArrayList<>();
    final List<Term> stackObjects = new ArrayList<>();
  }

  /** Forced iterations beyond the bound stop here, to keep non-terminating loops finite. */
  static final int FORCED_ITERATIONS = 1 << 17;

  final Program program;
  final Encoder encoder;
  final Smt smt;
  final int bound;
  final ProgramFacts facts;
  private final Budget budget;
  private final List<Bool> definitions = new ArrayList<>();
  private final List<Target> targets = new ArrayList<>();
  private final List<Event> events = new ArrayList<>();
  private final Map<String, Integer> activeFrames = new HashMap<>();
  private final Calls calls;
  private long edges;

  SymbolicExecution(
      Program program, Encoder encoder, Smt smt, int bound, Budget budget, ProgramFacts facts) {
    this(program, encoder, smt, bound, budget, facts, null);
  }

  /** With {@code abstraction} (if not null), calls of functions with a body are not inlined. */
  SymbolicExecution(
      Program program,
      Encoder encoder,
      Smt smt,
      int bound,
      Budget budget,
      ProgramFacts facts,
      Calls.Abstraction abstraction) {
    this.program = program;
    this.encoder = encoder;
    this.smt = smt;
    this.bound = bound;
    this.budget = budget;
    this.facts = facts;
    this.calls = new Calls(this, abstraction);
  }

  /** What this execution has built so far. */
  Unrolled built() {
    return new Unrolled(definitions, targets, events, edges);
  }

  /** Records an event (e.g. a call left abstract, for counterexamples). */
  void event(Event e) {
    events.add(e);
  }

  /** Adds a definition (e.g. what every call left abstract satisfies). */
  void define(Bool definition) {
    definitions.add(definition);
  }

  Unrolled run() throws OutOfBudget, Unsupported, LoopStructure.IrreducibleException {
    Function main = program.main();
    SymState start = encoder.initialState();
    for (Var p : main.parameters()) {
      // docs/SEMANTICS.md: main starts with its parameters zero
      start = encoder.apply(new Op.Assign(p, Exprs.zero(p.type())), start).next();
    }
    call(main, new Guarded(Guard.root(smt), start));
    return new Unrolled(definitions, targets, events, edges);
  }

  int activeFrames(Function f) {
    return activeFrames.getOrDefault(f.name(), 0);
  }

  /** One activation of {@code f} entered in {@code entry}. */
  Exit call(Function f, Guarded entry) throws OutOfBudget, LoopStructure.IrreducibleException {
    LoopStructure loops = facts.loops(f);
    activeFrames.merge(f.name(), 1, Integer::sum);
    TreeMap<int[], List<Guarded>> pending = new TreeMap<>(LoopStructure::compare);
    Cfa cfa = loops.cfa(); // f's CFA, made reducible
    Location start = cfa.entry();
    pending.put(loops.key(start, new int[loops.depth(start)]), new ArrayList<>(List.of(entry)));
    Frame frame = new Frame();
    Map<List<Integer>, Guard> loopEntries = new HashMap<>();
    while (!pending.isEmpty()) {
      if (budget.exhausted()) {
        throw new OutOfBudget();
      }
      Map.Entry<int[], List<Guarded>> node = pending.pollFirstEntry();
      Guarded here = merge(node.getValue());
      if (here == null) {
        continue;
      }
      Location loc = loops.locationOf(node.getKey());
      if (loc.equals(cfa.exit())) {
        frame.valueless.add(here); // reaching the exit other than by Return: no value
        continue;
      }
      int[] iterations = LoopStructure.iterationsOf(node.getKey());
      if (iterations.length > 0 && iterations[iterations.length - 1] == 0 && loops.isHead(loc)) {
        loopEntries.put(entryKey(node.getKey()), here.guard());
      }
      List<Edge> out = cfa.outgoing(loc);
      List<Bool> conditions = branchConditions(f, out, here);
      for (int i = 0; i < out.size(); i++) {
        Edge e = out.get(i);
        Guard g = here.guard().and(smt, conditions.get(i));
        if (g.isFalse()) {
          continue;
        }
        edges++;
        Guarded next = execute(frame, f, e, new Guarded(g, here.state()));
        if (next == null || next.guard().isFalse()) {
          continue;
        }
        int[] successor = loops.successorIterations(e, iterations);
        int[] key = loops.key(e.target(), successor);
        int count = successor.length == 0 ? 0 : successor[successor.length - 1];
        if (loops.isBackEdge(e)
            && count >= bound
            && !(count < FORCED_ITERATIONS && next.guard() == loopEntries.get(entryKey(key)))) {
          target(
              Target.Kind.CUT,
              next.guard().formula(),
              e,
              f,
              null,
              "loop unwound " + bound + " times");
          continue;
        }
        pending.computeIfAbsent(key, k -> new ArrayList<>()).add(next);
      }
    }
    activeFrames.merge(f.name(), -1, Integer::sum);
    return new Exit(
        release(f, frame, merge(frame.valued)), release(f, frame, merge(frame.valueless)));
  }

  /** The key of a loop head's first iteration, given the key of any of its iterations. */
  private static List<Integer> entryKey(int[] headKey) {
    List<Integer> k = new ArrayList<>(headKey.length);
    for (int x : headKey) {
      k.add(x);
    }
    k.set(k.size() - 2, 0);
    return k;
  }

  /** The state after the stack objects of {@code frame} die, as the function returns. */
  private Guarded release(Function f, Frame frame, Guarded exit) {
    if (exit == null || frame.stackObjects.isEmpty()) {
      return exit;
    }
    try {
      return new Guarded(
          exit.guard(), encoder.release(exit.state(), frame.stackGuards, frame.stackObjects));
    } catch (Unsupported u) {
      targets.add(
          new Target(
              Target.Kind.UNSUPPORTED,
              exit.guard().formula(),
              f.loc(),
              f.name(),
              null,
              u.getMessage()));
      return null;
    }
  }

  /**
   * The condition under which each outgoing edge is taken: its assumption, if any. Front end and
   * spec make assumptions exclusive; where several edges could still be enabled at once, the
   * interpreter stops, so that situation is an unsupported target (and the first edge is taken).
   */
  private List<Bool> branchConditions(Function f, List<Edge> out, Guarded here) {
    List<Bool> raw = new ArrayList<>();
    for (Edge e : out) {
      raw.add(e.op() instanceof Op.Assume a ? condition(f, a.condition(), here, e) : smt.tru());
    }
    if (out.size() < 2 || out.size() == 2 && complementary(raw.get(0), raw.get(1))) {
      return raw;
    }
    List<Bool> conditions = new ArrayList<>();
    Bool earlier = smt.fls();
    Bool several = smt.fls();
    for (Bool c : raw) {
      conditions.add(smt.and(c, smt.not(earlier)));
      several = smt.or(several, smt.and(c, earlier));
      earlier = smt.or(earlier, c);
    }
    if (!several.isFalse()) {
      target(
          Target.Kind.UNSUPPORTED,
          smt.and(here.guard().formula(), several),
          out.get(0),
          f,
          null,
          "several edges enabled at once");
    }
    return conditions;
  }

  /** Whether {@code a} and {@code b} are each other's negation (the usual two-way branch). */
  private boolean complementary(Bool a, Bool b) {
    return smt.not(a).equals(b) || smt.not(b).equals(a);
  }

  /** A condition; one the encoder cannot express blocks the edge and is reported. */
  Bool condition(Function f, Expr c, Guarded here, Edge e) {
    try {
      return encoder.condition(c, here.state());
    } catch (Unsupported u) {
      target(Target.Kind.UNSUPPORTED, here.guard().formula(), e, f, null, u.getMessage());
      return smt.fls();
    }
  }

  void target(Target.Kind kind, Bool guard, Edge e, Function f, Property p, String message) {
    target(kind, guard, e.loc(), f, p, message);
  }

  void target(
      Target.Kind kind, Bool guard, dev.vigil.ir.SourceLoc loc, Function f, Property p, String m) {
    targets.add(new Target(kind, guard, loc, f.name(), p, m));
  }

  /** Executes one edge; null when the path ends there. */
  private Guarded execute(Frame frame, Function f, Edge e, Guarded in)
      throws OutOfBudget, LoopStructure.IrreducibleException {
    Bool g = in.guard().formula();
    return switch (e.op()) {
      case Op.Assume _, Op.Skip _ -> in;
      case Op.Error err -> {
        boolean ub = err.property() == Property.UNDEFINED_BEHAVIOR;
        String message = err.message().isEmpty() ? err.property().svcompName() : err.message();
        target(ub ? Target.Kind.UNDEFINED : Target.Kind.ERROR, g, e, f, err.property(), message);
        yield null;
      }
      case Op.Halt _ -> null;
      case Op.Return r -> {
        if (r.value().isEmpty()) {
          frame.valueless.add(in);
          yield null;
        }
        Guarded done = in;
        if (facts.returnRelevant(f)) {
          done = apply(frame, f, e, new Op.Assign(facts.returnVar(f), r.value().get()), in);
        }
        if (done != null) {
          frame.valued.add(done);
        }
        yield null;
      }
      case Op.Call c -> calls.call(frame, f, e, c, in);
      case Op.Assign _,
          Op.ParallelAssign _,
          Op.Havoc _,
          Op.Load _,
          Op.Store _,
          Op.Alloc _,
          Op.Free _,
          Op.MemCopy _,
          Op.MemSet _,
          Op.HavocMemory _,
          Op.HavocObjects _ -> {
        Op sliced = facts.slice(e.op());
        yield sliced == null ? in : apply(frame, f, e, sliced, in);
      }
    };
  }

  /**
   * Applies a data operation through the encoder and records its events; null if unsupported. A
   * stack allocation is remembered in {@code frame}, to be released when the function returns.
   */
  Guarded apply(Frame frame, Function f, Edge e, Op op, Guarded in) {
    Bool g = in.guard().formula();
    Step step;
    try {
      step = encoder.apply(op, in.state());
    } catch (Unsupported u) {
      target(Target.Kind.UNSUPPORTED, g, e, f, null, u.getMessage());
      return null;
    }
    definitions.add(step.definitions());
    Guard guard = in.guard();
    if (!step.unsupportedIf().isFalse()) {
      target(
          Target.Kind.UNSUPPORTED,
          smt.and(g, step.unsupportedIf()),
          e,
          f,
          null,
          step.unsupportedReason());
      guard = guard.and(smt, smt.not(step.unsupportedIf()));
    }
    if (op instanceof Op.Alloc a && a.kind() == Op.AllocKind.STACK) {
      frame.stackGuards.add(guard.formula());
      frame.stackObjects.add(step.allocatedObject().orElseThrow());
    }
    record(f, e, op, guard.formula(), step.observations());
    return new Guarded(guard, step.next());
  }

  private void record(Function f, Edge e, Op op, Bool g, List<Observation> observations) {
    for (Observation o : observations) {
      switch (o) {
        case Observation.BytesRead read -> events.add(new Event.Read(g, read));
        case Observation.Assigned a when op instanceof Op.Havoc h ->
            events.add(new Event.Input(g, e.loc(), f.name(), a.var(), h.origin(), a.value()));
        case Observation.Assigned a ->
            events.add(new Event.Assigned(g, e.loc(), f.name(), a.var(), a.value()));
      }
    }
  }

  /** Joins states that reach one point; null if none does. */
  Guarded merge(List<Guarded> incoming) {
    List<Guarded> live = new ArrayList<>();
    for (Guarded g : incoming) {
      if (g != null && !g.guard().isFalse()) {
        live.add(g);
      }
    }
    if (live.size() <= 1) {
      return live.isEmpty() ? null : live.get(0);
    }
    Guard.Join join = Guard.merge(smt, live.stream().map(Guarded::guard).toList());
    try {
      Encoder.Merged m =
          encoder.merge(join.conditions(), live.stream().map(Guarded::state).toList());
      definitions.add(m.definitions());
      return new Guarded(join.guard(), m.state());
    } catch (Unsupported u) {
      throw new IllegalStateException("merging states cannot be unsupported", u);
    }
  }

  /** The program facts symbolic execution needs, computed once for all bounds. */
  interface ProgramFacts {
    LoopStructure loops(Function f) throws LoopStructure.IrreducibleException;

    boolean isRelevant(Var v);

    boolean returnRelevant(Function f);

    /** The variable a function's return value goes through. */
    Var returnVar(Function f);

    /** Every variable of {@code f}, restored after a recursive call. */
    Set<Var> localsOf(Function f);

    /** {@code op} without assignments to irrelevant variables; null if nothing remains. */
    Op slice(Op op);
  }
}
