package dev.vigil.engine.kinduction;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.Proof;
import dev.vigil.engine.StatisticsSource;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.unroll.BoundedChecker;
import dev.vigil.engine.unroll.UnrollStatistics;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
 * the next allocates or frees memory (the havoc of memory keeps the set of objects).
 */
public final class KInductionEngine implements Engine, StatisticsSource {
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
    long candidateNanos;
    final UnrollStatistics base = new UnrollStatistics();
    final UnrollStatistics step = new UnrollStatistics();
    final UnrollStatistics candidates = new UnrollStatistics();
  }

  @Override
  public Map<String, Object> statistics() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("kind_k", stats.k);
    m.put("kind_base_and_forward_s", seconds(stats.baseNanos));
    m.put("kind_inductive_step_s", seconds(stats.stepNanos));
    m.put("kind_interval_invariants", stats.invariantsFound);
    m.put("kind_candidate_invariants_proven", stats.candidatesProven);
    m.put("kind_candidate_check_s", seconds(stats.candidateNanos));
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
      for (int k = 1; k > 0; k = options.next(k)) {
        stats.k = k;
        long start = System.nanoTime();
        Verdict v = base.check(k, true);
        stats.baseNanos += System.nanoTime() - start;
        if (v != null) {
          return v;
        }
        if (induction.step() == null || base.undefinedReachable()) {
          continue;
        }
        if (k == 1 && options.candidates()) {
          induction = strengthen(smt, induction, budget);
        }
        if (inductive(smt, induction, k, budget)) {
          return new Verdict.Proved(proof(induction, k));
        }
      }
      return withReason(base.unknown(), induction);
    } catch (SmtFailure e) {
      return withReason(new Verdict.Unknown(e.cancelled() ? "timeout" : "solver: " + e.getMessage()), induction);
    } catch (BoundedChecker.Stop e) {
      return withReason(e.verdict(), induction);
    }
  }

  /** Whether the inductive step holds at {@code k}: no error follows k−1 error-free steps. */
  private boolean inductive(Smt smt, Induction induction, int k, Budget budget) throws BoundedChecker.Stop {
    long start = System.nanoTime();
    try {
      Program step = induction.step().build(induction.inlined(), k);
      return !new BoundedChecker(step, smt, budget, false, stats.step).anyFailure(k);
    } finally {
      stats.stepNanos += System.nanoTime() - start;
    }
  }

  /**
   * Adds the candidate invariants ({@link Candidates}) that hold by induction over cut-point
   * arrivals, found Houdini-style: check all, drop those a model violates, repeat. If the check
   * meets an unsupported operation, or the budget ends, no candidate is used.
   */
  private Induction strengthen(Smt smt, Induction induction, Budget budget) throws BoundedChecker.Stop {
    long start = System.nanoTime();
    Map<Location, List<Expr>> candidates = Candidates.of(induction.inlined().main().cfa(), induction.step().cutPoints());
    try {
      while (candidates.values().stream().anyMatch(l -> !l.isEmpty())) {
        Program check = induction.step().candidateCheck(induction.inlined(), candidates);
        Set<String> failed = new BoundedChecker(check, smt, budget, false, stats.candidates)
            .falsifiedFlags(1, InductiveStep.CANDIDATE_FLAG);
        if (failed.isEmpty()) {
          break;
        }
        Map<Location, List<Expr>> fewer = without(candidates, failed);
        if (fewer.equals(candidates)) {
          return induction; // an error no candidate explains: keep none
        }
        candidates = fewer;
      }
    } catch (BoundedChecker.Stop e) {
      if (budget.exhausted()) {
        throw e;
      }
      return induction; // an unsupported operation: no candidate can be trusted
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

  private Induction prepare(Program program) {
    Inliner.Result inlined = Inliner.inline(program);
    if (inlined.program().isEmpty()) {
      return new Induction(null, null, Map.of(), "inductive step disabled: " + inlined.reason());
    }
    Program one = inlined.program().get();
    Cfa main = one.main().cfa();
    CutPoints cuts = CutPoints.of(main);
    BitSet betweenCuts = reachingACut(main, cuts.cuts());
    betweenCuts.and(cuts.afterCut());
    for (Edge e : main.edges()) {
      if (betweenCuts.get(e.source().index()) && betweenCuts.get(e.target().index())
          && (e.op() instanceof Op.Alloc || e.op() instanceof Op.Free)) {
        return new Induction(null, null, Map.of(),
            "inductive step disabled: a loop allocates or frees memory at " + e.loc());
      }
    }
    Map<Location, List<Op>> invariants = options.intervals() ? IntervalInvariants.at(one, cuts.cuts()) : Map.of();
    invariants.values().forEach(ops -> stats.invariantsFound += (int) ops.stream().filter(Op.Assume.class::isInstance).count());
    return new Induction(one, new InductiveStep(one, invariants), invariants, "");
  }

  /** The locations from which some cut point can be reached. */
  private static BitSet reachingACut(Cfa cfa, List<Location> cuts) {
    BitSet seen = new BitSet();
    Deque<Location> work = new ArrayDeque<>();
    for (Location c : cuts) {
      seen.set(c.index());
      work.push(c);
    }
    while (!work.isEmpty()) {
      for (Edge e : cfa.incoming(work.pop())) {
        if (!seen.get(e.source().index())) {
          seen.set(e.source().index());
          work.push(e.source());
        }
      }
    }
    return seen;
  }

  /** The proof: k, and the invariants assumed at each loop head, as C expressions. */
  private static Proof proof(Induction induction, int k) {
    Map<Location, List<Expr>> invariants = new LinkedHashMap<>();
    List<String> shown = new ArrayList<>();
    for (Map.Entry<Location, List<Op>> e : induction.invariants().entrySet()) {
      List<Expr> facts = new ArrayList<>();
      for (Op op : e.getValue()) {
        if (op instanceof Op.Assume a) {
          facts.add(a.condition());
          shown.add(a.condition().toString());
        }
      }
      invariants.put(e.getKey(), facts);
    }
    String method = "k-induction at k = " + k
        + (shown.isEmpty() ? "" : ", with loop-head invariants " + String.join(", ", shown));
    return new Proof(method, invariants);
  }

  private static Verdict withReason(Verdict.Unknown v, Induction induction) {
    return induction.disabled().isEmpty() ? v : new Verdict.Unknown(v.reason() + "; " + induction.disabled());
  }
}
