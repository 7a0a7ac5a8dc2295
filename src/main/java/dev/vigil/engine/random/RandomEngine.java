package dev.vigil.engine.random;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.Result;
import dev.vigil.engine.Statistics;
import dev.vigil.engine.shared.ConcreteTests;
import dev.vigil.ir.Program;
import java.util.Objects;

/**
 * Random testing: an all-zero run first, then runs on random inputs until the budget ends ({@link
 * ConcreteTests}). A run that reaches an error of a property other than undefined behaviour is the
 * counterexample. A run that read no input and no uninitialised byte is the program's only
 * execution, so its outcome decides the program.
 */
public final class RandomEngine implements Engine {
  public static final EngineDescriptor DESCRIPTOR =
      new EngineDescriptor(
          "random",
          "runs the concrete interpreter on random and boundary inputs: it only finds bugs",
          RandomOptions.ALL,
          values -> new RandomEngine(RandomOptions.from(values)));

  private final RandomOptions options;

  public RandomEngine(RandomOptions options) {
    this.options = Objects.requireNonNull(options);
  }

  @Override
  public Result verify(Program program, Budget budget) {
    ConcreteTests.Tested tested = ConcreteTests.run(program, budget, options.limits());
    return new Result(
        tested.verdict(), Statistics.builder().count("random_runs", tested.runs()).build());
  }
}
