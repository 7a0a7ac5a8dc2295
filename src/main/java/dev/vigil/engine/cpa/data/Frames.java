package dev.vigil.engine.cpa.data;

import dev.vigil.smt.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * The stack objects of each function activation under way, newest first, so that they die when the
 * function returns (docs/SEMANTICS.md). Immutable.
 */
public record Frames(List<Term> objects, Frames caller) {
  /** The frame of {@code main}. */
  public static final Frames MAIN = new Frames(List.of(), null);

  public Frames {
    objects = List.copyOf(objects);
  }

  public Frames enter() {
    return new Frames(List.of(), this);
  }

  public Frames allocated(Term object) {
    List<Term> more = new ArrayList<>(objects);
    more.add(object);
    return new Frames(more, caller);
  }

  /** The frames once the newest activation returned ({@code MAIN} stays). */
  public Frames exit() {
    return caller == null ? this : caller;
  }
}
