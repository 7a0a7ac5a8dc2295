package dev.vigil.smt;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The solvers Vigil can use through JavaSMT. */
public enum SolverKind {
  /** Z3 (native): bit-vectors, arrays and floating point. The default. */
  Z3,
  /** SMTInterpol (Java): no bit-vectors, so it cannot encode C programs bit-precisely. */
  SMTINTERPOL,
  /** Princess (Java): bit-vectors and arrays, no floating point; slow. */
  PRINCESS;

  /** The solver named {@code name} (case-insensitive), or an explanation of the valid names. */
  public static SolverKind parse(String name) {
    for (SolverKind k : values()) {
      if (k.cliName().equals(name.toLowerCase(Locale.ROOT))) {
        return k;
      }
    }
    throw new IllegalArgumentException(
        "unknown solver '"
            + name
            + "' (available: "
            + Arrays.stream(values()).map(SolverKind::cliName).collect(Collectors.joining(", "))
            + ")");
  }

  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
