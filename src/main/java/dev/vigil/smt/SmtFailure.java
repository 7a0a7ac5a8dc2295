package dev.vigil.smt;

/**
 * The solver could not answer: it failed, does not support a theory, ran out of memory, or was
 * cancelled. Engines turn this into {@code Unknown(}{@link #reason()}{@code )}.
 */
public final class SmtFailure extends Exception {
  /** Why the solver gave no answer. */
  public enum Kind {
    /** The requested cancellation (a timeout). */
    CANCELLED,
    /** The solver's memory limit ({@code vigil.z3.memory.mb}) was reached. */
    OUT_OF_MEMORY,
    /** A check needed more work than its context allows (see {@link Smt#limitsWork}). */
    WORK_LIMIT,
    FAILED
  }

  private final Kind kind;

  public SmtFailure(String message, Kind kind, Throwable cause) {
    super(message, cause);
    this.kind = kind;
  }

  public SmtFailure(String message) {
    this(message, Kind.FAILED, null);
  }

  /** True when the failure is the requested cancellation (timeout), not a solver problem. */
  public boolean cancelled() {
    return kind == Kind.CANCELLED;
  }

  /** True when the solver reached its memory limit: the run should end, as at a timeout. */
  public boolean outOfMemory() {
    return kind == Kind.OUT_OF_MEMORY;
  }

  /** True when a check needed more work than its context allows. */
  public boolean workLimitReached() {
    return kind == Kind.WORK_LIMIT;
  }

  public Kind kind() {
    return kind;
  }

  /** The reason of the UNKNOWN verdict: {@code timeout}, {@code out of memory}, or the failure. */
  public String reason() {
    return switch (kind) {
      case CANCELLED -> "timeout";
      case OUT_OF_MEMORY -> "out of memory";
      case WORK_LIMIT -> "solver work limit reached";
      case FAILED -> "solver: " + getMessage();
    };
  }
}
