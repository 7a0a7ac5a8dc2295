package dev.vigil.engine.unroll;

import dev.vigil.smt.SolverStatistics;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the unrolling engines measured: the last bound, the formula size, encoding and solving
 * time, and the time of the error (base case) and completeness (forward condition) queries.
 */
public final class UnrollStatistics {
  int bound;
  long unrolledEdges;
  long definitions;
  long terms;
  long encodingNanos;
  /** Solver time of the error queries (the base case), and of the completeness queries (the forward condition). */
  long errorQueryNanos;
  long completenessQueryNanos;
  final SolverStatistics solver = new SolverStatistics();

  /** The measurements under names that start with {@code prefix}. */
  public Map<String, Object> asMap(String prefix) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put(prefix + "_bound", bound);
    m.put(prefix + "_unrolled_edges", unrolledEdges);
    m.put(prefix + "_definitions", definitions);
    m.put(prefix + "_formula_terms", terms);
    m.put(prefix + "_encoding_s", round(encodingNanos / 1e9));
    m.put(prefix + "_solver_checks", solver.checks());
    m.put(prefix + "_solver_s", round(solver.checkSeconds() + solver.assertSeconds()));
    if (errorQueryNanos + completenessQueryNanos > 0) {
      m.put(prefix + "_error_queries_s", round(errorQueryNanos / 1e9));
      m.put(prefix + "_completeness_queries_s", round(completenessQueryNanos / 1e9));
    }
    return m;
  }

  private static double round(double seconds) {
    return Math.round(seconds * 1000) / 1000.0;
  }
}
