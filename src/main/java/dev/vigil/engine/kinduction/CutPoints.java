package dev.vigil.engine.kinduction;

import dev.vigil.analysis.Loops;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Var;
import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The transition-system view of a single CFA: the cut points (its loop heads, see {@link Loops},
 * which break every cycle, reducible or not), the prefix (what runs before the first cut point),
 * the region reachable from cut points, and the variables that region writes.
 */
record CutPoints(List<Location> cuts, BitSet prefix, BitSet afterCut, Set<Var> loopVars) {

  static CutPoints of(Cfa cfa) {
    List<Location> cuts = Loops.of(cfa).heads();
    BitSet isCut = new BitSet();
    cuts.forEach(c -> isCut.set(c.index()));
    BitSet afterCut = reach(cfa, cuts, new BitSet());
    BitSet prefix = reach(cfa, List.of(cfa.entry()), isCut);
    prefix.andNot(isCut);
    Set<Var> loopVars = new LinkedHashSet<>();
    for (Edge e : cfa.edges()) {
      if (afterCut.get(e.source().index())) {
        loopVars.addAll(Ops.assignedVars(e.op()));
      }
    }
    return new CutPoints(cuts, prefix, afterCut, loopVars);
  }

  /** Locations reachable from {@code from}, not going on from those in {@code stop}. */
  private static BitSet reach(Cfa cfa, List<Location> from, BitSet stop) {
    return search(from, stop, l -> cfa.outgoing(l).stream().map(Edge::target).toList());
  }

  /** The locations on some path from a cut point to a cut point: what runs between loop heads. */
  BitSet betweenCuts(Cfa cfa) {
    BitSet back =
        search(cuts, new BitSet(), l -> cfa.incoming(l).stream().map(Edge::source).toList());
    back.and(afterCut);
    return back;
  }

  private static BitSet search(
      List<Location> from,
      BitSet stop,
      java.util.function.Function<Location, List<Location>> next) {
    BitSet seen = new BitSet();
    Deque<Location> work = new ArrayDeque<>();
    for (Location l : from) {
      seen.set(l.index());
      work.push(l);
    }
    while (!work.isEmpty()) {
      Location l = work.pop();
      if (stop.get(l.index())) {
        continue;
      }
      for (Location n : next.apply(l)) {
        if (!seen.get(n.index())) {
          seen.set(n.index());
          work.push(n);
        }
      }
    }
    return seen;
  }

  boolean isCut(Location l) {
    return cuts.contains(l);
  }

  int number(Location cut) {
    return cuts.indexOf(cut);
  }
}
