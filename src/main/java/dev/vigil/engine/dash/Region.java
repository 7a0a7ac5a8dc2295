package dev.vigil.engine.dash;

import dev.vigil.ir.Location;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A node of the region forest of one analysis: the states at {@code location} (null for a virtual
 * error region) that satisfy {@code formula}, the conjunction of the split predicates from the root
 * of its location to it. Leaves are the regions of the current abstraction; a split turns a leaf
 * into an inner node with two children. A leaf keeps the concrete test states mapped to it.
 */
final class Region {
  /**
   * What a split records, so that test states can be mapped to the children later: the states
   * inside are those from which one of {@code vias} leads into {@code target}.
   */
  record Split(
      Pred predicate,
      Region target,
      java.util.List<Transition> vias,
      Region inside,
      Region outside) {}

  final int id;
  final Location location;
  final Region parent;
  final Pred formula;

  /**
   * The predicate of the split that made this region, negated on the outside (one object, so that
   * preimages of it are computed once); null at a root.
   */
  final Pred literal;

  /** Whether this child is the side of its parent's split where the predicate holds. */
  final boolean inside;

  private Split split;
  private final Set<TestState> states = new LinkedHashSet<>();

  Region(int id, Location location, Region parent, Pred literal, Pred formula, boolean inside) {
    this.id = id;
    this.location = location;
    this.parent = parent;
    this.literal = literal;
    this.formula = formula;
    this.inside = inside;
  }

  /**
   * The predicate of the split that made this region (negated on the outside), which holds of a
   * superset of its states; null where that is the whole formula (a root, or a child of one).
   */
  Pred splitPredicate() {
    return parent == null || parent.parent == null ? null : literal;
  }

  boolean isLeaf() {
    return split == null;
  }

  Split split() {
    return split;
  }

  void setSplit(Split s) {
    split = s;
  }

  boolean isVirtual() {
    return location == null;
  }

  /** Whether this region is {@code ancestor} or lies below it in the forest. */
  boolean within(Region ancestor) {
    for (Region r = this; r != null; r = r.parent) {
      if (r == ancestor) {
        return true;
      }
    }
    return false;
  }

  Set<TestState> states() {
    return states;
  }

  boolean visited() {
    return !states.isEmpty();
  }

  /** The newest state (see {@link TestState#newerThan}). */
  TestState newest() {
    TestState best = null;
    for (TestState s : states) {
      if (best == null || s.newerThan(best)) {
        best = s;
      }
    }
    return best;
  }

  /** The number shown in pictures: split halves keep their root's number, with a suffix. */
  String label() {
    return parent == null ? "R" + id : parent.label() + (inside ? "+" : "-");
  }

  @Override
  public String toString() {
    return (location == null ? "err" : location.toString()) + "#" + id;
  }
}
