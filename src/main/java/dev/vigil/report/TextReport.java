package dev.vigil.report;

import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.task.Task;

/**
 * The text {@code vigil verify} prints: a counterexample, the verdict line, the proof, whether the
 * verdict is the task's expected one, and (on request) the statistics.
 */
public final class TextReport {
  private TextReport() {}

  public static String render(Task task, Result result, boolean statistics) {
    Verdict verdict = result.verdict();
    StringBuilder sb = new StringBuilder();
    if (verdict instanceof Verdict.Violated v) {
      sb.append(new CounterexampleText().render(v.counterexample()));
    }
    sb.append(VerdictText.line(verdict)).append('\n');
    if (verdict instanceof Verdict.Proved p) {
      sb.append(ProofText.render(p.proof()));
    }
    task.expected().ifPresent(e -> sb.append(Expectations.describe(verdict, e)).append('\n'));
    if (statistics) {
      sb.append(StatisticsText.render(result.statistics()));
    }
    return sb.toString();
  }
}
