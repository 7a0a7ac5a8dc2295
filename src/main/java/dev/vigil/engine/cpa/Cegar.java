package dev.vigil.engine.cpa;

import dev.vigil.analysis.Dominators;
import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.ProgramGraph;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.cpa.control.CallStack;
import dev.vigil.engine.cpa.control.LocationState;
import dev.vigil.engine.cpa.control.SpecPrecision;
import dev.vigil.engine.cpa.control.SpecState;
import dev.vigil.engine.cpa.core.ArgNode;
import dev.vigil.engine.cpa.core.CompositePrecision;
import dev.vigil.engine.cpa.core.CompositeState;
import dev.vigil.engine.cpa.core.CpaAlgorithm;
import dev.vigil.engine.cpa.core.CpaException;
import dev.vigil.engine.cpa.core.Precision;
import dev.vigil.engine.cpa.core.ReachedSet;
import dev.vigil.engine.cpa.core.Waitlist;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Property;
import java.util.List;
import java.util.Optional;

/**
 * The CEGAR algorithm around CPA+: explore with the current precision; no target state means the
 * program is safe; otherwise check the path to the target on the whole program, bit-precisely. A
 * feasible path is a counterexample (FALSE), or, for undefined behaviour, a reason the verdict can
 * no longer be TRUE (the search goes on for a violation of the property). An infeasible path is
 * refined away and the analysis restarts from the root; a refinement that finds nothing new ends in
 * UNKNOWN.
 */
final class Cegar {
  static final int LOCATION = 0;
  static final int STACK = 1;
  static final int SPEC = 2;
  static final int DATA = 3;

  /** How the run ended, with the last reached set (for pictures). */
  record Outcome(Verdict verdict, Optional<ReachedSet<CompositeState, CompositePrecision>> arg) {}

  private final ProgramGraph graph;
  private final Analysis analysis;
  private final PathChecker checker;
  private final Budget budget;
  private final CpaStatistics stats;
  private final Waitlist.Order order;
  private final ProofInvariants invariants;

  Cegar(
      ProgramGraph graph,
      Analysis analysis,
      PathChecker checker,
      ProofInvariants invariants,
      Budget budget,
      CpaStatistics stats,
      Waitlist.Order order) {
    this.graph = graph;
    this.invariants = invariants;
    this.analysis = analysis;
    this.checker = checker;
    this.budget = budget;
    this.stats = stats;
    this.order = order;
  }

  private final CpaAlgorithm.View<CompositeState> view =
      new CpaAlgorithm.View<>() {
        @Override
        public List<ProgramEdge> edges(CompositeState s) {
          return graph.outgoing(s.get(LOCATION, LocationState.class).location());
        }

        @Override
        public Object partition(CompositeState s) {
          return new Partition(
              s.get(LOCATION, LocationState.class).location(), s.get(STACK, CallStack.class));
        }

        @Override
        public boolean isTarget(CompositeState s) {
          return s.get(SPEC, SpecState.class).isTarget();
        }
      };

  private record Partition(Location location, CallStack stack) {}

