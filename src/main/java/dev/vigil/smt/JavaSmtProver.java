package dev.vigil.smt;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverException;

/**
 * {@link Prover} over a JavaSMT prover environment; every solver exception becomes {@link
 * SmtFailure}.
 */
final class JavaSmtProver implements Prover {
  private final Smt smt;
  private final ProverEnvironment env;
  private final boolean unsatCores;

  JavaSmtProver(Smt smt, ProverEnvironment env, boolean unsatCores) {
    this.smt = smt;
    this.env = env;
    this.unsatCores = unsatCores;
  }

  @Override
  public void push() throws SmtFailure {
    try {
      env.push();
    } catch (InterruptedException | RuntimeException e) {
      throw smt.failure(e);
    }
  }

  @Override
  public void pop() {
    env.pop();
  }

  @Override
  public void add(Bool constraint) throws SmtFailure {
    try {
      env.addConstraint(constraint.formula);
    } catch (InterruptedException | RuntimeException e) {
      throw smt.failure(e);
    }
  }

  @Override
  public boolean isSatisfiable() throws SmtFailure {
    smt.checkCancelled();
    try {
      return !env.isUnsat();
    } catch (SolverException | InterruptedException | RuntimeException e) {
      throw smt.failure(e);
    } finally {
      noteWork();
    }
  }

  @Override
  public boolean isSatisfiableAssuming(List<Bool> assumptions) throws SmtFailure {
    smt.checkCancelled();
    try {
      return !env.isUnsatWithAssumptions(assumptions.stream().map(b -> b.formula).toList());
    } catch (SolverException | InterruptedException | RuntimeException e) {
      throw smt.failure(e);
    } finally {
      noteWork();
    }
  }

  @Override
  public Optional<List<Bool>> unsatCoreAssuming(List<Bool> assumptions) throws SmtFailure {
    if (!unsatCores) {
      return isSatisfiableAssuming(assumptions) ? Optional.empty() : Optional.of(assumptions);
    }
    Optional<List<Bool>> constant = CoreProver.constantCore(assumptions);
    if (constant.isPresent()) {
      return constant;
    }
    smt.checkCancelled();
    try {
      Optional<List<BooleanFormula>> core =
          env.unsatCoreOverAssumptions(assumptions.stream().map(b -> b.formula).toList());
      if (core.isEmpty()) {
        return Optional.empty();
      }
      Set<BooleanFormula> in = new HashSet<>(core.get());
      // a core term that is none of the assumptions (a solver's own proxy) leaves all of them
      if (!assumptions.stream().map(b -> b.formula).toList().containsAll(in)) {
        return Optional.of(assumptions);
      }
      return Optional.of(assumptions.stream().filter(b -> in.contains(b.formula)).toList());
    } catch (SolverException | InterruptedException | RuntimeException e) {
      throw smt.failure(e);
    } finally {
      noteWork();
    }
  }

  private void noteWork() {
    if (smt.countsWork()) {
      try {
        smt.noteWork(env.getStatistics());
      } catch (RuntimeException e) {
        // statistics are not essential
      }
    }
  }

  @Override
  public SmtModel model() throws SmtFailure {
    try {
      return new SmtModel(smt, env.getModel());
    } catch (SolverException | RuntimeException e) {
      throw smt.failure(e);
    }
  }

  @Override
  public void close() {
    env.close();
  }
}
