package dev.vigil.engine.cpa.data;

import dev.vigil.ir.Var;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A variable of the C program: the IR's variables {@code x}, {@code x.0} and {@code x.1} of one
 * function are versions of the source variable {@code x} (the front end names the registers that
 * mem2reg makes after it). Precisions track source variables, as CPAchecker's do, so that tracking
 * {@code y} tracks every version of it.
 */
public record SourceVariable(String function, String name) {
  private static final Map<Var, SourceVariable> CACHE = new ConcurrentHashMap<>();

  public SourceVariable {
    Objects.requireNonNull(function);
    Objects.requireNonNull(name);
  }

  public static SourceVariable of(Var v) {
    SourceVariable known = CACHE.get(v);
    if (known == null) {
      known = new SourceVariable(v.function(), v.name().replaceFirst("(\\.\\d+)+$", ""));
      CACHE.put(v, known);
    }
    return known;
  }

  @Override
  public String toString() {
    return function.isEmpty() ? name : function + "::" + name;
  }
}
