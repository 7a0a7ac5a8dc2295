package dev.vigil.smt;

/** Counters of solver work, filled by {@link TimedProver}. */
public final class SolverStatistics {
  private long checks;
  private long checkNanos;
  private long assertNanos;

  void addCheck(long nanos) {
    checks++;
    checkNanos += nanos;
  }

  void addAssertTime(long nanos) {
    assertNanos += nanos;
  }

  public long checks() {
    return checks;
  }

  /** Time spent in satisfiability checks. */
  public long checkNanos() {
    return checkNanos;
  }

  /** Time spent handing assertions to the solver. */
  public long assertNanos() {
    return assertNanos;
  }
}
