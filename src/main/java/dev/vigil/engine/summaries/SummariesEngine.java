package dev.vigil.engine.summaries;

import dev.vigil.analysis.UnwrittenGlobals;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.unroll.Activations;
import dev.vigil.engine.unroll.Target;
import dev.vigil.ir.Program;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import dev.vigil.smt.TimedProver;
import dev.vigil.smt.Unsupported;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;

/**
 * Calysto's structural abstraction (Babić's thesis, chapters 3 and 4): each function activation is
 * executed symbolically on its own, calls left as placeholders, one per side effect (result,
 * memory, whether it returns, errors, undefined behaviour); a falsifying assignment leads ({@link
 * Refiner}) to one placeholder, which is expanded into the callee's summary on the same incremental
 * solver, until the query is unsatisfiable or the assignment describes an execution (then every
 * call it reaches is expanded, and it is the counterexample). Loops and recursion are unwound to a
 * bound and cut there, with deepening: no error and no cut reachable is TRUE; a cut that is
 * reachable never is.
 */
public final class SummariesEngine implements Engine {
  public static final EngineDescriptor DESCRIPTOR =
      new EngineDescriptor(
          "summaries",
          "structural abstraction: function summaries with placeholders expanded on demand"
              + " (Calysto)",
          SummariesOptions.ALL,
          values -> new SummariesEngine(SummariesOptions.from(values)));

  private static final EnumSet<Target.Kind> ERRORS = EnumSet.of(Target.Kind.ERROR);
  private static final EnumSet<Target.Kind> BAD =
      EnumSet.of(Target.Kind.UNDEFINED, Target.Kind.UNSUPPORTED, Target.Kind.CUT);

  private final SummariesOptions options;

  public SummariesEngine(SummariesOptions options) {
    this.options = Objects.requireNonNull(options);
  }

  @Override
  public Result verify(Program program, Budget budget) {
    SummaryStatistics stats = new SummaryStatistics();
    Verdict v;
    try (Smt smt = Smt.open(options.solver(), budget::exhausted)) {
      v = deepen(program, smt, budget, stats);
    } catch (SmtFailure e) {
      v = new Verdict.Unknown(failure(e));
    }
    return new Result(v, stats.statistics(options.countNodes()));
  }

  private static Reason failure(SmtFailure e) {
    return e.cancelled() ? Reason.timeout() : Reason.of(Reason.Kind.SOLVER_FAILURE, e.getMessage());
  }

  /** What one bound decided. */
  private sealed interface Outcome {
    record Decided(Verdict verdict) implements Outcome {}

    /** No verdict at this bound; a deeper one may give one. */
    record Deeper(Optional<Reason> undefined) implements Outcome {}
  }

  private Verdict deepen(Program program, Smt smt, Budget budget, SummaryStatistics stats)
      throws SmtFailure {
    Encoder encoder;
    try {
      encoder = new Encoder(smt, program);
    } catch (Unsupported u) {
      return new Verdict.Unknown(Reason.of(Reason.Kind.UNSUPPORTED, u.getMessage()));
    }
    UnwrittenGlobals unwritten = UnwrittenGlobals.of(program);
    ErrorFreeFunctions errorFree = ErrorFreeFunctions.of(program);
    CallCost cost = new CallCost(program);
    Optional<Reason> undefined = Optional.empty();
    // Without loops and recursion every bound unwinds the whole program: one is enough.
    boolean loopFree = LoopFree.of(program);
    int k = options.firstBound();
    for (; k > 0; k = loopFree ? -1 : options.nextBound(k)) {
      if (budget.exhausted()) {
        return new Verdict.Unknown(Reason.timeout());
      }
      stats.newBound(k);
      Activations activations =
          Activations.of(
              program,
              smt,
              encoder,
              budget,
              k,
              f -> unwritten.by(f.name()),
              f -> unwritten.changesNoMemory(f.name()),
              f -> !unwritten.allocatesNothing(f.name()));
      Outcome o;
      try (AbstractProgram abstraction =
          new AbstractProgram(
              smt,
              encoder,
              activations,
              new Solving(
                  options.incremental(), () -> new TimedProver(smt.newProver(), stats.solver)),
              budget,
              stats,
              options.countNodes(),
              errorFree)) {
        o = atBound(abstraction, cost, undefined.isPresent(), budget, stats);
      }
      switch (o) {
        case Outcome.Decided d -> {
          return d.verdict();
        }
        case Outcome.Deeper d -> {
          if (undefined.isEmpty()) {
            undefined = d.undefined();
          }
        }
      }
    }
    if (loopFree && undefined.isEmpty()) {
      return new Verdict.Unknown(
          Reason.of(Reason.Kind.INCOMPLETE, "no verdict on a program without loops"));
    }
    return new Verdict.Unknown(
        undefined.orElse(
            Reason.of(
                Reason.Kind.BOUND_REACHED,
                "loops and recursion cut after "
                    + stats.bound
                    + " unwindings (assume(!test)), and a cut is reachable")));
  }

