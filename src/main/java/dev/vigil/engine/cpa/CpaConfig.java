package dev.vigil.engine.cpa;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The configurations of the CPA engine, named as in the thesis (SYMEX, SYMEX_S, SYMEX_C, SYMEX_SC)
 * plus the value analysis and predicate abstraction with CEGAR.
 */
public enum CpaConfig {
  /** Symbolic execution tracking everything: no abstraction, no refinement. */
  SYMEX("symex", Data.SYMBOLIC, false, false),
  /** Symbolic execution on the slice that target-path slicing refinement grows. */
  SYMEX_SLICING("symex-slicing", Data.SYMBOLIC, true, false),
  /** Symbolic execution whose precision CEGAR refines by symbolic interpolation. */
  SYMEX_CEGAR("symex-cegar", Data.SYMBOLIC, false, true),
  /** Both: the slicing refiner delegates to symbolic interpolation (thesis Algorithm 4). */
  SYMEX_SLICING_CEGAR("symex-slicing-cegar", Data.SYMBOLIC, true, true),
  /** The value analysis refined by value interpolation. */
  VALUE_CEGAR("value-cegar", Data.VALUE, false, true),
  /** Predicate abstraction at loop heads, refined bit-precisely. */
  PREDICATE_CEGAR("predicate-cegar", Data.PREDICATE, false, true);

  /** The analysis of data. */
  enum Data {
    SYMBOLIC,
    VALUE,
    PREDICATE
  }

  final String cliName;
  final Data data;
  final boolean slicing;
  final boolean cegar;

  CpaConfig(String cliName, Data data, boolean slicing, boolean cegar) {
    this.cliName = cliName;
    this.data = data;
    this.slicing = slicing;
    this.cegar = cegar;
  }

  public String cliName() {
    return cliName;
  }

  static CpaConfig parse(String name) {
    for (CpaConfig c : values()) {
      if (c.cliName.equals(name)) {
        return c;
      }
    }
    throw new IllegalArgumentException(
        "unknown configuration '"
            + name
            + "' (available: "
            + Arrays.stream(values()).map(CpaConfig::cliName).collect(Collectors.joining(", "))
            + ")");
  }
}
