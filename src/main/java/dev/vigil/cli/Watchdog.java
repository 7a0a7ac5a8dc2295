package dev.vigil.cli;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
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

  static Verdict run(Engine engine, Program program, Budget budget) {
    AtomicReference<Verdict> result = new AtomicReference<>();
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
      return new Verdict.Unknown("out of memory");
    }
    if (t instanceof StackOverflowError) {
      return new Verdict.Unknown("stack overflow in Vigil");
    }
    if (t instanceof RuntimeException || t instanceof Error) {
      sneakyThrow(t);
    }
    Verdict v = result.get();
    if (v == null) {
      return new Verdict.Unknown("timeout");
    }
    return v;
  }

  @SuppressWarnings("unchecked")
  private static <T extends Throwable> void sneakyThrow(Throwable t) throws T {
    throw (T) t;
  }
}
