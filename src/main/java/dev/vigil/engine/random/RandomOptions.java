package dev.vigil.engine.random;

import dev.vigil.engine.EngineOption;
import dev.vigil.engine.OptionValues;
import dev.vigil.engine.shared.ConcreteTests;
import java.util.List;

/**
 * The options of the {@code random} engine.
 *
 * @param seed the seed of the first random run; later runs derive theirs from it
 * @param firstRunSteps the step limit of the first runs; it doubles while runs hit it
 * @param maxRunSteps the largest step limit of one run
 * @param maxRuns the most runs to make (the time budget usually ends them first)
 */
public record RandomOptions(long seed, long firstRunSteps, long maxRunSteps, long maxRuns) {
  static final EngineOption<Long> SEED =
      EngineOption.number("seed", "N", 1, "the seed of the random inputs");

  /** The options the command line offers for {@code random}. */
  static final List<EngineOption<?>> ALL = List.of(SEED);

  public RandomOptions {
    if (firstRunSteps < 1 || maxRunSteps < firstRunSteps || maxRuns < 1) {
      throw new IllegalArgumentException("bad random engine options");
    }
  }

  public static RandomOptions defaults() {
    return new RandomOptions(1, 100_000, 100_000_000, Long.MAX_VALUE);
  }

  static RandomOptions from(OptionValues values) {
    return defaults().withSeed(values.get(SEED));
  }

  /** The limits of the runs: as many as the budget allows. */
  public ConcreteTests.Limits limits() {
    return new ConcreteTests.Limits(seed, firstRunSteps, maxRunSteps, maxRuns, false);
  }

  public RandomOptions withSeed(long newSeed) {
    return new RandomOptions(newSeed, firstRunSteps, maxRunSteps, maxRuns);
  }

  public RandomOptions withMaxRuns(long newMaxRuns) {
    return new RandomOptions(seed, firstRunSteps, maxRunSteps, newMaxRuns);
  }

  public RandomOptions withRunSteps(long first, long max) {
    return new RandomOptions(seed, first, max, maxRuns);
  }
}
