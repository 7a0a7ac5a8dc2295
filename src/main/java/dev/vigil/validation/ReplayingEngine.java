package dev.vigil.validation;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Engine;
import dev.vigil.engine.Verdict;
import dev.vigil.interp.Inputs;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Wraps an engine so that no FALSE verdict leaves Vigil unless the concrete interpreter, fed the
 * counterexample's inputs, reaches the same property violation. A counterexample that does not
 * replay is an engine bug: it is reported loudly and the verdict becomes UNKNOWN.
 */
public final class ReplayingEngine implements Engine {
  /** Enough for any counterexample an engine can produce within our time limits. */
  private static final long MAX_REPLAY_STEPS = 2_000_000_000L;

  private final Engine engine;
  private final Consumer<String> alarms;

  public ReplayingEngine(Engine engine, Consumer<String> alarms) {
    this.engine = Objects.requireNonNull(engine);
    this.alarms = Objects.requireNonNull(alarms);
  }

  @Override
  public Verdict verify(Program program, Budget budget) {
    Verdict verdict = engine.verify(program, budget);
    if (!(verdict instanceof Verdict.Violated violated)) {
      return verdict;
    }
    return replay(program, violated.counterexample());
  }

  /** The verdict a counterexample deserves once replayed. */
  public Verdict replay(Program program, Counterexample cex) {
    if (cex.property() == Property.UNDEFINED_BEHAVIOR) {
      return new Verdict.Unknown("undefined behavior at " + cex.violation());
    }
    Outcome outcome =
        new Interpreter(program)
            .run(
                Inputs.replay(cex.inputValues(), cex.uninitializedMemory()), MAX_REPLAY_STEPS, true);
    Optional<String> external = externalDependence(program, outcome);
    if (outcome instanceof Outcome.ErrorReached reached) {
      if (reached.property() == cex.property()) {
        if (external.isPresent()) {
          // The model let a function without a body return or write anything; the real one may not.
          return new Verdict.Unknown(external.get());
        }
        return new Verdict.Violated(Counterexamples.fromRun(reached, cex.uninitializedMemory()));
      }
      if (reached.property() == Property.UNDEFINED_BEHAVIOR) {
        return new Verdict.Unknown("undefined behavior at " + reached.loc() + ": " + reached.message());
      }
    }
    if (outcome instanceof Outcome.UndefinedBehavior ub) {
      return new Verdict.Unknown("undefined behavior at " + ub.loc() + ": " + ub.what());
    }
    if (!outcome.havocReads().isEmpty()) {
      // Bytes that a function without a body wrote replay by address; the engine's model may give
      // one address different values at different calls, so such a run need not follow it.
      return new Verdict.Unknown(external.orElseThrow());
    }
    String what = Counterexamples.describe(outcome);
    alarms.accept(
        "BUG: the engine's counterexample for "
            + cex.property().svcompName()
            + " does not replay in the interpreter ("
            + what
            + "); answering UNKNOWN");
    return new Verdict.Unknown("counterexample did not replay: " + what);
  }

  /** Why the run's outcome may not be that of the real program: it used a bodiless function. */
  private static Optional<String> externalDependence(Program program, Outcome run) {
    Optional<String> result =
        run.inputs().stream()
            .map(Outcome.InputRecord::origin)
            .filter(program.externalFunctions()::contains)
            .findFirst();
    if (result.isPresent()) {
      return Optional.of(
          "the error needs a particular result of " + result.get() + ", which has no body");
    }
    return run.havocReads().stream()
        .findFirst()
        .map(f -> "the error may need particular memory contents written by " + f
            + ", which has no body");
  }
}
