package dev.vigil.engine;

import java.util.Objects;

/**
 * What an engine returns: the verdict and the statistics of the run. Wrappers (replay, a portfolio)
 * pass the statistics on and may add their own.
 */
public record Result(Verdict verdict, Statistics statistics) {
  public Result {
    Objects.requireNonNull(verdict);
    Objects.requireNonNull(statistics);
  }

  /** A verdict without statistics. */
  public static Result of(Verdict verdict) {
    return new Result(verdict, Statistics.EMPTY);
  }

  /** The same verdict with {@code more} statistics after these. */
  public Result plus(Statistics more) {
    return new Result(verdict, statistics.plus(more));
  }

  /** Another verdict with the same statistics. */
  public Result withVerdict(Verdict other) {
    return new Result(other, statistics);
  }
}
