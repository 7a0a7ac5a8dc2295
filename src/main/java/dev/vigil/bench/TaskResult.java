package dev.vigil.bench;

import java.util.Objects;

/**
 * One row of the results: the task, what was expected and answered, how that scores, and the
 * resources used. {@code verdict} is {@code TRUE}, {@code FALSE(property)} or {@code UNKNOWN};
 * {@code reason} says why for UNKNOWN and is empty otherwise, {@code reasonKind} is its kind (see
 * {@link Answer}). {@code exitCode} is the child's, or -1 when the child was killed at a limit.
 */
public record TaskResult(
    String task,
    String category,
    String property,
    String expected,
    String verdict,
    String reason,
    String reasonKind,
    Classification classification,
    double cpuSeconds,
    double wallSeconds,
    double memoryMb,
    int exitCode) {

  public TaskResult {
    Objects.requireNonNull(task);
    Objects.requireNonNull(category);
    Objects.requireNonNull(property);
    Objects.requireNonNull(expected);
    Objects.requireNonNull(verdict);
    Objects.requireNonNull(reason);
    Objects.requireNonNull(reasonKind);
    Objects.requireNonNull(classification);
  }

  public int score() {
    return classification.points();
  }

  /** The verdict with its reason, as Vigil prints it: {@code UNKNOWN(timeout)}. */
  public String result() {
    return reason.isEmpty() ? verdict : verdict + "(" + reason + ")";
  }
}
