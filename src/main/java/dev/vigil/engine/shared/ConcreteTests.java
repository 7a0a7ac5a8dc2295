package dev.vigil.engine.shared;

import dev.vigil.analysis.InputRanges;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Verdict;
import dev.vigil.interp.InputRange;
import dev.vigil.interp.InputSupplier;
import dev.vigil.interp.Inputs;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Input;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import java.util.HashMap;
import java.util.Map;

/**
 * Concrete runs of the interpreter: an all-zero run first, then runs on random inputs (see {@link
 * Inputs#random}), drawn where they can from the ranges that the program assumes of them ({@link
 * InputRanges}). A run that reaches an error of a property other than undefined behaviour is a
 * counterexample. A run that read no input, no uninitialised byte and nothing that a function
 * without a body may have written is the program's only execution, so its outcome decides the
 * program. The whole method of the {@code random} engine, and the first stage of {@code
 * kinduction}: most bugs of the shared SV-COMP tasks show in the first few runs, which cost less
 * than opening a solver.
 */
public final class ConcreteTests {
  private static final long SEED_STRIDE = 0x9E3779B97F4A7C15L;

  private ConcreteTests() {}

  /**
   * How many runs, and how long. Runs and their step limits do not depend on the time: the step
   * limit starts at {@code firstRunSteps} and doubles while runs hit it, up to {@code maxRunSteps}.
   *
   * @param seed the seed of the first random run; later runs derive theirs from it
   * @param maxRuns the most runs to make (the budget may end them first)
   * @param stopAtLongRun end at the first run that hits the largest step limit: a program that runs
   *     that long is left to the engine that comes next
   */
  public record Limits(
      long seed, long firstRunSteps, long maxRunSteps, long maxRuns, boolean stopAtLongRun) {
    public Limits {
      if (firstRunSteps < 1 || maxRunSteps < firstRunSteps || maxRuns < 1) {
        throw new IllegalArgumentException("bad limits of concrete runs");
      }
    }
  }

  /**
   * The verdict of the runs (UNKNOWN with a summary of the runs when they decided nothing) and
   * their number.
   */
  public record Tested(Verdict verdict, long runs) {
    public boolean decided() {
      return !(verdict instanceof Verdict.Unknown);
    }
  }

  /** Runs {@code program} within {@code limits} and the budget. */
  public static Tested run(Program program, Budget budget, Limits limits) {
    if (program.function("main").isEmpty()) {
      return new Tested(
          new Verdict.Unknown(Reason.of(Reason.Kind.UNSUPPORTED, "a program without main")), 0);
    }
    RunTally tally = new RunTally();
    Interpreter interpreter = new Interpreter(program);
    Map<Op.Havoc, InputRange> ranges = inputRanges(program);
    long steps = limits.firstRunSteps();
    while (tally.runs() < limits.maxRuns() && !budget.exhausted()) {
      budget.reached("runs", tally.runs());
      InputSupplier base =
          tally.runs() == 0
              ? Inputs.zeros()
              : Inputs.random(limits.seed() + SEED_STRIDE * tally.runs(), ranges);
      RecordingInputs inputs = new RecordingInputs(base);
      // The budget stops a long run: runs and their step limits do not depend on the time.
      Outcome outcome = interpreter.run(inputs, steps, false, budget::exhausted);
      tally.add(outcome, steps);
      if (outcome instanceof Outcome.ErrorReached e
          && e.property() != Property.UNDEFINED_BEHAVIOR) {
        return new Tested(
            new Verdict.Violated(counterexample(interpreter, e, inputs.bytesRead(), steps)),
            tally.runs());
      }
      // Nondeterminism comes only from inputs, uninitialised bytes and what functions without a
      // body may write (SEMANTICS.md): a run that depends on none of them is every run.
      boolean onlyExecution =
          outcome.inputs().isEmpty()
              && inputs.bytesRead().isEmpty()
              && outcome.havocReads().isEmpty();
      if (outcome instanceof Outcome.StepLimit && steps < limits.maxRunSteps()) {
        steps = Math.min(limits.maxRunSteps(), 2 * steps);
      } else if (onlyExecution) {
        return new Tested(decideOnlyExecution(outcome, steps), tally.runs());
      } else if (outcome instanceof Outcome.StepLimit && limits.stopAtLongRun()) {
        break;
      }
    }
    return new Tested(
        new Verdict.Unknown(Reason.of(Reason.Kind.INCOMPLETE, tally.summary())), tally.runs());
  }

  /** The ranges of the program's inputs, made once (each run's supplier keeps them uncopied). */
  private static Map<Op.Havoc, InputRange> inputRanges(Program program) {
    Map<Op.Havoc, InputRange> ranges = new HashMap<>();
    InputRanges.of(program).forEach((site, i) -> ranges.put(site, new InputRange(i.lo(), i.hi())));
    return Map.copyOf(ranges);
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
