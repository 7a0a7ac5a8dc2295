package dev.vigil.engine.bmc;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.StatisticsSource;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.unroll.BoundedChecker;
import dev.vigil.engine.unroll.UnrollStatistics;
import dev.vigil.ir.Program;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import java.util.Map;
import java.util.Objects;

/**
 * Bounded model checking with iterative deepening: for each bound, {@link BoundedChecker} unrolls
 * the program and asks whether an error is reachable (FALSE, with a counterexample), and whether
 * any execution runs past the bound (if none does, the unrolling covers every execution: TRUE).
 */
public final class BmcEngine implements Engine, StatisticsSource {
  private final BmcOptions options;
  private UnrollStatistics stats = new UnrollStatistics();

  public BmcEngine(BmcOptions options) {
    this.options = Objects.requireNonNull(options);
  }

  @Override
  public Map<String, Object> statistics() {
    return stats.asMap("bmc");
  }

  @Override
  public Verdict verify(Program program, Budget budget) {
    stats = new UnrollStatistics();
    try (Smt smt = Smt.open(options.solver(), budget::exhausted)) {
      BoundedChecker checker = new BoundedChecker(program, smt, budget, options.incremental(), stats);
      for (int k = options.firstBound(); k > 0; k = options.nextBound(k)) {
        Verdict v = checker.check(k);
        if (v != null) {
          return v;
        }
      }
      return checker.unknown();
    } catch (SmtFailure e) {
      return new Verdict.Unknown(e.reason());
    } catch (BoundedChecker.Stop e) {
      return e.verdict();
    }
  }
}
