package dev.vigil.engine.cpa;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.engine.cpa.core.CpaException;
import dev.vigil.engine.cpa.core.Precision;
import java.util.List;
import java.util.Optional;

/**
 * CEGAR's refinement step for the data component: given a path to an error that the full program
 * cannot execute, a finer precision under which the analysis no longer finds it; empty when it can
 * find none (the verdict is then UNKNOWN).
 */
@FunctionalInterface
interface Refiner {
  Optional<Precision> refine(List<ProgramEdge> path, Precision current) throws CpaException;

  /** For analyses without refinement. */
  Refiner NONE = (path, current) -> Optional.empty();
}
