package dev.vigil.engine.cpa;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.dependence.DependenceGraph;
import dev.vigil.analysis.dependence.DependenceNode;
import dev.vigil.engine.cpa.core.CpaException;
import dev.vigil.engine.cpa.core.Precision;
import dev.vigil.engine.cpa.slicing.SliceView;
import dev.vigil.engine.cpa.slicing.SlicingPrecision;
import dev.vigil.ir.Op;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Slicing refinement with delegation (thesis Algorithm 4): the criteria are the assume edges of the
 * infeasible target path and its last edge (target-path slicing), or the last edge alone
 * (target-location slicing); the slice of the criteria not yet in the slice joins it, and the
 * wrapped analysis's refiner, if it has one, refines its own precision on the path as the new slice
 * has it. Without one the wrapped precision stays as it is (its static precision).
 */
final class SlicingRefiner implements Refiner {
  private final Supplier<DependenceGraph> dependences;
  private final boolean targetPath;
  private final Refiner delegate;
  private final CpaStatistics stats;

  SlicingRefiner(
      Supplier<DependenceGraph> dependences,
      boolean targetPath,
      Refiner delegate,
      CpaStatistics stats) {
    this.dependences = dependences;
    this.targetPath = targetPath;
    this.delegate = delegate;
    this.stats = stats;
  }

  @Override
  public Optional<Precision> refine(List<ProgramEdge> path, Precision current) throws CpaException {
    SlicingPrecision now = (SlicingPrecision) current;
    Set<DependenceNode> criteria = criteria(path);
    Set<DependenceNode> fresh = new LinkedHashSet<>(criteria);
    fresh.removeAll(now.slice());
    stats.slicesSkipped += criteria.size() - fresh.size();
    Set<DependenceNode> slice = new LinkedHashSet<>(now.slice());
    if (!fresh.isEmpty()) {
      DependenceGraph dg = dependences.get();
      long start = System.nanoTime();
      slice.addAll(dg.slice(fresh));
      stats.sliceNanos += System.nanoTime() - start;
      stats.slices++;
    }
    Precision wrapped = now.wrapped();
    Optional<Precision> refined = delegate.refine(SliceView.of(path, slice), now.wrapped());
    if (refined.isPresent()) {
      wrapped = refined.get();
    }
    if (slice.size() == now.slice().size() && refined.isEmpty()) {
      return Optional.empty();
    }
    stats.sliceEdges = slice.size();
    return Optional.of(new SlicingPrecision(slice, wrapped));
  }

  private Set<DependenceNode> criteria(List<ProgramEdge> path) {
    Set<DependenceNode> criteria = new LinkedHashSet<>();
    if (targetPath) {
      for (ProgramEdge e : path) {
        if (e.kind() == ProgramEdge.Kind.LOCAL && e.edge().op() instanceof Op.Assume) {
          criteria.add(new DependenceNode.Statement(e.edge()));
        }
      }
    }
    criteria.add(new DependenceNode.Statement(path.get(path.size() - 1).edge()));
    return criteria;
  }
}
