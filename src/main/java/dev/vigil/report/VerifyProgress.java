package dev.vigil.report;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Stage;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The progress line of {@code vigil verify} on a terminal: the engine, how far it has got (its
 * latest {@link Stage}: k, bound, runs) and the time elapsed, redrawn a few times a second until
 * closed, when the line is wiped so that the result stands alone.
 */
public final class VerifyProgress implements AutoCloseable {
  private static final long PERIOD_MILLIS = 250;

  private final StatusLine line;
  private final Optional<ScheduledExecutorService> timer;

  private VerifyProgress(StatusLine line, Optional<ScheduledExecutorService> timer) {
    this.line = line;
    this.timer = timer;
  }

  /**
   * The progress of {@code engine} working within {@code budget} since {@code startNanos}, on
   * standard error if it is a terminal; nothing otherwise.
   */
  public static VerifyProgress onStderr(String engine, Budget budget, long startNanos) {
    StatusLine line = new StatusLine(System.err, true);
    return StatusLine.stderrIsTerminal()
        ? start(line, engine, budget, startNanos)
        : new VerifyProgress(line, Optional.empty());
  }

  /** Starts drawing on {@code line} for {@code engine} working within {@code budget}. */
  static VerifyProgress start(StatusLine line, String engine, Budget budget, long startNanos) {
    ScheduledExecutorService timer =
        Executors.newSingleThreadScheduledExecutor(
            r -> Thread.ofPlatform().daemon().name("vigil-progress").unstarted(r));
    timer.scheduleAtFixedRate(
        () -> line.show(render(engine, budget.stage(), (System.nanoTime() - startNanos) / 1e9)),
        0,
        PERIOD_MILLIS,
        TimeUnit.MILLISECONDS);
    return new VerifyProgress(line, Optional.of(timer));
  }

  /** Prints {@code message} on standard error without mixing it into the progress line. */
  public void note(String message) {
    line.note(message);
  }

  /** The line: {@code kinduction | k 3 | elapsed 0:12}. */
  static String[] render(String engine, Optional<Stage> stage, double elapsedSeconds) {
    String elapsed = "elapsed " + StatusLine.clock(elapsedSeconds);
    return stage
        .map(s -> new String[] {engine, s.measure() + " " + s.value(), elapsed})
        .orElseGet(() -> new String[] {engine, "starting", elapsed});
  }

  @Override
  public void close() {
    timer.ifPresent(
        t -> {
          t.shutdownNow();
          try {
            t.awaitTermination(1, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          line.end(false);
        });
  }
}
