package dev.vigil.engine.cpa.core;

import java.util.Collection;

/** Whether a new state is covered by those reached, so that it need not be explored. */
@FunctionalInterface
public interface StopOperator<S extends AbstractState, P extends Precision> {
  boolean stop(S state, Collection<S> reached, P precision) throws CpaException;

  /** {@code stop^sep}: covered by one reached state. */
  static <S extends AbstractState, P extends Precision> StopOperator<S, P> sep(
      AbstractDomain<S> domain) {
    return (state, reached, precision) -> {
      for (S r : reached) {
        if (domain.isLessOrEqual(state, r)) {
          return true;
        }
      }
      return false;
    };
  }

  /** {@code stop^join}: covered by the join of all reached states (for power-set domains). */
  static <S extends AbstractState, P extends Precision> StopOperator<S, P> join(
      AbstractDomain<S> domain) {
    return (state, reached, precision) -> {
      S all = null;
      for (S r : reached) {
        all = all == null ? r : domain.join(all, r);
      }
      return all != null && domain.isLessOrEqual(state, all);
    };
  }
}