  Outcome run() {
    Location entry = graph.program().main().cfa().entry();
    CompositePrecision precision = analysis.initialPrecision();
    Reason undefined = null;
    ReachedSet<CompositeState, CompositePrecision> last = null;
    CompositeState initial;
    try {
      initial = analysis.cpa().initialState(entry);
    } catch (CpaException e) {
      return new Outcome(new Verdict.Unknown(e.reason()), Optional.empty());
    }
    while (true) {
      long start = System.nanoTime();
      CpaAlgorithm.Outcome<CompositeState, CompositePrecision> outcome =
          new CpaAlgorithm<>(analysis.cpa(), view, budget).run(initial, precision, waitlist());
      stats.cpaNanos += System.nanoTime() - start;
      stats.runs++;
      last = outcome.reached();
      stats.statesTotal += last.nodes().size();
      stats.argNodes = last.nodes().size();
      stats.reached = last.size();
      stats.precisionSize = analysis.precisionSize(precision.components().get(DATA));
      switch (outcome) {
        case CpaAlgorithm.Outcome.Stopped<CompositeState, CompositePrecision> s -> {
          return new Outcome(unknown(s.reason(), undefined), Optional.of(last));
        }
        case CpaAlgorithm.Outcome.Complete<CompositeState, CompositePrecision> c -> {
          if (undefined != null) {
            return new Outcome(new Verdict.Unknown(undefined), Optional.of(last));
          }
          List<Proof.Invariant> facts = invariants.of(last);
          return new Outcome(
              new Verdict.Proved(
                  new Proof(
                      "CPA ("
                          + stats.config
                          + "): no error reachable in an ARG of "
                          + last.size()
                          + " states after "
                          + stats.refinements
                          + " refinements",
                      facts)),
              Optional.of(last));
        }
        case CpaAlgorithm.Outcome.TargetReached<CompositeState, CompositePrecision> t -> {
          ArgNode<CompositeState, CompositePrecision> target = t.target();
          List<ProgramEdge> path;
          try {
            path = analysis.paths().path(target);
          } catch (CpaException e) {
            return new Outcome(unknown(e.reason(), undefined), Optional.of(last));
          }
          Edge error = target.state().get(SPEC, SpecState.class).error().orElseThrow();
          Property property = ((Op.Error) error.op()).property();
          switch (checker.check(path)) {
            case PathChecker.Feasibility.Feasible f -> {
              if (property != Property.UNDEFINED_BEHAVIOR) {
                return new Outcome(new Verdict.Violated(f.counterexample()), Optional.of(last));
              }
              undefined =
                  Reason.of(
                      Reason.Kind.UNDEFINED_BEHAVIOR,
                      ((Op.Error) error.op()).message(),
                      error.loc());
              SpecPrecision spec = precision.get(SPEC, SpecPrecision.class);
              precision = precision.with(SPEC, spec.ignoring(error));
            }
            case PathChecker.Feasibility.Undecided u -> {
              return new Outcome(unknown(u.reason(), undefined), Optional.of(last));
            }
            case PathChecker.Feasibility.Infeasible i -> {
              Optional<Precision> refined;
              long r = System.nanoTime();
              try {
                refined = analysis.refiner().refine(path, precision.components().get(DATA));
              } catch (CpaException e) {
                return new Outcome(unknown(e.reason(), undefined), Optional.of(last));
              } finally {
                stats.refineNanos += System.nanoTime() - r;
              }
              if (refined.isEmpty()) {
                return new Outcome(
                    unknown(
                        Reason.of(
                            Reason.Kind.INCOMPLETE,
                            analysis.refiner() == Refiner.NONE
                                ? "the analysis reached an infeasible error path and does not"
                                    + " refine"
                                : "refinement found nothing new on an infeasible error path"),
                        undefined),
                    Optional.of(last));
              }
              stats.refinements++;
              precision = precision.with(DATA, refined.get());
              stats.relevantPerRefinement.add(analysis.precisionSize(refined.get()));
            }
          }
        }
      }
      if (budget.exhausted()) {
        return new Outcome(unknown(Reason.timeout(), undefined), Optional.of(last));
      }
    }
  }

  private Waitlist<CompositeState, CompositePrecision> waitlist() {
    return Waitlist.of(
        order,
        s -> s.get(STACK, CallStack.class).depth(),
        s -> rpoNumber(s.get(LOCATION, LocationState.class).location()));
  }

  /** The location's place in its function's reverse postorder (unreachable ones last). */
  private int rpoNumber(Location l) {
    int n = Dominators.of(graph.function(l).cfa()).rpoNumber(l);
    return n < 0 ? Integer.MAX_VALUE : n;
  }

  private static Verdict unknown(Reason reason, Reason undefined) {
    return new Verdict.Unknown(
        undefined == null
            ? reason
            : reason.withNote("undefined behaviour is reachable", undefined));
  }
}
