package dev.vigil.engine.dash;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Verdict;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Property;
import dev.vigil.smt.Bool;
import dev.vigil.smt.CoreProver;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Prover;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import java.util.List;
import java.util.Optional;

/**
 * What all analyses of one DASH run share: the solver, the encoder, the tests, the statistics, the
 * callee summaries and the budget; and what a new test means for the whole run.
 */
final class Dash {
  /** Reads what is needed from a model while the prover still holds it. */
  @FunctionalInterface
  interface ModelReader<T> {
    T read(SmtModel model) throws SmtFailure;
  }

  final DashOptions options;
  final Budget budget;
  final Smt smt;
  final Encoder encoder;
  final ProgramIndex index;
  final TestRunner runner;
  final PathExecution paths;
  final Preimages preimages;
  final DashStatistics stats = new DashStatistics();
  final Summaries summaries;
  final RegionPictures pictures;

  /** What each iteration did, in order. */
  final java.util.List<Event> events = new java.util.ArrayList<>();

  /**
   * The most work (Z3's resource count) a check may take on the incremental prover before the run
   * turns to a fresh prover per check. The incremental prover keeps what it learnt and translated,
   * which pays for the many small checks of most runs (Byte add: none above 500,000); but it solves
   * without the preprocessing a fresh prover's first check gets, and a preimage that unrolls a loop
   * one iteration per split grows queries it takes ever longer for (Parity: 4 s at the 23rd split,
   * 0.1 s on a fresh prover).
   */
  private static final long INCREMENTAL_WORK = 1_000_000;

  private final Prover prover;

  /** Whether checks get a fresh prover each, not the incremental one. */
  private boolean fresh;

  /** Why TRUE is out of reach: a test ran into undefined behaviour; null while none did. */
  private Reason undefined;

  Dash(
      DashOptions options,
      Budget budget,
      Smt smt,
      Encoder encoder,
      ProgramIndex index,
      Prover prover) {
    this.options = options;
    this.budget = budget;
    this.smt = smt;
    this.encoder = encoder;
    this.index = index;
    this.prover = prover;
    this.runner = new TestRunner(index, options.maxTestSteps(), budget::exhausted);
    this.paths = new PathExecution(encoder, smt, index, budget);
    this.preimages = new Preimages(encoder, smt, index);
    this.summaries = new Summaries(smt);
    this.pictures = new RegionPictures(options.dotDirectory());
  }

  /** Whether {@code f} is satisfiable (one SMT call). */
  boolean satisfiable(Bool f) throws SmtFailure {
    return solve(f, m -> Boolean.TRUE) != null;
  }

  /** What {@code read} takes from a model of {@code f}, or null when {@code f} is unsatisfiable. */
  <T> T solve(Bool f, ModelReader<T> read) throws SmtFailure {
    return solve(f, read, false);
  }

  /**
   * What {@code read} takes from a model of {@code f}, or null when {@code f} is unsatisfiable;
   * counted with the generalisations' checks, not LCTD's SMT calls.
   */
  <T> T evaluate(Bool f, ModelReader<T> read) throws SmtFailure {
    return solve(f, read, true);
  }

  private <T> T solve(Bool f, ModelReader<T> read, boolean generalizing) throws SmtFailure {
    if (f.isFalse()) {
      return null;
    }
    if (generalizing) {
      stats.generalizationCalls++;
    } else {
      stats.smtCalls++;
    }
    long start = System.nanoTime();
    try {
      if (fresh) {
        stats.freshChecks++;
        try (Prover alone = smt.newProver()) {
          alone.add(f);
          return check(alone, read);
        }
      }
      prover.push();
      try {
        prover.add(f);
        return check(prover, read);
      } finally {
        prover.pop();
      }
    } finally {
      stats.solverNanos += System.nanoTime() - start;
    }
  }

  private <T> T check(Prover p, ModelReader<T> read) throws SmtFailure {
    long work = smt.work();
    boolean sat = p.isSatisfiable();
    noteWork(work);
    if (!sat) {
      return null;
    }
    try (SmtModel model = p.model()) {
      return read.read(model);
    }
  }

  /**
   * Gives up the incremental prover for fresh ones after a check on it that took more than {@link
   * #INCREMENTAL_WORK} units of the solver's work.
   */
  private void noteWork(long before) {
    if (!fresh && smt.work() - before > INCREMENTAL_WORK) {
      fresh = true;
    }
  }

  /** Checks of assumptions against one asserted formula. */
  @FunctionalInterface
  interface Checks<T> {
    T run(Assuming sat) throws SmtFailure;
  }

  /**
   * Empty when the asserted formula and {@code assumptions} are satisfiable together; otherwise
   * assumptions already unsatisfiable with it (an unsat core where the solver gives one).
   */
  @FunctionalInterface
  interface Assuming {
    Optional<List<Bool>> unsatCore(List<Bool> assumptions) throws SmtFailure;
  }

  /**
   * What {@code checks} find with {@code base} asserted once and each check's assumptions added
   * (counted apart from the SMT calls of LCTD's table), on a core prover of their own: Z3's
   * bit-blasting solver, which took 60% of the time of the incremental prover's assumption checks
   * on Byte add and a quarter of fresh provers' on Parity.
   */
  <T> T assuming(Bool base, Checks<T> checks) throws SmtFailure {
    long start = System.nanoTime();
    try (CoreProver cores = smt.newCoreProver()) {
      cores.add(base);
      return checks.run(
          assumptions -> {
            stats.generalizationCalls++;
            return cores.unsatCoreAssuming(assumptions);
          });
    } finally {
      stats.solverNanos += System.nanoTime() - start;
    }
  }

  Optional<Reason> undefinedBehavior() {
    return Optional.ofNullable(undefined);
  }

  /**
   * What test {@code t} means for the run: FALSE when it reached an error of the property; when it
   * ran into undefined behaviour, the reason TRUE is now out of reach.
   */
  Optional<Verdict> judge(Test t) {
    switch (t.outcome) {
      case Outcome.ErrorReached e when e.property() != Property.UNDEFINED_BEHAVIOR -> {
        return Optional.of(new Verdict.Violated(counterexample(t, e)));
      }
      case Outcome.ErrorReached e -> {
        undefined = Reason.of(Reason.Kind.UNDEFINED_BEHAVIOR, e.message(), e.loc());
      }
      case Outcome.UndefinedBehavior u -> {
        undefined = Reason.of(Reason.Kind.UNDEFINED_BEHAVIOR, u.what(), u.loc());
      }
      default -> {}
    }
    return Optional.empty();
  }

  private Counterexample counterexample(Test t, Outcome.ErrorReached found) {
    Outcome replayed = runner.replay(t);
    Outcome.ErrorReached run =
        replayed instanceof Outcome.ErrorReached again && again.property() == found.property()
            ? again
            : found;
    return new Counterexample(run.property(), run.loc(), run.inputs(), t.memory, run.trace());
  }
}
