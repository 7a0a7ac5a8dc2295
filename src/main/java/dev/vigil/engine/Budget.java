package dev.vigil.engine;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The resources an engine may use: a wall-clock deadline and a cancellation flag shared with the
 * caller. Engines poll {@link #exhausted()} in their loops and pass the budget to the solver.
 */
public final class Budget {
  private final long deadlineNanos;
  private final AtomicBoolean cancelled;

  private Budget(long deadlineNanos, AtomicBoolean cancelled) {
    this.deadlineNanos = deadlineNanos;
    this.cancelled = cancelled;
  }

  public static Budget of(Duration limit) {
    return new Budget(System.nanoTime() + limit.toNanos(), new AtomicBoolean());
  }

  /** A budget that ends no later than this one and at most {@code limit} from now. */
  public Budget slice(Duration limit) {
    long sliceEnd = System.nanoTime() + limit.toNanos();
    return new Budget(Math.min(deadlineNanos, sliceEnd), cancelled);
  }

  public boolean exhausted() {
    return cancelled.get() || System.nanoTime() >= deadlineNanos;
  }

  public void cancel() {
    cancelled.set(true);
  }

  public Duration remaining() {
    return Duration.ofNanos(Math.max(0, deadlineNanos - System.nanoTime()));
  }
}
