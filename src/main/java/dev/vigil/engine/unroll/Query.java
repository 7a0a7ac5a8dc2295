package dev.vigil.engine.unroll;

import dev.vigil.engine.Reason;
import java.util.Objects;

/**
 * The answer to a bounded question ("is an error reachable within k steps?"): what was found, that
 * nothing is, or why there is no answer (the budget ran out, the solver failed, an operation the
 * encoder cannot express).
 */
public sealed interface Query<T> {
  /** Something was found, e.g. a counterexample. */
  record Found<T>(T value) implements Query<T> {
    public Found {
      Objects.requireNonNull(value);
    }
  }

  /** Nothing is reachable within the bound. */
  record None<T>() implements Query<T> {}

  /** No answer. */
  record Stopped<T>(Reason reason) implements Query<T> {
    public Stopped {
      Objects.requireNonNull(reason);
    }
  }
}
