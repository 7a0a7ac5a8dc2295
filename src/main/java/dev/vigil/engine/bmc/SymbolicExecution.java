package dev.vigil.engine.bmc;

import dev.vigil.engine.Budget;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
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
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Symbolic execution of the program unrolled to a bound, ESBMC style: every unrolled edge is
 * encoded once, under a path guard, and states meet at join points through phi definitions (no
 * path enumeration). Loops run at most {@code bound} times per entry, a function has at most
 * {@code bound} active frames; where an execution would go further, a {@link Target.Kind#CUT}
 * target records its guard (the unwinding assertion).
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

  private record Guarded(Guard guard, SymState state) {}

  /** One activation of a function: where it returned, and the stack objects it allocated. */
  private static final class Frame {
    final List<Guarded> exits = new ArrayList<>();
    final List<Bool> stackGuards = new ArrayList<>();
    final List<Term> stackObjects = new ArrayList<>();
  }

  private final Program program;
  private final Encoder encoder;
  private final Smt smt;
  private final int bound;
  private final Budget budget;
  private final ProgramFacts facts;
  private final List<Bool> definitions = new ArrayList<>();
  private final List<Target> targets = new ArrayList<>();
  private final List<Event> events = new ArrayList<>();
  private final Map<String, Integer> activeFrames = new HashMap<>();
  private long edges;

  SymbolicExecution(
      Program program, Encoder encoder, Smt smt, int bound, Budget budget, ProgramFacts facts) {
    this.program = program;
    this.encoder = encoder;
    this.smt = smt;
    this.bound = bound;
    this.budget = budget;
    this.facts = facts;
  }

  Unrolled run() throws OutOfBudget, Unsupported, LoopStructure.IrreducibleException {
    Function main = program.main();
    call(main, new Guarded(Guard.root(smt), encoder.initialState()));
    return new Unrolled(definitions, targets, events, edges);
  }

  /** One activation of {@code f}: the merged state at its returns, or null if none is reached. */
  private Guarded call(Function f, Guarded entry)
      throws OutOfBudget, LoopStructure.IrreducibleException {
    LoopStructure loops = facts.loops(f);
    activeFrames.merge(f.name(), 1, Integer::sum);
    TreeMap<int[], List<Guarded>> pending = new TreeMap<>(LoopStructure::compare);
    Location start = f.cfa().entry();
    pending.put(loops.key(start, new int[loops.loopsAround(start).length]), new ArrayList<>(List.of(entry)));
    Frame frame = new Frame();
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
      int[] iterations = LoopStructure.iterationsOf(node.getKey());
      List<Edge> out = f.cfa().outgoing(loc);
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
        if (loops.isBackEdge(e) && successor[successor.length - 1] >= bound) {
          targets.add(new Target(Target.Kind.CUT, next.guard().formula(), e.loc(), f.name(), null,
              "loop unwound " + bound + " times"));
          continue;
        }
        pending.computeIfAbsent(loops.key(e.target(), successor), k -> new ArrayList<>()).add(next);
      }
    }
    activeFrames.merge(f.name(), -1, Integer::sum);
    Guarded exit = merge(frame.exits);
    if (exit == null || frame.stackObjects.isEmpty()) {
      return exit;
    }
    try {
      return new Guarded(
          exit.guard(), encoder.release(exit.state(), frame.stackGuards, frame.stackObjects));
    } catch (Unsupported u) {
      targets.add(new Target(Target.Kind.UNSUPPORTED, exit.guard().formula(), f.loc(), f.name(), null,
          u.getMessage()));
      return null;
    }
  }

  /**
   * The condition under which each outgoing edge is taken. Assume edges need their condition; of
   * several enabled edges the first is taken, except for the usual complementary pair.
   */
  private List<Bool> branchConditions(Function f, List<Edge> out, Guarded here) {
    List<Bool> conditions = new ArrayList<>();
    if (out.size() == 1 && !(out.get(0).op() instanceof Op.Assume)) {
      conditions.add(smt.tru());
      return conditions;
    }
    List<Bool> raw = new ArrayList<>();
    for (Edge e : out) {
      raw.add(e.op() instanceof Op.Assume a ? condition(f, a.condition(), here, e) : smt.tru());
    }
    if (out.size() == 2 && complementary(out.get(0).op(), out.get(1).op())) {
      return raw;
    }
    Bool earlier = smt.fls();
    for (Bool c : raw) {
      conditions.add(smt.and(c, smt.not(earlier)));
      earlier = smt.or(earlier, c);
    }
    return conditions;
  }

  private static boolean complementary(Op a, Op b) {
    return a instanceof Op.Assume x
        && b instanceof Op.Assume y
        && (Exprs.not(x.condition()) == y.condition() || Exprs.not(y.condition()) == x.condition());
  }

  /** A branch condition; one the encoder cannot express blocks the edge and is reported. */
  private Bool condition(Function f, Expr c, Guarded here, Edge e) {
    try {
      return encoder.condition(c, here.state());
    } catch (Unsupported u) {
      targets.add(new Target(Target.Kind.UNSUPPORTED, here.guard().formula(), e.loc(), f.name(), null,
          u.getMessage()));
      return smt.fls();
    }
  }

  /** Executes one edge; null when the path ends there. */
  private Guarded execute(Frame frame, Function f, Edge e, Guarded in)
      throws OutOfBudget, LoopStructure.IrreducibleException {
    Op op = e.op();
    Bool g = in.guard().formula();
    if (op instanceof Op.Assume || op instanceof Op.Skip) {
      return in;
    }
    if (op instanceof Op.Error err) {
      Target.Kind kind =
          err.property() == Property.UNDEFINED_BEHAVIOR ? Target.Kind.UNDEFINED : Target.Kind.ERROR;
      String message = err.message().isEmpty() ? err.property().svcompName() : err.message();
      targets.add(new Target(kind, g, e.loc(), f.name(), err.property(), message));
      return null;
    }
    if (op instanceof Op.Halt) {
      return null;
    }
    if (op instanceof Op.Return r) {
      Guarded done = in;
      if (r.value().isPresent() && facts.returnRelevant(f)) {
        done = apply(frame, f, e, new Op.Assign(facts.returnVar(f), r.value().get()), in);
      }
      if (done != null) {
        frame.exits.add(done);
      }
      return null;
    }
    if (op instanceof Op.Call c) {
      return new Calls(this).call(frame, f, e, c, in);
    }
    Op sliced = facts.slice(op);
    if (sliced == null) {
      return in;
    }
    return apply(frame, f, e, sliced, in);
  }

  /** Applies a data operation through the encoder and records its events. */
  Guarded apply(Frame frame, Function f, Edge e, Op op, Guarded in) {
    Bool g = in.guard().formula();
    Step step;
    try {
      step = encoder.apply(op, in.state());
    } catch (Unsupported u) {
      targets.add(new Target(Target.Kind.UNSUPPORTED, g, e.loc(), f.name(), null, u.getMessage()));
      return null;
    }
    definitions.add(step.definitions());
    Guard guard = in.guard();
    if (!step.unsupportedIf().isFalse()) {
      targets.add(new Target(Target.Kind.UNSUPPORTED, smt.and(g, step.unsupportedIf()), e.loc(),
          f.name(), null, step.unsupportedReason()));
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
      if (o instanceof Observation.BytesRead read) {
        events.add(new Event.Read(g, read));
      } else if (o instanceof Observation.Assigned a) {
        if (op instanceof Op.Havoc h) {
          events.add(new Event.Input(g, e.loc(), h.origin(), a.value()));
        }
        events.add(new Event.Assigned(g, e.loc(), f.name(), a.var(), a.value()));
      }
    }
  }

  private Guarded merge(List<Guarded> incoming) {
    List<Guarded> live = new ArrayList<>();
    for (Guarded g : incoming) {
      if (!g.guard().isFalse()) {
        live.add(g);
      }
    }
    if (live.size() <= 1) {
      return live.isEmpty() ? null : live.get(0);
    }
    Guard.Join join = Guard.merge(smt, live.stream().map(Guarded::guard).toList());
    try {
      Encoder.Merged m = encoder.merge(join.conditions(), live.stream().map(Guarded::state).toList());
      definitions.add(m.definitions());
      return new Guarded(join.guard(), m.state());
    } catch (Unsupported u) {
      throw new IllegalStateException("merging states cannot be unsupported", u);
    }
  }

  /** Calls: direct, or through a pointer by case split over the functions it may hold. */
  private static final class Calls {
    private final SymbolicExecution x;

    Calls(SymbolicExecution x) {
      this.x = x;
    }

    Guarded call(Frame frame, Function caller, Edge e, Op.Call c, Guarded in)
        throws OutOfBudget, LoopStructure.IrreducibleException {
      List<Function> candidates = new ArrayList<>();
      List<Bool> conditions = new ArrayList<>();
      Optional<String> direct = c.directCallee();
      if (direct.isPresent()) {
        Optional<Function> f = x.program.function(direct.get());
        if (f.isEmpty()) {
          x.targets.add(new Target(Target.Kind.UNSUPPORTED, in.guard().formula(), e.loc(), caller.name(),
              null, "call of " + direct.get() + ", which has no body"));
          return null;
        }
        candidates.add(f.get());
        conditions.add(x.smt.tru());
      } else {
        Bool none = x.smt.tru();
        for (Function f : x.program.functions().values()) {
          if (f.parameters().size() != c.arguments().size() && !f.varargs()) {
            continue;
          }
          Bool is = x.condition(caller,
              Exprs.binary(Expr.BinaryOp.EQ, c.callee(), Exprs.function(f.name())), in, e);
          if (!is.isFalse()) {
            candidates.add(f);
            conditions.add(is);
            none = x.smt.and(none, x.smt.not(is));
          }
        }
        if (!none.isFalse()) {
          x.targets.add(new Target(Target.Kind.UNDEFINED, x.smt.and(in.guard().formula(), none), e.loc(),
              caller.name(), Property.UNDEFINED_BEHAVIOR, "call through a pointer to no function"));
        }
      }
      List<Guarded> results = new ArrayList<>();
      for (int i = 0; i < candidates.size(); i++) {
        Guarded branch = new Guarded(in.guard().and(x.smt, conditions.get(i)), in.state());
        if (!branch.guard().isFalse()) {
          Guarded r = inline(frame, caller, e, c, candidates.get(i), branch);
          if (r != null) {
            results.add(r);
          }
        }
      }
      return x.merge(results);
    }

    private Guarded inline(Frame frame, Function caller, Edge e, Op.Call c, Function f, Guarded in)
        throws OutOfBudget, LoopStructure.IrreducibleException {
      int active = x.activeFrames.getOrDefault(f.name(), 0);
      if (active >= x.bound) {
        x.targets.add(new Target(Target.Kind.CUT, in.guard().formula(), e.loc(), caller.name(), null,
            "recursion of " + f.name() + " " + x.bound + " deep"));
        return null;
      }
      List<Op.Assign> bindings = new ArrayList<>();
      for (int i = 0; i < f.parameters().size() && i < c.arguments().size(); i++) {
        Var p = f.parameters().get(i);
        if (x.facts.isRelevant(p) && p.type().equals(c.arguments().get(i).type())) {
          bindings.add(new Op.Assign(p, c.arguments().get(i)));
        }
      }
      Guarded entry =
          bindings.isEmpty() ? in : x.apply(frame, f, e, new Op.ParallelAssign(bindings), in);
      if (entry == null) {
        return null;
      }
      Guarded exit = x.call(f, entry);
      if (exit == null) {
        return null;
      }
      SymState state = exit.state();
      if (active > 0) {
        state = x.encoder.restore(state, in.state(), x.facts.localsOf(f));
      }
      Guarded after = new Guarded(exit.guard(), state);
      Optional<Var> result = c.result();
      if (result.isPresent() && x.facts.isRelevant(result.get()) && x.facts.returnRelevant(f)
          && result.get().type().equals(f.returnType())) {
        after = x.apply(frame, caller, e, new Op.Assign(result.get(), x.facts.returnVar(f)), after);
      }
      return after;
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
