package dev.vigil.engine.bmc;

import dev.vigil.smt.SolverStatistics;
import java.util.LinkedHashMap;
import java.util.Map;

/** What one BMC run measured. */
final class BmcStatistics {
  int bound;
  long unrolledEdges;
  long definitions;
  long terms;
  long encodingNanos;
  final SolverStatistics solver = new SolverStatistics();

  Map<String, Object> asMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("bmc_bound", bound);
    m.put("bmc_unrolled_edges", unrolledEdges);
    m.put("bmc_definitions", definitions);
    m.put("bmc_formula_terms", terms);
    m.put("bmc_encoding_s", round(encodingNanos / 1e9));
    m.put("bmc_solver_checks", solver.checks());
    m.put("bmc_solver_s", round(solver.checkSeconds() + solver.assertSeconds()));
    return m;
  }

  private static double round(double seconds) {
    return Math.round(seconds * 1000) / 1000.0;
  }
}
