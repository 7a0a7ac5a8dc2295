package dev.vigil.engine.cpa.core;

/**
 * Combines a new state with one already reached: the result replaces {@code reached} (it must be at
 * least as abstract as {@code reached}); returning {@code reached} itself keeps them apart.
 */
@FunctionalInterface
public interface MergeOperator<S extends AbstractState, P extends Precision> {
  S merge(S newState, S reached, P precision) throws CpaException;

  /** {@code merge^sep}: never combine. */
  static <S extends AbstractState, P extends Precision> MergeOperator<S, P> sep() {
    return (newState, reached, precision) -> reached;
  }

  /** {@code merge^join}: the join of both. */
  static <S extends AbstractState, P extends Precision> MergeOperator<S, P> join(
      AbstractDomain<S> domain) {
    return (newState, reached, precision) -> domain.join(newState, reached);
  }
}
