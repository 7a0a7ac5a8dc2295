package dev.vigil.engine.cpa.control;

import dev.vigil.engine.cpa.core.AbstractState;
import dev.vigil.ir.Edge;

/**
 * The calls under way, newest first: each element is a call edge of a caller. Immutable; equal
 * stacks hold the same call edges.
 */
public record CallStack(Edge top, CallStack rest, int depth) implements AbstractState {
  /** No call under way: in {@code main}. */
  public static final CallStack EMPTY = new CallStack(null, null, 0);

  public CallStack push(Edge call) {
    return new CallStack(call, this, depth + 1);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof CallStack other) || other.depth != depth) {
      return false;
    }
    return top == other.top && (rest == other.rest || rest.equals(other.rest));
  }

  @Override
  public int hashCode() {
    return depth == 0 ? 0 : System.identityHashCode(top) * 31 + rest.hashCode();
  }

  @Override
  public String toString() {
    return depth == 0
        ? "[]"
        : "[" + top.source().function() + ":" + top.source() + " " + rest + "]";
  }
}
