package dev.vigil.interp;

import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The steps a run shows, keeping only the last {@link #LIMIT} so that a long run cannot exhaust
 * memory; the inputs, which replay the run, are kept in full elsewhere.
 */
final class Trace {
  static final int LIMIT = 100_000;

  private final ArrayDeque<TraceStep> steps = new ArrayDeque<>();
  private long dropped;

  /** Records what {@code step} did; nothing for a null event (a hidden variable). */
  void add(Step step, TraceStep.Event event) {
    if (event == null) {
      return;
    }
    if (steps.size() == LIMIT) {
      steps.removeFirst();
      dropped++;
    }
    steps.addLast(new TraceStep(step.loc, step.function, event));
  }

  /** The steps kept, after one step that says how many earlier ones were dropped, if any. */
  List<TraceStep> steps() {
    List<TraceStep> list = new ArrayList<>(steps.size() + 1);
    if (dropped > 0) {
      list.add(new TraceStep(SourceLoc.UNKNOWN, "", new TraceStep.Elided(dropped)));
    }
    list.addAll(steps);
    return Collections.unmodifiableList(list);
  }
}
