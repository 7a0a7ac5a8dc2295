package dev.vigil.bench;

import dev.vigil.task.Task;

/**
 * SV-COMP scoring: +2 for a correct TRUE, +1 for a correct FALSE, -32 for a wrong TRUE, -16 for a
 * wrong FALSE, 0 otherwise. A FALSE answer is correct only if it names the violated property
 * expected: for memory safety, the expected subproperty ({@code FALSE(valid-free)} is wrong when
 * {@code valid-deref} is expected).
 */
public final class Scoring {
  private Scoring() {}

  public static Classification classify(BenchTask task, Answer answer) {
    if (answer.kind() == Answer.Kind.UNKNOWN) {
      return Classification.UNKNOWN;
    }
    if (task.expected().isEmpty()) {
      return Classification.NOT_SCORED;
    }
    Task.Expected expected = task.expected().get();
    if (answer.kind() == Answer.Kind.TRUE) {
      return expected.verdict() ? Classification.CORRECT_TRUE : Classification.WRONG_TRUE;
    }
    if (expected.verdict()) {
      return Classification.WRONG_FALSE;
    }
    String violated = answer.violated().orElse("");
    boolean rightProperty =
        expected.subproperty().map(violated::equals).orElse(task.violationNames().contains(violated));
    return rightProperty ? Classification.CORRECT_FALSE : Classification.WRONG_FALSE;
  }

  /** The total score of some results. */
  public static int score(Iterable<TaskResult> results) {
    int sum = 0;
    for (TaskResult r : results) {
      sum += r.classification().points();
    }
    return sum;
  }
}
