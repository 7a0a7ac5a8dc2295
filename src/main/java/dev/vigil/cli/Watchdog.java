package dev.vigil.cli;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.frontend.FrontendException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs the work of one verification (front end, instrumentation, engine) in its own thread, with a
 * large stack for deep recursion, and makes the time limit hard. At the deadline the budget is
 * cancelled, which stops clang, the engines' loops and running solver checks; work that has not
 * returned a short grace later is abandoned and the verdict is UNKNOWN(timeout) all the same.
 * Memory exhausted anywhere in the work, or a budget cancelled for memory ({@link MemoryGuard}), is
 * UNKNOWN(out of memory).
 */
final class Watchdog {
  private static final long STACK_BYTES = 1L << 30;

  /** How long cancelled work may take to return its own verdict. */
  private static final long GRACE_MILLIS = 500;

  private static final long POLL_MILLIS = 50;

  /** The work: a result, or a front-end error about the input. */
  interface Work {
    Result run() throws FrontendException;
  }

  private Watchdog() {}

  static Result run(Budget budget, Work work) throws FrontendException {
    return run(budget, work, GRACE_MILLIS);
  }

  /**
   * As {@link #run(Budget, Work)}, but cancelled work may take {@code graceMillis} to return: a
   * sweep of entries waits longer, so that abandoned work does not pile up beside the next entry.
   */
  static Result run(Budget budget, Work work, long graceMillis) throws FrontendException {
    AtomicReference<Result> result = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread worker =
        new Thread(
            null,
            () -> {
              try {
                result.set(work.run());
              } catch (Throwable t) {
                failure.set(t);
              }
            },
            "vigil-engine",
            STACK_BYTES);
    worker.setDaemon(true);
    worker.start();
    try {
      while (worker.isAlive() && !budget.exhausted()) {
        // Wakes at the deadline, or when the memory guard cancels the budget (polled).
        worker.join(Math.max(1, Math.min(budget.remaining().toMillis(), POLL_MILLIS)));
      }
      if (worker.isAlive()) {
        budget.cancel();
        worker.join(graceMillis);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      budget.cancel();
    }
    Result stopped = unknown(budget.outOfMemory() ? Reason.outOfMemory() : Reason.timeout());
    if (worker.isAlive()) {
      return stopped;
    }
    Throwable t = failure.get();
    if (t instanceof FrontendException e) {
      if (budget.exhausted()) {
        return stopped;
      }
      throw e;
    }
    if (t instanceof OutOfMemoryError) {
      return unknown(Reason.outOfMemory());
    }
    if (t instanceof StackOverflowError) {
      return unknown(Reason.of(Reason.Kind.INTERNAL_ERROR, "stack overflow in Vigil"));
    }
    if (t != null) {
      sneakyThrow(t);
    }
    Result r = result.get();
    // Work stopped for memory says so, whatever it made of the cancellation.
    return budget.outOfMemory() && r.verdict() instanceof Verdict.Unknown
        ? r.withVerdict(stopped.verdict())
        : r;
  }

  private static Result unknown(Reason reason) {
    return Result.of(new Verdict.Unknown(reason));
  }

  @SuppressWarnings("unchecked")
  private static <T extends Throwable> void sneakyThrow(Throwable t) throws T {
    throw (T) t;
  }
}
