package dev.vigil.engine.cpa.predicate;

import dev.vigil.analysis.AffineEqualities;
import dev.vigil.analysis.Congruences;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
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

  /** The known low bits of registers at loop heads (congruences modulo 2^k). */
  PredicateCandidates CONGRUENCES = Congruences::atLoopHeads;

  /** Known low bits guarded by a branch of the loop: {@code c || (v & m) == k} (loop phases). */
  PredicateCandidates PHASES = Congruences::byPhaseAtLoopHeads;

  /** Divisibility by a register a loop adds to a register it carries ({@code i % k == 0}). */
  PredicateCandidates STRIDES = Strides::atLoopHeads;

  /** No predicates before the first refinement. */
  PredicateCandidates NONE = f -> Map.of();

  Map<Location, Set<Expr>> at(Function f);

  /** The candidates the command line names ({@code --initial-predicates}). */
  enum Named {
    AFFINE,
    CONGRUENCE,
    BOTH,
    PHASES,
    STRIDES,
    ALL,
    NONE;

    public PredicateCandidates candidates() {
      return switch (this) {
        case AFFINE -> PredicateCandidates.AFFINE;
        case CONGRUENCE -> CONGRUENCES;
        case BOTH -> PredicateCandidates.AFFINE.and(CONGRUENCES);
        case PHASES -> PredicateCandidates.PHASES;
        case ALL ->
            PredicateCandidates.AFFINE
                .and(CONGRUENCES)
                .and(PredicateCandidates.PHASES)
                .and(PredicateCandidates.STRIDES);
        case STRIDES -> PredicateCandidates.STRIDES;
        case NONE -> PredicateCandidates.NONE;
      };
    }
  }

  /** The candidates of this and {@code other}. */
  default PredicateCandidates and(PredicateCandidates other) {
    return f -> {
      Map<Location, Set<Expr>> out = new LinkedHashMap<>();
      for (PredicateCandidates c : new PredicateCandidates[] {this, other}) {
        c.at(f).forEach((l, es) -> out.computeIfAbsent(l, k -> new LinkedHashSet<>()).addAll(es));
      }
      return out;
    };
  }
}
