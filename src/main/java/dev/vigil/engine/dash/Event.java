package dev.vigil.engine.dash;

import dev.vigil.ir.Function;

/**
 * What one DASH iteration did at its frontier, for white-box tests and pictures: a new test, a
 * refinement (with its predicate), an unsat target, an initial edge removed, a callee analysed or a
 * summary reused.
 */
record Event(
    Function function,
    int level,
    long iteration,
    Kind kind,
    Region from,
    Region to,
    Pred predicate) {
  enum Kind {
    TEST,
    REFINEMENT,
    UNSAT_TARGET,
    INITIAL_EDGE_REMOVED,
    CALLEE_ANALYSED,
    SUMMARY_REUSED
  }

  @Override
  public String toString() {
    return function.name()
        + "/"
        + level
        + " #"
        + iteration
        + " "
        + kind
        + " "
        + from
        + " -> "
        + to
        + (predicate == null || predicate.ir() == null ? "" : " [" + predicate.ir() + "]");
  }
}
