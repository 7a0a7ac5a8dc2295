package dev.vigil.engine.unroll;

import dev.vigil.engine.Statistics;
import dev.vigil.smt.SolverStatistics;

/**
 * What the unrolling engines measured: the last bound, the formula size, encoding and solving time,
 * and the time of the error (base case) and completeness (forward condition) queries.
 */
public final class UnrollStatistics {
  int bound;
  long unrolledEdges;
  long definitions;
  long terms;
  long encodingNanos;

  /**
   * Solver time of the error queries (the base case), and of the completeness queries (the forward
   * condition).
   */
  long errorQueryNanos;

  long completenessQueryNanos;
  final SolverStatistics solver = new SolverStatistics();

  /** The measurements under names that start with {@code prefix}. */
  public Statistics statistics(String prefix) {
    Statistics.Builder b =
        Statistics.builder()
            .count(prefix + "_bound", bound)
            .count(prefix + "_unrolled_edges", unrolledEdges)
            .count(prefix + "_definitions", definitions)
            .count(prefix + "_formula_terms", terms)
            .nanos(prefix + "_encoding_s", encodingNanos)
            .count(prefix + "_solver_checks", solver.checks())
            .nanos(prefix + "_solver_s", solver.checkNanos() + solver.assertNanos());
    if (errorQueryNanos + completenessQueryNanos > 0) {
      b.nanos(prefix + "_error_queries_s", errorQueryNanos)
          .nanos(prefix + "_completeness_queries_s", completenessQueryNanos);
    }
    return b.build();
  }
}
