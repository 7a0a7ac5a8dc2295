package dev.vigil.engine.cpa.core;

/**
 * The semi-lattice of an analysis: the order ({@code a ⊑ b}: {@code b} stands for at least the
 * concrete states of {@code a}) and the join (an upper bound of both).
 */
public interface AbstractDomain<S extends AbstractState> {
  boolean isLessOrEqual(S a, S b);

  S join(S a, S b);
}
