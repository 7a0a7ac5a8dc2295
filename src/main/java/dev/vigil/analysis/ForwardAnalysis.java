package dev.vigil.analysis;

import dev.vigil.ir.Edge;

/**
 * A forward dataflow analysis over one CFA, as {@link ForwardSolver} runs it: the abstract states'
 * lattice operations and the edges' transfer.
 */
public interface ForwardAnalysis<S> {
  /** The state after {@code e} from {@code in}. */
  S transfer(Edge e, S in);

  /** The least upper bound (or an upper bound) of both. */
  S join(S a, S b);

  /** Whether {@code a} describes no more than {@code b}. */
  boolean lessOrEqual(S a, S b);

  /** Whether {@code s} describes no execution (an edge's condition was false): not propagated. */
  default boolean isBottom(S s) {
    return false;
  }

  /**
   * Widening at loop heads once they were joined often enough ({@code old} is the head's state,
   * {@code joined} its join with the new one): the join itself for lattices of finite height.
   */
  default S widen(S old, S joined) {
    return joined;
  }
}
