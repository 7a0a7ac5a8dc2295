package dev.vigil.ir;

import java.util.Set;
import java.util.stream.Collectors;

/**
 * Renders a program as readable text: globals, then each function's CFA edge by edge. Loop heads
 * are facts of an analysis, not of the IR: the caller names the locations to mark as such.
 */
public final class IrPrinter {
  private IrPrinter() {}

  public static String print(Program program, Set<Location> loopHeads) {
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
      sb.append("; functions whose results and writes are arbitrary: ")
          .append(String.join(", ", program.externalFunctions()))
          .append('\n');
    }
    for (Function f : program.functions().values()) {
      sb.append('\n').append(print(f, loopHeads));
    }
    return sb.toString();
  }

  public static String print(Function f, Set<Location> loopHeads) {
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
      if (loopHeads.contains(l)) {
        sb.append("  ").append(l).append(": loop head\n");
      }
      for (Edge e : cfa.outgoing(l)) {
        String line = "  " + e.source() + " -> " + e.target() + "  " + op(e.op());
        sb.append(line);
        if (e.loc().isKnown()) {
          sb.append(" ".repeat(Math.max(1, 56 - line.length()))).append("; ");
          sb.append(position(e.loc(), f.loc()));
        }
        sb.append('\n');
      }
    }
    return sb.toString();
  }

  /** An operation as text; a parallel assignment of one variable reads as a plain one. */
  static String op(Op op) {
    if (op instanceof Op.ParallelAssign p && p.assignments().size() == 1) {
      return p.assignments().get(0).toString();
    }
    return op.toString();
  }

  /** {@code line:column}, with the file name only when it is not the function's own file. */
  private static String position(SourceLoc loc, SourceLoc function) {
    if (!loc.file().equals(function.file())) {
      return loc.toString();
    }
    return loc.column() > 0 ? loc.line() + ":" + loc.column() : String.valueOf(loc.line());
  }
}
