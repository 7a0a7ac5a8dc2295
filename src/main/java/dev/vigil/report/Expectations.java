package dev.vigil.report;

import dev.vigil.engine.Verdict;
import dev.vigil.task.Task;
import java.util.Optional;

/** Compares a verdict with a task's expected verdict. */
public final class Expectations {
  private Expectations() {}

  /** True or false when the verdict is definite; empty for UNKNOWN. */
  public static Optional<Boolean> correct(Verdict verdict, Task.Expected expected) {
    return switch (verdict) {
      case Verdict.Proved p -> Optional.of(expected.verdict());
      case Verdict.Violated v ->
          Optional.of(
              !expected.verdict()
                  && expected
                      .subproperty()
                      .map(s -> s.equals(v.counterexample().property().svcompName()))
                      .orElse(true));
      case Verdict.Unknown u -> Optional.empty();
    };
  }

  static String describe(Verdict verdict, Task.Expected expected) {
    Optional<Boolean> correct = correct(verdict, expected);
    if (correct.isEmpty()) {
      return "Expected verdict: " + expected + " (no verdict reached)";
    }
    return "Expected verdict: " + expected + (correct.get() ? " (correct)" : " (WRONG)");
  }
}
