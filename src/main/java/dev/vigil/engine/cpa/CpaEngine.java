package dev.vigil.engine.cpa;

import dev.vigil.analysis.ProgramGraph;
import dev.vigil.analysis.PromotedGlobals;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.cpa.data.Satisfiability;
import dev.vigil.engine.cpa.predicate.RecursionSummaries;
import dev.vigil.ir.Program;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.Unsupported;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * The CPA engine: configurable program analysis with CEGAR and program slicing, after Lemberger's
 * thesis (seed 001) and CPAchecker. A configuration ({@link CpaConfig}) composes the location,
 * call-stack and specification CPAs with a data analysis (symbolic execution, the value analysis or
 * predicate abstraction), optionally wrapped in the slicing CPA, and runs CPA+ inside CEGAR ({@link
 * Cegar}). Every error path is checked on the whole program bit-precisely before FALSE; TRUE
 * carries the reached states at loop heads as invariants.
 *
 * <p>Integer cells of globals whose address never escapes are analysed as variables ({@link
 * PromotedGlobals}). Calls through pointers are not supported: the verdict is UNKNOWN, naming them.
 * Symbolic execution and value analysis follow recursion with an activation per call ({@link
 * dev.vigil.engine.cpa.data.Activations}); {@code predicate-cegar} proves recursive programs
 * without loops by procedure summaries ({@link RecursionSummaries}) instead.
 */
public final class CpaEngine implements Engine {
  public static final EngineDescriptor DESCRIPTOR =
      new EngineDescriptor(
          "cpa",
          "configurable program analysis with CEGAR and program slicing: symbolic execution,"
              + " value analysis, predicate abstraction",
          CpaOptions.ALL,
          values -> new CpaEngine(CpaOptions.from(values)));

  /** The time at most kept back from the analysis to draw the pictures asked for. */
  private static final Duration PICTURE_TIME = Duration.ofSeconds(2);

  private final CpaOptions options;

  public CpaEngine(CpaOptions options) {
    this.options = Objects.requireNonNull(options);
  }

  @Override
  public Result verify(Program program, Budget budget) {
    CpaStatistics stats = new CpaStatistics();
    stats.config = options.config().cliName();
    Verdict verdict;
    try {
      verdict = run(program, budget, stats);
    } catch (OutOfMemoryError e) {
      verdict = new Verdict.Unknown(Reason.outOfMemory());
    }
    return new Result(verdict, stats.statistics());
  }

  private static Duration min(Duration a, Duration b) {
    return a.compareTo(b) <= 0 ? a : b;
  }

  private Verdict run(Program program, Budget budget, CpaStatistics stats) {
    PromotedGlobals promoted = PromotedGlobals.of(program);
    ProgramGraph graph = ProgramGraph.of(promoted.program());
    Optional<String> unsupported = graph.unsupported();
    if (unsupported.isPresent()) {
      return new Verdict.Unknown(Reason.of(Reason.Kind.UNSUPPORTED, unsupported.get()));
    }
    Optional<String> recursive = graph.recursion();
    // Pictures are most telling when the analysis diverges: stop it early enough to draw them.
    Budget analysisBudget =
        options.argDot().isPresent() || options.pixelTree().isPresent()
            ? budget.slice(
                budget.remaining().minus(min(PICTURE_TIME, budget.remaining().dividedBy(5))))
            : budget;
    try (Smt smt = Smt.open(options.solver(), analysisBudget::exhausted);
        Satisfiability sat = new Satisfiability(smt)) {
      Encoder encoder = new Encoder(smt, graph.program());
      if (recursive.isPresent() && options.config().data == CpaConfig.Data.PREDICATE) {
        return new RecursionSummaries(graph, encoder, smt, analysisBudget).verify();
      }
      Analysis analysis =
          new Configurations(graph, encoder, sat, options, stats, analysisBudget).build();
      PathChecker checker = new PathChecker(graph, encoder, smt);
      Cegar.Outcome outcome =
          new Cegar(
                  graph,
                  analysis,
                  checker,
                  new ProofInvariants(program, analysis.facts(), promoted.cells()),
                  analysisBudget,
                  stats,
                  options.waitlist())
              .run();
      stats.pathChecks = checker.checks();
      stats.pathCheckNanos = checker.nanos();
      stats.satChecks = sat.checks();
      stats.satNanos = sat.nanos();
      if (outcome.arg().isPresent()) {
        Pictures.write(outcome.arg().get(), options, analysis)
            .ifPresent(why -> stats.pictureError = why);
      }
      return outcome.verdict();
    } catch (SmtFailure e) {
      return new Verdict.Unknown(
          e.cancelled() ? Reason.timeout() : Reason.of(Reason.Kind.SOLVER_FAILURE, e.getMessage()));
    } catch (Unsupported e) {
      return new Verdict.Unknown(Reason.of(Reason.Kind.UNSUPPORTED, e.getMessage()));
    }
  }
}
