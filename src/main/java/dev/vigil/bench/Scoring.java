package dev.vigil.bench;

import dev.vigil.task.Task;

/**
 * SV-COMP scoring: +2 for a correct TRUE, +1 for a correct FALSE, -32 for a wrong TRUE, -16 for a
 * wrong FALSE, 0 otherwise. A FALSE answer is correct only if it names the violated property
 * expected: for memory safety, the expected subproperty ({@code FALSE(valid-free)} is wrong when
 * {@code valid-deref} is expected). As in BenchExec, a FALSE that names a property the task does
 * not check is no answer for it (see {@link #fitting}).
 */
public final class Scoring {
  private Scoring() {}

  /**
   * The answer, or UNKNOWN when it is a FALSE for a property the task does not check (such as
   * {@code FALSE(no-overflow)} for an unreach-call task): BenchExec scores those as unknown too.
   */
  public static Answer fitting(BenchTask task, Answer answer) {
    if (answer.kind() != Answer.Kind.FALSE
        || task.violationNames().contains(answer.violated().orElse(""))) {
      return answer;
    }
    return Answer.unknown(
        Answer.WRONG_PROPERTY,
        answer.verdictText() + " does not fit the property " + task.property());
  }

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
    if (!task.violationNames().contains(violated)) {
      return Classification.UNKNOWN;
    }
    boolean rightSubproperty = expected.subproperty().map(violated::equals).orElse(true);
    return rightSubproperty ? Classification.CORRECT_FALSE : Classification.WRONG_FALSE;
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
