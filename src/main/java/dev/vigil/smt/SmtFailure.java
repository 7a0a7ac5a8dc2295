package dev.vigil.smt;

/**
 * The solver could not answer: it failed, does not support a theory, or was cancelled. Engines
 * turn this into {@code Unknown("solver: ...")}, or {@code Unknown("timeout")} when {@link
 * #cancelled()}.
 */
public final class SmtFailure extends Exception {
  private final boolean cancelled;

  public SmtFailure(String message, boolean cancelled, Throwable cause) {
    super(message, cause);
    this.cancelled = cancelled;
  }

  public SmtFailure(String message) {
    this(message, false, null);
  }

  /** True when the failure is the requested cancellation (timeout), not a solver problem. */
  public boolean cancelled() {
    return cancelled;
  }
}
