package dev.vigil.engine.unroll;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Reason;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Program;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Prover;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import dev.vigil.smt.TimedProver;
import dev.vigil.smt.Unsupported;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The queries of bounded model checking on one program and one solver context, shared by the
 * engines that unroll: {@code bmc} and the base case and inductive step of {@code kinduction}.
 *
 * <p>{@link #check} unrolls to a bound and asks whether an error is reachable (FALSE, with a
 * counterexample), then whether undefined behaviour, an unsupported operation or the bound is (if
 * none is, the unrolling covers every execution: TRUE). {@link #failure} asks only whether any
 * error, undefined behaviour or unsupported operation is reachable, as the inductive step needs,
 * and {@link #reachError} only whether an error is. Every answer is a sealed result; the solver's
 * and encoder's exceptions end here.
 */
public final class BoundedChecker {
  private final Program program;
  private final Smt smt;
  private final Encoder encoder;
  private final Reason unusable;
  private final Budget budget;
  private final boolean incremental;
  private final PreparedProgram prepared;
  private final UnrollStatistics stats;
  private Target undefined;

  public BoundedChecker(
      Program program, Smt smt, Budget budget, boolean incremental, UnrollStatistics stats) {
    this.program = program;
    this.smt = smt;
    Encoder built = null;
    Reason why = null;
    try {
      built = new Encoder(smt, program);
    } catch (Unsupported e) {
      why = Reason.of(Reason.Kind.UNSUPPORTED, e.getMessage());
    }
    this.encoder = built;
    this.unusable = why;
    this.budget = budget;
    this.incremental = incremental;
    this.prepared = new PreparedProgram(program);
    this.stats = stats;
  }

  /** What bound {@code k} decides; see {@link BoundResult}. */
  public BoundResult check(int k) {
    return check(k, false);
  }

  /**
   * As {@link #check(int)}; with {@code settleUndefined}, a {@link BoundResult.Deeper} answer also
   * settles whether undefined behaviour or an unsupported operation is reachable within the bound
   * ({@link #undefinedReachable}), as k-induction needs before it may answer TRUE.
   */
  public BoundResult check(int k, boolean settleUndefined) {
    if (unusable != null) {
      return new BoundResult.NoVerdict(unusable);
    }
    try {
      SymbolicExecution.Unrolled unrolled = unroll(k);
      Bool errors = any(unrolled, Target.Kind.ERROR);
      Bool cuts = any(unrolled, Target.Kind.CUT);
      Bool bad =
          undefined == null
              ? smt.or(any(unrolled, Target.Kind.UNDEFINED), any(unrolled, Target.Kind.UNSUPPORTED))
              : smt.fls();
      if (incremental) {
        try (Prover p = prover()) {
          p.add(smt.and(unrolled.definitions()));
          return decide(p, unrolled, errors, bad, cuts, settleUndefined);
        }
      }
      return decide(null, unrolled, errors, bad, cuts, settleUndefined);
    } catch (SmtFailure
        | Unsupported
        | SymbolicExecution.OutOfBudget
        | LoopStructure.IrreducibleException e) {
      return new BoundResult.NoVerdict(reason(e));
    }
  }

  /**
   * One execution within a bound that reaches an error, undefined behaviour or an unsupported
   * operation: the counterexample if it reaches an error, whether it reaches an unsupported
   * operation, and the values it gives the watched variables (the last assignment of each).
   */
  public record Failure(
      Optional<Counterexample> error, boolean unsupported, Map<Var, Expr> watched) {}

  /**
   * An execution within bound {@code k} that reaches an error, undefined behaviour or an
   * unsupported operation (reaching the bound itself does not count), if there is one.
   */
  public Query<Failure> failure(int k, Collection<Var> watch) {
    if (unusable != null) {
      return new Query.Stopped<>(unusable);
    }
    try {
      SymbolicExecution.Unrolled unrolled = unroll(k);
      Bool failure =
          smt.or(
              List.of(
                  any(unrolled, Target.Kind.ERROR),
                  any(unrolled, Target.Kind.UNDEFINED),
                  any(unrolled, Target.Kind.UNSUPPORTED)));
      if (failure.isFalse()) {
        return new Query.None<>();
      }
      try (Prover p = prover()) {
        p.add(smt.and(unrolled.definitions()));
        p.add(failure);
        if (!p.isSatisfiable()) {
          return new Query.None<>();
        }
        try (SmtModel m = p.model()) {
          Map<Var, Expr> watched = new LinkedHashMap<>();
          for (Event e : unrolled.events()) {
            Optional<Event.Assignment> set = e.assignment();
            if (set.isPresent() && watch.contains(set.get().var()) && m.holds(e.guard())) {
              watched.put(set.get().var(), m.value(set.get().value()));
            }
          }
          Target error = firstHolding(m, unrolled, Target.Kind.ERROR);
          Optional<Counterexample> cex =
              error == null
                  ? Optional.empty()
                  : Optional.of(
                      Counterexamples.build(m, error, unrolled.events(), program.dataModel()));
          boolean unsupported = firstHolding(m, unrolled, Target.Kind.UNSUPPORTED) != null;
          return new Query.Found<>(new Failure(cex, unsupported, watched));
        }
      }
    } catch (SmtFailure
        | Unsupported
        | SymbolicExecution.OutOfBudget
        | LoopStructure.IrreducibleException e) {
      return new Query.Stopped<>(reason(e));
    }
  }

  /** A counterexample to an error reachable within bound {@code k}, if there is one. */
  public Query<Counterexample> reachError(int k) {
    if (unusable != null) {
      return new Query.Stopped<>(unusable);
    }
    try {
      SymbolicExecution.Unrolled unrolled = unroll(k);
      Bool errors = any(unrolled, Target.Kind.ERROR);
      if (errors.isFalse()) {
        return new Query.None<>();
      }
      Optional<Counterexample> cex = violation(null, unrolled, errors);
      return cex.<Query<Counterexample>>map(Query.Found::new).orElseGet(Query.None::new);
    } catch (SmtFailure
        | Unsupported
        | SymbolicExecution.OutOfBudget
        | LoopStructure.IrreducibleException e) {
      return new Query.Stopped<>(reason(e));
    }
  }

  /** Whether undefined behaviour or an unsupported operation was found reachable at some bound. */
  public boolean undefinedReachable() {
    return undefined != null;
  }

  /** Why there is no verdict once no bound gave one. */
  public Reason unknown() {
    return undefined != null ? undefined.reason() : Reason.boundReached(stats.bound);
  }

  private SymbolicExecution.Unrolled unroll(int k)
      throws Unsupported, SymbolicExecution.OutOfBudget, LoopStructure.IrreducibleException {
    stats.bound = k;
    long start = System.nanoTime();
    try {
      SymbolicExecution.Unrolled unrolled =
          new SymbolicExecution(program, encoder, smt, k, budget, prepared).run();
      stats.unrolledEdges = unrolled.edges();
      stats.definitions = unrolled.definitions().size();
      stats.terms = encoder.termsBuilt();
      return unrolled;
    } finally {
      stats.encodingNanos += System.nanoTime() - start;
    }
  }

  /**
   * Why the solver gave no answer: the time or the memory ran out, a check needed more work than
   * its context allows (a {@link Reason.Kind#BOUND_REACHED} of the engine's own making), or the
   * solver failed.
   */
  public static Reason reason(SmtFailure f) {
    return switch (f.kind()) {
      case CANCELLED -> Reason.timeout();
      case OUT_OF_MEMORY -> Reason.outOfMemory();
      case WORK_LIMIT -> Reason.of(Reason.Kind.BOUND_REACHED, WORK_LIMIT_REACHED);
      case FAILED -> Reason.of(Reason.Kind.SOLVER_FAILURE, f.getMessage());
    };
  }

  /** The detail of the reason of a check that needed more work than its context allows. */
  public static final String WORK_LIMIT_REACHED = "solver work limit reached";

  /** Why a query has no answer. */
  private static Reason reason(Exception e) {
    return switch (e) {
      case SmtFailure f -> reason(f);
      case SymbolicExecution.OutOfBudget o -> Reason.timeout();
      default -> Reason.of(Reason.Kind.UNSUPPORTED, e.getMessage());
    };
  }

  /**
   * Errors first (FALSE); then one query for undefined behaviour, unsupported operations and cuts
   * together: unsatisfiable means the unrolling covers every execution (TRUE, or UNKNOWN for
   * undefined behaviour found at a smaller bound); a model that reaches undefined behaviour records
   * it, so that no later bound can answer TRUE.
   */
  private BoundResult decide(
      Prover shared,
      SymbolicExecution.Unrolled unrolled,
      Bool errors,
      Bool bad,
      Bool cuts,
      boolean settleUndefined)
      throws SmtFailure {
    long start = System.nanoTime();
    if (!errors.isFalse()) {
      Optional<Counterexample> cex = violation(shared, unrolled, errors);
      if (cex.isPresent()) {
        stats.errorQueryNanos += System.nanoTime() - start;
        return new BoundResult.Violated(cex.get());
      }
    }
    long errorsDone = System.nanoTime();
    stats.errorQueryNanos += errorsDone - start;
    try {
      Bool incomplete = smt.or(bad, cuts);
      boolean complete = incomplete.isFalse() || !satisfiable(shared, unrolled, incomplete);
      if (!complete) {
        if (settleUndefined && undefined == null && !bad.isFalse()) {
          satisfiable(shared, unrolled, bad);
        }
        return new BoundResult.Deeper();
      }
    } finally {
      stats.completenessQueryNanos += System.nanoTime() - errorsDone;
    }
    if (undefined != null) {
      return new BoundResult.NoVerdict(undefined.reason());
    }
    return new BoundResult.Proved(
        Proof.of("all loops and recursion fully unwound at bound " + stats.bound));
  }

  private interface ModelReader<T> {
    T read(SmtModel model) throws SmtFailure;
  }

  /** Checks {@code goal} with the definitions; reads the model if satisfiable. */
  private <T> Optional<T> query(
      Prover shared, SymbolicExecution.Unrolled unrolled, Bool goal, ModelReader<T> reader)
      throws SmtFailure {
    if (shared != null) {
      shared.push();
      try {
        shared.add(goal);
        if (!shared.isSatisfiable()) {
          return Optional.empty();
        }
        try (SmtModel m = shared.model()) {
          return Optional.of(reader.read(m));
        }
      } finally {
        shared.pop();
      }
    }
    try (Prover p = prover()) {
      p.add(smt.and(unrolled.definitions()));
      p.add(goal);
      if (!p.isSatisfiable()) {
        return Optional.empty();
      }
      try (SmtModel m = p.model()) {
        return Optional.of(reader.read(m));
      }
    }
  }

  /** Whether {@code goal} is reachable; a model that reaches undefined behaviour records it. */
  private boolean satisfiable(Prover shared, SymbolicExecution.Unrolled unrolled, Bool goal)
      throws SmtFailure {
    return query(
            shared,
            unrolled,
            goal,
            m -> {
              if (undefined == null) {
                undefined =
                    firstHolding(m, unrolled, Target.Kind.UNDEFINED, Target.Kind.UNSUPPORTED);
              }
              return true;
            })
        .isPresent();
  }

  /** A counterexample that reaches one of the errors in {@code errors}, if any. */
  private Optional<Counterexample> violation(
      Prover shared, SymbolicExecution.Unrolled unrolled, Bool errors) throws SmtFailure {
    return query(
        shared,
        unrolled,
        errors,
        m -> {
          Target hit = firstHolding(m, unrolled, Target.Kind.ERROR);
          if (hit == null) {
            throw new SmtFailure("the model reaches no error edge");
          }
          return Counterexamples.build(m, hit, unrolled.events(), program.dataModel());
        });
  }

  private static Target firstHolding(
      SmtModel model, SymbolicExecution.Unrolled unrolled, Target.Kind... kinds) throws SmtFailure {
    for (Target t : unrolled.targets()) {
      if (List.of(kinds).contains(t.kind()) && model.holds(t.guard())) {
        return t;
      }
    }
    return null;
  }

  private Bool any(SymbolicExecution.Unrolled unrolled, Target.Kind kind) {
    return smt.or(
        unrolled.targets().stream().filter(t -> t.kind() == kind).map(Target::guard).toList());
  }

  private Prover prover() throws SmtFailure {
    return new TimedProver(smt.newProver(), stats.solver);
  }
}
