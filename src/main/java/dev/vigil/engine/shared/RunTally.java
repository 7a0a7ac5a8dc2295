package dev.vigil.engine.shared;

import dev.vigil.interp.Outcome;
import dev.vigil.ir.SourceLoc;
import java.util.ArrayList;
import java.util.List;

/** Counts how the runs ended, to explain an UNKNOWN. */
final class RunTally {
  private long runs;
  private long undefined;
  private long blocked;
  private long stepLimits;
  private long largestLimit;
  private String firstUndefined;

  void add(Outcome outcome, long stepLimit) {
    runs++;
    switch (outcome) {
      case Outcome.UndefinedBehavior _, Outcome.ErrorReached _ -> {
        undefined++;
        if (firstUndefined == null) {
          firstUndefined = describe(outcome);
        }
      }
      case Outcome.AssumeViolated _ -> blocked++;
      case Outcome.StepLimit _ -> {
        stepLimits++;
        largestLimit = Math.max(largestLimit, stepLimit);
      }
      case Outcome.NormalExit _ -> {}
    }
  }

  long runs() {
    return runs;
  }

  String summary() {
    List<String> details = new ArrayList<>();
    if (undefined > 0) {
      details.add(undefined + " stopped at undefined behavior, first: " + firstUndefined);
    }
    if (blocked > 0) {
      details.add(blocked + " violated an assumption");
    }
    if (stepLimits > 0) {
      details.add(stepLimits + " hit the step limit (up to " + largestLimit + " steps)");
    }
    String base = "no error found by random testing in " + runs + (runs == 1 ? " run" : " runs");
    return details.isEmpty() ? base : base + " (" + String.join("; ", details) + ")";
  }

  /** How a run ended, as a phrase after "the run". */
  static String describe(Outcome outcome) {
    return switch (outcome) {
      case Outcome.ErrorReached e ->
          "reaches undefined behavior " + where(e.loc()) + ": " + e.message();
      case Outcome.UndefinedBehavior u ->
          "has undefined behavior " + where(u.loc()) + ": " + u.what();
      case Outcome.AssumeViolated a -> "violates an assumption at " + a.loc();
      case Outcome.NormalExit n -> "ends normally (" + n.how() + ")";
      case Outcome.StepLimit _ -> "hits the step limit";
    };
  }

  /** The C library models' code has no source positions. */
  private static String where(SourceLoc loc) {
    return loc.isKnown() ? "at " + loc : "in a C library model";
  }
}
