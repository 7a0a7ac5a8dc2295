package dev.vigil.engine.summaries;

import dev.vigil.smt.Bool;
import dev.vigil.smt.Prover;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The solver of one bound: incremental (one prover; constraints only grow, and each query is an
 * assumption, so the solver keeps what it learned, as the thesis's Algorithm 3 does), or a fresh
 * prover per query with every constraint so far (Z3's bit-blasting solver is often much faster than
 * its incremental core on bit-vector arithmetic).
 */
final class Solving implements AutoCloseable {
  /** Opens provers. */
  interface Provers {
    Prover open() throws SmtFailure;
  }

  private final boolean incremental;
  private final Provers provers;
  private final List<Bool> constraints = new ArrayList<>();
  private Prover current;

  Solving(boolean incremental, Provers provers) throws SmtFailure {
    this.incremental = incremental;
    this.provers = provers;
    this.current = incremental ? provers.open() : null;
  }

  void add(Bool c) throws SmtFailure {
    constraints.add(c);
    if (incremental) {
      current.add(c);
    }
  }

  /** Whether the constraints and {@code wanted} are satisfiable; then {@link #model()} is one. */
  boolean satisfiable(Bool wanted) throws SmtFailure {
    if (incremental) {
      return current.isSatisfiableAssuming(List.of(wanted));
    }
    if (current != null) {
      current.close();
    }
    current = provers.open();
    for (Bool c : constraints) {
      current.add(c);
    }
    current.add(wanted);
    return current.isSatisfiable();
  }

  SmtModel model() throws SmtFailure {
    return current.model();
  }

  @Override
  public void close() {
    if (current != null) {
      current.close();
    }
  }
}
