package dev.vigil.engine.summaries;

import dev.vigil.engine.EngineOption;
import dev.vigil.engine.OptionValues;
import dev.vigil.engine.shared.SharedOptions;
import dev.vigil.smt.SolverKind;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The options of the {@code summaries} engine.
 *
 * @param unwind a fixed bound on loop unwinding and recursion depth (default: deepen)
 * @param maxUnwind the largest bound to try when deepening (default: until the time runs out)
 * @param refinement which placeholder to expand after a falsifying assignment
 * @param incremental one solver per bound, each query an assumption (else a fresh solver per query)
 * @param countNodes count the distinct formula nodes given to the solver (for measurements; it
 *     walks every formula once)
 * @param solver the SMT solver
 */
public record SummariesOptions(
    OptionalInt unwind,
    OptionalInt maxUnwind,
    Refinement refinement,
    boolean incremental,
    boolean countNodes,
    SolverKind solver) {

  static final EngineOption<OptionalInt> UNWIND =
      EngineOption.atLeast(1, "bound", "K", "unwind loops and recursion K times only", "deepen");
  static final EngineOption<OptionalInt> MAX_UNWIND =
      EngineOption.atLeast(
          1, "max-bound", "K", "the largest bound to try", "until the time runs out");
  static final EngineOption<Refinement> REFINE =
      EngineOption.choice(
          "refine",
          "R",
          Refinement.CONSEQUENTS,
          Refinement.CONSEQUENTS.cliName(),
          "placeholder to expand: consequents (first), antecedents (naive), inline (no"
              + " abstraction)",
          Refinement::parse);
  static final EngineOption<Boolean> COUNT_NODES =
      EngineOption.flag("count-nodes", "count the distinct formula nodes given to the solver");

  static final List<EngineOption<?>> ALL =
      List.of(
          UNWIND, MAX_UNWIND, REFINE, SharedOptions.INCREMENTAL, COUNT_NODES, SharedOptions.SOLVER);

  public SummariesOptions {
    Objects.requireNonNull(unwind);
    Objects.requireNonNull(maxUnwind);
    Objects.requireNonNull(refinement);
    Objects.requireNonNull(solver);
  }

  public static SummariesOptions defaults() {
    return from(OptionValues.DEFAULTS);
  }

  static SummariesOptions from(OptionValues values) {
    return new SummariesOptions(
        values.get(UNWIND),
        values.get(MAX_UNWIND),
        values.get(REFINE),
        values.get(SharedOptions.INCREMENTAL),
        values.get(COUNT_NODES),
        values.get(SharedOptions.SOLVER));
  }

  /** A copy with another refinement. */
  public SummariesOptions withRefinement(Refinement r) {
    return new SummariesOptions(unwind, maxUnwind, r, incremental, countNodes, solver);
  }

  int firstBound() {
    return unwind.orElse(1);
  }

  /** The bound after {@code k}, or -1: one more up to 8, then a quarter more (as bmc). */
  int nextBound(int k) {
    if (unwind.isPresent() || maxUnwind.isPresent() && k >= maxUnwind.getAsInt()) {
      return -1;
    }
    if (k > Integer.MAX_VALUE / 2) {
      return -1;
    }
    int next = k < 8 ? k + 1 : k + k / 4;
    return maxUnwind.isPresent() ? Math.min(next, maxUnwind.getAsInt()) : next;
  }
}
