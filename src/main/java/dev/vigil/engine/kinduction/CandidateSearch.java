package dev.vigil.engine.kinduction;

import dev.vigil.engine.Budget;
import dev.vigil.engine.unroll.BoundedChecker;
import dev.vigil.engine.unroll.Query;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Var;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SolverKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Adds to the inductive side the candidate invariants ({@link Candidates}) that hold by induction
 * over cut-point arrivals, found Houdini-style: check all, drop those a model violates, repeat. If
 * the check meets an unsupported operation, or its slice ({@link Slice}) is spent, no candidate is
 * used.
 */
final class CandidateSearch {
  private CandidateSearch() {}

  /**
   * The strengthened inductive side ({@link Query.Found}; the same one if no candidate could be
   * trusted), or why the check stopped when the slice was not what ran out.
   */
  static Query<Induction> strengthen(
      Induction induction,
      SolverKind solver,
      Budget budget,
      Slice slice,
      KInductionStatistics stats) {
    long start = System.nanoTime();
    try {
      Query<Map<Location, List<Expr>>> proven = prove(induction, solver, slice, stats);
      if (proven instanceof Query.Stopped<Map<Location, List<Expr>>> s) {
        return budget.exhausted() || !slice.spent(s.reason())
            ? new Query.Stopped<>(s.reason())
            : new Query.Found<>(induction); // slice spent: no candidate
      }
      if (!(proven instanceof Query.Found<Map<Location, List<Expr>>> found)
          || found.value().values().stream().allMatch(List::isEmpty)) {
        return new Query.Found<>(induction); // no candidate proven: the same inductive side
      }
      Map<Location, List<Op>> invariants = new LinkedHashMap<>();
      induction.invariants().forEach((c, ops) -> invariants.put(c, new ArrayList<>(ops)));
      for (Map.Entry<Location, List<Expr>> e : found.value().entrySet()) {
        for (Expr x : e.getValue()) {
          invariants.computeIfAbsent(e.getKey(), c -> new ArrayList<>()).add(new Op.Assume(x));
          stats.candidatesProven++;
        }
      }
      return new Query.Found<>(induction.assuming(invariants));
    } finally {
      stats.candidateNanos += System.nanoTime() - start;
    }
  }

  /** The candidates proven inductive; none ({@link Query.None}) when none can be trusted. */
  private static Query<Map<Location, List<Expr>>> prove(
      Induction induction, SolverKind solver, Slice slice, KInductionStatistics stats) {
    Map<Location, List<Expr>> candidates =
        Candidates.of(
            induction.inlined().main(), induction.step().cutPoints(), induction.step().liveness());
    if (candidates.values().stream().allMatch(List::isEmpty)) {
      return new Query.Found<>(candidates); // nothing to check: no solver context to open
    }
    try (Smt smt = slice.open(solver)) {
      while (candidates.values().stream().anyMatch(l -> !l.isEmpty())) {
        InductiveStep.CandidateCheck check =
            induction.step().candidateCheck(induction.inlined(), candidates);
        Query<BoundedChecker.Failure> failure =
            new BoundedChecker(check.program(), smt, slice.budget(), false, stats.candidates)
                .failure(1, check.flags());
        switch (failure) {
          case Query.None<BoundedChecker.Failure> none -> {
            return new Query.Found<>(candidates);
          }
          case Query.Stopped<BoundedChecker.Failure> s -> {
            return new Query.Stopped<>(s.reason());
          }
          case Query.Found<BoundedChecker.Failure> f -> {
            if (f.value().unsupported()) {
              return new Query.None<>(); // what follows an unsupported operation is unknown
            }
            Map<Location, List<Expr>> fewer = without(candidates, check.flags(), failed(f.value()));
            if (fewer.equals(candidates)) {
              return new Query.None<>(); // an error no candidate explains: keep none
            }
            candidates = fewer;
          }
        }
      }
      return new Query.Found<>(candidates);
    } catch (SmtFailure e) {
      return new Query.Stopped<>(BoundedChecker.reason(e));
    }
  }

  /** The flags whose candidates the failure's model violates. */
  private static Set<Var> failed(BoundedChecker.Failure failure) {
    Set<Var> failed = new HashSet<>();
    failure
        .watched()
        .forEach(
            (flag, value) -> {
              if (value instanceof Expr.IntConst c && c.bits() == 0) {
                failed.add(flag);
              }
            });
    return failed;
  }

  /** The candidates without those whose flags (in map order) are in {@code failed}. */
  private static Map<Location, List<Expr>> without(
      Map<Location, List<Expr>> candidates, List<Var> flags, Set<Var> failed) {
    Map<Location, List<Expr>> kept = new LinkedHashMap<>();
    int n = 0;
    for (Map.Entry<Location, List<Expr>> e : candidates.entrySet()) {
      List<Expr> list = new ArrayList<>();
      for (Expr x : e.getValue()) {
        if (!failed.contains(flags.get(n++))) {
          list.add(x);
        }
      }
      kept.put(e.getKey(), list);
    }
    return kept;
  }
}
