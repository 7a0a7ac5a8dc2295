package dev.vigil.engine.random;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Engine;
import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Statistics;
import dev.vigil.engine.Verdict;
import dev.vigil.interp.InputSupplier;
import dev.vigil.interp.Inputs;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Input;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import java.util.Map;
import java.util.Objects;

/**
 * Random testing: an all-zero run first, then runs on random inputs (see {@link Inputs#random})
 * until the budget ends. A run that reaches an error of a property other than undefined behaviour
 * is the counterexample. A run that read no input and no uninitialised byte is the program's only
 * execution, so its outcome decides the program.
 */
public final class RandomEngine implements Engine {
  public static final EngineDescriptor DESCRIPTOR =
      new EngineDescriptor(
          "random",
          "runs the concrete interpreter on random and boundary inputs: it only finds bugs",
          RandomOptions.ALL,
          values -> new RandomEngine(RandomOptions.from(values)));

  private static final long SEED_STRIDE = 0x9E3779B97F4A7C15L;

  private final RandomOptions options;

  public RandomEngine(RandomOptions options) {
    this.options = Objects.requireNonNull(options);
  }

  @Override
  public Result verify(Program program, Budget budget) {
    RunTally tally = new RunTally();
    Verdict verdict = run(program, budget, tally);
    return new Result(verdict, Statistics.builder().count("random_runs", tally.runs()).build());
  }

  private Verdict run(Program program, Budget budget, RunTally tally) {
    if (program.function("main").isEmpty()) {
      return new Verdict.Unknown(Reason.of(Reason.Kind.UNSUPPORTED, "a program without main"));
    }
    Interpreter interpreter = new Interpreter(program);
    long steps = options.firstRunSteps();
    while (tally.runs() < options.maxRuns() && !budget.exhausted()) {
      budget.reached("runs", tally.runs());
      InputSupplier base =
          tally.runs() == 0
              ? Inputs.zeros()
              : Inputs.random(options.seed() + SEED_STRIDE * tally.runs());
      RecordingInputs inputs = new RecordingInputs(base);
      // The budget stops a long run: runs and their step limits do not depend on the time.
      Outcome outcome = interpreter.run(inputs, steps, false, budget::exhausted);
      tally.add(outcome, steps);
      if (outcome instanceof Outcome.ErrorReached e
          && e.property() != Property.UNDEFINED_BEHAVIOR) {
        return new Verdict.Violated(counterexample(interpreter, e, inputs.bytesRead(), steps));
      }
      boolean onlyExecution = outcome.inputs().isEmpty() && inputs.bytesRead().isEmpty();
      if (outcome instanceof Outcome.StepLimit && steps < options.maxRunSteps()) {
        steps = Math.min(options.maxRunSteps(), 2 * steps);
      } else if (onlyExecution) {
        return decideOnlyExecution(outcome, steps);
      }
    }
    return new Verdict.Unknown(Reason.of(Reason.Kind.INCOMPLETE, tally.summary()));
  }

  /** The verdict when {@code outcome} is the program's one and only execution. */
  private static Verdict decideOnlyExecution(Outcome outcome, long steps) {
    String only = "the program reads no input and its only execution ";
    return switch (outcome) {
      case Outcome.NormalExit n -> new Verdict.Proved(Proof.of(only + "ends without error"));
      case Outcome.StepLimit s ->
          new Verdict.Unknown(
              Reason.of(Reason.Kind.INCOMPLETE, only + "runs longer than " + steps + " steps"));
      case Outcome.UndefinedBehavior u ->
          new Verdict.Unknown(Reason.of(Reason.Kind.UNDEFINED_BEHAVIOR, u.what(), u.loc()));
      case Outcome.ErrorReached e ->
          new Verdict.Unknown(Reason.of(Reason.Kind.UNDEFINED_BEHAVIOR, e.message(), e.loc()));
      case Outcome.AssumeViolated a ->
          new Verdict.Unknown(Reason.of(Reason.Kind.INCOMPLETE, only + RunTally.describe(outcome)));
    };
  }

  /** The counterexample of a run, replayed once more to record its trace. */
  private static Counterexample counterexample(
      Interpreter interpreter, Outcome.ErrorReached found, Map<Long, Byte> bytes, long steps) {
    Outcome replayed =
        interpreter.run(
            Inputs.replay(found.inputs().stream().map(Input::value).toList(), bytes), steps, true);
    Outcome.ErrorReached run =
        replayed instanceof Outcome.ErrorReached again && again.property() == found.property()
            ? again
            : found;
    return new Counterexample(run.property(), run.loc(), run.inputs(), bytes, run.trace());
  }
}
