package dev.vigil.witness;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A witness as {@code vigil validate} reads it, whichever format and producer it came from. */
public sealed interface Witness {

  /**
   * A violation witness: the results it fixes for {@code __VERIFIER_nondet_*} calls along its path
   * to the violation, in order ({@code \result == v}).
   */
  record Violation(List<NondetResult> results) implements Witness {
    public Violation {
      results = List.copyOf(results);
    }
  }

  /** A correctness witness: its invariants. */
  record Correctness(List<Claim> invariants) implements Witness {
    public Correctness {
      invariants = List.copyOf(invariants);
    }
  }

  /** One fixed result: the function and the C constant it returns. */
  record NondetResult(String function, String value) {
    public NondetResult {
      Objects.requireNonNull(function);
      Objects.requireNonNull(value);
    }
  }

  /**
   * An invariant claimed where control reaches {@code lines} (any of them: GraphML's edges into the
   * invariant's node) in {@code function} (when the witness names it), as C text.
   */
  record Claim(List<Integer> lines, Optional<String> function, String expression) {
    public Claim {
      lines = List.copyOf(lines);
      Objects.requireNonNull(function);
      Objects.requireNonNull(expression);
    }
  }
}
