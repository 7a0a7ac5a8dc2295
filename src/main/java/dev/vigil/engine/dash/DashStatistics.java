package dev.vigil.engine.dash;

import dev.vigil.engine.Statistics;

/**
 * What a DASH run counts, with the columns of LCTD's Table 5.16 first: test runs (the first one
 * included), solve runs (attempts to extend a frontier), SMT calls (every satisfiability check),
 * unsat targets (frontier edges deleted by the unsat-target check); then refinements, analyses of
 * callees, reused callee summaries, iterations, the deepest nesting, and the time of each phase.
 */
final class DashStatistics {
  long solveRuns;
  long smtCalls;
  long unsatTargets;
  long refinements;
  long initialEdgeRemovals;
  long loopOptimizations;
  long generalizations;
  long generalizationCalls;

  /** Checks made on a fresh prover each, after one took too long on the incremental one. */
  long freshChecks;

  long calleeRuns;
  long summariesReused;
  long iterations;
  int deepestCall;
  long testNanos;
  long pathNanos;
  long solverNanos;
  long refineNanos;
  long mapNanos;

  Statistics build(int tests, int regions) {
    return Statistics.builder()
        .count("dash_test_runs", tests)
        .count("dash_solve_runs", solveRuns)
        .count("dash_smt_calls", smtCalls)
        .count("dash_unsat_targets", unsatTargets)
        .count("dash_refinements", refinements)
        .count("dash_initial_edge_removals", initialEdgeRemovals)
        .count("dash_loop_optimizations", loopOptimizations)
        .count("dash_generalizations", generalizations)
        .count("dash_generalization_calls", generalizationCalls)
        .count("dash_fresh_checks", freshChecks)
        .count("dash_callee_runs", calleeRuns)
        .count("dash_summaries_reused", summariesReused)
        .count("dash_iterations", iterations)
        .count("dash_call_depth", deepestCall)
        .count("dash_regions", regions)
        .nanos("dash_test_s", testNanos)
        .nanos("dash_path_s", pathNanos)
        .nanos("dash_solver_s", solverNanos)
        .nanos("dash_refine_s", refineNanos)
        .nanos("dash_map_s", mapNanos)
        .build();
  }
}
