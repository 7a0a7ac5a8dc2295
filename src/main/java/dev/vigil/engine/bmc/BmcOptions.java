package dev.vigil.engine.bmc;

import dev.vigil.smt.SolverKind;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The options of the BMC engine, built once from the command line.
 *
 * @param unwind a fixed bound: check only this one (default: deepen)
 * @param maxUnwind the largest bound to try when deepening (default: until the time runs out)
 * @param solver the SMT solver (default: Z3)
 * @param incremental check all queries of one bound on one solver with push/pop, instead of a
 *     fresh solver per query (default: false: it did not pay on the shared tasks; see the
 *     closing note of the bmc issue)
 */
public record BmcOptions(
    OptionalInt unwind, OptionalInt maxUnwind, SolverKind solver, boolean incremental) {

  public BmcOptions {
    Objects.requireNonNull(unwind);
    Objects.requireNonNull(maxUnwind);
    Objects.requireNonNull(solver);
    if (unwind.isPresent() && unwind.getAsInt() < 1 || maxUnwind.isPresent() && maxUnwind.getAsInt() < 1) {
      throw new IllegalArgumentException("bounds must be at least 1");
    }
  }

  public static BmcOptions defaults() {
    return new BmcOptions(OptionalInt.empty(), OptionalInt.empty(), SolverKind.Z3, false);
  }

  /** From the command line's values; an unknown solver name is an IllegalArgumentException. */
  public static BmcOptions of(OptionalInt unwind, OptionalInt maxUnwind, String solver, boolean incremental) {
    return new BmcOptions(unwind, maxUnwind, SolverKind.parse(solver), incremental);
  }

  /** The first bound to check. */
  int firstBound() {
    return unwind.orElse(1);
  }

  /**
   * The bound after {@code k}, or -1 when there is none: one more up to 8, then a quarter more,
   * so that deep loops are reached in logarithmically many re-encodings.
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
