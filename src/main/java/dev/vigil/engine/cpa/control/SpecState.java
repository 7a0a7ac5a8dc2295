package dev.vigil.engine.cpa.control;

import dev.vigil.engine.cpa.core.AbstractState;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Op;
import java.util.Optional;

/**
 * The state of the specification automaton: fine, or violated by taking an error edge (a target
 * state). {@link #OK} is the only non-target state.
 */
public record SpecState(Edge violation) implements AbstractState {
  public static final SpecState OK = new SpecState(null);

  public boolean isTarget() {
    return violation != null;
  }

  /** The error edge taken, if any. */
  public Optional<Edge> error() {
    return Optional.ofNullable(violation);
  }

  /** The operation of the error edge taken. */
  public Optional<Op.Error> errorOp() {
    return error().map(e -> (Op.Error) e.op());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SpecState s && s.violation == violation;
  }

  @Override
  public int hashCode() {
    return System.identityHashCode(violation);
  }
}
