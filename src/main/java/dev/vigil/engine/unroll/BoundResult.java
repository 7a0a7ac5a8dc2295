package dev.vigil.engine.unroll;

import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Reason;
import java.util.Objects;

/** What {@link BoundedChecker#check} learned at one bound. */
public sealed interface BoundResult {
  /** An error is reachable within the bound. */
  record Violated(Counterexample counterexample) implements BoundResult {
    public Violated {
      Objects.requireNonNull(counterexample);
    }
  }

  /** No execution runs past the bound, and none within it errs: the program is safe. */
  record Proved(Proof proof) implements BoundResult {
    public Proved {
      Objects.requireNonNull(proof);
    }
  }

  /** No error within the bound, but some execution runs further: try a larger bound. */
  record Deeper() implements BoundResult {}

  /**
   * No verdict at any bound: the budget ran out, the solver failed, an operation is unsupported, or
   * every execution is covered but undefined behaviour is reachable.
   */
  record NoVerdict(Reason reason) implements BoundResult {
    public NoVerdict {
      Objects.requireNonNull(reason);
    }
  }
}
