package dev.vigil.engine.summaries;

import dev.vigil.smt.Bool;
import dev.vigil.smt.Prover;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The solver of one bound: a fresh prover per query with every constraint so far (the default), or
 * one incremental prover (constraints only grow, and each query is an assumption, so the solver
 * keeps what it learned, as the thesis's Algorithm 3 does; {@code --incremental}). Z3's incremental
 * core lacks the preprocessing of its bit-blasting solver: on the shared tasks and seed examples at
 * 10 s the fresh provers answer 5 more (gcd_2, gcd_3, parity, s3_clnt_1, array_range_init_false)
 * and none fewer, and {@code calysto_sdiv13}'s last, unsatisfiable query does not end in minutes on
 * the incremental core where a fresh prover answers it in 7 ms.
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
