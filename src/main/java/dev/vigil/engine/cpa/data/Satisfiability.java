package dev.vigil.engine.cpa.data;

import dev.vigil.engine.Reason;
import dev.vigil.engine.cpa.core.CpaException;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Prover;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import java.util.List;

/**
 * Satisfiability checks of conjunctions on one solver context, through one prover (push, check,
 * pop), counted and timed. Close it when the analysis ends.
 */
public final class Satisfiability implements AutoCloseable {
  private final Smt smt;
  private Prover prover;
  private long checks;
  private long nanos;

  public Satisfiability(Smt smt) {
    this.smt = smt;
  }

  public Smt smt() {
    return smt;
  }

  /** Whether the conjunction of {@code facts} is satisfiable. */
  public boolean satisfiable(List<Bool> facts) throws CpaException {
    Bool all = smt.and(facts);
    if (all.isTrue() || all.isFalse()) {
      return all.isTrue();
    }
    long start = System.nanoTime();
    checks++;
    try {
      if (prover == null) {
        prover = smt.newProver();
      }
      prover.push();
      try {
        prover.add(all);
        return prover.isSatisfiable();
      } finally {
        prover.pop();
      }
    } catch (SmtFailure e) {
      throw new CpaException(
          e.cancelled() ? Reason.timeout() : Reason.of(Reason.Kind.SOLVER_FAILURE, e.getMessage()));
    } finally {
      nanos += System.nanoTime() - start;
    }
  }

  public long checks() {
    return checks;
  }

  public long nanos() {
    return nanos;
  }

  @Override
  public void close() {
    if (prover != null) {
      prover.close();
      prover = null;
    }
  }
}
