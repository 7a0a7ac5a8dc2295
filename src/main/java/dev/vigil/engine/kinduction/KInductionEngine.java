package dev.vigil.engine.kinduction;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.Proof;
import dev.vigil.engine.StatisticsSource;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.unroll.BoundedChecker;
import dev.vigil.engine.unroll.UnrollStatistics;
import dev.vigil.engine.Counterexample;
import dev.vigil.interp.Inputs;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Global;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * k-induction (ESBMC thesis, Algorithm 4.4), for k = 1, 2, …: the base case and forward condition
 * are bounded model checking at bound k ({@link BoundedChecker#check}: an error is FALSE, no
 * execution beyond the bound is TRUE); the inductive step runs k steps of the program from an
 * arbitrary state at a loop head ({@link InductiveStep}), assuming the interval analysis's facts
 * there, and if no error can follow k−1 error-free steps, the program is safe (TRUE).
 *
 * <p>The inductive step needs the program as one CFA ({@link Inliner}); it is left out, with the
 * reason in any UNKNOWN verdict, under recursion and where code that runs from one loop head to
 * the next allocates or frees memory (the havoc of memory keeps the set of objects). Each step
 * gets a slice of the solver's work ({@link #slice}), so that the base case keeps finding bugs. With
 * bidirectional search, the step's counterexample becomes a target of the next base case.
 */
public final class KInductionEngine implements Engine, StatisticsSource {
  /** The least time the inductive step or the candidate check gets at one k (not with Z3). */
  private static final Duration MIN_SLICE = Duration.ofSeconds(2);
  /**
   * The least work each check of the inductive step or the candidate check may do at one k, with
   * Z3: what Z3 does in 1 to 4 seconds on this project's queries (measured on loops/eureka_01,
   * nla-digbench/egcd-ll: 0.5 to 1.5 million a second).
   */
  private static final long MIN_WORK = 2_000_000;

  /** Replays of joined counterexamples stop here: both parts are short, bounded unrollings. */
  private static final long MAX_REPLAY_STEPS = 50_000_000L;

  private final KInductionOptions options;
  private Statistics stats = new Statistics();

  public KInductionEngine(KInductionOptions options) {
    this.options = Objects.requireNonNull(options);
  }

  /** The measurements of one run. */
  private static final class Statistics {
    int k;
    long baseNanos;
    long stepNanos;
    int invariantsFound;
    int candidatesProven;
    int stepsOutOfTime;
    long baseWork;
    long candidateNanos;
    final UnrollStatistics base = new UnrollStatistics();
    final UnrollStatistics step = new UnrollStatistics();
    final UnrollStatistics candidates = new UnrollStatistics();
    final UnrollStatistics backward = new UnrollStatistics();
    long backwardNanos;
    int backwardStatesReached;
    int backwardCounterexamples;
  }

  @Override
  public Map<String, Object> statistics() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("kind_k", stats.k);
    m.put("kind_base_and_forward_s", seconds(stats.baseNanos)); // split below: error and completeness queries
    m.put("kind_inductive_step_s", seconds(stats.stepNanos));
    m.put("kind_inductive_steps_out_of_time", stats.stepsOutOfTime);
    m.put("kind_base_solver_work", stats.baseWork);
    m.put("kind_interval_invariants", stats.invariantsFound);
    m.put("kind_candidate_invariants_proven", stats.candidatesProven);
    m.put("kind_candidate_check_s", seconds(stats.candidateNanos));
    if (options.bidirectional()) {
      m.put("kind_backward_search_s", seconds(stats.backwardNanos));
      m.put("kind_backward_states_reached", stats.backwardStatesReached);
      m.put("kind_backward_counterexamples", stats.backwardCounterexamples);
    }
    m.putAll(stats.base.asMap("kind_base"));
    m.putAll(stats.step.asMap("kind_step"));
    return m;
  }

  private static double seconds(long nanos) {
    return Math.round(nanos / 1e6) / 1000.0;
  }

  /** The inductive-step builder, or why there is none. */
  private record Induction(Program inlined, InductiveStep step, Map<Location, List<Op>> invariants, String disabled) {}

  @Override
  public Verdict verify(Program program, Budget budget) {
    stats = new Statistics();
    Induction induction = prepare(program);
    try (Smt smt = Smt.open(options.solver(), budget::exhausted)) {
      BoundedChecker base = new BoundedChecker(program, smt, budget, false, stats.base);
      Backward backward = null;
      for (int k = 1; k > 0; k = options.next(k)) {
        stats.k = k;
        long start = System.nanoTime();
        Verdict v = base.check(k, true);
        stats.baseNanos += System.nanoTime() - start;
        stats.baseWork = smt.work();
        if (v != null) {
          return v;
        }
        if (induction.step() == null || base.undefinedReachable()) {
          continue;
        }
        try {
          if (backward != null) {
            Verdict found = searchBack(program, smt, induction, backward, k, budget);
            if (found != null) {
              return found;
            }
          }
          if (k == 1 && options.candidates()) {
            induction = strengthen(induction, budget, smt);
          }
          Slice slice = slice(budget, smt);
          Optional<BoundedChecker.Failure> failure;
          try (Smt sliced = slice.open(options)) {
            failure = inductiveStep(sliced, induction, k, slice.budget());
          } catch (BoundedChecker.Stop | SmtFailure e) {
            if (ends(e, budget) || !slice.spent(e)) {
              throw e;
            }
            stats.stepsOutOfTime++;
            continue; // no answer at this k; the next k has more time
          }
          if (failure.isEmpty()) {
            return new Verdict.Proved(proof(induction, k));
          }
          backward = options.bidirectional() ? Backward.of(failure.get(), induction.step()) : null;
        } catch (BoundedChecker.Stop | SmtFailure e) {
          if (ends(e, budget)) {
            throw e;
          }
          // The programs of the inductive step need what the base case does not (say, an
          // operation the encoder lacks): go on with the base case alone.
          String why = e instanceof BoundedChecker.Stop stop ? stop.verdict().reason() : "solver: " + e.getMessage();
          induction = disabled("inductive step disabled: " + why);
          backward = null;
        }
      }
      return withReason(base.unknown(), induction);
    } catch (SmtFailure e) {
      return withReason(new Verdict.Unknown(e.reason()), induction);
    } catch (BoundedChecker.Stop e) {
      return withReason(e.verdict(), induction);
    }
  }

  /** Whether a failure ends the whole run: the time is up, or the solver's memory. */
  private static boolean ends(Exception e, Budget budget) {
    return budget.exhausted()
        || (e instanceof SmtFailure f && f.outOfMemory())
        || (e instanceof BoundedChecker.Stop s && s.outOfMemory());
  }

  /**
   * What the inductive step, or the candidate check, may spend at one k: twice what the base case
   * has spent so far, and at least a minimum, so that a hard step does not starve the base case
   * that finds bugs (measured: loops/eureka_01 spent 19 s in one step). With Z3 that is solver
   * work ({@link #MIN_WORK}, Z3's resource count), which does not depend on the machine's speed
   * or load, so that the verdict does not either; with the other solvers it is time ({@link
   * #MIN_SLICE}).
   */
  private Slice slice(Budget budget, Smt base) {
    if (Smt.limitsWork(options.solver())) {
      return new Slice(budget, Math.max(MIN_WORK, 2 * base.work()));
    }
    return new Slice(
        budget.slice(Duration.ofNanos(Math.max(MIN_SLICE.toNanos(), 2 * stats.baseNanos))), 0);
  }

  /** A slice: a time budget, and for each check a limit on the solver's work (0: none). */
  private record Slice(Budget budget, long work) {
    Smt open(KInductionOptions options) throws SmtFailure {
      return Smt.open(options.solver(), budget::exhausted, work);
    }

    /** Whether {@code e} says the slice is spent (and not the whole run's budget). */
    boolean spent(Exception e) {
      if (work > 0) {
        return (e instanceof SmtFailure f && f.workLimitReached())
            || (e instanceof BoundedChecker.Stop s && s.workLimitReached());
      }
      return budget.exhausted();
    }
  }

  /** An execution with k−1 error-free steps and an error in the k-th, or empty if there is none. */
  private Optional<BoundedChecker.Failure> inductiveStep(Smt smt, Induction induction, int k, Budget budget)
      throws BoundedChecker.Stop {
    long start = System.nanoTime();
    try {
      Program step = induction.step().build(induction.inlined(), k, options.bidirectional());
      return new BoundedChecker(step, smt, budget, false, stats.step).failure(k, InductiveStep.STATE);
    } finally {
      stats.stepNanos += System.nanoTime() - start;
    }
  }

  /**
   * The inductive step's counterexample, kept for bidirectional search (thesis §4.3.1): the cut
   * point and state it starts from, and what follows (the inputs it reads, and the error).
   */
  private record Backward(
      int cut, Map<Var, Expr> state, Map<Global, Expr> globals, List<Counterexample.Input> inputs,
      Counterexample error) {
    /** The backward part of {@code f}, or null if it reaches no error or its start is unknown. */
    static Backward of(BoundedChecker.Failure f, InductiveStep step) {
      if (f.error().isEmpty() || !(f.watched().get(InductiveStep.STATE + "pc") instanceof Expr.IntConst pc)) {
        return null;
      }
      Map<Var, Expr> state = new LinkedHashMap<>();
      for (int i = 0; i < step.stateVars().size(); i++) {
        Var v = step.stateVars().get(i);
        if (v.type() instanceof IntType && f.watched().get(InductiveStep.STATE + i) instanceof Expr.IntConst c) {
          state.put(v, c);
        }
      }
      Map<Global, Expr> globals = new LinkedHashMap<>();
      for (int i = 0; i < step.stateGlobals().size(); i++) {
        if (f.watched().get(InductiveStep.STATE + "g" + i) instanceof Expr.IntConst c) {
          globals.put(step.stateGlobals().get(i), c);
        }
      }
      Counterexample cex = f.error().get();
      int last = -1;
      for (int i = 0; i < cex.inputs().size(); i++) {
        if (cex.inputs().get(i).origin().equals("inductive step")) {
          last = i;
        }
      }
      List<Counterexample.Input> after = cex.inputs().subList(last + 1, cex.inputs().size());
      return new Backward((int) pc.bits(), state, globals, after, cex);
    }
  }

  /**
   * The base case of bidirectional search at {@code k}: if an execution reaches the start state
   * of the last inductive step's counterexample, the two joined are a counterexample, reported
   * once the interpreter replays it to the error. (The state leaves memory out, so a join need
   * not replay; then it is dropped.)
   */
  private Verdict searchBack(Program program, Smt smt, Induction induction, Backward backward, int k, Budget budget)
      throws BoundedChecker.Stop {
    long start = System.nanoTime();
    try {
      Program reach = induction.step().reachState(induction.inlined(), backward.cut(), backward.state(), backward.globals());
      Optional<Counterexample> prefix = new BoundedChecker(reach, smt, budget, false, stats.backward).reachError(k);
      if (prefix.isEmpty()) {
        return null;
      }
      stats.backwardStatesReached++;
      Counterexample p = prefix.get();
      Counterexample joined = p;
      if (p.violation().equals(SourceLoc.UNKNOWN)) {
        List<Counterexample.Input> inputs = new ArrayList<>(p.inputs());
        inputs.addAll(backward.inputs());
        Map<Long, Byte> memory = new LinkedHashMap<>(p.uninitializedMemory());
        backward.error().uninitializedMemory().forEach(memory::putIfAbsent);
        List<Counterexample.Step> steps = new ArrayList<>(p.steps().subList(0, p.steps().size() - 1));
        steps.addAll(backward.error().steps());
        joined = new Counterexample(
            backward.error().property(), backward.error().violation(), inputs, memory, steps);
      }
      Outcome replayed = new Interpreter(program)
          .run(Inputs.replay(joined.inputValues(), joined.uninitializedMemory()), MAX_REPLAY_STEPS, false);
      if (replayed instanceof Outcome.ErrorReached reached && reached.property() == joined.property()) {
        stats.backwardCounterexamples++;
        return new Verdict.Violated(joined);
      }
      return null;
    } finally {
      stats.backwardNanos += System.nanoTime() - start;
    }
  }

  /**
   * Adds the candidate invariants ({@link Candidates}) that hold by induction over cut-point
   * arrivals, found Houdini-style: check all, drop those a model violates, repeat. If the check
   * meets an unsupported operation, or the budget ends, no candidate is used.
   */
  private Induction strengthen(Induction induction, Budget budget, Smt base)
      throws BoundedChecker.Stop, SmtFailure {
    long start = System.nanoTime();
    Map<Location, List<Expr>> candidates = Candidates.of(induction.inlined().main().cfa(), induction.step().cutPoints());
    Slice slice = slice(budget, base);
    try (Smt smt = slice.open(options)) {
      while (candidates.values().stream().anyMatch(l -> !l.isEmpty())) {
        Program check = induction.step().candidateCheck(induction.inlined(), candidates);
        Optional<BoundedChecker.Failure> failure =
            new BoundedChecker(check, smt, slice.budget(), false, stats.candidates)
                .failure(1, InductiveStep.CANDIDATE_FLAG);
        if (failure.isEmpty()) {
          break;
        }
        if (failure.get().unsupported()) {
          return induction; // what follows an unsupported operation is unknown: no candidate can be trusted
        }
        Set<String> failed = new java.util.HashSet<>();
        failure.get().watched().forEach((flag, value) -> {
          if (value instanceof Expr.IntConst c && c.bits() == 0) {
            failed.add(flag);
          }
        });
        Map<Location, List<Expr>> fewer = without(candidates, failed);
        if (fewer.equals(candidates)) {
          return induction; // an error no candidate explains: keep none
        }
        candidates = fewer;
      }
    } catch (BoundedChecker.Stop | SmtFailure e) {
      if (ends(e, budget) || !slice.spent(e)) {
        throw e;
      }
      return induction; // slice spent: no candidate
    } finally {
      stats.candidateNanos += System.nanoTime() - start;
    }
    Map<Location, List<Op>> invariants = new LinkedHashMap<>();
    induction.invariants().forEach((c, ops) -> invariants.put(c, new ArrayList<>(ops)));
    for (Map.Entry<Location, List<Expr>> e : candidates.entrySet()) {
      for (Expr x : e.getValue()) {
        invariants.computeIfAbsent(e.getKey(), c -> new ArrayList<>()).add(new Op.Assume(x));
        stats.candidatesProven++;
      }
    }
    return new Induction(induction.inlined(), new InductiveStep(induction.inlined(), invariants), invariants, "");
  }

  /** The candidates without those whose flags (numbered in map order) are in {@code failed}. */
  private static Map<Location, List<Expr>> without(Map<Location, List<Expr>> candidates, Set<String> failed) {
    Map<Location, List<Expr>> kept = new LinkedHashMap<>();
    int n = 0;
    for (Map.Entry<Location, List<Expr>> e : candidates.entrySet()) {
      List<Expr> list = new ArrayList<>();
      for (Expr x : e.getValue()) {
        if (!failed.contains(InductiveStep.CANDIDATE_FLAG + n++)) {
          list.add(x);
        }
      }
      kept.put(e.getKey(), list);
    }
    return kept;
  }

  private static Induction disabled(String why) {
    return new Induction(null, null, Map.of(), why);
  }

  private Induction prepare(Program program) {
    Inliner.Result inlined = Inliner.inline(program);
    if (inlined.program().isEmpty()) {
      return disabled("inductive step disabled: " + inlined.reason());
    }
    Program one = inlined.program().get();
    Cfa main = one.main().cfa();
    CutPoints cuts = CutPoints.of(main);
    BitSet betweenCuts = cuts.betweenCuts(main);
    for (Edge e : main.edges()) {
      if (betweenCuts.get(e.source().index()) && betweenCuts.get(e.target().index())
          && (e.op() instanceof Op.Alloc || e.op() instanceof Op.Free)) {
        return disabled("inductive step disabled: a loop allocates or frees memory at " + e.loc());
      }
    }
    Map<Location, List<Op>> invariants = options.intervals() ? IntervalInvariants.at(one, cuts.cuts()) : Map.of();
    invariants.values().forEach(ops -> stats.invariantsFound += (int) ops.stream().filter(Op.Assume.class::isInstance).count());
    return new Induction(one, new InductiveStep(one, invariants), invariants, "");
  }

  /** The proof: k, and the invariants assumed at each loop head, as C expressions. */
  private static Proof proof(Induction induction, int k) {
    Map<Location, List<Expr>> invariants = new LinkedHashMap<>();
    Set<String> shown = new java.util.LinkedHashSet<>();
    for (Map.Entry<Location, List<Op>> e : induction.invariants().entrySet()) {
      List<Expr> facts = new ArrayList<>();
      Map<Var, String> names = new java.util.HashMap<>();
      for (Op op : e.getValue()) {
        if (op instanceof Op.Load l) {
          names.put(l.target(), memoryName(l.address(), l.target()));
        } else if (op instanceof Op.Assume a) {
          facts.add(a.condition());
          shown.add(CExpressions.render(a.condition(), names));
        }
      }
      invariants.put(e.getKey(), facts);
    }
    String method = "k-induction at k = " + k
        + (shown.isEmpty() ? "" : ", with loop-head invariants " + String.join(", ", shown));
    return new Proof(method, invariants);
  }

  /** A global cell as C: the global itself at offset 0, else the cell's type read at that offset. */
  private static String memoryName(Expr address, Var cell) {
    if (address instanceof Expr.GlobalAddress g) {
      return g.global();
    }
    if (address instanceof Expr.PtrAdd p && p.pointer() instanceof Expr.GlobalAddress g
        && p.offset() instanceof Expr.IntConst c) {
      String type = switch (((IntType) cell.type()).bits()) {
        case 8 -> "char";
        case 16 -> "short";
        case 32 -> "int";
        default -> "long long";
      };
      return "*(" + type + " *) ((char *) &" + g.global() + " + " + c.signedValue() + ")";
    }
    return address.toString();
  }

  private static Verdict withReason(Verdict.Unknown v, Induction induction) {
    return induction.disabled().isEmpty() ? v : new Verdict.Unknown(v.reason() + "; " + induction.disabled());
  }
}
