package dev.vigil.interp;

import dev.vigil.ir.SourceLoc;

/**
 * A compiled location: picks the edge to take, the one whose assumption holds (edges with other
 * operations always can be taken). Runs are deterministic: where several edges can be taken the run
 * stops, so that a run without inputs really is the program's only execution.
 */
abstract class Node {
  /**
   * The step to take, or null when no edge can be taken (the run is blocked); a {@link Stop} when
   * several can.
   */
  abstract Step choose(long[] registers, Machine machine);

  /** Where a run blocked here is reported. */
  abstract SourceLoc loc();

  /** One edge; for an assumption, only when it holds. */
  static final class Single extends Node {
    private final Step step;
    private final Ev condition;

    Single(Step step) {
      this.step = step;
      this.condition = step instanceof Step.Assume a ? a.condition : null;
    }

    @Override
    Step choose(long[] registers, Machine machine) {
      return condition == null || condition.eval(registers, machine) != 0 ? step : null;
    }

    @Override
    SourceLoc loc() {
      return step.loc;
    }
  }

  /** A two-way branch {@code assume c} / {@code assume !c}: one evaluation decides. */
  static final class Branch extends Node {
    private final Ev condition;
    private final Step then;
    private final Step otherwise;

    Branch(Ev condition, Step then, Step otherwise) {
      this.condition = condition;
      this.then = then;
      this.otherwise = otherwise;
    }

    @Override
    Step choose(long[] registers, Machine machine) {
      return condition.eval(registers, machine) != 0 ? then : otherwise;
    }

    @Override
    SourceLoc loc() {
      return then.loc;
    }
  }

  /** Any number of edges; exactly one must be enabled. */
  static final class Choice extends Node {
    private final Step[] steps;

    Choice(Step[] steps) {
      this.steps = steps;
    }

    @Override
    Step choose(long[] registers, Machine machine) {
      Step chosen = null;
      for (Step s : steps) {
        if (!(s instanceof Step.Assume a) || a.condition.eval(registers, machine) != 0) {
          if (chosen != null) {
            throw new Stop(
                "unsupported: more than one edge can be taken at "
                    + loc()
                    + " (nondeterministic branching)");
          }
          chosen = s;
        }
      }
      return chosen;
    }

    @Override
    SourceLoc loc() {
      return steps.length == 0 ? SourceLoc.UNKNOWN : steps[0].loc;
    }
  }
}
