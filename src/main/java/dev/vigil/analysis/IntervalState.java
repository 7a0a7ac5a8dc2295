package dev.vigil.analysis;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Var;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * An abstract state of the interval analysis: an interval per tracked cell (a missing cell may hold
 * any value of its type), or bottom (unreachable). It also remembers registers that were loaded
 * from a tracked global cell and still equal it, so that a branch on the register refines the
 * global too.
 */
public final class IntervalState {
  public static final IntervalState BOTTOM = new IntervalState(null, null);

  private final Map<Cell, Interval> intervals;
  private final Map<Var, Cell.GlobalCell> copies;

  private IntervalState(Map<Cell, Interval> intervals, Map<Var, Cell.GlobalCell> copies) {
    this.intervals = intervals;
    this.copies = copies;
  }

  public static IntervalState top() {
    return new IntervalState(Map.of(), Map.of());
  }

  public boolean isBottom() {
    return intervals == null;
  }

  /** The interval of a cell; the full range of its type when nothing is known. */
  public Interval get(Cell c) {
    Interval i = intervals.get(c);
    return i != null ? i : Interval.top(c.type());
  }

  /** The known (non-top) intervals. */
  public Map<Cell, Interval> known() {
    return isBottom() ? Map.of() : Collections.unmodifiableMap(intervals);
  }

  /**
   * The known bounds of registers wider than a bit, each as a condition on its register ({@code lo
   * <= v && v <= hi}, or one side), by register.
   */
  public Map<Var, Expr> registerBounds() {
    Map<Var, Expr> bounds = new LinkedHashMap<>();
    known()
        .forEach(
            (cell, interval) -> {
              if (cell instanceof Cell.VarCell v && v.type().bits() > 1) {
                Expr bound = interval.condition(v.var());
                if (!bound.equals(Exprs.TRUE)) {
                  bounds.put(v.var(), bound);
                }
              }
            });
    return bounds;
  }

  public Cell.GlobalCell copyOf(Var v) {
    return copies.get(v);
  }

  /** A builder that starts from this state. */
  public Editor edit() {
    return new Editor(this);
  }

  public IntervalState join(IntervalState o) {
    if (isBottom()) {
      return o;
    }
    if (o.isBottom()) {
      return this;
    }
    Map<Cell, Interval> m = new LinkedHashMap<>();
    intervals.forEach(
        (c, i) -> {
          Interval j = o.intervals.get(c);
          if (j != null) {
            Interval joined = i.join(j);
            if (!joined.isTop()) {
              m.put(c, joined);
            }
          }
        });
    Map<Var, Cell.GlobalCell> cp = new LinkedHashMap<>();
    copies.forEach(
        (v, c) -> {
          if (c.equals(o.copies.get(v))) {
            cp.put(v, c);
          }
        });
    return new IntervalState(m, cp);
  }

  /** Widening: cells that grew jump to a threshold. */
  public IntervalState widen(IntervalState next, long[] thresholds) {
    if (isBottom()) {
      return next;
    }
    if (next.isBottom()) {
      return this;
    }
    Map<Cell, Interval> m = new LinkedHashMap<>();
    intervals.forEach(
        (c, i) -> {
          Interval j = next.intervals.get(c);
          if (j != null) {
            Interval w = i.widen(i.join(j), thresholds);
            if (!w.isTop()) {
              m.put(c, w);
            }
          }
        });
    return new IntervalState(m, next.join(this).copies);
  }

  public boolean lessOrEqual(IntervalState o) {
    if (isBottom()) {
      return true;
    }
    if (o.isBottom()) {
      return false;
    }
    for (Map.Entry<Cell, Interval> e : o.intervals.entrySet()) {
      Interval mine = intervals.get(e.getKey());
      if (mine == null || mine.lo() < e.getValue().lo() || mine.hi() > e.getValue().hi()) {
        return false;
      }
    }
    return copies.entrySet().containsAll(o.copies.entrySet());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IntervalState s
        && Objects.equals(intervals, s.intervals)
        && Objects.equals(copies, s.copies);
  }

  @Override
  public int hashCode() {
    return Objects.hash(intervals, copies);
  }

  @Override
  public String toString() {
    return isBottom() ? "⊥" : intervals.toString();
  }

  /** Mutable copy used while applying one edge. */
  public static final class Editor {
    private final boolean bottom;
    private final Map<Cell, Interval> intervals;
    private final Map<Var, Cell.GlobalCell> copies;
    private boolean unreachable;

    private Editor(IntervalState s) {
      this.bottom = s.isBottom();
      this.intervals = bottom ? new LinkedHashMap<>() : new LinkedHashMap<>(s.intervals);
      this.copies = bottom ? new LinkedHashMap<>() : new LinkedHashMap<>(s.copies);
    }

    public Interval get(Cell c) {
      Interval i = intervals.get(c);
      return i != null ? i : Interval.top(c.type());
    }

    public Cell.GlobalCell copyOf(Var v) {
      return copies.get(v);
    }

    /** Sets a cell's interval; a write to a global ends the copies of it. */
    public Editor set(Cell c, Interval i) {
      if (i.isTop()) {
        intervals.remove(c);
      } else {
        intervals.put(c, i);
      }
      if (c instanceof Cell.GlobalCell g) {
        copies.values().removeIf(g::equals);
      } else if (c instanceof Cell.VarCell v) {
        copies.remove(v.var());
      }
      return this;
    }

    /** Records that register {@code v} now equals global cell {@code g}. */
    public Editor copy(Var v, Cell.GlobalCell g) {
      copies.put(v, g);
      return this;
    }

    /** Narrows a cell to {@code i} ∩ its current interval; empty makes the state bottom. */
    public Editor refine(Cell c, Interval i) {
      Interval met = get(c).meet(i);
      if (met == null) {
        unreachable = true;
      } else if (!met.isTop()) {
        intervals.put(c, met);
      }
      return this;
    }

    public Editor forgetVar(Var v) {
      if (v.type() instanceof dev.vigil.ir.Type.IntType) {
        intervals.remove(new Cell.VarCell(v));
      }
      copies.remove(v);
      return this;
    }

    public void markUnreachable() {
      unreachable = true;
    }

    public IntervalState build() {
      if (bottom || unreachable) {
        return BOTTOM;
      }
      return new IntervalState(
          Collections.unmodifiableMap(new LinkedHashMap<>(intervals)),
          Collections.unmodifiableMap(new LinkedHashMap<>(copies)));
    }
  }
}
