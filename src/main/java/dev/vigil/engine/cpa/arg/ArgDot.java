package dev.vigil.engine.cpa.arg;

import dev.vigil.engine.cpa.core.AbstractState;
import dev.vigil.engine.cpa.core.ArgNode;
import dev.vigil.engine.cpa.core.Precision;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * The ARG in Graphviz: one node per ARG node, labelled by {@code label}, red for targets, green for
 * covered nodes (with a dotted edge to the node covering them), yellow for merged ones; edges
 * labelled by their operation, grey where the analysis executed it as a no-op.
 */
public final class ArgDot {
  private ArgDot() {}

  public static <S extends AbstractState, P extends Precision> String render(
      List<ArgNode<S, P>> nodes,
      Function<ArgNode<S, P>, String> label,
      BiPredicate<ArgNode<S, P>, ArgNode.Link<S, P>> executed) {
    StringBuilder out = new StringBuilder("digraph ARG {\n  node [shape=box, fontsize=10];\n");
    for (ArgNode<S, P> n : nodes) {
      String colour =
          n.isTarget() ? "red" : n.isCovered() ? "palegreen" : n.isMerged() ? "yellow" : "white";
      out.append("  n")
          .append(n.id())
          .append(" [label=\"")
          .append(escape(label.apply(n)))
          .append("\", style=filled, fillcolor=")
          .append(colour)
          .append("];\n");
    }
    for (ArgNode<S, P> n : nodes) {
      for (ArgNode.Link<S, P> c : n.children()) {
        boolean done = executed.test(n, c);
        out.append("  n")
            .append(n.id())
            .append(" -> n")
            .append(c.node().id())
            .append(" [label=\"")
            .append(escape(c.edge().op().toString()))
            .append("\"")
            .append(done ? "" : ", fontcolor=grey, color=grey")
            .append("];\n");
      }
      n.coveredBy()
          .ifPresent(
              by ->
                  out.append("  n")
                      .append(n.id())
                      .append(" -> n")
                      .append(by.id())
                      .append(" [style=dotted, constraint=false];\n"));
    }
    return out.append("}\n").toString();
  }

  private static String escape(String s) {
    String shortened = s.length() > 80 ? s.substring(0, 77) + "..." : s;
    return shortened.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
  }
}
