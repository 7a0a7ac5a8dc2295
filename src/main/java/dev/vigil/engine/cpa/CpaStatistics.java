package dev.vigil.engine.cpa;

import dev.vigil.engine.Statistics;
import dev.vigil.engine.cpa.predicate.PredicateCpa;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** The measurements of one run of the CPA engine; {@link #statistics()} names them. */
final class CpaStatistics {
  String config = "";
  int refinements;
  int runs;
  long statesTotal;
  int argNodes;
  int reached;
  long cpaNanos;
  long refineNanos;
  long dependenceNanos;
  int slices;
  int slicesSkipped;
  long sliceNanos;
  int sliceEdges;
  int precisionCompletions;
  long pathChecks;
  long pathCheckNanos;
  long satChecks;
  long satNanos;
  long interpolationTransfers;
  int precisionSize;
  String pictureError = "";

  /** Predicate abstraction's counters, read when the statistics are made; null for other data. */
  Supplier<PredicateCpa.AbstractionCounts> abstraction;

  final List<Integer> relevantPerRefinement = new ArrayList<>();

  Statistics statistics() {
    Statistics.Builder b =
        Statistics.builder()
            .text("cpa_config", config)
            .count("cpa_refinements", refinements)
            .count("cpa_runs", runs)
            .count("cpa_states_total", statesTotal)
            .count("cpa_arg_nodes", argNodes)
            .count("cpa_reached", reached)
            .nanos("cpa_analysis_s", cpaNanos)
            .nanos("cpa_refinement_s", refineNanos)
            .count("cpa_path_checks", pathChecks)
            .nanos("cpa_path_check_s", pathCheckNanos)
            .count("cpa_sat_checks", satChecks)
            .nanos("cpa_sat_s", satNanos)
            .count("cpa_precision_size", precisionSize)
            .count("cpa_interpolation_transfers", interpolationTransfers);
    if (dependenceNanos > 0 || slices > 0) {
      b.nanos("cpa_dependence_graph_s", dependenceNanos)
          .count("cpa_slices", slices)
          .count("cpa_slices_skipped", slicesSkipped)
          .nanos("cpa_slice_s", sliceNanos)
          .nanos("cpa_slice_mean_s", slices == 0 ? 0 : sliceNanos / slices)
          .count("cpa_slice_edges", sliceEdges)
          .count("cpa_precision_completions", precisionCompletions);
    }
    if (abstraction != null) {
      PredicateCpa.AbstractionCounts a = abstraction.get();
      b.count("cpa_abstraction_queries", a.queries())
          .nanos("cpa_abstraction_s", a.nanos())
          .count("cpa_abstractions_of_all_assignments", a.allAssignments());
    }
    if (!pictureError.isEmpty()) {
      b.text("cpa_picture_error", pictureError);
    }
    if (!relevantPerRefinement.isEmpty()) {
      b.text(
          "cpa_relevant_variables_per_refinement",
          relevantPerRefinement.stream().map(String::valueOf).collect(Collectors.joining(",")));
    }
    return b.build();
  }
}
