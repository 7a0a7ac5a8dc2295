package dev.vigil.engine;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A path to an error: the nondeterministic inputs in the order the program reads them, and the
 * trace that they produce. {@code uninitializedMemory} gives, by address, the bytes the run reads
 * before writing them (see docs/SEMANTICS.md); bytes not listed read as zero. Input values are constant expressions ({@link Expr.IntConst}, {@link
 * Expr.FloatConst} or {@link Expr.NullPointer}) so that the interpreter can replay them.
 */
public record Counterexample(
    Property property,
    SourceLoc violation,
    List<Input> inputs,
    Map<Long, Byte> uninitializedMemory,
    List<Step> steps) {

  public Counterexample {
    Objects.requireNonNull(property);
    Objects.requireNonNull(violation);
    inputs = List.copyOf(inputs);
    // Not Map.copyOf: its linear probing is quadratic on the dense address ranges of large
    // arrays (minutes for a million bytes), and its iteration order changes from run to run.
    uninitializedMemory = Collections.unmodifiableMap(new LinkedHashMap<>(uninitializedMemory));
    steps = List.copyOf(steps);
  }

  /** One nondeterministic value: where it was read, from which function, and the value. */
  public record Input(SourceLoc loc, String origin, Expr value) {
    public Input {
      Objects.requireNonNull(loc);
      Objects.requireNonNull(origin);
      Objects.requireNonNull(value);
    }
  }

  /**
   * One step of the trace: the source position, the function, and what the step did, e.g.
   * {@code x = 5}. {@code assignment} is empty for steps that assign nothing.
   */
  public record Step(SourceLoc loc, String function, String assignment) {
    public Step {
      Objects.requireNonNull(loc);
      Objects.requireNonNull(function);
      Objects.requireNonNull(assignment);
    }
  }

  /** The input values alone, for replay. */
  public List<Expr> inputValues() {
    return inputs.stream().map(Input::value).toList();
  }
}
