package dev.vigil.engine.cpa.core;

import dev.vigil.ir.Location;

/**
 * A configurable program analysis (Beyer, Henzinger, Théoduloz): an abstract domain with its
 * transfer relation, merge and stop operators, and precision adjustment, plus where it starts.
 */
public interface Cpa<S extends AbstractState, P extends Precision> {
  AbstractDomain<S> domain();

  TransferRelation<S, P> transfer();

  MergeOperator<S, P> merge();

  StopOperator<S, P> stop();

  PrecisionAdjustment<S, P> precisionAdjustment();

  /** The state at the program's entry {@code entry}. */
  S initialState(Location entry) throws CpaException;

  P initialPrecision(Location entry);
}
