package dev.vigil.engine.cpa.core;

/**
 * Combines a new state with one already reached: the result replaces {@code reached} (it must be at
 * least as abstract as {@code reached}); returning {@code reached} itself keeps them apart.
 */
@FunctionalInterface
public interface MergeOperator<S extends AbstractState, P extends Precision> {
  S merge(S newState, S reached, P precision) throws CpaException;

  /** {@code merge^sep}: never combine. */
  @SuppressWarnings("unchecked")
  static <S extends AbstractState, P extends Precision> MergeOperator<S, P> sep() {
    return (MergeOperator<S, P>) Sep.INSTANCE;
  }

  /** Whether this is {@code merge^sep} (so that callers can skip merging altogether). */
  default boolean isSep() {
    return this == Sep.INSTANCE;
  }

  /** The one {@code merge^sep}. */
  final class Sep {
    static final MergeOperator<?, ?> INSTANCE = (newState, reached, precision) -> reached;

    private Sep() {}
  }

  /**
   * {@code merge^join}: the join of both; {@code reached} itself when it already covers the new
   * state (so that CPA+, which compares by identity, sees no change).
   */
  static <S extends AbstractState, P extends Precision> MergeOperator<S, P> join(
      AbstractDomain<S> domain) {
    return (newState, reached, precision) ->
        domain.isLessOrEqual(newState, reached) ? reached : domain.join(newState, reached);
  }
}
