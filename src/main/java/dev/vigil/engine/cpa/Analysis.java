package dev.vigil.engine.cpa;

import dev.vigil.engine.cpa.core.CompositeCpa;
import dev.vigil.engine.cpa.core.CompositePrecision;
import dev.vigil.engine.cpa.core.Precision;
import java.util.function.ToIntFunction;

/**
 * One configuration, assembled: the composite CPA (location, call stack, specification, data), its
 * initial precision, how CEGAR refines the data component, what data states say for proofs, and
 * how big a data precision is (for statistics).
 */
record Analysis(
    CompositeCpa cpa,
    CompositePrecision initialPrecision,
    Refiner refiner,
    StateFacts facts,
    ToIntFunction<Precision> size) {

  int precisionSize(Precision p) {
    return size.applyAsInt(p);
  }
}
