package dev.vigil.engine.cpa.predicate;

import dev.vigil.analysis.AffineEqualities;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import java.util.Map;
import java.util.Set;

/**
 * Where predicate abstraction's first predicates come from, per function and abstraction location.
 * They are candidates only: the abstraction decides with the solver which of them hold in each
 * state, so a wrong candidate costs precision, never soundness.
 */
@FunctionalInterface
public interface PredicateCandidates {
  /** The affine equalities among registers at loop heads (Karr's analysis). */
  PredicateCandidates AFFINE = AffineEqualities::atLoopHeads;

  /** No predicates before the first refinement. */
  PredicateCandidates NONE = f -> Map.of();

  Map<Location, Set<Expr>> at(Function f);
}
