package dev.vigil.engine.cpa;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.ProgramGraph;
import dev.vigil.analysis.dependence.DependenceGraph;
import dev.vigil.analysis.dependence.DependenceNode;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Reason;
import dev.vigil.engine.cpa.control.CallStackCpa;
import dev.vigil.engine.cpa.control.LocationCpa;
import dev.vigil.engine.cpa.control.SpecCpa;
import dev.vigil.engine.cpa.control.SpecPrecision;
import dev.vigil.engine.cpa.core.AbstractState;
import dev.vigil.engine.cpa.core.CompositeCpa;
import dev.vigil.engine.cpa.core.CompositePrecision;
import dev.vigil.engine.cpa.core.Cpa;
import dev.vigil.engine.cpa.core.CpaException;
import dev.vigil.engine.cpa.core.Precision;
import dev.vigil.engine.cpa.data.ExplicitCpa;
import dev.vigil.engine.cpa.data.ExplicitFacts;
import dev.vigil.engine.cpa.data.ExplicitRefiner;
import dev.vigil.engine.cpa.data.ExplicitState;
import dev.vigil.engine.cpa.data.Satisfiability;
import dev.vigil.engine.cpa.data.SourceVariable;
import dev.vigil.engine.cpa.data.TrackingPrecision;
import dev.vigil.engine.cpa.predicate.PathChooser;
import dev.vigil.engine.cpa.predicate.PredicateCpa;
import dev.vigil.engine.cpa.predicate.PredicateFacts;
import dev.vigil.engine.cpa.predicate.PredicatePrecision;
import dev.vigil.engine.cpa.predicate.PredicateRefiner;
import dev.vigil.engine.cpa.predicate.PredicateState;
import dev.vigil.engine.cpa.slicing.SlicingCpa;
import dev.vigil.engine.cpa.slicing.SlicingPrecision;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.Unsupported;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * Assembles the analysis of a configuration: Composite(Location, CallStack, Specification, data),
 * where data is the configuration's analysis, wrapped in the slicing CPA if it slices, and the
 * refiner CEGAR uses for it.
 */
final class Configurations {
  private final ProgramGraph graph;
  private final Encoder encoder;
  private final Satisfiability sat;
  private final CpaOptions options;
  private final CpaStatistics stats;
  private final Location entry;
  private final Budget budget;
  private DependenceGraph dependences;

  Configurations(
      ProgramGraph graph,
      Encoder encoder,
      Satisfiability sat,
      CpaOptions options,
      CpaStatistics stats,
      Budget budget) {
    this.graph = graph;
    this.budget = budget;
    this.encoder = encoder;
    this.sat = sat;
    this.options = options;
    this.stats = stats;
    this.entry = graph.program().main().cfa().entry();
  }

  /** The program's dependence graph, built when first needed. */
  private DependenceGraph dependences() {
    if (dependences == null) {
      long start = System.nanoTime();
      dependences = DependenceGraph.of(graph);
      stats.dependenceNanos = System.nanoTime() - start;
    }
    return dependences;
  }

  Analysis build() throws Unsupported {
    CpaConfig config = options.config();
    Parts data =
        switch (config.data) {
          case SYMBOLIC, VALUE -> explicit(config);
          case PREDICATE -> predicate();
        };
    return assemble(config.slicing ? sliced(data) : data);
  }

  /** The data component and what goes with it. */
  private record Parts(
      Cpa<?, ?> cpa,
      Refiner refiner,
      StateFacts facts,
      ToIntFunction<Precision> size,
      Function<AbstractState, String> describer,
      Analysis.PathSelector paths) {}

  private Parts predicate() throws Unsupported {
    PredicatePrecision initial = PredicatePrecision.EMPTY;
    for (dev.vigil.ir.Function f : graph.program().functions().values()) {
      initial = initial.with(options.candidates().at(f));
    }
    PredicateCpa data = new PredicateCpa(graph, encoder, sat, initial);
    stats.abstraction = data::abstractionCounts;
    PredicateRefiner refiner = new PredicateRefiner(graph, encoder, sat.smt());
    PredicateFacts facts = new PredicateFacts(data::factsAt);
    PathChooser chooser = new PathChooser(sat.smt());
    Analysis.PathSelector paths =
        target -> {
          try {
            return chooser.path(target, s -> s.get(Cegar.DATA, PredicateState.class));
          } catch (SmtFailure f) {
            throw new CpaException(
                f.cancelled()
                    ? Reason.timeout()
                    : Reason.of(Reason.Kind.SOLVER_FAILURE, f.getMessage()));
          }
        };
    return new Parts(
        data,
        (path, current) -> refiner.refine(path, (PredicatePrecision) current).map(p -> p),
        (s, f) -> facts.of((PredicateState) s, f),
        p -> ((PredicatePrecision) p).size(),
        AbstractState::toString,
        paths);
  }

