package dev.vigil.engine.random;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Engine;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Verdict;
import dev.vigil.interp.InputSupplier;
import dev.vigil.interp.Inputs;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Random testing: an all-zero run first, then runs on random inputs (see {@link
 * Inputs#random}) until the budget ends. A run that reaches an error of a property other than
 * undefined behaviour is the counterexample. A run that read no input and no uninitialised byte
 * is the program's only execution, so its outcome decides the program.
 */
public final class RandomEngine implements Engine {
  private static final long SEED_STRIDE = 0x9E3779B97F4A7C15L;

  private final RandomOptions options;

  public RandomEngine(RandomOptions options) {
    this.options = Objects.requireNonNull(options);
  }

  @Override
  public Verdict verify(Program program, Budget budget) {
    if (program.function("main").isEmpty()) {
      return new Verdict.Unknown("the program has no main function");
    }
    Interpreter interpreter = new Interpreter(program);
    RunTally tally = new RunTally();
    long steps = options.firstRunSteps();
    while (tally.runs() < options.maxRuns() && !budget.exhausted()) {
      InputSupplier base =
          tally.runs() == 0 ? Inputs.zeros() : Inputs.random(options.seed() + SEED_STRIDE * tally.runs());
      RecordingInputs inputs = new RecordingInputs(base);
      // The budget stops a long run: runs and their step limits do not depend on the time.
      Outcome outcome = interpreter.run(inputs, steps, false, budget::exhausted);
      tally.add(outcome, steps);
      if (outcome instanceof Outcome.ErrorReached e && e.property() != Property.UNDEFINED_BEHAVIOR) {
        return new Verdict.Violated(counterexample(interpreter, e, inputs.bytesRead(), steps));
      }
      boolean onlyExecution = outcome.inputs().isEmpty() && inputs.bytesRead().isEmpty();
      if (outcome instanceof Outcome.StepLimit && steps < options.maxRunSteps()) {
        steps = Math.min(options.maxRunSteps(), 2 * steps);
      } else if (onlyExecution) {
        return decideOnlyExecution(outcome, steps);
      }
    }
    return new Verdict.Unknown(tally.summary());
  }

  /** The verdict when {@code outcome} is the program's one and only execution. */
  private static Verdict decideOnlyExecution(Outcome outcome, long steps) {
    if (outcome instanceof Outcome.NormalExit) {
      return new Verdict.Proved(
          Proof.of("the program reads no input and its only execution ends without error"));
    }
    if (outcome instanceof Outcome.StepLimit) {
      return new Verdict.Unknown("the program reads no input and its only execution runs longer than " + steps + " steps");
    }
    return new Verdict.Unknown("the program reads no input and its only execution " + RunTally.describe(outcome));
  }

  /** The counterexample of a run, replayed once more to record its trace. */
  private static Counterexample counterexample(
      Interpreter interpreter, Outcome.ErrorReached found, Map<Long, Byte> bytes, long steps) {
    List<Expr> values = found.inputs().stream().map(Outcome.InputRecord::value).toList();
    Outcome replayed = interpreter.run(Inputs.replay(values, bytes), steps, true);
    Outcome.ErrorReached run =
        replayed instanceof Outcome.ErrorReached again && again.property() == found.property() ? again : found;
    return new Counterexample(
        run.property(),
        run.loc(),
        run.inputs().stream().map(i -> new Counterexample.Input(i.loc(), i.origin(), i.value())).toList(),
        bytes,
        run.trace().stream().map(s -> new Counterexample.Step(s.loc(), s.function(), s.assignment())).toList());
  }
}
