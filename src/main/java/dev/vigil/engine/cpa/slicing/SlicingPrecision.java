package dev.vigil.engine.cpa.slicing;

import dev.vigil.analysis.dependence.DependenceNode;
import dev.vigil.engine.cpa.core.Precision;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The precision of the slicing CPA ({@code Π_SC = 2^G × Π}): the current slice, whose statements
 * the wrapped analysis executes (all others are no-ops), and the wrapped analysis's precision. It
 * starts empty and grows by slicing refinement.
 */
public record SlicingPrecision(Set<DependenceNode> slice, Precision wrapped) implements Precision {
  public SlicingPrecision {
    slice = Collections.unmodifiableSet(new LinkedHashSet<>(slice));
  }

  public SlicingPrecision with(Set<DependenceNode> moreSlice, Precision newWrapped) {
    Set<DependenceNode> all = new LinkedHashSet<>(slice);
    all.addAll(moreSlice);
    return new SlicingPrecision(all, newWrapped);
  }
}