  private Parts explicit(CpaConfig config) {
    ExplicitCpa.Mode mode =
        config.data == CpaConfig.Data.VALUE ? ExplicitCpa.Mode.VALUE : ExplicitCpa.Mode.SYMBOLIC;
    TrackingPrecision start = config.cegar ? cegarStart() : TrackingPrecision.FULL;
    ExplicitCpa data = new ExplicitCpa(mode, graph, encoder, sat, start);
    ExplicitRefiner interpolation = new ExplicitRefiner(data, entry, budget);
    Refiner refiner =
        !config.cegar
            ? Refiner.NONE
            : (path, current) -> {
              Optional<TrackingPrecision> more = interpolation.interpolate(path);
              stats.interpolationTransfers = interpolation.transfers();
              TrackingPrecision now = (TrackingPrecision) current;
              if (more.isEmpty()) {
                return Optional.empty();
              }
              TrackingPrecision joined = now.join(more.get());
              return joined.equals(now) ? Optional.empty() : Optional.of(joined);
            };
    ExplicitFacts facts = new ExplicitFacts(data.bindings());
    return new Parts(
        data,
        refiner,
        (s, f) -> facts.of((ExplicitState) s, f),
        p -> ((TrackingPrecision) p).size(),
        s -> facts.describe((ExplicitState) s),
        Analysis.PathSelector.FIRST_PARENTS);
  }

  /**
   * The precision CEGAR starts from: nothing, except in recursive programs the variables and the
   * path constraints that the branches of recursive functions depend on ({@link #recursionSlice}).
   * Their values bound the depth of the calls; untracked, every activation may call again, the
   * graph has no end, and the search is lost in it before an error path asks for them.
   */
  private TrackingPrecision cegarStart() {
    Set<SourceVariable> assigned = new LinkedHashSet<>();
    Set<ProgramEdge> constraints = new LinkedHashSet<>();
    for (DependenceNode n : recursionSlice()) {
      switch (n) {
        case DependenceNode.Statement st -> {
          Ops.assignedVars(st.edge().op()).forEach(v -> assigned.add(SourceVariable.of(v)));
          if (st.edge().op() instanceof Op.Assume) {
            constraints.add(graph.local(st.edge()));
          }
        }
        case DependenceNode.ActualIn in ->
            callee(in.call())
                .ifPresent(f -> assigned.add(SourceVariable.of(f.parameters().get(in.index()))));
        case DependenceNode.ActualOut out ->
            ((Op.Call) out.call().op()).result().ifPresent(v -> assigned.add(SourceVariable.of(v)));
        case DependenceNode.Entry entry -> {}
      }
    }
    return assigned.isEmpty()
        ? TrackingPrecision.EMPTY
        : new TrackingPrecision(false, assigned, false, constraints);
  }

  private Optional<dev.vigil.ir.Function> callee(Edge call) {
    return ((Op.Call) call.op()).directCallee().flatMap(graph.program()::function);
  }

  /**
   * Where slicing starts from, and what CEGAR first tracks: nothing, except in recursive programs
   * the backward slice of the branches of recursive functions (see {@link #cegarStart}).
   */
  private Set<DependenceNode> recursionSlice() {
    Set<DependenceNode> branches = new LinkedHashSet<>();
    for (String f : graph.recursiveFunctions()) {
      for (Edge e : graph.program().function(f).orElseThrow().cfa().edges()) {
        if (e.op() instanceof Op.Assume) {
          branches.add(new DependenceNode.Statement(e));
        }
      }
    }
    return branches.isEmpty() ? Set.of() : dependences().slice(branches);
  }

  /** {@code data} inside the slicing CPA, refined by slicing that delegates to its refiner. */
  private Parts sliced(Parts data) {
    SlicingCpa<?, ?> slicing = new SlicingCpa<>(data.cpa(), recursionSlice());
    Refiner refiner =
        new SlicingRefiner(this::dependences, options.targetPath(), data.refiner(), stats);
    // Edges outside the slice are no-ops, so a variable they assign may hold a stale value in
    // the abstract states: those states prove the target unreachable but are no invariants.
    StateFacts none = (s, f) -> Optional.empty();
    return new Parts(
        slicing,
        refiner,
        none,
        p -> data.size().applyAsInt(((SlicingPrecision) p).wrapped()),
        data.describer(),
        data.paths());
  }

  private Analysis assemble(Parts data) {
    CompositeCpa cpa =
        new CompositeCpa(
            List.of(
                new LocationCpa(),
                new CallStackCpa(),
                new SpecCpa(SpecPrecision.NONE),
                data.cpa()));
    CompositePrecision precision = cpa.initialPrecision(entry);
    return new Analysis(
        cpa, precision, data.refiner(), data.facts(), data.size(), data.describer(), data.paths());
  }
}
