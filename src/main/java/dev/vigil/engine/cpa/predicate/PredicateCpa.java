package dev.vigil.engine.cpa.predicate;

import dev.vigil.analysis.IntervalAnalysis;
import dev.vigil.analysis.IntervalState;
import dev.vigil.analysis.Loops;
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
import dev.vigil.engine.cpa.data.Frames;
import dev.vigil.engine.cpa.data.Satisfiability;
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
import dev.vigil.smt.Smt;
import dev.vigil.smt.Step;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Term;
import dev.vigil.smt.Unsupported;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Predicate abstraction with adjustable-block encoding (Beyer, Keremoglu, Wendler), abstracting at
 * loop heads: between them a state carries the block's path formula, built bit-precisely by the
 * encoder (memory included), and at a loop head precision adjustment replaces it by the Boolean
 * abstraction over that location's predicates. The next block starts from canonical symbols for the
 * variables and from memory with the same objects but arbitrary bytes (predicates speak of
 * variables and of objects' facts, never of bytes). Abstract states at a loop head cover each other
 * by implication; blocks are never merged. An error edge is taken only where the block's formula is
 * satisfiable.
 */
public final class PredicateCpa implements Cpa<PredicateState, PredicatePrecision> {
  private final ProgramGraph graph;
  private final Encoder encoder;
  private final Bindings bindings;
  private final Smt smt;
  private final Satisfiability sat;
  private final Abstractor abstractor;
  private final SymState canonicalVariables;
  private final PredicatePrecision initial;
  private final Map<Location, List<Expr>> facts;

  /** The analysis, starting from the predicates {@code initial}. */
  public PredicateCpa(
      ProgramGraph graph, Encoder encoder, Satisfiability sat, PredicatePrecision initial)
      throws Unsupported {
    this.graph = graph;
    this.initial = initial;
    this.encoder = encoder;
    this.bindings = new Bindings(encoder);
    this.smt = sat.smt();
    this.sat = sat;
    this.abstractor = new Abstractor(smt);
    Set<Var> all = new LinkedHashSet<>();
    for (Function f : graph.program().functions().values()) {
      all.addAll(graph.variables(f));
    }
    for (ProgramEdge e : graph.edges()) {
      for (Expr x : dev.vigil.ir.Ops.expressions(e.op())) {
        all.addAll(dev.vigil.ir.Ops.variables(x)); // the cells of globals, too
      }
      all.addAll(dev.vigil.ir.Ops.assignedVars(e.op()));
    }
    this.canonicalVariables = bindings.canonicalState(all, encoder.initialState());
    this.facts = loopHeadFacts(graph);
  }

  /**
   * The interval analysis's bounds of registers at loop heads. They hold in every execution, so
   * each abstraction there assumes them, before and after: relational predicates such as {@code k
   * <= n / 2} are then inductive over bit-vectors without predicates for the bounds that keep the
   * arithmetic from wrapping ({@code 0 <= i}, {@code n <= 1000000}).
   */
  private static Map<Location, List<Expr>> loopHeadFacts(ProgramGraph graph) {
    Map<Location, IntervalState> states = IntervalAnalysis.analyze(graph.program());
    Map<Location, List<Expr>> out = new HashMap<>();
    for (Function f : graph.program().functions().values()) {
      for (Location head : Loops.of(f.cfa()).heads()) {
        IntervalState s = states.get(head);
        if (s == null || s.isBottom()) {
          continue;
        }
        out.put(head, List.copyOf(s.registerBounds().values()));
      }
    }
    return out;
  }

  /** The facts each abstraction at {@code l} assumes. */
  public List<Expr> factsAt(Location l) {
    return facts.getOrDefault(l, List.of());
  }

  /** The abstraction's solver work so far (for statistics). */
  public AbstractionCounts abstractionCounts() {
    return new AbstractionCounts(
        abstractor.queries(), abstractor.nanos(), abstractor.allAssignments());
  }

  /**
   * @param queries the solver queries of cube enumeration
   * @param nanos their time
   * @param allAssignments the enumerations that found every assignment of the predicates
   */
  public record AbstractionCounts(long queries, long nanos, long allAssignments) {}

  @Override
  public AbstractDomain<PredicateState> domain() {
    return domain;
  }

  private final AbstractDomain<PredicateState> domain =
      new AbstractDomain<>() {
        @Override
        public boolean isLessOrEqual(PredicateState a, PredicateState b) {
          return a == b
              || b.includes(a)
              || a.abstracted()
                  && b.abstracted()
                  && a.abstraction().implies(b.abstraction())
                  && bindings.sameObjects(a.start(), b.start())
                  && a.frames().equals(b.frames());
        }

        @Override
        public PredicateState join(PredicateState a, PredicateState b) {
          if (isLessOrEqual(a, b)) {
            return b;
          }
          throw new IllegalArgumentException("predicate states are not joined");
        }
      };

  @Override
  public TransferRelation<PredicateState, PredicatePrecision> transfer() {
    return (state, precision, edge) -> {
      try {
        Optional<PredicateState> next = successor(state, edge);
        if (next.isEmpty()) {
          return List.of();
        }
        Location to = edge.target();
        boolean loopHead = Loops.of(graph.function(to).cfa()).isHead(to);
        return List.of(loopHead ? next.get().pendingAt(to) : next.get());
      } catch (Unsupported u) {
        throw new CpaException(
            Reason.of(Reason.Kind.UNSUPPORTED, u.getMessage(), edge.edge().loc()));
      }
    };
  }

  private Optional<PredicateState> successor(PredicateState s, ProgramEdge edge)
      throws Unsupported, CpaException {
    Frames frames = edge.kind() == ProgramEdge.Kind.ENTER ? s.frames().enter() : s.frames();
    Op op = edge.op();
    PredicateState next;
    switch (op) {
      case Op.Assume a -> {
        Bool c = encoder.condition(a.condition(), s.current());
        if (c.isFalse()) {
          return Optional.empty();
        }
        next = s.step(s.current(), c, frames);
      }
      case Op.Error err -> {
        if (!sat.satisfiable(s.blockFormula())) {
          return Optional.empty();
        }
        next = s.step(s.current(), smt.tru(), frames);
      }
      case Op.Skip skip -> next = s.step(s.current(), smt.tru(), frames);
      case Op.Halt halt -> next = s.step(s.current(), smt.tru(), frames);
      case Op.Return r -> {
        if (r.value().isEmpty()) {
          next = s.step(s.current(), smt.tru(), frames);
        } else {
          Var ret = graph.returnVar(graph.function(edge.source()));
          next = apply(s, new Op.Assign(ret, r.value().get()), frames);
        }
      }
      case Op.Call c -> throw new IllegalArgumentException("calls are ENTER and EXIT edges");
      default -> next = apply(s, op, frames);
    }
    if (edge.kind() == ProgramEdge.Kind.EXIT) {
      List<Term> dead = next.frames().objects();
      SymState released =
          dead.isEmpty()
              ? next.current()
              : encoder.release(next.current(), dead.stream().map(o -> smt.tru()).toList(), dead);
      next = next.step(released, smt.tru(), next.frames().exit());
    }
    return Optional.of(next);
  }

  private PredicateState apply(PredicateState s, Op op, Frames frames)
      throws Unsupported, CpaException {
    Step step = encoder.apply(op, s.current());
    if (!step.unsupportedIf().isFalse()) {
      throw new CpaException(Reason.of(Reason.Kind.UNSUPPORTED, step.unsupportedReason()));
    }
    Frames f = frames;
    if (op instanceof Op.Alloc a && a.kind() == Op.AllocKind.STACK) {
      f = f.allocated(step.allocatedObject().orElseThrow());
    }
    return s.step(step.next(), step.definitions(), f);
  }

  @Override
  public MergeOperator<PredicateState, PredicatePrecision> merge() {
    return this::merge;
  }

  /**
   * Two states of one block at one location (same abstraction at the start, same stack objects)
   * become one: the disjunction of their paths, with the variables they disagree on merged by the
   * encoder. Abstracted states are never merged.
   */
  private PredicateState merge(PredicateState n, PredicateState r, PredicatePrecision precision)
      throws CpaException {
    if (n.abstracted()
        || r.abstracted()
        || n.start() != r.start()
        || n.abstraction() != r.abstraction()
        || !n.frames().equals(r.frames())) {
      return r;
    }
    Bool pathN = smt.and(n.path());
    Bool pathR = smt.and(r.path());
    Bool choice = smt.fresh("merge"); // which path: a selector keeps the merged terms small
    try {
      Encoder.Merged m =
          encoder.merge(List.of(choice, smt.not(choice)), List.of(r.current(), n.current()));
      Set<PredicateState> includes =
          java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
      includes.addAll(r.includes());
      includes.addAll(n.includes());
      includes.add(r);
      includes.add(n);
      return new PredicateState(
          r.abstraction(),
          r.startFormula(),
          r.start(),
          m.state(),
          List.of(smt.or(smt.and(choice, pathR), smt.and(smt.not(choice), pathN)), m.definitions()),
          r.frames(),
          null,
          false,
          r.blockBefore(),
          r.predicatesBefore(),
          r.predicatesHere(),
          includes,
          Optional.of(choice));
    } catch (Unsupported u) {
      throw new CpaException(Reason.of(Reason.Kind.UNSUPPORTED, u.getMessage()));
    }
  }

  @Override
  public StopOperator<PredicateState, PredicatePrecision> stop() {
    return stop;
  }

  private final StopOperator<PredicateState, PredicatePrecision> stop = StopOperator.sep(domain);

  @Override
  public PrecisionAdjustment<PredicateState, PredicatePrecision> precisionAdjustment() {
    return (state, precision) -> {
      if (state.pending() == null) {
        return Optional.of(new PrecisionAdjustment.Adjusted<>(state, precision));
      }
      try {
        return abstractAt(state, precision)
            .map(s -> new PrecisionAdjustment.Adjusted<>(s, precision));
      } catch (Unsupported u) {
        throw new CpaException(Reason.of(Reason.Kind.UNSUPPORTED, u.getMessage()));
      }
    };
  }

  /** The abstraction of a block ending at a loop head; empty if the block cannot run. */
  private Optional<PredicateState> abstractAt(PredicateState s, PredicatePrecision precision)
      throws Unsupported, CpaException {
    Location at = s.pending();
    List<Expr> predicates = precision.at(at);
    List<Bool> instantiated = new ArrayList<>();
    for (Expr p : predicates) {
      instantiated.add(encoder.condition(p, s.current()));
    }
    List<Bool> block = new ArrayList<>(s.blockFormula());
    List<Expr> invariants = factsAt(at);
    for (Expr fact : invariants) {
      block.add(encoder.condition(fact, s.current()));
    }
    Set<Abstraction.Cube> cubes = abstractor.cubes(block, instantiated);
    if (cubes.isEmpty()) {
      return Optional.empty();
    }
    SymState havocked = encoder.apply(new Op.HavocMemory(List.of()), s.current()).next();
    SymState start = bindings.withMemoryOf(canonicalVariables, havocked);
    Abstraction abstraction = new Abstraction(at, predicates, cubes);
    List<Bool> here = new ArrayList<>();
    for (Expr p : predicates) {
      here.add(encoder.condition(p, start));
    }
    List<Bool> formula = new ArrayList<>(List.of(instantiate(abstraction, here)));
    for (Expr fact : invariants) {
      formula.add(encoder.condition(fact, start));
    }
    return Optional.of(
        new PredicateState(
            abstraction,
            smt.and(formula),
            start,
            start,
            List.of(),
            s.frames(),
            null,
            true,
            smt.and(s.blockFormula()),
            instantiated,
            here,
            Set.of(),
            Optional.empty()));
  }

  /** An abstraction as a formula, given its predicates instantiated. */
  private Bool instantiate(Abstraction a, List<Bool> predicates) {
    List<Bool> cubes = new ArrayList<>();
    for (Abstraction.Cube c : a.cubes()) {
      List<Bool> literals = new ArrayList<>();
      for (int i = c.decided().nextSetBit(0); i >= 0; i = c.decided().nextSetBit(i + 1)) {
        literals.add(c.values().get(i) ? predicates.get(i) : smt.not(predicates.get(i)));
      }
      cubes.add(smt.and(literals));
    }
    return smt.or(cubes);
  }

  @Override
  public PredicateState initialState(Location entry) throws CpaException {
    try {
      SymState s = encoder.initialState();
      for (Var p : graph.function(entry).parameters()) {
        s = encoder.apply(new Op.Assign(p, zero(p.type())), s).next(); // main starts with zeros
      }
      return new PredicateState(
          Abstraction.TRUE,
          smt.tru(),
          s,
          s,
          List.of(),
          Frames.MAIN,
          null,
          true,
          smt.tru(),
          List.of(),
          List.of(),
          Set.of(),
          Optional.empty());
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
  public PredicatePrecision initialPrecision(Location entry) {
    return initial;
  }
}
