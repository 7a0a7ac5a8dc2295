package dev.vigil.engine.cpa.control;

import dev.vigil.engine.cpa.core.Precision;

/** The precision of analyses that have nothing to refine. */
public enum StaticPrecision implements Precision {
  INSTANCE
}
