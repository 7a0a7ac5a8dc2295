package dev.vigil.report;

import dev.vigil.engine.Counterexample;
import dev.vigil.ir.Expr;
import dev.vigil.ir.SourceLoc;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Renders a counterexample for people: the inputs in order (so the run can be replayed by hand),
 * then the trace with each step's position, C source line and assigned values.
 */
public final class CounterexampleText {
  private final Map<String, List<String>> sourceCache = new HashMap<>();

  public String render(Counterexample cex) {
    StringBuilder sb = new StringBuilder();
    sb.append("Inputs (in the order the program reads them):\n");
    if (cex.inputs().isEmpty()) {
      sb.append("  (none)\n");
    }
    int i = 1;
    for (Counterexample.Input in : cex.inputs()) {
      sb.append(String.format("  %2d. %s = %s    at %s%n", i++, in.origin(), value(in.value()), in.loc()));
    }
    sb.append("Trace:\n");
    SourceLoc last = null;
    for (Counterexample.Step s : cex.steps()) {
      boolean sameLine = last != null && last.line() == s.loc().line() && last.file().equals(s.loc().file());
      if (!sameLine && s.loc().isKnown()) {
        sb.append(String.format("  %-22s %s%n", s.loc().fileName() + ":" + s.loc().line(), sourceLine(s.loc())));
      }
      if (!s.assignment().isEmpty()) {
        sb.append(String.format("  %-22s   %s%n", "", s.assignment()));
      }
      last = s.loc();
    }
    sb.append("Violated property: ")
        .append(cex.property().svcompName())
        .append(" at ")
        .append(cex.violation())
        .append('\n');
    return sb.toString();
  }

  /** A constant as C would write it. */
  public static String value(Expr e) {
    if (e instanceof Expr.IntConst c) {
      return c.type().bits() == 1 ? Long.toString(c.bits()) : Long.toString(c.signedValue());
    }
    if (e instanceof Expr.FloatConst f) {
      return Double.toString(f.value());
    }
    return e.toString();
  }

  private String sourceLine(SourceLoc loc) {
    List<String> lines =
        sourceCache.computeIfAbsent(
            loc.file(),
            f -> {
              try {
                return Files.readAllLines(Path.of(f));
              } catch (IOException | RuntimeException e) {
                return List.of();
              }
            });
    int n = loc.line() - 1;
    return n >= 0 && n < lines.size() ? lines.get(n).strip() : "";
  }
}
