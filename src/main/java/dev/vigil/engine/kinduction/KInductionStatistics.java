package dev.vigil.engine.kinduction;

import dev.vigil.engine.Statistics;
import dev.vigil.engine.unroll.UnrollStatistics;

/** The measurements of one k-induction run; each part of the engine adds to its own. */
final class KInductionStatistics {
  /** The concrete runs before the solver, and their time. */
  long tests;

  long testNanos;
  int k;
  long baseNanos;

  /** Z3's work count of the base case so far (0 with other solvers). */
  long baseWork;

  long stepNanos;
  int invariantsFound;
  int candidatesProven;
  int stepsOutOfTime;
  long candidateNanos;
  long backwardNanos;
  int backwardStatesReached;
  int backwardCounterexamples;
  final UnrollStatistics base = new UnrollStatistics();
  final UnrollStatistics step = new UnrollStatistics();
  final UnrollStatistics candidates = new UnrollStatistics();
  final UnrollStatistics backward = new UnrollStatistics();

  Statistics statistics(boolean bidirectional) {
    Statistics.Builder b =
        Statistics.builder()
            .count("kind_tests", tests)
            .nanos("kind_tests_s", testNanos)
            .count("kind_k", k)
            .nanos("kind_base_and_forward_s", baseNanos)
            .nanos("kind_inductive_step_s", stepNanos)
            .count("kind_inductive_steps_out_of_time", stepsOutOfTime)
            .count("kind_base_solver_work", baseWork)
            .count("kind_interval_invariants", invariantsFound)
            .count("kind_candidate_invariants_proven", candidatesProven)
            .nanos("kind_candidate_check_s", candidateNanos);
    if (bidirectional) {
      b.nanos("kind_backward_search_s", backwardNanos)
          .count("kind_backward_states_reached", backwardStatesReached)
          .count("kind_backward_counterexamples", backwardCounterexamples);
    }
    b.add(base.statistics("kind_base"))
        .add(step.statistics("kind_step"))
        .add(candidates.statistics("kind_candidates"));
    if (bidirectional) {
      b.add(backward.statistics("kind_backward"));
    }
    return b.build();
  }
}
