package dev.vigil.engine.cpa.core;

import java.util.Optional;

/**
 * Adjusts a new state and its precision before it is merged and stored: it may only make the state
 * more abstract (e.g. forget untracked variables, or abstract with predicates). Empty if the state
 * stands for no concrete state at all.
 */
@FunctionalInterface
public interface PrecisionAdjustment<S extends AbstractState, P extends Precision> {
  Optional<Adjusted<S, P>> adjust(S state, P precision) throws CpaException;

  /** A state and the precision it continues with. */
  record Adjusted<S extends AbstractState, P extends Precision>(S state, P precision) {}

  /** Changes nothing. */
  static <S extends AbstractState, P extends Precision> PrecisionAdjustment<S, P> identity() {
    return (state, precision) -> Optional.of(new Adjusted<>(state, precision));
  }
}
