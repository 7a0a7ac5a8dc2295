package dev.vigil.engine.cpa;

import dev.vigil.engine.cpa.core.AbstractState;
import dev.vigil.engine.cpa.core.CompositeCpa;
import dev.vigil.engine.cpa.core.CompositePrecision;
import dev.vigil.engine.cpa.core.Precision;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * One configuration, assembled: the composite CPA (location, call stack, specification, data), its
 * initial precision, how CEGAR refines the data component, what data states say for proofs, and how
 * big a data precision is (for statistics) and how a data state reads (for pictures).
 */
record Analysis(
    CompositeCpa cpa,
    CompositePrecision initialPrecision,
    Refiner refiner,
    StateFacts facts,
    ToIntFunction<Precision> size,
    Function<AbstractState, String> describer,
    PathSelector paths) {

  /** How CEGAR gets the program path to a target from the ARG. */
  @FunctionalInterface
  interface PathSelector {
    java.util.List<dev.vigil.analysis.ProgramEdge> path(
        dev.vigil.engine.cpa.core.ArgNode<
                dev.vigil.engine.cpa.core.CompositeState,
                dev.vigil.engine.cpa.core.CompositePrecision>
            target)
        throws dev.vigil.engine.cpa.core.CpaException;

    /** Following first parents (for analyses that never merge). */
    PathSelector FIRST_PARENTS = target -> target.pathFromRoot();
  }

  /** A data state in a few words, for pictures. */
  String describe(AbstractState data) {
    return describer.apply(data);
  }

  int precisionSize(Precision p) {
    return size.applyAsInt(p);
  }
}
