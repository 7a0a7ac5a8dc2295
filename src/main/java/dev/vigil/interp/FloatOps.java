package dev.vigil.interp;

/**
 * Floating-point operations of docs/SEMANTICS.md. Java's {@code float} and {@code double}
 * arithmetic is IEEE binary32/binary64 with round-to-nearest-even, so the basic operations map
 * directly; this class holds the ones C and SMT-LIB define differently from Java, and the
 * bit-pattern encoding: values are held as raw IEEE bits with every NaN made canonical.
 */
final class FloatOps {
  static final long FLOAT_NAN = 0x7fc00000L;
  static final long DOUBLE_NAN = 0x7ff8000000000000L;
  private static final double TWO_63 = 0x1p63;

  private FloatOps() {}

  static long bits(float f) {
    return f != f ? FLOAT_NAN : Float.floatToRawIntBits(f) & 0xffffffffL;
  }

  static long bits(double d) {
    return d != d ? DOUBLE_NAN : Double.doubleToRawLongBits(d);
  }

  static float asFloat(long bits) {
    return Float.intBitsToFloat((int) bits);
  }

  static double asDouble(long bits) {
    return Double.longBitsToDouble(bits);
  }

  /** The canonical form of a bit pattern: NaNs become the one quiet NaN. */
  static long canonical(long bits, boolean single) {
    return single ? bits(asFloat(bits)) : bits(asDouble(bits));
  }

  /** C's {@code fmin}: a NaN operand yields the other operand; -0 is below +0. */
  static double fmin(double a, double b) {
    if (a != a) {
      return b;
    }
    return b != b ? a : Math.min(a, b);
  }

  static double fmax(double a, double b) {
    if (a != a) {
      return b;
    }
    return b != b ? a : Math.max(a, b);
  }

  static double trunc(double a) {
    return a < 0 ? Math.ceil(a) : Math.floor(a);
  }

  /** C's {@code round}: to nearest, ties away from zero; keeps the sign of zero. */
  static double round(double a) {
    double magnitude = Math.abs(a);
    if (!(magnitude < 0x1p52)) {
      return a; // already integral, infinite or NaN
    }
    double whole = Math.floor(magnitude);
    double rounded = magnitude - whole >= 0.5 ? whole + 1 : whole;
    return Math.copySign(rounded, a);
  }

  /** Float to signed {@code bits}-bit integer, toward zero; NaN, infinities and overflow give 0. */
  static long toSigned(double value, int bits) {
    double t = trunc(value);
    double limit = Math.scalb(1.0, bits - 1);
    if (!(t >= -limit && t < limit)) {
      return 0;
    }
    return (long) t & IntOps.mask(bits);
  }

  /** Float to unsigned {@code bits}-bit integer, toward zero; NaN, infinities and overflow give 0. */
  static long toUnsigned(double value, int bits) {
    double t = trunc(value);
    if (!(t > -1 && t < Math.scalb(1.0, bits))) {
      return 0;
    }
    return t < TWO_63 ? (long) t : (long) (t - TWO_63) | Long.MIN_VALUE;
  }

  /** An unsigned 64-bit pattern as a double, rounded to nearest even. */
  static double unsignedToDouble(long value) {
    if (value >= 0) {
      return value;
    }
    // Halve with a sticky bit so that the one rounding step stays correct.
    return (double) ((value >>> 1) | (value & 1)) * 2.0;
  }

  static float unsignedToFloat(long value) {
    if (value >= 0) {
      return value;
    }
    return (float) ((value >>> 1) | (value & 1)) * 2.0f;
  }
}
