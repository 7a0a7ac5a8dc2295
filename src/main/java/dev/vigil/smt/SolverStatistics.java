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

  /** Seconds spent in satisfiability checks. */
  public double checkSeconds() {
    return checkNanos / 1e9;
  }

  /** Seconds spent handing assertions to the solver. */
  public double assertSeconds() {
    return assertNanos / 1e9;
  }
}
