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
 * that the formula allows is one cube. Past {@link #MAX_CUBES} cubes it falls back to the
 * Cartesian abstraction (one cube of the predicates the formula implies, or whose negation it
 * implies), which is weaker but never wrong.
 */
final class Abstractor {
  static final int MAX_CUBES = 256;

  private final Smt smt;
  private long queries;
  private long nanos;

  Abstractor(Smt smt) {
    this.smt = smt;
  }

  long queries() {
    return queries;
  }

  long nanos() {
    return nanos;
  }

  /** The cubes of {@code formula} over {@code predicates}; empty if the formula is unsatisfiable. */
  Set<Abstraction.Cube> cubes(List<Bool> formula, List<Bool> predicates) throws CpaException {
    long start = System.nanoTime();
    try (Prover p = smt.newProver()) {
      p.add(smt.and(formula));
      Set<Abstraction.Cube> cubes = new LinkedHashSet<>();
      BitSet all = new BitSet();
      all.set(0, predicates.size());
      while (true) {
        queries++;
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
        p.add(smt.not(smt.and(literals)));
      }
    } catch (SmtFailure e) {
      throw new CpaException(
          e.cancelled() ? Reason.timeout() : Reason.of(Reason.Kind.SOLVER_FAILURE, e.getMessage()));
    } finally {
      nanos += System.nanoTime() - start;
    }
  }

  /** The cube of the predicates (or negations) that {@code formula} (satisfiable) implies. */
  private Abstraction.Cube cartesian(List<Bool> formula, List<Bool> predicates)
      throws SmtFailure {
    BitSet decided = new BitSet();
    BitSet values = new BitSet();
    try (Prover p = smt.newProver()) {
      p.add(smt.and(formula));
      for (int i = 0; i < predicates.size(); i++) {
        if (!satisfiableWith(p, smt.not(predicates.get(i)))) {
          decided.set(i);
          values.set(i);
        } else if (!satisfiableWith(p, predicates.get(i))) {
          decided.set(i);
        }
      }
    }
    return new Abstraction.Cube(decided, values);
  }

  private boolean satisfiableWith(Prover p, Bool extra) throws SmtFailure {
    queries++;
    p.push();
    try {
      p.add(extra);
      return p.isSatisfiable();
    } finally {
      p.pop();
    }
  }
}
