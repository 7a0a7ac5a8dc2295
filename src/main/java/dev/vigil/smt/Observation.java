package dev.vigil.smt;

import dev.vigil.ir.Var;
import java.util.List;
import java.util.Objects;

/** What a step makes visible for counterexamples: values assigned and bytes read from memory. */
public sealed interface Observation {

  /** {@code var} received {@code value}. */
  record Assigned(Var var, Term value) implements Observation {
    public Assigned {
      Objects.requireNonNull(var);
      Objects.requireNonNull(value);
    }
  }

  /** The bytes at {@code pointer}, {@code pointer + 1}, … (offsets wrap) were read. */
  record BytesRead(Term pointer, List<Term> bytes) implements Observation {
    public BytesRead {
      Objects.requireNonNull(pointer);
      bytes = List.copyOf(bytes);
    }
  }
}
