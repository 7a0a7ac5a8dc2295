package dev.vigil.engine.kinduction;

import dev.vigil.engine.EngineOption;
import dev.vigil.engine.OptionValues;
import dev.vigil.engine.shared.SharedOptions;
import dev.vigil.smt.SolverKind;
import java.util.List;
import java.util.Locale;
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
 * @param tests how many concrete runs of the interpreter come first (0: none)
 */
public record KInductionOptions(
    OptionalInt maxK,
    SolverKind solver,
    boolean intervals,
    boolean candidates,
    boolean bidirectional,
    long tests) {

  /** Which invariants strengthen the inductive step. */
  enum Invariants {
    NONE,
    INTERVALS,
    ALL;

    static Invariants parse(String text) {
      for (Invariants i : values()) {
        if (i.name().toLowerCase(Locale.ROOT).equals(text)) {
          return i;
        }
      }
      throw new IllegalArgumentException(
          "unknown invariants '" + text + "' (none, intervals, all)");
    }
  }

  static final EngineOption<OptionalInt> MAX_K =
      EngineOption.atLeast(1, "max-k", "K", "the largest k to try", "until the time runs out");
  static final EngineOption<Invariants> INVARIANTS =
      EngineOption.choice(
          "invariants",
          "I",
          Invariants.ALL,
          "all",
          "invariants of the inductive step: none, intervals, or all (intervals and proven"
              + " candidates)",
          Invariants::parse);
  static final EngineOption<Boolean> BIDIRECTIONAL =
      EngineOption.flag("bidirectional", "bidirectional search (bkind)");
  static final EngineOption<Long> TESTS =
      EngineOption.number(
          "tests",
          "N",
          4,
          "concrete runs of the interpreter before the solver (the first on zero inputs, the"
              + " others on random ones; 0: none)");

  /** The options the command line offers for {@code kinduction}. */
  static final List<EngineOption<?>> ALL =
      List.of(MAX_K, INVARIANTS, BIDIRECTIONAL, TESTS, SharedOptions.SOLVER);

  public KInductionOptions {
    Objects.requireNonNull(maxK);
    Objects.requireNonNull(solver);
    if (maxK.isPresent() && maxK.getAsInt() < 1) {
      throw new IllegalArgumentException("the largest k must be at least 1");
    }
    if (tests < 0) {
      throw new IllegalArgumentException("the number of tests must not be negative");
    }
  }

  public static KInductionOptions defaults() {
    return from(OptionValues.DEFAULTS);
  }

  static KInductionOptions from(OptionValues values) {
    return new KInductionOptions(
            values.get(MAX_K),
            values.get(SharedOptions.SOLVER),
            true,
            true,
            values.get(BIDIRECTIONAL),
            values.get(TESTS))
        .with(values.get(INVARIANTS));
  }

  /** The options with the invariant layers named {@code none}, {@code intervals} or {@code all}. */
  public KInductionOptions withInvariants(String invariants) {
    return with(Invariants.parse(invariants));
  }

  private KInductionOptions with(Invariants invariants) {
    return switch (invariants) {
      case NONE -> new KInductionOptions(maxK, solver, false, false, bidirectional, tests);
      case INTERVALS -> new KInductionOptions(maxK, solver, true, false, bidirectional, tests);
      case ALL -> new KInductionOptions(maxK, solver, true, true, bidirectional, tests);
    };
  }

  public KInductionOptions withBidirectional(boolean on) {
    return new KInductionOptions(maxK, solver, intervals, candidates, on, tests);
  }

  public KInductionOptions withMaxK(int k) {
    return new KInductionOptions(
        OptionalInt.of(k), solver, intervals, candidates, bidirectional, tests);
  }

  /** The options with {@code n} concrete runs first (0: none). */
  public KInductionOptions withTests(long n) {
    return new KInductionOptions(maxK, solver, intervals, candidates, bidirectional, n);
  }

  /** The k after {@code k}, or -1 when there is none: one more each time, as the thesis does. */
  int next(int k) {
    return maxK.isPresent() && k >= maxK.getAsInt() ? -1 : k + 1;
  }
}
