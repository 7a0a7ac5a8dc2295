package dev.vigil.engine.shared;

import dev.vigil.engine.EngineOption;
import dev.vigil.smt.SolverKind;
import java.util.Arrays;
import java.util.stream.Collectors;

/** Options that several engines take: declared once here, listed by each engine that uses them. */
public final class SharedOptions {
  private SharedOptions() {}

  /** The SMT solver of the symbolic engines. */
  public static final EngineOption<SolverKind> SOLVER =
      EngineOption.choice(
          "solver",
          "S",
          SolverKind.Z3,
          SolverKind.Z3.cliName(),
          "SMT solver: "
              + Arrays.stream(SolverKind.values())
                  .map(SolverKind::cliName)
                  .collect(Collectors.joining(", ")),
          SolverKind::parse);
}
