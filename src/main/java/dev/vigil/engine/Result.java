package dev.vigil.engine;

import java.util.Objects;
import java.util.Optional;

/**
 * What an engine returns: the verdict, the statistics of the run and, where the engine has one, a
 * picture of its search. Wrappers (replay, a portfolio) pass these on and may add statistics.
 */
public record Result(Verdict verdict, Statistics statistics, Optional<Picture> picture) {
  public Result {
    Objects.requireNonNull(verdict);
    Objects.requireNonNull(statistics);
    Objects.requireNonNull(picture);
  }

  /** A result without a picture. */
  public Result(Verdict verdict, Statistics statistics) {
    this(verdict, statistics, Optional.empty());
  }

  /** A verdict without statistics. */
  public static Result of(Verdict verdict) {
    return new Result(verdict, Statistics.EMPTY);
  }

  /** The same verdict with {@code more} statistics after these. */
  public Result plus(Statistics more) {
    return new Result(verdict, statistics.plus(more), picture);
  }

  /** Another verdict with the same statistics and picture. */
  public Result withVerdict(Verdict other) {
    return new Result(other, statistics, picture);
  }
}
