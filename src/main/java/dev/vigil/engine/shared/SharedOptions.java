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

  /**
   * One solver for the queries of a bound (push/pop or assumptions), instead of a fresh one per
   * query: Z3's incremental core lacks the preprocessing of its bit-blasting solver.
   */
  public static final EngineOption<Boolean> INCREMENTAL =
      EngineOption.flag(
          "incremental", "the queries of one bound share one solver (else a fresh one per query)");
}
