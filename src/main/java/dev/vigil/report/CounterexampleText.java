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
      sb.append(
          String.format(
              "  %2d. %s = %s    at %s%n",
              i++, ReasonText.origin(in.origin()), ValueText.constant(in.value()), in.loc()));
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
        sb.append(
            String.format(
                "  %-22s %s%n", s.loc().fileName() + ":" + s.loc().line(), sources.line(s.loc())));
      }
      sb.append(String.format("  %-22s   %s%n", "", text));
      last = s.loc();
    }
    sb.append("Violated property: ")
        .append(cex.property().svcompName())
        .append(" at ")
        .append(cex.violation())
        .append('\n');
    return sb.toString();
  }
}
