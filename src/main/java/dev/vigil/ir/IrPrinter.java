package dev.vigil.ir;

import java.util.stream.Collectors;

/** Renders a program as readable text: globals, then each function's CFA edge by edge. */
public final class IrPrinter {
  private IrPrinter() {}

  public static String print(Program program) {
    StringBuilder sb = new StringBuilder();
    sb.append("; data model ").append(program.dataModel()).append('\n');
    for (Global g : program.globals().values()) {
      sb.append("global ").append(g.name()).append(" : ").append(g.type());
      if (g.constant()) {
        sb.append(" const");
      }
      if (g.nondetContents()) {
        sb.append(" = nondet");
      } else if (!g.initializer().isEmpty()) {
        sb.append(" = {")
            .append(
                g.initializer().stream()
                    .map(v -> "+" + v.offset() + ": " + v.value())
                    .collect(Collectors.joining(", ")))
            .append('}');
      }
      sb.append("  ; ").append(g.loc()).append('\n');
    }
    if (!program.externalFunctions().isEmpty()) {
      sb.append("; functions without a body (nondet result): ")
          .append(String.join(", ", program.externalFunctions()))
          .append('\n');
    }
    for (Function f : program.functions().values()) {
      sb.append('\n').append(print(f));
    }
    return sb.toString();
  }

  public static String print(Function f) {
    StringBuilder sb = new StringBuilder();
    sb.append("function ").append(f.returnType()).append(' ').append(f.name()).append('(');
    sb.append(
        f.parameters().stream().map(p -> p.type() + " " + p).collect(Collectors.joining(", ")));
    if (f.varargs()) {
      sb.append(f.parameters().isEmpty() ? "..." : ", ...");
    }
    sb.append(")  ; ").append(f.loc()).append('\n');
    Cfa cfa = f.cfa();
    sb.append("  entry ").append(cfa.entry()).append(", exit ").append(cfa.exit()).append('\n');
    for (Location l : cfa.locations()) {
      if (cfa.isLoopHead(l)) {
        sb.append("  ").append(l).append(": loop head\n");
      }
      for (Edge e : cfa.outgoing(l)) {
        String line = "  " + e.source() + " -> " + e.target() + "  " + e.op();
        sb.append(line);
        if (e.loc().isKnown()) {
          sb.append(" ".repeat(Math.max(1, 56 - line.length()))).append("; ").append(e.loc());
        }
        sb.append('\n');
      }
    }
    return sb.toString();
  }
}
