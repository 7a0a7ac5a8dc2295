package dev.vigil.report;

import dev.vigil.engine.Counterexample;
import dev.vigil.ir.Input;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;

/**
 * Renders a counterexample for people: the inputs in order (so the run can be replayed by hand),
 * then the trace with each step's position, C source line and what it did.
 */
public final class CounterexampleText {
  private final SourceLines sources = new SourceLines();

  public String render(Counterexample cex) {
    StringBuilder sb = new StringBuilder();
    sb.append("Inputs (in the order the program reads them):\n");
    if (cex.inputs().isEmpty()) {
      sb.append("  (none)\n");
    }
    int i = 1;
    for (Input in : cex.inputs()) {
      String number = Integer.toString(i++);
      sb.append(" ".repeat(Math.max(0, 4 - number.length())))
          .append(number)
          .append(". ")
          .append(ReasonText.origin(in.origin()))
          .append(" = ")
          .append(ValueText.constant(in.value()))
          // A C library model's input has no place in the program's source.
          .append(in.loc().isKnown() ? "    at " + in.loc() : "")
          .append('\n');
    }
    sb.append("Trace:\n");
    SourceLoc last = null;
    for (TraceStep s : cex.steps()) {
      String text = TraceText.event(s.event());
      if (text.isEmpty()) {
        continue;
      }
      boolean sameLine =
          last != null && last.line() == s.loc().line() && last.file().equals(s.loc().file());
      if (!sameLine && s.loc().isKnown()) {
        sb.append(column(s.loc().fileName() + ":" + s.loc().line()))
            .append(' ')
            .append(sources.line(s.loc()))
            .append('\n');
      }
      sb.append(column("")).append("   ").append(text).append('\n');
      last = s.loc();
    }
    sb.append("Violated property: ")
        .append(cex.property().svcompName())
        .append(' ')
        .append(cex.where())
        .append('\n');
    return sb.toString();
  }

  /**
   * {@code text} indented by two and padded to the trace's first column, as {@code " %-22s"} would
   * (the formatter costs a short run more than the rest of the report).
   */
  private static String column(String text) {
    return "  " + text + " ".repeat(Math.max(0, 22 - text.length()));
  }
}
