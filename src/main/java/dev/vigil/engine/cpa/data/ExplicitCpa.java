package dev.vigil.engine.cpa.data;

import dev.vigil.analysis.Liveness;
import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.ProgramGraph;
import dev.vigil.engine.Reason;
import dev.vigil.engine.cpa.core.AbstractDomain;
import dev.vigil.engine.cpa.core.Cpa;
import dev.vigil.engine.cpa.core.CpaException;
import dev.vigil.engine.cpa.core.MergeOperator;
import dev.vigil.engine.cpa.core.PrecisionAdjustment;
import dev.vigil.engine.cpa.core.StopOperator;
import dev.vigil.engine.cpa.core.TransferRelation;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bindings;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Step;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Term;
import dev.vigil.smt.Unsupported;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The value analysis ({@link Mode#VALUE}: variables hold constants or are unknown) and symbolic
 * execution ({@link Mode#SYMBOLIC}: variables hold terms over symbolic values, and each path keeps
 * its path constraint, checked for satisfiability at every branch), as in the thesis (§2.3) and
 * CPAchecker's value analysis with symbolic values. Both evaluate through the encoder, so constants
 * follow docs/SEMANTICS.md bit for bit. An assignment from an unknown variable makes its target
 * unknown; an assumption over one adds nothing. Memory is exact while tracked and unknown after.
 * The precision ({@link TrackingPrecision}) forgets what it does not track; merge and stop are
 * {@code sep}.
 */
public final class ExplicitCpa implements Cpa<ExplicitState, TrackingPrecision> {

  /** Constants only, or symbolic values with path constraints. */
  public enum Mode {
    VALUE,
    SYMBOLIC
  }

  private final Mode mode;
  private final ProgramGraph graph;
  private final Encoder encoder;
  private final Bindings bindings;
  private final Satisfiability solver;
  private final TrackingPrecision initialPrecision;
  private final Expressions expressions = new Expressions();
  private final Map<String, Liveness> liveness = new HashMap<>();
  private final Activations activations;

  public ExplicitCpa(
      Mode mode,
      ProgramGraph graph,
      Encoder encoder,
      Satisfiability solver,
      TrackingPrecision initialPrecision) {
    this.mode = mode;
    this.graph = graph;
    this.encoder = encoder;
    this.bindings = new Bindings(encoder);
    this.activations = new Activations(graph, bindings);
    this.solver = solver;
    this.initialPrecision = initialPrecision;
  }

  public Mode mode() {
    return mode;
  }

  public Bindings bindings() {
    return bindings;
  }

  @Override
  public AbstractDomain<ExplicitState> domain() {
    return domain;
  }

  private final AbstractDomain<ExplicitState> domain =
      new AbstractDomain<>() {
        @Override
        public boolean isLessOrEqual(ExplicitState a, ExplicitState b) {
          if (a == b) {
            return true;
          }
          if (b.memory()
              && !(a.memory()
                  && bindings.sameMemory(a.values(), b.values())
                  && a.frames().equals(b.frames()))) {
            return false;
          }
          if (!bindings.within(b.values(), a.values()) || !b.frames().suspendedWithin(a.frames())) {
            return false;
          }
          if (b.pc().isEmpty()) {
            return true;
          }
          Set<Bool> mine = new HashSet<>();
          a.pc().forEach(c -> mine.add(c.formula()));
          return b.pc().stream().allMatch(c -> mine.contains(c.formula()));
        }

        @Override
        public ExplicitState join(ExplicitState a, ExplicitState b) {
          if (isLessOrEqual(a, b)) {
            return b;
          }
          if (isLessOrEqual(b, a)) {
            return a;
          }
          SymState v = a.values();
          for (Map.Entry<Var, Term> x : bindings.all(a.values()).entrySet()) {
            if (!Optional.of(x.getValue()).equals(bindings.get(b.values(), x.getKey()))) {
              v = bindings.unbind(v, x.getKey());
            }
          }
          Set<Bool> theirs = new HashSet<>();
          b.pc().forEach(c -> theirs.add(c.formula()));
          List<ExplicitState.Constraint> common =
              a.pc().stream().filter(c -> theirs.contains(c.formula())).toList();
          List<Bool> defs = new ArrayList<>(a.definitions());
          defs.addAll(b.definitions());
          boolean memory =
              a.memory()
                  && b.memory()
                  && bindings.sameMemory(a.values(), b.values())
                  && a.frames().equals(b.frames());
          return new ExplicitState(
              v, memory, a.frames().suspendedInCommon(b.frames()), common, defs);
        }
      };

  @Override
  public TransferRelation<ExplicitState, TrackingPrecision> transfer() {
    return this::successors;
  }

  private List<ExplicitState> successors(
      ExplicitState state, TrackingPrecision precision, ProgramEdge edge) throws CpaException {
    try {
      List<ExplicitState> next =
          switch (edge.kind()) {
            case LOCAL -> apply(state, edge.op(), edge);
            case ENTER -> enter(state, edge);
            case EXIT -> exit(state, edge);
          };
      List<ExplicitState> live = new ArrayList<>(next.size());
      for (ExplicitState s : next) {
        live.add(withoutDead(s, edge.target()));
      }
      return live;
    } catch (Unsupported u) {
      throw new CpaException(Reason.of(Reason.Kind.UNSUPPORTED, u.getMessage(), edge.edge().loc()));
    }
  }

  /**
   * {@code s} without the values of the local variables that no path from {@code at} reads before
   * writing them: SSA copies of a loop's variables (x, x.1, x.2 of {@code x += ...}) would
   * otherwise keep stale values that tell states apart which the rest of the run cannot tell apart,
   * and the reached set would grow with their combinations. The return variable stays for the
   * caller.
   */
  private ExplicitState withoutDead(ExplicitState s, Location at) {
    Function f = graph.function(at);
    Set<Var> live = liveness.computeIfAbsent(f.name(), k -> Liveness.of(f.cfa())).at(at);
    Var result = graph.returnVar(f);
    SymState v = s.values();
    for (Var x : bindings.all(v).keySet()) {
      if (x.function().equals(f.name()) && !x.equals(result) && !live.contains(x)) {
        v = bindings.unbind(v, x);
      }
    }
    return s.withValues(v);
  }

  /** Into the callee: its parameters bound, in a new activation of it. */
  private List<ExplicitState> enter(ExplicitState state, ProgramEdge edge)
      throws Unsupported, CpaException {
    Function callee = edge.callee().orElseThrow();
    Frames frames = state.frames().enter(activations.suspended(state.values(), callee));
    List<ExplicitState> out = new ArrayList<>();
    for (ExplicitState s : apply(state.withFrames(frames), edge.op(), edge)) {
      out.add(s.withValues(activations.started(s.values(), callee, edge.op())));
    }
    return out;
  }

  /**
   * Back in the caller: the result assigned, the callee's stack objects dead, its variables as the
   * activation the call suspended had them (none, without recursion).
   */
  private List<ExplicitState> exit(ExplicitState state, ProgramEdge edge)
      throws Unsupported, CpaException {
    List<ExplicitState> out = new ArrayList<>();
    for (ExplicitState s : apply(state, edge.op(), edge)) {
      SymState v = s.values();
      if (s.memory() && !s.frames().objects().isEmpty()) {
        List<Term> dead = s.frames().objects();
        v = encoder.release(v, dead.stream().map(o -> solver.smt().tru()).toList(), dead);
      }
      v = activations.resumed(v, edge.callee().orElseThrow(), s.frames().suspended(), edge.op());
      out.add(s.withValues(v).withFrames(s.frames().exit()));
    }
    return out;
  }

  private List<ExplicitState> apply(ExplicitState s, Op op, ProgramEdge edge)
      throws Unsupported, CpaException {
    return switch (op) {
      case Op.Skip skip -> List.of(s);
      case Op.Error error -> List.of(s);
      case Op.Halt halt -> List.of(s);
      case Op.Assign a -> List.of(assign(s, List.of(a)));
      case Op.ParallelAssign p -> List.of(assign(s, p.assignments()));
      case Op.Return r ->
          r.value().isEmpty()
              ? List.of(s)
              : List.of(
                  assign(
                      s,
                      List.of(
                          new Op.Assign(
                              graph.returnVar(graph.function(edge.source())), r.value().get()))));
      case Op.Havoc h -> List.of(havoc(s, h));
      case Op.Assume a -> assume(s, a.condition(), edge);
      case Op.Load l -> List.of(memory(s, op, Optional.of(l.target())));
      case Op.Alloc a -> List.of(memory(s, op, Optional.of(a.target())));
      case Op.Store st -> List.of(memory(s, op, Optional.empty()));
      case Op.Free f -> List.of(memory(s, op, Optional.empty()));
      case Op.MemCopy c -> List.of(memory(s, op, Optional.empty()));
      case Op.MemSet m -> List.of(memory(s, op, Optional.empty()));
      case Op.HavocObjects h -> List.of(memory(s, op, Optional.empty()));
      case Op.HavocMemory h ->
          throw new CpaException(Reason.of(Reason.Kind.UNSUPPORTED, "memory havoc"));
      case Op.Call c -> throw new IllegalArgumentException("calls are ENTER and EXIT edges");
    };
  }

  /** The value of {@code e}, if the state knows it (for the value analysis: a constant). */
  Optional<Term> evaluate(ExplicitState s, Expr e) throws Unsupported {
    if (expressions.readsMemory(e) && !s.memory()) {
      return Optional.empty();
    }
    for (Var v : expressions.variables(e)) {
      if (bindings.get(s.values(), v).isEmpty()) {
        return Optional.empty();
      }
    }
    Term t = encoder.value(e, s.values());
    return mode == Mode.VALUE && !t.isConcrete() ? Optional.empty() : Optional.of(t);
  }

  private ExplicitState assign(ExplicitState s, List<Op.Assign> assignments) throws Unsupported {
    List<Optional<Term>> values = new ArrayList<>();
    for (Op.Assign a : assignments) {
      values.add(evaluate(s, a.value()));
    }
    SymState v = s.values();
    for (int i = 0; i < assignments.size(); i++) {
      Var target = assignments.get(i).target();
      v =
          values.get(i).isPresent()
              ? bindings.bind(v, target, values.get(i).get())
              : bindings.unbind(v, target);
    }
    return s.withValues(v);
  }

  private ExplicitState havoc(ExplicitState s, Op.Havoc h) throws Unsupported {
    if (mode == Mode.VALUE) {
      return s.withValues(bindings.unbind(s.values(), h.target()));
    }
    return s.withValues(encoder.apply(h, s.values()).next());
  }

  private List<ExplicitState> assume(ExplicitState s, Expr condition, ProgramEdge edge)
      throws Unsupported, CpaException {
    Optional<Term> known = evaluate(s, condition);
    if (known.isEmpty()) {
      return List.of(mode == Mode.VALUE ? learnEquality(s, condition) : s);
    }
    Term t = known.get();
    if (t.isConcrete()) {
      return t.bits() != 0 ? List.of(s) : List.of();
    }
    if (mode == Mode.VALUE) {
      return List.of(s); // a symbolic condition over memory: nothing to learn
    }
    Bool c = encoder.condition(condition, s.values());
    List<Bool> facts = s.facts();
    facts.add(c);
    if (!solver.satisfiable(facts)) {
      return List.of();
    }
    return List.of(s.withConstraint(new ExplicitState.Constraint(edge.original(), c)));
  }

  /** {@code x == k} with x unknown and k known: on this branch, x is k. */
  private ExplicitState learnEquality(ExplicitState s, Expr condition) throws Unsupported {
    if (condition instanceof Expr.Binary b && b.op() == Expr.BinaryOp.EQ) {
      for (int side = 0; side < 2; side++) {
        Expr x = side == 0 ? b.left() : b.right();
        Expr k = side == 0 ? b.right() : b.left();
        if (x instanceof Var v && bindings.get(s.values(), v).isEmpty()) {
          Optional<Term> value = evaluate(s, k);
          if (value.isPresent()) {
            return s.withValues(bindings.bind(s.values(), v, value.get()));
          }
        }
      }
    }
    return s;
  }

  /** A memory operation: exact while memory is tracked; otherwise its target becomes unknown. */
  private ExplicitState memory(ExplicitState s, Op op, Optional<Var> target)
      throws Unsupported, CpaException {
    if (!s.memory()) {
      return target.isPresent() ? s.withValues(bindings.unbind(s.values(), target.get())) : s;
    }
    Step step = encoder.apply(op, s.values());
    if (!step.unsupportedIf().isFalse()) {
      throw new CpaException(Reason.of(Reason.Kind.UNSUPPORTED, step.unsupportedReason()));
    }
    ExplicitState next = s.withValues(step.next());
    if (op instanceof Op.Alloc a && a.kind() == Op.AllocKind.STACK) {
      next = next.withFrames(next.frames().allocated(step.allocatedObject().orElseThrow()));
    }
    if (target.isPresent()) {
      Optional<Term> value = bindings.get(next.values(), target.get());
      if (mode == Mode.VALUE && value.isPresent() && !value.get().isConcrete()) {
        return next.withValues(bindings.unbind(next.values(), target.get()));
      }
    }
    return mode == Mode.SYMBOLIC ? next.withDefinition(step.definitions()) : next;
  }

  @Override
  public MergeOperator<ExplicitState, TrackingPrecision> merge() {
    return MergeOperator.sep();
  }

  @Override
  public StopOperator<ExplicitState, TrackingPrecision> stop() {
    return stop;
  }

  private final StopOperator<ExplicitState, TrackingPrecision> stop = StopOperator.sep(domain);

  @Override
  public PrecisionAdjustment<ExplicitState, TrackingPrecision> precisionAdjustment() {
    return (state, precision) ->
        Optional.of(new PrecisionAdjustment.Adjusted<>(restrict(state, precision), precision));
  }

  /** {@code prec(e, π)}: only what {@code precision} tracks ({@code (v|π_X, pc ∩ π_P)}). */
  public ExplicitState restrict(ExplicitState state, TrackingPrecision precision) {
    if (precision.full()) {
      return state;
    }
    ExplicitState s = precision.tracksMemory() ? state : state.withoutMemory();
    SymState v = s.values();
    for (Var x : bindings.all(v).keySet()) {
      if (!precision.tracks(x)) {
        v = bindings.unbind(v, x);
      }
    }
    s = s.withValues(v);
    if (!s.pc().isEmpty()) {
      List<ExplicitState.Constraint> kept =
          s.pc().stream().filter(c -> precision.tracksConstraint(c.source())).toList();
      if (kept.size() != s.pc().size()) {
        s = s.withPc(kept);
      }
    }
    return s;
  }

  @Override
  public ExplicitState initialState(Location entry) throws CpaException {
    try {
      SymState v = encoder.initialState();
      for (Var p : graph.function(entry).parameters()) {
        v = bindings.bind(v, p, encoder.value(zero(p.type()), v)); // main starts with them zero
      }
      return new ExplicitState(v, true, Frames.MAIN, List.of(), List.of());
    } catch (Unsupported u) {
      throw new CpaException(Reason.of(Reason.Kind.UNSUPPORTED, u.getMessage()));
    }
  }

  private static Expr zero(Type t) {
    if (t instanceof Type.FloatType f) {
      return Exprs.floatConst(f, 0);
    }
    return t instanceof Type.IntType i ? Exprs.intConst(i, 0) : Exprs.NULL;
  }

  @Override
  public TrackingPrecision initialPrecision(Location entry) {
    return initialPrecision;
  }
}
