package dev.vigil.smt;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A decorator that adds the time spent in checks and their number to {@link SolverStatistics}. */
public final class TimedProver implements Prover {
  private final Prover prover;
  private final SolverStatistics stats;

  public TimedProver(Prover prover, SolverStatistics stats) {
    this.prover = Objects.requireNonNull(prover);
    this.stats = Objects.requireNonNull(stats);
  }

  @Override
  public void push() throws SmtFailure {
    prover.push();
  }

  @Override
  public void pop() {
    prover.pop();
  }

  @Override
  public void add(Bool constraint) throws SmtFailure {
    long start = System.nanoTime();
    try {
      prover.add(constraint);
    } finally {
      stats.addAssertTime(System.nanoTime() - start);
    }
  }

  @Override
  public boolean isSatisfiable() throws SmtFailure {
    long start = System.nanoTime();
    try {
      return prover.isSatisfiable();
    } finally {
      stats.addCheck(System.nanoTime() - start);
    }
  }

  @Override
  public boolean isSatisfiableAssuming(List<Bool> assumptions) throws SmtFailure {
    long start = System.nanoTime();
    try {
      return prover.isSatisfiableAssuming(assumptions);
    } finally {
      stats.addCheck(System.nanoTime() - start);
    }
  }

  @Override
  public Optional<List<Bool>> unsatCoreAssuming(List<Bool> assumptions) throws SmtFailure {
    long start = System.nanoTime();
    try {
      return prover.unsatCoreAssuming(assumptions);
    } finally {
      stats.addCheck(System.nanoTime() - start);
    }
  }

  @Override
  public SmtModel model() throws SmtFailure {
    return prover.model();
  }

  @Override
  public void close() {
    prover.close();
  }
}
