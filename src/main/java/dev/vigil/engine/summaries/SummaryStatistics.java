package dev.vigil.engine.summaries;

import dev.vigil.engine.Statistics;
import dev.vigil.smt.SolverStatistics;
import java.util.ArrayList;
import java.util.List;

/** What the {@code summaries} engine measured, over all bounds. */
final class SummaryStatistics {
  /** The expansion order is listed up to this many placeholders. */
  private static final int LISTED = 40;

  int bound;
  long activations;
  long edges;
  long sites;
  long expansions;
  long refinements;
  long formulaNodes;
  long encodingNanos;
  long refineNanos;
  final SolverStatistics solver = new SolverStatistics();
  private final List<String> order = new ArrayList<>();

  /** A new bound: the expansion order starts over. */
  void newBound(int k) {
    bound = k;
    order.clear();
  }

  void expanded(String placeholder) {
    expansions++;
    if (order.size() < LISTED) {
      order.add(placeholder);
    }
  }

  Statistics statistics(boolean countNodes) {
    Statistics.Builder b =
        Statistics.builder()
            .count("summaries_bound", bound)
            .count("summaries_activations", activations)
            .count("summaries_edges", edges)
            .count("summaries_call_sites", sites)
            .count("summaries_expansions", expansions)
            .count("summaries_refinements", refinements)
            .nanos("summaries_encoding_s", encodingNanos)
            .nanos("summaries_refine_s", refineNanos)
            .count("summaries_solver_checks", solver.checks())
            .nanos("summaries_solver_s", solver.checkNanos() + solver.assertNanos());
    if (countNodes) {
      b.count("summaries_formula_nodes", formulaNodes);
    }
    return b.text("summaries_expansion_order", String.join(", ", order)).build();
  }
}
