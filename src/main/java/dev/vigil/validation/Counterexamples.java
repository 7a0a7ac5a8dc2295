package dev.vigil.validation;

import dev.vigil.engine.Counterexample;
import dev.vigil.interp.Outcome;

/** Turns concrete runs into counterexamples and describes runs in one phrase. */
public final class Counterexamples {
  private Counterexamples() {}

  /** The counterexample shown to users: the inputs and trace of the replayed run itself. */
  public static Counterexample fromRun(Outcome.ErrorReached run, java.util.Map<Long, Byte> memory) {
    return new Counterexample(
        run.property(),
        run.loc(),
        run.inputs().stream()
            .map(i -> new Counterexample.Input(i.loc(), i.origin(), i.value()))
            .toList(),
        memory,
        run.trace().stream()
            .map(s -> new Counterexample.Step(s.loc(), s.function(), s.assignment()))
            .toList());
  }

  public static String describe(Outcome outcome) {
    if (outcome instanceof Outcome.ErrorReached e) {
      return "reached " + e.property().svcompName() + " at " + e.loc();
    }
    if (outcome instanceof Outcome.NormalExit n) {
      return "the program exited normally (" + n.how() + ")";
    }
    if (outcome instanceof Outcome.AssumeViolated a) {
      return "an assumption failed at " + a.loc();
    }
    if (outcome instanceof Outcome.UndefinedBehavior u) {
      return "undefined behavior at " + u.loc() + ": " + u.what();
    }
    return "step limit of " + ((Outcome.StepLimit) outcome).steps() + " reached";
  }
}