  /** Errors first, then (unless undefined behaviour is known) whether all runs are covered. */
  private Outcome atBound(
      AbstractProgram a,
      CallCost cost,
      boolean undefinedKnown,
      Budget budget,
      SummaryStatistics stats)
      throws SmtFailure {
    long start = System.nanoTime();
    Optional<Reason> failed = a.start();
    if (failed.isEmpty() && options.refinement() == Refinement.INLINE) {
      failed = a.expandEverything();
    }
    stats.encodingNanos += System.nanoTime() - start;
    if (failed.isPresent()) {
      return new Outcome.Decided(new Verdict.Unknown(failed.get()));
    }
    Refiner refiner =
        new Refiner(
            a.graph(), options.refinement(), a::role, p -> cost.of(p.site().call.callee()), budget);
    Search errors = search(a, refiner, true, budget, stats);
    switch (errors) {
      case Search.Found f -> {
        try (SmtModel m = a.model()) {
          Optional<Target> hit = a.reached(m, ERRORS);
          if (hit.isEmpty()) {
            throw new SmtFailure("the model reaches no error");
          }
          return new Outcome.Decided(new Verdict.Violated(a.counterexample(m, hit.get())));
        }
      }
      case Search.Stopped s -> {
        return new Outcome.Decided(new Verdict.Unknown(s.reason()));
      }
      case Search.Inconclusive i -> {
        return new Outcome.Deeper(Optional.empty());
      }
      case Search.Unreachable u -> {}
    }
    if (undefinedKnown) {
      return new Outcome.Deeper(Optional.empty());
    }
    Search bad = search(a, refiner, false, budget, stats);
    switch (bad) {
      case Search.Unreachable u -> {
        return new Outcome.Decided(
            new Verdict.Proved(
                Proof.of(
                    "structural abstraction: no error, undefined behaviour or cut reachable at"
                        + " bound "
                        + stats.bound
                        + " ("
                        + a.sitesExpanded()
                        + " of "
                        + a.sitesMet()
                        + " calls expanded)")));
      }
      case Search.Found f -> {
        try (SmtModel m = a.model()) {
          Optional<Target> hit = a.reached(m, BAD);
          if (hit.isPresent() && hit.get().kind() != Target.Kind.CUT) {
            return new Outcome.Deeper(Optional.of(hit.get().reason()));
          }
          return new Outcome.Deeper(Optional.empty());
        }
      }
      case Search.Stopped s -> {
        return new Outcome.Decided(new Verdict.Unknown(s.reason()));
      }
      case Search.Inconclusive i -> {
        return new Outcome.Deeper(Optional.empty());
      }
    }
  }

  /** What the abstraction-refinement loop found for one query. */
  private sealed interface Search {
    /** The query is unsatisfiable: nothing of the kind is reachable within the bound. */
    record Unreachable() implements Search {}

    /** A model in which every call it reaches is expanded: {@link AbstractProgram#model()}. */
    record Found() implements Search {}

    /** Only calls at the recursion bound explain the model. */
    record Inconclusive() implements Search {}

    record Stopped(Reason reason) implements Search {}
  }

  /** Algorithm 3: solve; refine one placeholder; repeat until unsatisfiable or concrete. */
  private Search search(
      AbstractProgram a, Refiner refiner, boolean errors, Budget budget, SummaryStatistics stats)
      throws SmtFailure {
    while (true) {
      if (budget.exhausted()) {
        return new Search.Stopped(Reason.timeout());
      }
      boolean sat = errors ? a.errorsSatisfiable() : a.badSatisfiable();
      if (!sat) {
        return new Search.Unreachable();
      }
      stats.refinements++;
      long start = System.nanoTime();
      Refiner.Choice choice;
      AbstractProgram.Concretized concrete = null;
      try (SmtModel m = a.model()) {
        choice = refiner.choose(errors ? a.errorsRoot() : a.badRoot(), m);
        if (choice instanceof Refiner.Choice.None) {
          concrete = a.concretize(m);
        }
      }
      stats.refineNanos += System.nanoTime() - start;
      switch (choice) {
        case Refiner.Choice.Expand e -> {
          long encoding = System.nanoTime();
          Optional<Reason> failed = a.expand(e.placeholder());
          stats.encodingNanos += System.nanoTime() - encoding;
          if (failed.isPresent()) {
            return new Search.Stopped(failed.get());
          }
        }
        case Refiner.Choice.Blocked b -> {
          return new Search.Inconclusive();
        }
        case Refiner.Choice.None n -> {
          switch (concrete) {
            case PROGRESS -> {}
            case BLOCKED -> {
              return new Search.Inconclusive();
            }
            case DONE -> {
              return new Search.Found();
            }
          }
        }
      }
    }
  }
}
