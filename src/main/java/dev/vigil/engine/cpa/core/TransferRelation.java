package dev.vigil.engine.cpa.core;

import dev.vigil.analysis.ProgramEdge;
import java.util.List;

/**
 * The abstract successors of a state along one edge of the program graph (none if the edge cannot
 * be taken). Every concrete successor must be represented by one of them.
 */
@FunctionalInterface
public interface TransferRelation<S extends AbstractState, P extends Precision> {
  List<S> successors(S state, P precision, ProgramEdge edge) throws CpaException;
}
