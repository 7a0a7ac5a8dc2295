package dev.vigil.engine.unroll;

import dev.vigil.smt.Bool;
import dev.vigil.smt.Smt;
import java.util.ArrayList;
import java.util.List;

/**
 * A path guard as a list of conjuncts sharing prefixes (ESBMC's guards): {@code parent ∧ literal}.
 * At a join, the common prefix is kept and only the rest is disjoined, so that {@code P ∧ c} and
 * {@code P ∧ ¬c} merge back to {@code P}, and phi nodes select on the short distinguishing parts.
 */
final class Guard {
  private final Guard parent;
  private final Bool literal;
  private final int depth;
  private final Bool formula;

  private Guard(Guard parent, Bool literal, int depth, Bool formula) {
    this.parent = parent;
    this.literal = literal;
    this.depth = depth;
    this.formula = formula;
  }

  static Guard root(Smt smt) {
    return new Guard(null, smt.tru(), 0, smt.tru());
  }

  /** The whole guard as one formula. */
  Bool formula() {
    return formula;
  }

  boolean isFalse() {
    return formula.isFalse();
  }

  Guard and(Smt smt, Bool condition) {
    if (condition.isTrue()) {
      return this;
    }
    return new Guard(this, condition, depth + 1, smt.and(formula, condition));
  }

  /**
   * A join: the merged guard and, per incoming guard, what distinguishes it under the merged one.
   */
  record Join(Guard guard, List<Bool> conditions) {}

  static Join merge(Smt smt, List<Guard> guards) {
    Guard common = guards.get(0);
    for (Guard g : guards) {
      common = commonPrefix(common, g);
    }
    List<Bool> rests = new ArrayList<>();
    for (Guard g : guards) {
      rests.add(g.restAbove(smt, common));
    }
    if (rests.size() == 2
        && (smt.not(rests.get(0)).equals(rests.get(1))
            || smt.not(rests.get(1)).equals(rests.get(0)))) {
      return new Join(common, rests);
    }
    return new Join(common.and(smt, smt.or(rests)), rests);
  }

  private static Guard commonPrefix(Guard a, Guard b) {
    while (a.depth > b.depth) {
      a = a.parent;
    }
    while (b.depth > a.depth) {
      b = b.parent;
    }
    while (a != b) {
      a = a.parent;
      b = b.parent;
    }
    return a;
  }

  /** The conjunction of the literals between {@code ancestor} and this guard. */
  private Bool restAbove(Smt smt, Guard ancestor) {
    List<Bool> literals = new ArrayList<>();
    for (Guard g = this; g != ancestor; g = g.parent) {
      literals.add(g.literal);
    }
    return smt.and(literals);
  }
}
