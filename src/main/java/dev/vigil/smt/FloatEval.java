package dev.vigil.smt;

import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.UnaryOp;
import dev.vigil.ir.Type.FloatType;
import java.math.BigDecimal;

/**
 * Concrete floating point of docs/SEMANTICS.md for {@code float} and {@code double}, on IEEE bit
 * patterns. Java's float and double arithmetic is IEEE round-to-nearest-even, and {@code %} is C's
 * {@code fmod}. NaN results are canonical (see {@link #canonical}).
 */
final class FloatEval {
  private FloatEval() {}

  /** Whether values of {@code type} can be folded here. */
  static boolean foldable(FloatType type) {
    return type.equals(FloatType.FLOAT) || type.equals(FloatType.DOUBLE);
  }

  static boolean isFloat(FloatType type) {
    return type.equals(FloatType.FLOAT);
  }

  static double value(FloatType type, long bits) {
    return isFloat(type) ? Float.intBitsToFloat((int) bits) : Double.longBitsToDouble(bits);
  }

  /** The bits of {@code v} rounded to {@code type} (exact for doubles that are results of float ops). */
  static long bits(FloatType type, double v) {
    if (Double.isNaN(v)) {
      return canonicalNaN(type);
    }
    return isFloat(type)
        ? Float.floatToRawIntBits((float) v) & 0xffffffffL
        : Double.doubleToRawLongBits(v);
  }

  /** Every NaN is the one quiet NaN without sign or payload; works for any format. */
  static long canonical(FloatType type, long bits) {
    int s = type.significandBits() - 1;
    long exponent = (bits >>> s) & IntEval.mask(type.exponentBits());
    boolean nan = exponent == IntEval.mask(type.exponentBits()) && (bits & IntEval.mask(s)) != 0;
    return nan ? canonicalNaN(type) : bits & IntEval.mask(type.totalBits());
  }

  /** The quiet NaN without sign or payload: exponent all ones, top significand bit set. */
  static long canonicalNaN(FloatType type) {
    int s = type.significandBits() - 1;
    return (IntEval.mask(type.exponentBits()) << s) | (1L << (s - 1));
  }

  static long unary(UnaryOp op, FloatType type, long a) {
    double x = value(type, a);
    double r =
        switch (op) {
          case FNEG -> -x;
          case FABS -> Math.abs(x);
          case FSQRT -> Math.sqrt(x);
          case FFLOOR -> Math.floor(x);
          case FCEIL -> Math.ceil(x);
          case FTRUNC -> truncate(x);
          case FROUND -> roundHalfAway(x);
          case FRINT -> Math.rint(x);
        };
    return bits(type, r);
  }

  static double truncate(double x) {
    return x < 0 ? Math.ceil(x) : Math.floor(x);
  }

  private static double roundHalfAway(double x) {
    if (Double.isNaN(x) || Double.isInfinite(x)) {
      return x;
    }
    double t = truncate(x);
    if (Math.abs(x - t) >= 0.5) {
      return t + Math.copySign(1.0, x);
    }
    return t;
  }

  /** A binary float operation; comparisons give 0 or 1. */
  static long binary(BinaryOp op, FloatType type, long a, long b) {
    boolean single = isFloat(type);
    double x = value(type, a);
    double y = value(type, b);
    boolean unordered = Double.isNaN(x) || Double.isNaN(y);
    return switch (op) {
      case FADD -> single ? bits(type, (float) x + (float) y) : bits(type, x + y);
      case FSUB -> single ? bits(type, (float) x - (float) y) : bits(type, x - y);
      case FMUL -> single ? bits(type, (float) x * (float) y) : bits(type, x * y);
      case FDIV -> single ? bits(type, (float) x / (float) y) : bits(type, x / y);
      case FREM -> single ? bits(type, (float) x % (float) y) : bits(type, x % y);
      case FMIN -> bits(type, minimum(x, y));
      case FMAX -> bits(type, maximum(x, y));
      case FCOPYSIGN -> bits(type, Double.isNaN(y) ? Math.abs(x) : Math.copySign(x, y));
      case FOEQ -> IntEval.bool(x == y);
      case FONE -> IntEval.bool(!unordered && x != y);
      case FOLT -> IntEval.bool(x < y);
      case FOLE -> IntEval.bool(x <= y);
      case FOGT -> IntEval.bool(x > y);
      case FOGE -> IntEval.bool(x >= y);
      case FORD -> IntEval.bool(!unordered);
      case FUNO -> IntEval.bool(unordered);
      case FUEQ -> IntEval.bool(unordered || x == y);
      case FUNE -> IntEval.bool(x != y);
      case FULT -> IntEval.bool(unordered || x < y);
      case FULE -> IntEval.bool(unordered || x <= y);
      case FUGT -> IntEval.bool(unordered || x > y);
      case FUGE -> IntEval.bool(unordered || x >= y);
      default -> throw new IllegalArgumentException("not a float operation: " + op);
    };
  }

  private static double minimum(double x, double y) {
    if (Double.isNaN(x)) {
      return y;
    }
    if (Double.isNaN(y) || x < y) {
      return x;
    }
    if (y < x) {
      return y;
    }
    return Math.copySign(1.0, x) < 0 ? x : y;
  }

  private static double maximum(double x, double y) {
    if (Double.isNaN(x)) {
      return y;
    }
    if (Double.isNaN(y) || x > y) {
      return x;
    }
    if (y > x) {
      return y;
    }
    return Math.copySign(1.0, x) < 0 ? y : x;
  }

  /** Float to an {@code n}-bit integer: truncation; NaN, infinities and out-of-range give 0. */
  static long toInt(FloatType type, long a, int n, boolean signed) {
    double t = truncate(value(type, a));
    if (Double.isNaN(t) || Double.isInfinite(t)) {
      return 0;
    }
    double low = signed ? -Math.scalb(1.0, n - 1) : 0.0;
    double high = Math.scalb(1.0, signed ? n - 1 : n);
    if (t < low || t >= high) {
      return 0;
    }
    return new BigDecimal(t).toBigInteger().longValue() & IntEval.mask(n);
  }

  /** An {@code n}-bit integer to float, rounding to nearest even. */
  static long fromInt(FloatType type, long a, int n, boolean signed) {
    long v = signed ? IntEval.signed(a, n) : a & IntEval.mask(n);
    boolean hugeUnsigned = !signed && v < 0;
    if (isFloat(type)) {
      float f = hugeUnsigned ? (float) ((v >>> 1) | (v & 1)) * 2f : (float) v;
      return bits(type, f);
    }
    double d = hugeUnsigned ? (double) ((v >>> 1) | (v & 1)) * 2.0 : (double) v;
    return bits(type, d);
  }

  /** Between float and double; narrowing rounds to nearest even. */
  static long convert(FloatType from, FloatType to, long a) {
    return bits(to, value(from, a));
  }
}
