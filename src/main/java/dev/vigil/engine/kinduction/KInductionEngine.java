package dev.vigil.engine.kinduction;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Engine;
import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.shared.ConcreteTests;
import dev.vigil.engine.unroll.BoundResult;
import dev.vigil.engine.unroll.BoundedChecker;
import dev.vigil.engine.unroll.Query;
import dev.vigil.ir.Program;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import java.util.Objects;
import java.util.Optional;

/**
 * A few concrete runs first ({@link ConcreteTests}): a bug they reach, or the only execution of a
 * program without inputs, needs no solver. Then k-induction (ESBMC thesis, Algorithm 4.4), for k =
 * 1, 2, …: the base case and forward condition are bounded model checking at bound k ({@link
 * BoundedChecker#check}: an error is FALSE, no execution beyond the bound is TRUE); the inductive
 * step runs k steps of the program from an arbitrary state at a loop head ({@link InductiveStep}),
 * assuming the invariants known there ({@link Induction}, {@link CandidateSearch}), and if no error
 * can follow k−1 error-free steps, the program is safe (TRUE, with the invariants of {@link
 * ProofInvariants}).
 *
 * <p>The inductive step needs the program as one CFA ({@link Inliner}); where it cannot have one,
 * or the step meets what the encoder cannot express, it is left out and any UNKNOWN says why. Each
 * step gets a slice of the solver's work ({@link Slice}), so that the base case keeps finding bugs.
 * With bidirectional search, the step's counterexample becomes a target of the next base case
 * ({@link BidirectionalSearch}).
 */
public final class KInductionEngine implements Engine {
  public static final EngineDescriptor DESCRIPTOR =
      new EngineDescriptor(
          "kinduction",
          "k-induction: base case, forward condition and an inductive step with loop-head"
              + " invariants",
          KInductionOptions.ALL,
          values -> new KInductionEngine(KInductionOptions.from(values)));

  /** How the notes of an UNKNOWN name the inductive step when it was left out. */
  private static final String DISABLED = "inductive step disabled";

  private final KInductionOptions options;

  public KInductionEngine(KInductionOptions options) {
    this.options = Objects.requireNonNull(options);
  }

  /**
   * The step limit of each concrete run before the solver: a program whose run is longer is left to
   * the solver at once, so that a concrete run costs a TRUE task little.
   */
  private static final long TEST_STEPS = 10_000;

  @Override
  public Result verify(Program program, Budget budget) {
    KInductionStatistics stats = new KInductionStatistics();
    if (options.tests() > 0) {
      long start = System.nanoTime();
      ConcreteTests.Tested tested =
          ConcreteTests.run(
              program,
              budget,
              new ConcreteTests.Limits(1, TEST_STEPS, TEST_STEPS, options.tests(), true));
      stats.tests = tested.runs();
      stats.testNanos = System.nanoTime() - start;
      if (tested.decided()) {
        return new Result(
            tested.verdict(), stats.statistics(options.bidirectional()), Optional.empty());
      }
    }
    Verdict verdict = run(program, budget, stats);
    return new Result(
        verdict,
        stats.statistics(options.bidirectional()),
        Optional.of(LoopPicture.of(program, stats.k, verdict)));
  }

