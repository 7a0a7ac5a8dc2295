package dev.vigil.engine.unroll;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Program;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Prover;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import dev.vigil.smt.TimedProver;
import dev.vigil.smt.Unsupported;
import dev.vigil.engine.Counterexample;
import dev.vigil.ir.Expr;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The queries of bounded model checking on one program and one solver context, shared by the
 * engines that unroll: {@code bmc} and the base case and inductive step of {@code kinduction}.
 *
 * <p>{@link #check} unrolls to a bound and asks whether an error is reachable (FALSE, with a
 * counterexample), then whether undefined behaviour, an unsupported operation or the bound is
 * (if none is, the unrolling covers every execution: TRUE). {@link #failure} asks only whether
 * any error, undefined behaviour or unsupported operation is reachable, as the inductive step
 * needs, and {@link #reachError} only whether an error is.
 */
public final class BoundedChecker {
  /** Why no verdict can be reached: the budget ran out, the solver failed, or an operation is unsupported. */
  public static final class Stop extends Exception {
    private final Verdict.Unknown verdict;
    /** The solver's failure, if the stop is one. */
    private final Optional<SmtFailure.Kind> solver;

    Stop(String reason) {
      this(reason, Optional.empty());
    }

    private Stop(String reason, Optional<SmtFailure.Kind> solver) {
      super(reason, null, false, false);
      this.verdict = new Verdict.Unknown(reason);
      this.solver = solver;
    }

    public Verdict.Unknown verdict() {
      return verdict;
    }

    /** The solver reached its memory limit: the run ends, as at a timeout. */
    public boolean outOfMemory() {
      return solver.equals(Optional.of(SmtFailure.Kind.OUT_OF_MEMORY));
    }

    /** A check needed more work than the solver context allows. */
    public boolean workLimitReached() {
      return solver.equals(Optional.of(SmtFailure.Kind.WORK_LIMIT));
    }
  }

  private final Program program;
  private final Smt smt;
  private final Encoder encoder;
  private final Budget budget;
  private final boolean incremental;
  private final PreparedProgram prepared;
  private final UnrollStatistics stats;
  private Target undefined;

  public BoundedChecker(Program program, Smt smt, Budget budget, boolean incremental, UnrollStatistics stats)
      throws Stop {
    this.program = program;
    this.smt = smt;
    try {
      this.encoder = new Encoder(smt, program);
    } catch (Unsupported e) {
      throw new Stop("unsupported: " + e.getMessage());
    }
    this.budget = budget;
    this.incremental = incremental;
    this.prepared = new PreparedProgram(program);
    this.stats = stats;
  }

  /** FALSE or TRUE at bound {@code k}, or null when a larger bound is needed. */
  public Verdict check(int k) throws Stop {
    return check(k, false);
  }

  /**
   * As {@link #check(int)}; with {@code settleUndefined}, a null answer also settles whether
   * undefined behaviour or an unsupported operation is reachable within the bound ({@link
   * #undefinedReachable}), as k-induction needs before it may answer TRUE.
   */
  public Verdict check(int k, boolean settleUndefined) throws Stop {
    SymbolicExecution.Unrolled unrolled = unroll(k);
    try {
      Bool errors = any(unrolled, Target.Kind.ERROR);
      Bool cuts = any(unrolled, Target.Kind.CUT);
      Bool bad = undefined == null ? smt.or(any(unrolled, Target.Kind.UNDEFINED), any(unrolled, Target.Kind.UNSUPPORTED)) : smt.fls();
      if (incremental) {
        try (Prover p = prover()) {
          p.add(smt.and(unrolled.definitions()));
          return decide(p, unrolled, errors, bad, cuts, settleUndefined);
        }
      }
      return decide(null, unrolled, errors, bad, cuts, settleUndefined);
    } catch (SmtFailure e) {
      throw stop(e);
    }
  }

  /**
   * One execution within a bound that reaches an error, undefined behaviour or an unsupported
   * operation: the counterexample if it reaches an error, whether it reaches an unsupported
   * operation, and the values it assigns to the watched variables (the last assignment of each).
   */
  public record Failure(Optional<Counterexample> error, boolean unsupported, Map<String, Expr> watched) {}

  /**
   * An execution within bound {@code k} that reaches an error, undefined behaviour or an
   * unsupported operation (reaching the bound itself does not count), or empty if there is none.
   * Variables whose names start with {@code watchPrefix} are watched.
   */
  public Optional<Failure> failure(int k, String watchPrefix) throws Stop {
    SymbolicExecution.Unrolled unrolled = unroll(k);
    Bool failure = smt.or(List.of(
        any(unrolled, Target.Kind.ERROR), any(unrolled, Target.Kind.UNDEFINED), any(unrolled, Target.Kind.UNSUPPORTED)));
    if (failure.isFalse()) {
      return Optional.empty();
    }
    try (Prover p = prover()) {
      p.add(smt.and(unrolled.definitions()));
      p.add(failure);
      if (!p.isSatisfiable()) {
        return Optional.empty();
      }
      try (SmtModel m = p.model()) {
        Map<String, Expr> watched = new LinkedHashMap<>();
        for (Event e : unrolled.events()) {
          if (e instanceof Event.Assigned a && a.var().name().startsWith(watchPrefix) && m.holds(a.guard())) {
            watched.put(a.var().name(), m.value(a.value(), program.dataModel()));
          }
        }
        Optional<Counterexample> error = firstHolding(m, unrolled, Target.Kind.ERROR) == null
            ? Optional.empty()
            : Optional.of(((Verdict.Violated) violation(m, unrolled)).counterexample());
        boolean unsupported = firstHolding(m, unrolled, Target.Kind.UNSUPPORTED) != null;
        return Optional.of(new Failure(error, unsupported, watched));
      }
    } catch (SmtFailure e) {
      throw stop(e);
    }
  }

  /** A counterexample to an error reachable within bound {@code k}, if there is one. */
  public Optional<Counterexample> reachError(int k) throws Stop {
    SymbolicExecution.Unrolled unrolled = unroll(k);
    Bool errors = any(unrolled, Target.Kind.ERROR);
    if (errors.isFalse()) {
      return Optional.empty();
    }
    try {
      Verdict v = query(null, unrolled, errors, m -> violation(m, unrolled));
      return v == null ? Optional.empty() : Optional.of(((Verdict.Violated) v).counterexample());
    } catch (SmtFailure e) {
      throw stop(e);
    }
  }

  /** Whether undefined behaviour or an unsupported operation was found reachable at some bound. */
  public boolean undefinedReachable() {
    return undefined != null;
  }

  /** The UNKNOWN verdict once no bound gave an answer. */
  public Verdict.Unknown unknown() {
    if (undefined != null) {
      return unknown(undefined);
    }
    return new Verdict.Unknown("bound " + stats.bound + " reached");
  }

  private SymbolicExecution.Unrolled unroll(int k) throws Stop {
    stats.bound = k;
    long start = System.nanoTime();
    try {
      SymbolicExecution.Unrolled unrolled = new SymbolicExecution(program, encoder, smt, k, budget, prepared).run();
      stats.unrolledEdges = unrolled.edges();
      stats.definitions = unrolled.definitions().size();
      stats.terms = encoder.termsBuilt();
      return unrolled;
    } catch (Unsupported | LoopStructure.IrreducibleException e) {
      throw new Stop("unsupported: " + e.getMessage());
    } catch (SymbolicExecution.OutOfBudget e) {
      throw new Stop("timeout");
    } finally {
      stats.encodingNanos += System.nanoTime() - start;
    }
  }

  private static Stop stop(SmtFailure e) {
    return new Stop(e.reason(), Optional.of(e.kind()));
  }

  private static Verdict.Unknown unknown(Target t) {
    String kind = t.kind() == Target.Kind.UNSUPPORTED ? "unsupported: " : "undefined behavior: ";
    return new Verdict.Unknown(kind + t.describe());
  }

  /**
   * Errors first (FALSE); then one query for undefined behaviour, unsupported operations and
   * cuts together: unsatisfiable means the unrolling covers every execution (TRUE, or UNKNOWN
   * for undefined behaviour found at a smaller bound); a model that reaches undefined behaviour
   * records it, so that no later bound can answer TRUE.
   */
  private Verdict decide(
      Prover shared, SymbolicExecution.Unrolled unrolled, Bool errors, Bool bad, Bool cuts, boolean settleUndefined)
      throws SmtFailure {
    long start = System.nanoTime();
    if (!errors.isFalse()) {
      Verdict v = query(shared, unrolled, errors, m -> violation(m, unrolled));
      if (v != null) {
        stats.errorQueryNanos += System.nanoTime() - start;
        return v;
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
        return null;
      }
    } finally {
      stats.completenessQueryNanos += System.nanoTime() - errorsDone;
    }
    if (undefined != null) {
      return unknown(undefined);
    }
    return new Verdict.Proved(Proof.of("all loops and recursion fully unwound at bound " + stats.bound));
  }

  private interface ModelReader {
    Verdict read(SmtModel model) throws SmtFailure;
  }

  /** Checks {@code goal} with the definitions; reads the model if satisfiable. */
  private Verdict query(Prover shared, SymbolicExecution.Unrolled unrolled, Bool goal, ModelReader reader)
      throws SmtFailure {
    if (shared != null) {
      shared.push();
      try {
        shared.add(goal);
        if (!shared.isSatisfiable()) {
          return null;
        }
        try (SmtModel m = shared.model()) {
          return reader.read(m);
        }
      } finally {
        shared.pop();
      }
    }
    try (Prover p = prover()) {
      p.add(smt.and(unrolled.definitions()));
      p.add(goal);
      if (!p.isSatisfiable()) {
        return null;
      }
      try (SmtModel m = p.model()) {
        return reader.read(m);
      }
    }
  }

  /** Whether {@code goal} is reachable; a model that reaches undefined behaviour records it. */
  private boolean satisfiable(Prover shared, SymbolicExecution.Unrolled unrolled, Bool goal) throws SmtFailure {
    boolean[] sat = new boolean[1];
    query(shared, unrolled, goal, m -> {
      sat[0] = true;
      if (undefined == null) {
        undefined = firstHolding(m, unrolled, Target.Kind.UNDEFINED, Target.Kind.UNSUPPORTED);
      }
      return null;
    });
    return sat[0];
  }

  private Verdict violation(SmtModel model, SymbolicExecution.Unrolled unrolled) throws SmtFailure {
    Target hit = firstHolding(model, unrolled, Target.Kind.ERROR);
    if (hit == null) {
      throw new SmtFailure("the model reaches no error edge");
    }
    return new Verdict.Violated(Counterexamples.build(model, hit, unrolled.events(), program.dataModel()));
  }

  private static Target firstHolding(SmtModel model, SymbolicExecution.Unrolled unrolled, Target.Kind... kinds)
      throws SmtFailure {
    for (Target t : unrolled.targets()) {
      if (List.of(kinds).contains(t.kind()) && model.holds(t.guard())) {
        return t;
      }
    }
    return null;
  }

  private Bool any(SymbolicExecution.Unrolled unrolled, Target.Kind kind) {
    return smt.or(unrolled.targets().stream().filter(t -> t.kind() == kind).map(Target::guard).toList());
  }

  private Prover prover() throws SmtFailure {
    return new TimedProver(smt.newProver(), stats.solver);
  }
}
