package dev.vigil.engine.random;

import dev.vigil.interp.Outcome;
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
    boolean ub = outcome instanceof Outcome.UndefinedBehavior || outcome instanceof Outcome.ErrorReached;
    if (ub) {
      undefined++;
      if (firstUndefined == null) {
        firstUndefined = describe(outcome);
      }
    } else if (outcome instanceof Outcome.AssumeViolated) {
      blocked++;
    } else if (outcome instanceof Outcome.StepLimit) {
      stepLimits++;
      largestLimit = Math.max(largestLimit, stepLimit);
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
    if (outcome instanceof Outcome.ErrorReached e) {
      return "reaches undefined behavior at " + e.loc() + ": " + e.message();
    }
    if (outcome instanceof Outcome.UndefinedBehavior u) {
      return "has undefined behavior at " + u.loc() + ": " + u.what();
    }
    if (outcome instanceof Outcome.AssumeViolated a) {
      return "violates an assumption at " + a.loc();
    }
    if (outcome instanceof Outcome.NormalExit n) {
      return "ends normally (" + n.how() + ")";
    }
    return "hits the step limit";
  }
}
