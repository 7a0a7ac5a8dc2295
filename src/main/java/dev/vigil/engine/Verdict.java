package dev.vigil.engine;

import java.util.Objects;

/** The outcome of verification. Use it through pattern matching. */
public sealed interface Verdict {

  /** No error is reachable, with the proof that covers all executions. */
  record Proved(Proof proof) implements Verdict {
    public Proved {
      Objects.requireNonNull(proof);
    }
  }

  /** An error is reachable, shown by a counterexample. */
  record Violated(Counterexample counterexample) implements Verdict {
    public Violated {
      Objects.requireNonNull(counterexample);
    }
  }

  /** No verdict, and why. */
  record Unknown(Reason reason) implements Verdict {
    public Unknown {
      Objects.requireNonNull(reason);
    }
  }
}
