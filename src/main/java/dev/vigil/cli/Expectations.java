package dev.vigil.cli;

import dev.vigil.engine.Verdict;
import dev.vigil.ir.Property;
import dev.vigil.task.Task;
import java.util.Optional;

/** Compares a verdict with a task's expected verdict. */
final class Expectations {
  private Expectations() {}

  /** True or false when the verdict is definite; empty for UNKNOWN. */
  static Optional<Boolean> correct(Verdict verdict, Task.Expected expected, Task task) {
    if (verdict instanceof Verdict.Proved) {
      return Optional.of(expected.verdict());
    }
    if (verdict instanceof Verdict.Violated v) {
      if (expected.verdict()) {
        return Optional.of(false);
      }
      Property violated = v.counterexample().property();
      return Optional.of(
          expected.subproperty().map(s -> s.equals(violated.svcompName())).orElse(true));
    }
    return Optional.empty();
  }

  static String describe(Verdict verdict, Task.Expected expected, Task task) {
    Optional<Boolean> correct = correct(verdict, expected, task);
    if (correct.isEmpty()) {
      return "Expected verdict: " + expected + " (no verdict reached)";
    }
    return correct.get()
        ? "Expected verdict: " + expected + " (correct)"
        : "Expected verdict: " + expected + " (WRONG)";
  }
}
