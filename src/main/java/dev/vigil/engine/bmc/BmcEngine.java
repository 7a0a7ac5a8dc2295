package dev.vigil.engine.bmc;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.unroll.BoundResult;
import dev.vigil.engine.unroll.BoundedChecker;
import dev.vigil.engine.unroll.UnrollStatistics;
import dev.vigil.ir.Program;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import java.util.Objects;

/**
 * Bounded model checking with iterative deepening: for each bound, {@link BoundedChecker} unrolls
 * the program and asks whether an error is reachable (FALSE, with a counterexample), and whether
 * any execution runs past the bound (if none does, the unrolling covers every execution: TRUE).
 */
public final class BmcEngine implements Engine {
  public static final EngineDescriptor DESCRIPTOR =
      new EngineDescriptor(
          "bmc",
          "bounded model checking with iterative deepening and unwinding assertions",
          BmcOptions.ALL,
          values -> new BmcEngine(BmcOptions.from(values)));

  private final BmcOptions options;

  public BmcEngine(BmcOptions options) {
    this.options = Objects.requireNonNull(options);
  }

  @Override
  public Result verify(Program program, Budget budget) {
    UnrollStatistics stats = new UnrollStatistics();
    return new Result(run(program, budget, stats), stats.statistics("bmc"));
  }

  private Verdict run(Program program, Budget budget, UnrollStatistics stats) {
    try (Smt smt = Smt.open(options.solver(), budget::exhausted)) {
      BoundedChecker checker =
          new BoundedChecker(program, smt, budget, options.incremental(), stats);
      for (int k = options.firstBound(); k > 0; k = options.nextBound(k)) {
        budget.reached("bound", k);
        switch (checker.check(k)) {
          case BoundResult.Violated v -> {
            return new Verdict.Violated(v.counterexample());
          }
          case BoundResult.Proved p -> {
            return new Verdict.Proved(p.proof());
          }
          case BoundResult.NoVerdict n -> {
            return new Verdict.Unknown(n.reason());
          }
          case BoundResult.Deeper d -> {}
        }
      }
      return new Verdict.Unknown(checker.unknown());
    } catch (SmtFailure e) {
      return new Verdict.Unknown(BoundedChecker.reason(e));
    }
  }
}
