package dev.vigil.ir;

import java.util.Set;

/** Renders one function's CFA in Graphviz DOT, with the given loop heads as boxes. */
public final class CfaDot {
  private CfaDot() {}

  public static String dot(Function f, Set<Location> loopHeads) {
    Cfa cfa = f.cfa();
    StringBuilder sb = new StringBuilder();
    sb.append("digraph \"").append(escape(f.name())).append("\" {\n");
    sb.append("  node [shape=circle fontname=\"monospace\" fontsize=10];\n");
    sb.append("  edge [fontname=\"monospace\" fontsize=9];\n");
    for (Location l : cfa.locations()) {
      sb.append("  ").append(l).append(" [label=\"").append(l);
      sb.append('"');
      if (l.equals(cfa.entry())) {
        sb.append(" shape=doublecircle");
      } else if (l.equals(cfa.exit())) {
        sb.append(" shape=doublecircle style=filled fillcolor=lightgrey");
      } else if (loopHeads.contains(l)) {
        sb.append(" shape=box");
      }
      boolean error = cfa.incoming(l).stream().anyMatch(e -> e.op() instanceof Op.Error);
      if (error) {
        sb.append(" style=filled fillcolor=salmon");
      }
      sb.append("];\n");
    }
    for (Edge e : cfa.edges()) {
      sb.append("  ")
          .append(e.source())
          .append(" -> ")
          .append(e.target())
          .append(" [label=\"")
          .append(escape(IrPrinter.op(e.op())))
          .append(e.loc().isKnown() ? "\\n" + e.loc().line() : "")
          .append("\"];\n");
    }
    return sb.append("}\n").toString();
  }

  private static String escape(String s) {
    return s.replace("\\", "\\\\").replace("\"", "\\\"");
  }
}
