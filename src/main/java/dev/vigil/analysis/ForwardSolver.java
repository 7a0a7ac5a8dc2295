package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * The worklist fixpoint of a {@link ForwardAnalysis} over a CFA, in reverse postorder, widening at
 * loop heads ({@link Loops}) once they were reached more than {@link #WIDENING_DELAY} times; and
 * descending iterations that narrow a fixpoint reached by widening. The results map each reached
 * location to its state (none for unreached ones).
 */
public final class ForwardSolver {
  /** Arrivals at a loop head before widening starts. */
  static final int WIDENING_DELAY = 2;

  private ForwardSolver() {}

  /** A post-fixpoint from {@code entry} at the CFA's entry. */
  public static <S> Map<Location, S> solve(
      Cfa cfa, Loops loops, S entry, ForwardAnalysis<S> analysis) {
    Map<Location, S> at = new HashMap<>();
    Map<Location, Integer> joins = new HashMap<>();
    at.put(cfa.entry(), entry);
    Dominators order = loops.dominators();
    PriorityQueue<Location> work = new PriorityQueue<>(Comparator.comparingInt(order::rpoNumber));
    Set<Location> queued = new HashSet<>();
    work.add(cfa.entry());
    queued.add(cfa.entry());
    while (!work.isEmpty()) {
      Location l = work.poll();
      queued.remove(l);
      S here = at.get(l);
      for (Edge e : cfa.outgoing(l)) {
        S next = analysis.transfer(e, here);
        if (analysis.isBottom(next)) {
          continue;
        }
        Location t = e.target();
        boolean widen = loops.isHead(t) && joins.merge(t, 1, Integer::sum) > WIDENING_DELAY;
        S old = at.get(t);
        if (old != null && analysis.lessOrEqual(next, old)) {
          continue;
        }
        S joined = old == null ? next : analysis.join(old, next);
        if (old != null && widen) {
          joined = analysis.widen(old, joined);
        }
        at.put(t, joined);
        if (queued.add(t)) {
          work.add(t);
        }
      }
    }
    return at;
  }

  /**
   * {@code passes} descending iterations from the post-fixpoint {@code at}: each location's state
   * is recomputed from its predecessors' (this pass's, or the last pass's along retreating edges),
   * which stays sound and undoes some of the widening's loss.
   */
  public static <S> Map<Location, S> narrow(
      Cfa cfa, Loops loops, S entry, ForwardAnalysis<S> analysis, Map<Location, S> at, int passes) {
    Map<Location, S> state = at;
    for (int pass = 0; pass < passes; pass++) {
      Map<Location, S> next = new HashMap<>();
      for (Location l : loops.dominators().reversePostorder()) {
        if (l.equals(cfa.entry())) {
          next.put(l, entry);
          continue;
        }
        for (Edge e : cfa.incoming(l)) {
          S from = loops.isRetreating(e) ? state.get(e.source()) : next.get(e.source());
          if (from != null) {
            S out = analysis.transfer(e, from);
            if (!analysis.isBottom(out)) {
              next.merge(l, out, analysis::join);
            }
          }
        }
      }
      state = next;
    }
    return state;
  }
}