  private Verdict run(Program program, Budget budget, KInductionStatistics stats) {
    Induction induction = Induction.of(program, options.intervals(), stats);
    try (Smt smt = Smt.open(options.solver(), budget::exhausted)) {
      BoundedChecker base = new BoundedChecker(program, smt, budget, false, stats.base);
      Optional<BidirectionalSearch.Target> target = Optional.empty();
      for (int k = 1; k > 0; k = options.next(k)) {
        stats.k = k;
        budget.reached("k", k);
        long start = System.nanoTime();
        BoundResult baseCase = base.check(k, true);
        stats.baseNanos += System.nanoTime() - start;
        stats.baseWork = smt.work();
        switch (baseCase) {
          case BoundResult.Violated v -> {
            return new Verdict.Violated(v.counterexample());
          }
          case BoundResult.Proved p -> {
            return new Verdict.Proved(p.proof());
          }
          case BoundResult.NoVerdict n -> {
            return unknown(n.reason(), induction);
          }
          case BoundResult.Deeper d -> {}
        }
        if (!induction.enabled() || base.undefinedReachable()) {
          continue;
        }
        if (target.isPresent()) {
          switch (BidirectionalSearch.search(
              program, smt, induction, target.get(), k, budget, stats)) {
            case Query.Found<Counterexample> joined -> {
              return new Verdict.Violated(joined.value());
            }
            case Query.None<Counterexample> none -> {}
            case Query.Stopped<Counterexample> s -> {
              if (ends(s.reason(), budget)) {
                return unknown(s.reason(), induction);
              }
              induction = Induction.disabled(s.reason());
              target = Optional.empty();
              continue;
            }
          }
        }
        if (k == 1 && options.candidates()) {
          switch (CandidateSearch.strengthen(
              induction,
              options.solver(),
              budget,
              Slice.of(options.solver(), budget, stats),
              stats)) {
            case Query.Found<Induction> stronger -> induction = stronger.value();
            case Query.None<Induction> none -> {}
            case Query.Stopped<Induction> s -> {
              if (ends(s.reason(), budget)) {
                return unknown(s.reason(), induction);
              }
              induction = Induction.disabled(s.reason());
              continue;
            }
          }
        }
        Slice slice = Slice.of(options.solver(), budget, stats);
        switch (inductiveStep(induction, k, slice, stats)) {
          case Query.None<BoundedChecker.Failure> none -> {
            return new Verdict.Proved(
                new Proof("k-induction at k = " + k, ProofInvariants.of(program, induction)));
          }
          case Query.Found<BoundedChecker.Failure> failure ->
              target =
                  options.bidirectional()
                      ? BidirectionalSearch.Target.of(failure.value(), induction.step())
                      : Optional.empty();
          case Query.Stopped<BoundedChecker.Failure> s -> {
            if (ends(s.reason(), budget)) {
              return unknown(s.reason(), induction);
            }
            if (slice.spent(s.reason())) {
              stats.stepsOutOfTime++; // no answer at this k; the next k has more time
            } else {
              // The programs of the inductive step need what the base case does not (say, an
              // operation the encoder lacks): go on with the base case alone.
              induction = Induction.disabled(s.reason());
              target = Optional.empty();
            }
          }
        }
      }
      return unknown(base.unknown(), induction);
    } catch (SmtFailure e) {
      return unknown(BoundedChecker.reason(e), induction);
    }
  }

  /** Whether a query that stopped for {@code why} ends the run: the time or memory ran out. */
  private static boolean ends(Reason why, Budget budget) {
    return budget.exhausted() || why.kind() == Reason.Kind.OUT_OF_MEMORY;
  }

  /** An execution with k−1 error-free steps and an error in the k-th, if there is one. */
  private Query<BoundedChecker.Failure> inductiveStep(
      Induction induction, int k, Slice slice, KInductionStatistics stats) {
    long start = System.nanoTime();
    try (Smt sliced = slice.open(options.solver())) {
      Program step = induction.step().build(induction.inlined(), k, options.bidirectional());
      return new BoundedChecker(step, sliced, slice.budget(), false, stats.step)
          .failure(k, induction.step().snapshot().all());
    } catch (SmtFailure e) {
      return new Query.Stopped<>(BoundedChecker.reason(e));
    } finally {
      stats.stepNanos += System.nanoTime() - start;
    }
  }

  /** Why there is no verdict, with a note if the inductive step was left out. */
  private static Verdict unknown(Reason reason, Induction induction) {
    return new Verdict.Unknown(
        induction.disabled().map(why -> reason.withNote(DISABLED, why)).orElse(reason));
  }
}
