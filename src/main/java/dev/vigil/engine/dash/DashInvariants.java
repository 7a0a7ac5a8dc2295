package dev.vigil.engine.dash;

import dev.vigil.analysis.Loops;
import dev.vigil.engine.Proof;
import dev.vigil.engine.dash.RegionGraph.AbstractEdge;
import dev.vigil.engine.shared.SourceNames;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Location;
import dev.vigil.ir.SourceLoc;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.Unsupported;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The proof of a PASS as invariants at loop heads: at each loop head of the analysed function, the
 * disjunction of the predicates of its regions that the initial region can reach (every reachable
 * state lies in one of them, since abstract edges go only where no solver call showed that no state
 * can), over the variables named as in C. A region's predicate is the conjunction of its root's
 * (the bounds of a loop head's registers) and of the split predicates on its way from the root;
 * those without an IR form (they read memory or inputs) are left out, which only weakens it.
 */
final class DashInvariants {
  private DashInvariants() {}

  static List<Proof.Invariant> of(Analysis a) {
    RegionGraph g = a.graph;
    Set<Region> reachable = reachable(g);
    Cfa cfa = a.function.cfa();
    List<Proof.Invariant> result = new ArrayList<>();
    for (Location head : Loops.of(cfa).heads()) {
      Expr condition = Exprs.FALSE;
      for (Region r : g.leaves(head)) {
        if (reachable.contains(r)) {
          Expr ir = irOf(r);
          condition = ir.equals(Exprs.TRUE) ? Exprs.TRUE : Exprs.or(condition, ir);
        }
        if (condition.equals(Exprs.TRUE)) {
          break;
        }
      }
      Expr named = SourceNames.named(List.of(condition), Set.of(), cfa, head).get(0);
      if (!valid(a, condition) && !named.equals(Exprs.TRUE)) {
        result.add(
            new Proof.Invariant(a.function.name(), head, sourceOf(cfa, head), named, Map.of()));
      }
    }
    return result;
  }

  /**
   * Whether {@code condition} holds in every state (then it says nothing); false where the solver
   * cannot tell.
   */
  private static boolean valid(Analysis a, Expr condition) {
    if (condition.equals(Exprs.TRUE)) {
      return true;
    }
    try {
      Smt smt = a.dash.smt;
      return !a.dash.satisfiable(smt.not(a.dash.encoder.condition(condition, a.template.state())));
    } catch (SmtFailure | Unsupported e) {
      return false;
    }
  }

  /**
   * The conjunction of the IR forms of the split predicates above {@code r} and of its root's
   * predicate (a loop head's bounds).
   */
  static Expr irOf(Region r) {
    Expr e = Exprs.TRUE;
    Region c = r;
    for (; c.parent != null; c = c.parent) {
      Expr p = c.parent.split().predicate().ir();
      if (p != null) {
        e = Exprs.and(c.inside ? p : Pred.irNot(p), e);
      }
    }
    Expr root = c.formula.ir();
    return root == null || root.equals(Exprs.TRUE) ? e : Exprs.and(root, e);
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
