package dev.vigil.engine.kinduction;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Reason;
import dev.vigil.engine.unroll.BoundedChecker;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SolverKind;
import java.time.Duration;

/**
 * What the inductive step, or the candidate check, may spend at one k: twice what the base case has
 * spent so far, and at least a minimum, so that a hard step does not starve the base case that
 * finds bugs (measured: loops/eureka_01 spent 19 s in one step). With Z3 that is solver work (Z3's
 * resource count, for each check), which does not depend on the machine's speed or load, so that
 * the verdict does not either; with the other solvers it is time.
 *
 * @param budget the budget of the slice: the run's own when the slice is work
 * @param work the work each check may do, or 0 when the slice is time
 */
record Slice(Budget budget, long work) {
  /** The least time a slice gets (solvers without a work count). */
  private static final Duration MIN_TIME = Duration.ofSeconds(2);

  /**
   * The least work each check of a slice may do, with Z3: what Z3 does in 1 to 4 seconds on this
   * project's queries (measured on loops/eureka_01 and nla-digbench/egcd-ll: 0.5 to 1.5 million a
   * second).
   */
  private static final long MIN_WORK = 2_000_000;

  static Slice of(SolverKind solver, Budget budget, KInductionStatistics stats) {
    if (Smt.limitsWork(solver)) {
      return new Slice(budget, Math.max(MIN_WORK, 2 * stats.baseWork));
    }
    Duration time = Duration.ofNanos(Math.max(MIN_TIME.toNanos(), 2 * stats.baseNanos));
    return new Slice(budget.slice(time), 0);
  }

  /** A solver context for the slice's checks. */
  Smt open(SolverKind solver) throws SmtFailure {
    return Smt.open(solver, budget::exhausted, work);
  }

  /** Whether a query stopped for {@code why} because the slice, not the run, was spent. */
  boolean spent(Reason why) {
    if (work > 0) {
      return why.kind() == Reason.Kind.BOUND_REACHED
          && why.detail().equals(BoundedChecker.WORK_LIMIT_REACHED);
    }
    return budget.exhausted();
  }
}
