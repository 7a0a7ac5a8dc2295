package dev.vigil.engine.cpa;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.dependence.DependenceGraph;
import dev.vigil.analysis.dependence.DependenceNode;
import dev.vigil.engine.cpa.core.CpaException;
import dev.vigil.engine.cpa.core.Precision;
import dev.vigil.engine.cpa.data.SourceVariable;
import dev.vigil.engine.cpa.data.TrackingPrecision;
import dev.vigil.engine.cpa.slicing.SliceView;
import dev.vigil.engine.cpa.slicing.SlicingPrecision;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
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
 * has it. Without one the wrapped precision stays as it is (its static precision). After some
 * refinements, a precision that tracks half of the slice's variables is completed to all of them
 * ({@link #completed}).
 */
final class SlicingRefiner implements Refiner {
  /** How many refinements of the wrapped precision come before it may be completed. */
  private static final int COMPLETION_REFINEMENTS = 8;

  private final Supplier<DependenceGraph> dependences;
  private final boolean targetPath;
  private final Refiner delegate;
  private final CpaStatistics stats;
  private int delegatedRefinements;

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
      wrapped = completed(refined.get(), slice);
    }
    if (slice.size() == now.slice().size() && refined.isEmpty()) {
      return Optional.empty();
    }
    stats.sliceEdges = slice.size();
    return Optional.of(new SlicingPrecision(slice, wrapped));
  }

  /**
   * CEGAR's precision with every variable of the slice, once refinement has gone on for {@link
   * #COMPLETION_REFINEMENTS} rounds and tracks at least half of them. The slice bounds what the
   * wrapped analysis can need to track; past that point its refinements mostly add the slice's
   * other variables one or two at a time, each paid with a new exploration (byte_add_1: 10 of the
   * slice's 46 variables after 8 refinements, 41 after 13, then the time limit; kundu: 73 of 84
   * after 41 refinements). Not sooner: early on, half of a small slice is a variable or two, and
   * the thesis's running example diverges when its loop counter, in the slice, is tracked. Memory
   * and path constraints stay as CEGAR chose them: tracking every constraint is what makes symbolic
   * execution explode on kundu.
   */
  private Precision completed(Precision refined, Set<DependenceNode> slice) {
    if (!(refined instanceof TrackingPrecision p) || p.full()) {
      return refined;
    }
    delegatedRefinements++;
    if (delegatedRefinements < COMPLETION_REFINEMENTS) {
      return refined;
    }
    Set<SourceVariable> sliceVariables = new LinkedHashSet<>();
    for (DependenceNode n : slice) {
      if (n instanceof DependenceNode.Statement s) {
        Ops.assignedVars(s.edge().op()).forEach(v -> sliceVariables.add(SourceVariable.of(v)));
        for (Expr e : Ops.expressions(s.edge().op())) {
          Ops.variables(e).forEach(v -> sliceVariables.add(SourceVariable.of(v)));
        }
      }
    }
    long tracked = sliceVariables.stream().filter(p.variables()::contains).count();
    if (tracked * 2 < sliceVariables.size() || p.variables().containsAll(sliceVariables)) {
      return refined;
    }
    stats.precisionCompletions++;
    Set<SourceVariable> all = new LinkedHashSet<>(p.variables());
    all.addAll(sliceVariables);
    return new TrackingPrecision(false, all, p.memory(), p.constraints());
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
