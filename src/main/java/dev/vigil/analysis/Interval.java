package dev.vigil.analysis;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Type.IntType;

/**
 * A set of integers [lo, hi] of one bit width, read as signed two's-complement values. Operations
 * are sound for wrap-around: a result that could leave the type's range becomes the full range.
 */
public record Interval(int bits, long lo, long hi) {

  public Interval {
    if (lo > hi) {
      throw new IllegalArgumentException("empty interval [" + lo + ", " + hi + "]");
    }
  }

  public static long min(int bits) {
    return bits == 64 ? Long.MIN_VALUE : -(1L << (bits - 1));
  }

  public static long max(int bits) {
    return bits == 64 ? Long.MAX_VALUE : (1L << (bits - 1)) - 1;
  }

  public static Interval top(int bits) {
    return new Interval(bits, min(bits), max(bits));
  }

  public static Interval top(IntType type) {
    return top(type.bits());
  }

  public static Interval constant(int bits, long value) {
    return new Interval(bits, value, value);
  }

  /** [lo, hi] clipped to the type, or the full range if the bounds do not fit. */
  public static Interval of(int bits, long lo, long hi) {
    if (lo < min(bits) || hi > max(bits) || lo > hi) {
      return top(bits);
    }
    return new Interval(bits, lo, hi);
  }

  public boolean isTop() {
    return lo == min(bits) && hi == max(bits);
  }

  public boolean isConstant() {
    return lo == hi;
  }

  public boolean contains(long v) {
    return lo <= v && v <= hi;
  }

  public boolean nonNegative() {
    return lo >= 0;
  }

  public Interval join(Interval o) {
    return new Interval(bits, Math.min(lo, o.lo), Math.max(hi, o.hi));
  }

  /** The intersection, or null when empty. */
  public Interval meet(Interval o) {
    long l = Math.max(lo, o.lo);
    long h = Math.min(hi, o.hi);
    return l <= h ? new Interval(bits, l, h) : null;
  }

  /**
   * Widening with thresholds: a bound that grows jumps to the next threshold beyond it (the type's
   * bounds are always thresholds), so ascending chains are finite.
   */
  public Interval widen(Interval next, long[] thresholds) {
    long l = lo;
    long h = hi;
    if (next.lo < lo) {
      l = min(bits);
      for (int i = thresholds.length - 1; i >= 0; i--) {
        if (thresholds[i] <= next.lo && thresholds[i] >= min(bits)) {
          l = thresholds[i];
          break;
        }
      }
    }
    if (next.hi > hi) {
      h = max(bits);
      for (long t : thresholds) {
        if (t >= next.hi && t <= max(bits)) {
          h = t;
          break;
        }
      }
    }
    return new Interval(bits, l, h);
  }

  /** {@code lo <= value <= hi}, signed, leaving out a bound at the type's extreme. */
  public Expr condition(Expr value) {
    IntType t = (IntType) value.type();
    Expr e = Exprs.TRUE;
    if (lo != min(bits)) {
      e = Exprs.and(e, Exprs.binary(BinaryOp.SLE, Exprs.intConst(t, lo), value));
    }
    if (hi != max(bits)) {
      e = Exprs.and(e, Exprs.binary(BinaryOp.SLE, value, Exprs.intConst(t, hi)));
    }
    return e;
  }

  @Override
  public String toString() {
    return lo == hi ? "{" + lo + "}" : "[" + lo + ", " + hi + "]";
  }
}
