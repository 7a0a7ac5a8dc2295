package dev.vigil.engine;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The resources an engine may use: a deadline in CPU time of the whole process and a cancellation
 * shared with the caller, who cancels when the time is up or the memory runs out. Engines poll
 * {@link #exhausted()} in their loops and pass the budget to the solver. In the other direction, an
 * engine tells the caller how far it has got ({@link #reached}), for a progress line.
 *
 * <p>CPU time, not wall time, as in SV-COMP and BenchExec: a verdict then does not depend on how
 * busy the machine is, and a run under a benchmark's CPU-time limit stops itself before it is
 * killed.
 */
public final class Budget {
  /** Longer limits are no limit (and would overflow nanosecond arithmetic). */
  private static final Duration MAX_LIMIT = Duration.ofDays(365);

  /** Why the work was stopped before its deadline. */
  public enum Cancellation {
    /** By the caller, at the time limit. */
    CANCELLED,
    /** The memory limit was reached. */
    OUT_OF_MEMORY
  }

  private final long deadlineNanos;

  /** Empty while running; shared by a budget and its slices. */
  private final AtomicReference<Cancellation> cancelled;

  /** The engine's latest stage; shared by a budget and its slices. */
  private final AtomicReference<Stage> stage;

  private Budget(
      long deadlineNanos, AtomicReference<Cancellation> cancelled, AtomicReference<Stage> stage) {
    this.deadlineNanos = deadlineNanos;
    this.cancelled = cancelled;
    this.stage = stage;
  }

  /** A budget of {@code limit} more CPU time from now. A limit too large has no deadline. */
  public static Budget of(Duration limit) {
    return endingAt(ProcessCpuClock.nanos(), limit);
  }

  /** A budget of {@code limit} CPU time counted from the start of the process (its whole life). */
  public static Budget sinceProcessStart(Duration limit) {
    return endingAt(0, limit);
  }

  private static Budget endingAt(long startCpuNanos, Duration limit) {
    if (limit.compareTo(MAX_LIMIT) >= 0) {
      return unlimited();
    }
    return new Budget(
        startCpuNanos + limit.toNanos(), new AtomicReference<>(), new AtomicReference<>());
  }

  private static Budget unlimited() {
    return new Budget(Long.MAX_VALUE, new AtomicReference<>(), new AtomicReference<>());
  }

  /** A budget that ends no later than this one and at most {@code limit} from now. */
  public Budget slice(Duration limit) {
    if (limit.compareTo(MAX_LIMIT) >= 0) {
      return new Budget(deadlineNanos, cancelled, stage);
    }
    long sliceEnd = ProcessCpuClock.nanos() + limit.toNanos();
    return new Budget(Math.min(deadlineNanos, sliceEnd), cancelled, stage);
  }

  public boolean exhausted() {
    return cancelled.get() != null || ProcessCpuClock.nanos() >= deadlineNanos;
  }

  /**
   * Whether the budget is spent, counting {@code alsoSpent} of CPU time that the clock does not see
   * yet: that of a child process still running.
   */
  public boolean exhausted(Duration alsoSpent) {
    return cancelled.get() != null
        || ProcessCpuClock.nanos() + alsoSpent.toNanos() >= deadlineNanos;
  }

  public void cancel() {
    cancelled.compareAndSet(null, Cancellation.CANCELLED);
  }

  /** Stops the work because the memory limit was reached. */
  public void cancelOutOfMemory() {
    cancelled.compareAndSet(null, Cancellation.OUT_OF_MEMORY);
  }

  public boolean isCancelled() {
    return cancelled.get() != null;
  }

  /** Whether the work was stopped because the memory limit was reached. */
  public boolean outOfMemory() {
    return cancelled.get() == Cancellation.OUT_OF_MEMORY;
  }

  /** Records that the engine has reached {@code measure} = {@code value} (cheap: one write). */
  public void reached(String measure, long value) {
    stage.set(new Stage(measure, value));
  }

  /** The latest stage an engine reported, if any. */
  public Optional<Stage> stage() {
    return Optional.ofNullable(stage.get());
  }

  /** The CPU time left. */
  public Duration remaining() {
    return Duration.ofNanos(Math.max(0, deadlineNanos - ProcessCpuClock.nanos()));
  }
}
