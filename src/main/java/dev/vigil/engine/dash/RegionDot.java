package dev.vigil.engine.dash;

import dev.vigil.engine.dash.RegionGraph.AbstractEdge;
import dev.vigil.ir.Op;
import dev.vigil.smt.Smt;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A region graph as Graphviz, in the DASH study's colours: the initial region grey, error regions
 * red (light red when unreachable), regions that the initial region cannot reach yellow, assume
 * conditions in blue. Regions that tests reached have a green border and their number of states;
 * refined regions show their predicate; the abstract error path is orange and its frontier edge
 * bold red.
 */
final class RegionDot {
  private static final int MAX_LABEL = 160;

  private RegionDot() {}

  static String render(Analysis a, List<AbstractEdge> path) {
    RegionGraph g = a.graph;
    Set<Region> reachable = reachable(g);
    AbstractEdge frontier = null;
    for (AbstractEdge e : path) {
      if (e.source().visited() && !e.target().visited()) {
        frontier = e;
      }
    }
    StringBuilder sb = new StringBuilder();
    sb.append("digraph \"")
        .append(a.function.name())
        .append(" level ")
        .append(a.level)
        .append(
            "\" {\n  node [shape=box, style=filled, fillcolor=white, fontname=\"monospace\"];\n")
        .append("  label=\"DASH: ")
        .append(a.function.name())
        .append(" (level ")
        .append(a.level)
        .append("), iteration ")
        .append(a.dash.stats.iterations)
        .append("\";\n");
    for (Region r : g.regions()) {
      if (!r.isLeaf()) {
        continue;
      }
      sb.append("  r")
          .append(r.id)
          .append(" [label=\"")
          .append(escape(label(r, a.dash.smt)))
          .append("\"");
      boolean error = g.isTarget(r);
      String fill =
          r == g.initial()
              ? "grey80"
              : error
                  ? (reachable.contains(r) ? "red" : "mistyrose")
                  : reachable.contains(r)
                      ? (r.parent != null ? "lightcyan" : "white")
                      : "lightyellow";
      sb.append(", fillcolor=").append(fill);
      if (r.visited()) {
        sb.append(", color=darkgreen, penwidth=2");
      }
      sb.append("];\n");
    }
    Set<AbstractEdge> onPath = new HashSet<>(path);
    for (Region r : g.regions()) {
      if (!r.isLeaf()) {
        continue;
      }
      for (AbstractEdge e : g.outgoing(r)) {
        sb.append("  r")
            .append(e.source().id)
            .append(" -> r")
            .append(e.target().id)
            .append(" [label=\"")
            .append(escape(edgeLabel(e.via())))
            .append("\"");
        if (e.via().kind() == Transition.Kind.CFA && e.via().edge().op() instanceof Op.Assume) {
          sb.append(", fontcolor=blue");
        }
        if (e.equals(frontier)) {
          sb.append(", color=red, penwidth=3");
        } else if (onPath.contains(e)) {
          sb.append(", color=orange, penwidth=2");
        } else if (!reachable.contains(e.source())) {
          sb.append(", color=goldenrod");
        }
        sb.append("];\n");
      }
    }
    return sb.append("}\n").toString();
  }

  private static Set<Region> reachable(RegionGraph g) {
    Set<Region> seen = new HashSet<>();
    ArrayDeque<Region> queue = new ArrayDeque<>();
    for (Region r : g.leaves(g.function.cfa().entry())) {
      seen.add(r);
      queue.add(r);
    }
    while (!queue.isEmpty()) {
      for (AbstractEdge e : g.outgoing(queue.poll())) {
        if (seen.add(e.target())) {
          queue.add(e.target());
        }
      }
    }
    return seen;
  }

  private static String label(Region r, Smt smt) {
    StringBuilder sb = new StringBuilder();
    sb.append(r.isVirtual() ? "error" : r.location.toString()).append(' ').append(r.label());
    if (r.parent != null) {
      Pred own = r.formula;
      String text =
          own.ir() != null
              ? own.ir().toString()
              : smt.text(own.guard(), MAX_LABEL)
                  .orElse("(a formula of over " + MAX_LABEL + " terms)");
      sb.append('\n')
          .append(text.length() > MAX_LABEL ? text.substring(0, MAX_LABEL) + "..." : text);
    }
    if (r.visited()) {
      sb.append("\n{")
          .append(r.states().size())
          .append(r.states().size() == 1 ? " state}" : " states}");
    }
    return sb.toString();
  }

  private static String edgeLabel(Transition via) {
    String s =
        via.kind() == Transition.Kind.CFA && via.edge().op() instanceof Op.Assume as
            ? as.condition() + (via.edges().size() > 1 ? "; ..." : "")
            : via.toString();
    return s.length() > 60 ? s.substring(0, 60) + "..." : s;
  }

  private static String escape(String s) {
    return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
  }
}
