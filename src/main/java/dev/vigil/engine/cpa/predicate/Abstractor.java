package dev.vigil.engine.cpa.predicate;

import dev.vigil.engine.Reason;
import dev.vigil.engine.cpa.core.CpaException;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Prover;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Boolean predicate abstraction by enumerating models: every truth assignment to the predicates
 * that the formula allows is one cube. Past {@link #MAX_CUBES} cubes it falls back to the Cartesian
 * abstraction (one cube of the predicates the formula implies, or whose negation it implies), which
 * is weaker but never wrong.
 */
final class Abstractor {
  static final int MAX_CUBES = 128;

  private final Smt smt;
  private long queries;
  private long allAssignments;
  private long nanos;

  Abstractor(Smt smt) {
    this.smt = smt;
  }

  long queries() {
    return queries;
  }

  /** How many enumerations found every assignment of the predicates (and so asked no more). */
  long allAssignments() {
    return allAssignments;
  }

  long nanos() {
    return nanos;
  }

  /**
   * The cubes of {@code formula} over {@code predicates}; empty if the formula is unsatisfiable.
   * Every query gets a prover of its own: Z3 solves a fresh query with its bit-vector tactics, much
   * faster here than incrementally after blocking clauses.
   */
  Set<Abstraction.Cube> cubes(List<Bool> formula, List<Bool> predicates) throws CpaException {
    long start = System.nanoTime();
    try {
      Set<Abstraction.Cube> cubes = new LinkedHashSet<>();
      List<Bool> blocking = new ArrayList<>();
      BitSet all = new BitSet();
      all.set(0, predicates.size());
      while (true) {
        List<Bool> query = new ArrayList<>(formula);
        query.addAll(blocking);
        queries++;
        try (Prover p = smt.newProver()) {
          p.add(smt.and(query));
          if (!p.isSatisfiable()) {
            return cubes;
          }
          if (cubes.size() >= MAX_CUBES) {
            return Set.of(cartesian(formula, predicates));
          }
          BitSet values = new BitSet();
          try (SmtModel m = p.model()) {
            for (int i = 0; i < predicates.size(); i++) {
              if (m.holds(predicates.get(i))) {
                values.set(i);
              }
            }
          }
          cubes.add(new Abstraction.Cube(all, values));
          List<Bool> literals = new ArrayList<>();
          for (int i = 0; i < predicates.size(); i++) {
            literals.add(values.get(i) ? predicates.get(i) : smt.not(predicates.get(i)));
          }
          if (predicates.size() < Long.SIZE - 1 && cubes.size() == 1L << predicates.size()) {
            allAssignments++;
            return cubes; // no assignment left to ask about
          }
          blocking.add(smt.not(smt.and(literals)));
        }
      }
    } catch (SmtFailure e) {
      throw new CpaException(
          e.cancelled() ? Reason.timeout() : Reason.of(Reason.Kind.SOLVER_FAILURE, e.getMessage()));
    } finally {
      nanos += System.nanoTime() - start;
    }
  }

  /** The cube of the predicates (or negations) that {@code formula} (satisfiable) implies. */
  private Abstraction.Cube cartesian(List<Bool> formula, List<Bool> predicates) throws SmtFailure {
    BitSet decided = new BitSet();
    BitSet values = new BitSet();
    for (int i = 0; i < predicates.size(); i++) {
      if (!satisfiableWith(formula, smt.not(predicates.get(i)))) {
        decided.set(i);
        values.set(i);
      } else if (!satisfiableWith(formula, predicates.get(i))) {
        decided.set(i);
      }
    }
    return new Abstraction.Cube(decided, values);
  }

  private boolean satisfiableWith(List<Bool> formula, Bool extra) throws SmtFailure {
    queries++;
    try (Prover p = smt.newProver()) {
      p.add(smt.and(formula));
      p.add(extra);
      return p.isSatisfiable();
    }
  }
}
