package dev.vigil.cli;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Program;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs an engine in its own thread (with a large stack, for deep recursion in analyses) and makes
 * the time limit hard: when the engine overruns its budget and ignores cancellation, the verdict is
 * UNKNOWN(timeout) all the same.
 */
final class Watchdog {
  private static final long STACK_BYTES = 512L << 20;
  private static final long GRACE_MILLIS = 2000;

  private Watchdog() {}

  static Result run(Engine engine, Program program, Budget budget) {
    AtomicReference<Result> result = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread worker =
        new Thread(
            null,
            () -> {
              try {
                result.set(engine.verify(program, budget));
              } catch (Throwable t) {
                failure.set(t);
              }
            },
            "vigil-engine",
            STACK_BYTES);
    worker.setDaemon(true);
    worker.start();
    try {
      worker.join(budget.remaining().toMillis() + GRACE_MILLIS);
      if (worker.isAlive()) {
        budget.cancel();
        worker.join(GRACE_MILLIS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      budget.cancel();
    }
    Throwable t = failure.get();
    if (t instanceof OutOfMemoryError) {
      return unknown(Reason.outOfMemory());
    }
    if (t instanceof StackOverflowError) {
      return unknown(Reason.of(Reason.Kind.INTERNAL_ERROR, "stack overflow in Vigil"));
    }
    if (t instanceof RuntimeException || t instanceof Error) {
      sneakyThrow(t);
    }
    Result r = result.get();
    return r != null ? r : unknown(Reason.timeout());
  }

  private static Result unknown(Reason reason) {
    return Result.of(new Verdict.Unknown(reason));
  }

  @SuppressWarnings("unchecked")
  private static <T extends Throwable> void sneakyThrow(Throwable t) throws T {
    throw (T) t;
  }
}
