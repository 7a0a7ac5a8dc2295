package dev.vigil.engine.kinduction;

import dev.vigil.smt.SolverKind;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The options of the k-induction engine.
 *
 * @param maxK the largest k to try (default: until the time runs out)
 * @param solver the SMT solver (default: Z3)
 * @param intervals whether the interval analysis's loop-head facts strengthen the inductive step
 * @param candidates whether candidate invariants from the program's comparisons, each proven by
 *     induction first, strengthen it too
 * @param bidirectional whether the inductive step's counterexample becomes a target of the next
 *     base case (bkind, thesis §4.3.1)
 */
public record KInductionOptions(
    OptionalInt maxK, SolverKind solver, boolean intervals, boolean candidates, boolean bidirectional) {
  public KInductionOptions {
    Objects.requireNonNull(maxK);
    Objects.requireNonNull(solver);
    if (maxK.isPresent() && maxK.getAsInt() < 1) {
      throw new IllegalArgumentException("--max-k must be at least 1");
    }
  }

  public static KInductionOptions defaults() {
    return new KInductionOptions(OptionalInt.empty(), SolverKind.Z3, true, true, false);
  }

  /** The options with the invariant layers of the command line's {@code --invariants} value. */
  public KInductionOptions withInvariants(String invariants) {
    return switch (invariants) {
      case "none" -> new KInductionOptions(maxK, solver, false, false, bidirectional);
      case "intervals" -> new KInductionOptions(maxK, solver, true, false, bidirectional);
      case "all" -> new KInductionOptions(maxK, solver, true, true, bidirectional);
      default -> throw new IllegalArgumentException(
          "unknown --invariants '" + invariants + "' (none, intervals, all)");
    };
  }

  public KInductionOptions withBidirectional(boolean on) {
    return new KInductionOptions(maxK, solver, intervals, candidates, on);
  }

  public KInductionOptions withSolver(SolverKind s) {
    return new KInductionOptions(maxK, s, intervals, candidates, bidirectional);
  }

  public KInductionOptions withMaxK(int k) {
    return withMaxK(OptionalInt.of(k));
  }

  public KInductionOptions withMaxK(OptionalInt k) {
    return new KInductionOptions(k, solver, intervals, candidates, bidirectional);
  }


  /** The k after {@code k}, or -1 when there is none: one more each time, as the thesis does. */
  int next(int k) {
    return maxK.isPresent() && k >= maxK.getAsInt() ? -1 : k + 1;
  }
}
