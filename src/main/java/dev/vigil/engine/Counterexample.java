package dev.vigil.engine;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Input;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A path to an error: the nondeterministic inputs in the order the program reads them, and the
 * trace that they produce (steps with structured events: see {@link TraceStep}). {@code
 * uninitializedMemory} gives, by address, the bytes the run reads before writing them (see
 * docs/SEMANTICS.md); bytes not listed read as zero. Input values are constants so that the
 * interpreter can replay them.
 */
public record Counterexample(
    Property property,
    SourceLoc violation,
    List<Input> inputs,
    Map<Long, Byte> uninitializedMemory,
    List<TraceStep> steps) {

  public Counterexample {
    Objects.requireNonNull(property);
    Objects.requireNonNull(violation);
    inputs = List.copyOf(inputs);
    // Not Map.copyOf: its linear probing is quadratic on the dense address ranges of large
    // arrays (minutes for a million bytes), and its iteration order changes from run to run.
    uninitializedMemory = Collections.unmodifiableMap(new LinkedHashMap<>(uninitializedMemory));
    steps = List.copyOf(steps);
  }

  /**
   * Where the violation is, for people: at its position, or, for one inside a C library model
   * (whose code has no position of its own), the model's function and the last position of the
   * program's code that the trace passed, the call into the models.
   */
  public String where() {
    if (violation.isKnown() || steps.isEmpty()) {
      return "at " + violation;
    }
    String model = steps.get(steps.size() - 1).function();
    for (int i = steps.size() - 1; i >= 0; i--) {
      if (steps.get(i).loc().isKnown()) {
        return "in " + model + " (a C library model), from the call at " + steps.get(i).loc();
      }
    }
    return "at " + violation;
  }

  /** The input values alone, for replay. */
  public List<Expr> inputValues() {
    return inputs.stream().map(Input::value).toList();
  }
}
