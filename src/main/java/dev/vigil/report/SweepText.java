package dev.vigil.report;

import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Verdict;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * The text of {@code vigil verify --all-functions}: every report (one per property and source
 * position, for the first entry that showed it) with its trace, then one line per function, then
 * the totals.
 */
public final class SweepText {
  /**
   * What checking one function as the entry gave: the violations found (each reported once), and
   * how the search ended (a proof, or why it stopped).
   */
  public record FunctionResult(
      String function, List<Counterexample> violations, Verdict end, Duration time) {
    public FunctionResult {
      Objects.requireNonNull(function);
      violations = List.copyOf(violations);
      Objects.requireNonNull(end);
      Objects.requireNonNull(time);
    }
  }

  private SweepText() {}

  public static String render(List<FunctionResult> results, Duration total) {
    StringBuilder sb = new StringBuilder();
    CounterexampleText cex = new CounterexampleText();
    int n = 0;
    for (FunctionResult r : results) {
      for (Counterexample c : r.violations()) {
        n++;
        sb.append(
            String.format(
                "Report %d: %s at %s, entry %s%n",
                n, c.property().svcompName(), c.violation(), r.function()));
        sb.append(cex.render(c)).append('\n');
      }
    }
    sb.append("Functions checked as entries:\n");
    int proved = 0;
    int unknown = 0;
    for (FunctionResult r : results) {
      String end = r.end() instanceof Verdict.Violated ? "stopped" : VerdictText.verdict(r.end());
      sb.append(
          String.format(
              "  %-32s %2d report%s, then %s  (%.2f s)%n",
              r.function(),
              r.violations().size(),
              r.violations().size() == 1 ? "" : "s",
              end,
              r.time().toNanos() / 1e9));
      if (r.end() instanceof Verdict.Proved) {
        proved++;
      } else if (r.end() instanceof Verdict.Unknown) {
        unknown++;
      }
    }
    long withReports = results.stream().filter(r -> !r.violations().isEmpty()).count();
    sb.append(
        String.format(
            "Checked %d functions in %.1f s: %d reports in %d functions; %d functions proved"
                + " safe, %d with no verdict after their reports%n",
            results.size(), total.toNanos() / 1e9, n, withReports, proved, unknown));
    return sb.toString();
  }
}
