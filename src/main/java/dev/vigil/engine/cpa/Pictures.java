package dev.vigil.engine.cpa;

import dev.vigil.engine.cpa.core.CompositePrecision;
import dev.vigil.engine.cpa.core.CompositeState;
import dev.vigil.engine.cpa.core.ReachedSet;

/** Writes the pictures the options ask for: the ARG as Graphviz, and as a pixel tree. */
final class Pictures {
  private Pictures() {}

  static void write(ReachedSet<CompositeState, CompositePrecision> arg, CpaOptions options) {
    // filled in with the ARG writers
  }
}
