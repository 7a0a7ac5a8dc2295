package dev.vigil.engine.cpa.predicate;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Location;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A Boolean abstraction over the predicates of one location: a disjunction of cubes, each cube
 * giving some predicates a truth value ({@code decided}, {@code values}). With every predicate
 * decided in every cube (as Boolean abstraction makes them), inclusion of the cube sets is
 * implication. {@link #TRUE} is the abstraction of the program's start.
 */
public record Abstraction(Location at, List<Expr> predicates, Set<Cube> cubes) {
  /** A conjunction of predicate literals. */
  public record Cube(BitSet decided, BitSet values) {
    public Cube {
      decided = (BitSet) decided.clone();
      values = (BitSet) values.clone();
    }

    /** Whether every state of this cube is in {@code other}. */
    boolean within(Cube other) {
      BitSet extra = (BitSet) other.decided.clone();
      extra.andNot(decided);
      if (!extra.isEmpty()) {
        return false;
      }
      BitSet mine = (BitSet) values.clone();
      mine.and(other.decided);
      return mine.equals(other.values);
    }
  }

  private static final Comparator<Cube> CANONICAL =
      Comparator.<Cube, long[]>comparing(c -> c.decided().toLongArray(), Arrays::compare)
          .thenComparing(c -> c.values().toLongArray(), Arrays::compare);

  public static final Abstraction TRUE =
      new Abstraction(null, List.of(), Set.of(new Cube(new BitSet(), new BitSet())));

  /**
   * The cubes in a fixed order (not {@code Set.copyOf}'s, which changes from one JVM to the next):
   * the abstraction's formula, and so the solver's models and the paths chosen, must not.
   */
  public Abstraction {
    predicates = List.copyOf(predicates);
    List<Cube> sorted = new ArrayList<>(cubes);
    sorted.sort(CANONICAL);
    cubes = Collections.unmodifiableSet(new LinkedHashSet<>(sorted));
  }

  /** Whether this abstraction implies {@code other} (same location and predicates). */
  boolean implies(Abstraction other) {
    if (!Objects.equals(at, other.at) || !predicates.equals(other.predicates)) {
      return false;
    }
    for (Cube c : cubes) {
      if (other.cubes.stream().noneMatch(c::within)) {
        return false;
      }
    }
    return true;
  }

  /** The abstraction as an IR condition. */
  public Expr condition() {
    Expr any = Exprs.FALSE;
    for (Cube c : cubes) {
      Expr all = Exprs.TRUE;
      for (int i = c.decided().nextSetBit(0); i >= 0; i = c.decided().nextSetBit(i + 1)) {
        all = Exprs.and(all, c.values().get(i) ? predicates.get(i) : Exprs.not(predicates.get(i)));
      }
      any = Exprs.or(any, all);
    }
    return any;
  }
}
