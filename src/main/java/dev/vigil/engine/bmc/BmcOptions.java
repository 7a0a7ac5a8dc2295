package dev.vigil.engine.bmc;

import dev.vigil.engine.EngineOption;
import dev.vigil.engine.OptionValues;
import dev.vigil.engine.shared.SharedOptions;
import dev.vigil.smt.SolverKind;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The options of the BMC engine.
 *
 * @param unwind a fixed bound: check only this one (default: deepen)
 * @param maxUnwind the largest bound to try when deepening (default: until the time runs out)
 * @param solver the SMT solver (default: Z3)
 * @param incremental check all queries of one bound on one solver with push/pop, instead of a fresh
 *     solver per query (default: false: it did not pay on the shared tasks; see the closing note of
 *     the bmc issue)
 */
public record BmcOptions(
    OptionalInt unwind, OptionalInt maxUnwind, SolverKind solver, boolean incremental) {

  static final EngineOption<OptionalInt> UNWIND =
      EngineOption.atLeast(1, "unwind", "K", "check only bound K", "deepen");
  static final EngineOption<OptionalInt> MAX_UNWIND =
      EngineOption.atLeast(
          1, "max-unwind", "K", "the largest bound to try", "until the time runs out");

  /** The options the command line offers for {@code bmc}. */
  static final List<EngineOption<?>> ALL =
      List.of(UNWIND, MAX_UNWIND, SharedOptions.INCREMENTAL, SharedOptions.SOLVER);

  public BmcOptions {
    Objects.requireNonNull(unwind);
    Objects.requireNonNull(maxUnwind);
    Objects.requireNonNull(solver);
    if (unwind.isPresent() && unwind.getAsInt() < 1
        || maxUnwind.isPresent() && maxUnwind.getAsInt() < 1) {
      throw new IllegalArgumentException("bounds must be at least 1");
    }
  }

  public static BmcOptions defaults() {
    return from(OptionValues.DEFAULTS);
  }

  static BmcOptions from(OptionValues values) {
    return new BmcOptions(
        values.get(UNWIND),
        values.get(MAX_UNWIND),
        values.get(SharedOptions.SOLVER),
        values.get(SharedOptions.INCREMENTAL));
  }

  /** The first bound to check. */
  int firstBound() {
    return unwind.orElse(1);
  }

  /**
   * The bound after {@code k}, or -1 when there is none: one more up to 8, then a quarter more, so
   * that deep loops are reached in logarithmically many re-encodings.
   */
  int nextBound(int k) {
    if (unwind.isPresent()) {
      return -1;
    }
    int next = k < 8 ? k + 1 : k + k / 4;
    if (maxUnwind.isPresent() && k >= maxUnwind.getAsInt()) {
      return -1;
    }
    return maxUnwind.isPresent() ? Math.min(next, maxUnwind.getAsInt()) : next;
  }
}
