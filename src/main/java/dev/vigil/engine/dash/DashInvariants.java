package dev.vigil.engine.dash;

import dev.vigil.engine.Proof;
import dev.vigil.engine.dash.RegionGraph.AbstractEdge;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Location;
import dev.vigil.ir.SourceLoc;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The proof of a PASS as invariants at loop heads: at each loop head of the analysed function,
 * the disjunction of the predicates of its regions that the initial region can reach. A region's
 * predicate is the conjunction of the split predicates on its way from the root; those without an
 * IR form (they read memory or inputs) are left out, which only weakens it.
 */
final class DashInvariants {
  private DashInvariants() {}

  static List<Proof.Invariant> of(Analysis a) {
    RegionGraph g = a.graph;
    Set<Region> reachable = reachable(g);
    Cfa cfa = a.function.cfa();
    List<Proof.Invariant> result = new ArrayList<>();
    for (Location head : dev.vigil.analysis.Loops.of(cfa).heads()) {
      Expr condition = Exprs.FALSE;
      for (Region r : g.leaves(head)) {
        if (reachable.contains(r)) {
          condition = Exprs.or(condition, irOf(r));
        }
      }
      if (!condition.equals(Exprs.TRUE)) {
        result.add(new Proof.Invariant(a.function.name(), head, sourceOf(cfa, head), condition, Map.of()));
      }
    }
    return result;
  }

  /** The conjunction of the IR forms of the split predicates above {@code r}. */
  static Expr irOf(Region r) {
    Expr e = Exprs.TRUE;
    for (Region c = r; c.parent != null; c = c.parent) {
      Expr p = c.parent.split().predicate().ir();
      if (p != null) {
        e = Exprs.and(c.inside ? p : Exprs.not(p), e);
      }
    }
    return e;
  }

  private static Set<Region> reachable(RegionGraph g) {
    Set<Region> seen = new HashSet<>(g.leaves(g.function.cfa().entry()));
    ArrayDeque<Region> queue = new ArrayDeque<>(seen);
    while (!queue.isEmpty()) {
      for (AbstractEdge e : g.outgoing(queue.poll())) {
        if (seen.add(e.target())) {
          queue.add(e.target());
        }
      }
    }
    return seen;
  }

  private static SourceLoc sourceOf(Cfa cfa, Location head) {
    for (Edge e : cfa.outgoing(head)) {
      if (!e.loc().equals(SourceLoc.UNKNOWN)) {
        return e.loc();
      }
    }
    for (Edge e : cfa.incoming(head)) {
      if (!e.loc().equals(SourceLoc.UNKNOWN)) {
        return e.loc();
      }
    }
    return SourceLoc.UNKNOWN;
  }
}
