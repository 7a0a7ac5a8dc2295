package dev.vigil.validation;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Engine;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Statistics;
import dev.vigil.engine.Verdict;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Input;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Wraps an engine so that no FALSE verdict leaves Vigil unless the concrete interpreter, fed the
 * counterexample's inputs, reaches the same property violation. A counterexample that does not
 * replay is an engine bug: it is reported loudly and the verdict becomes UNKNOWN. The engine's
 * statistics pass through, followed by the replay's time.
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
  public Result verify(Program program, Budget budget) {
    Result result = engine.verify(program, budget);
    if (!(result.verdict() instanceof Verdict.Violated violated)) {
      return result;
    }
    long start = System.nanoTime();
    Verdict replayed = replay(program, violated.counterexample());
    return result
        .withVerdict(replayed)
        .plus(Statistics.builder().nanos("replay_s", System.nanoTime() - start).build());
  }

  /** The verdict a counterexample deserves once replayed. */
  public Verdict replay(Program program, Counterexample cex) {
    if (cex.property() == Property.UNDEFINED_BEHAVIOR) {
      return unknown(Reason.Kind.UNDEFINED_BEHAVIOR, "", cex.violation());
    }
    Outcome outcome =
        new Interpreter(program)
            .replay(cex.inputValues(), cex.uninitializedMemory(), MAX_REPLAY_STEPS, true);
    Optional<String> external = externalDependence(outcome);
    switch (outcome) {
      case Outcome.ErrorReached reached when reached.property() == cex.property() -> {
        if (external.isPresent()) {
          // The model let a function without a body return or write anything; the real one may
          // not.
          return unknown(Reason.Kind.NO_BODY, external.get(), SourceLoc.UNKNOWN);
        }
        return new Verdict.Violated(
            new Counterexample(
                reached.property(),
                reached.loc(),
                reached.inputs(),
                cex.uninitializedMemory(),
                reached.trace()));
      }
      case Outcome.ErrorReached reached when reached.property() == Property.UNDEFINED_BEHAVIOR -> {
        return unknown(Reason.Kind.UNDEFINED_BEHAVIOR, reached.message(), reached.loc());
      }
      case Outcome.UndefinedBehavior ub -> {
        return unknown(Reason.Kind.UNDEFINED_BEHAVIOR, ub.what(), ub.loc());
      }
      case Outcome.ErrorReached other -> {}
      case Outcome.NormalExit n -> {}
      case Outcome.AssumeViolated a -> {}
      case Outcome.StepLimit s -> {}
    }
    if (!outcome.havocReads().isEmpty()) {
      // Bytes that a function without a body wrote replay by address; the engine's model may give
      // one address different values at different calls, so such a run need not follow it.
      return unknown(Reason.Kind.NO_BODY, external.orElseThrow(), SourceLoc.UNKNOWN);
    }
    String what = describe(outcome);
    alarms.accept(
        "BUG: the engine's counterexample for "
            + cex.property().svcompName()
            + " does not replay in the interpreter ("
            + what
            + "); answering UNKNOWN");
    return unknown(
        Reason.Kind.INTERNAL_ERROR, "counterexample did not replay: " + what, SourceLoc.UNKNOWN);
  }

  private static Verdict unknown(Reason.Kind kind, String detail, SourceLoc loc) {
    return new Verdict.Unknown(Reason.of(kind, detail, loc));
  }

  /** How a run ended, in one phrase, for the alarm. */
  private static String describe(Outcome outcome) {
    return switch (outcome) {
      case Outcome.ErrorReached e -> "reached " + e.property().svcompName() + " at " + e.loc();
      case Outcome.NormalExit n -> "the program exited normally (" + n.how() + ")";
      case Outcome.AssumeViolated a -> "an assumption failed at " + a.loc();
      case Outcome.UndefinedBehavior u -> "undefined behavior at " + u.loc() + ": " + u.what();
      case Outcome.StepLimit s -> "step limit of " + s.steps() + " reached";
    };
  }

  /** Why the run's outcome may not be that of the real program: it used a bodiless function. */
  private static Optional<String> externalDependence(Outcome run) {
    Optional<String> result =
        run.inputs().stream()
            .map(Input::origin)
            .flatMap(
                o -> o instanceof InputOrigin.External e ? Stream.of(e.function()) : Stream.empty())
            .findFirst();
    if (result.isPresent()) {
      String function = result.get();
      return Optional.of(
          "the error needs a particular result of "
              + function
              + (function.startsWith("__vigil_")
                  ? ", which the C library models leave arbitrary"
                  : ", which has no body"));
    }
    return run.havocReads().stream()
        .findFirst()
        .map(
            f ->
                "the error may need particular memory contents written by "
                    + f
                    + ", which has no body");
  }
}
