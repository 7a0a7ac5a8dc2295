package dev.vigil.report;

import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Verdict;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The text of {@code vigil verify --all-functions}: every report (one per property and source
 * position, with its trace from the entry that shows it in a context the program gives), the
 * violations set aside because they need a context that no caller was shown to give, one line per
 * function, then the totals.
 */
public final class SweepText {
  /**
   * What checking one function as the entry gave: the violations found from it (each once in the
   * sweep), and how the search ended (a proof, or why it stopped).
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

  /** What became of a violation found from an entry ({@code found}, from {@code entry}). */
  public sealed interface Finding {
    Counterexample found();

    String entry();

    /**
     * A report, with its trace from {@code from}: an entry whose context the program gives (main, a
     * root or callback), or one from which the violation needs nothing of its context.
     */
    record Report(Counterexample found, String entry, Counterexample trace, String from)
        implements Finding {}

    /** Needs a context that no caller gives: its callers were shown not to, or there are none. */
    record NoCaller(Counterexample found, String entry, String why) implements Finding {}

    /** Needs something of its entry's context; no caller showed it within the limits. */
    record Undecided(Counterexample found, String entry, String why) implements Finding {}
  }

  /** A whole sweep: each entry's result, and what became of each violation found. */
  public record Sweep(List<FunctionResult> functions, List<Finding> findings) {
    public Sweep {
      functions = List.copyOf(functions);
      findings = List.copyOf(findings);
    }
  }

  private SweepText() {}

  public static String render(Sweep sweep, Duration total) {
    StringBuilder sb = new StringBuilder();
    CounterexampleText cex = new CounterexampleText();
    int n = 0;
    Set<String> reporting = new LinkedHashSet<>();
    for (Finding f : sweep.findings()) {
      if (f instanceof Finding.Report r) {
        n++;
        reporting.add(r.from());
        Counterexample c = r.trace();
        sb.append(
            String.format(
                "Report %d: %s %s, entry %s%s%n",
                n,
                c.property().svcompName(),
                c.where(),
                r.from(),
                r.from().equals(r.entry())
                    ? ""
                    : " (found from " + r.entry() + ", which needs a context its callers give)"));
        sb.append(cex.render(c)).append('\n');
      }
    }
    long noCaller = set(sb, sweep, Finding.NoCaller.class, "Needs a context no caller gives");
    long undecided =
        set(sb, sweep, Finding.Undecided.class, "Needs its entry's context; no caller decided");
    sb.append("Functions checked as entries:\n");
    int proved = 0;
    int unknown = 0;
    for (FunctionResult r : sweep.functions()) {
      String end = r.end() instanceof Verdict.Violated ? "stopped" : VerdictText.verdict(r.end());
      sb.append(
          String.format(
              "  %-32s %2d found, then %s  (%.2f s)%n",
              r.function(), r.violations().size(), end, r.time().toNanos() / 1e9));
      if (r.end() instanceof Verdict.Proved) {
        proved++;
      } else if (r.end() instanceof Verdict.Unknown) {
        unknown++;
      }
    }
    sb.append(
        String.format(
            "Checked %d functions in %.1f s: %d reports in %d functions; %d functions proved"
                + " safe, %d with no verdict after their reports; set aside: %d need a context"
                + " no caller gives, %d undecided%n",
            sweep.functions().size(),
            total.toNanos() / 1e9,
            n,
            reporting.size(),
            proved,
            unknown,
            noCaller,
            undecided));
    return sb.toString();
  }

  /** Lists the findings of one kind set aside under {@code title}; how many there are. */
  private static long set(
      StringBuilder sb, Sweep sweep, Class<? extends Finding> kind, String title) {
    List<Finding> of = sweep.findings().stream().filter(kind::isInstance).toList();
    if (!of.isEmpty()) {
      sb.append(title).append(" (not reports):\n");
    }
    for (Finding f : of) {
      sb.append("  ").append(line(f)).append('\n');
    }
    return of.size();
  }

  /** One line on what became of a finding (as the sweep goes, and for those set aside). */
  public static String line(Finding f) {
    String what =
        switch (f) {
          case Finding.Report r -> "a report from " + r.from();
          case Finding.NoCaller c -> "needs a context no caller gives, " + c.why();
          case Finding.Undecided u -> "undecided, " + u.why();
        };
    return String.format(
        "%s %s, entry %s: %s",
        f.found().property().svcompName(), f.found().where(), f.entry(), what);
  }
}
