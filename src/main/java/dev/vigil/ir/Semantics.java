package dev.vigil.ir;

import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Expr.UnaryOp;
import dev.vigil.ir.Type.FloatType;

/**
 * What the IR's operations compute on constants, as docs/SEMANTICS.md fixes it: the one evaluator,
 * which the interpreter runs and the SMT encoder folds constants with (its encoding must agree, and
 * the differential tests hold the two together).
 *
 * <p>Values are bit patterns in a {@code long}. An integer or pointer of {@code width} bits holds
 * its two's-complement pattern in the low bits, zero-extended; a {@code float} (width 32) or {@code
 * double} (width 64) holds its IEEE bits, every NaN as the one canonical NaN. Operands must be in
 * this form, and results are. Other float formats are not evaluated here ({@link #evaluable}).
 * Java's {@code float} and {@code double} arithmetic is IEEE binary32 and binary64, rounding to
 * nearest even, so the basic float operations map directly; what C and SMT-LIB define otherwise is
 * spelled out below.
 */
public final class Semantics {
  /** The canonical NaN of {@code float}: positive, quiet, no payload. */
  public static final long FLOAT_NAN = 0x7fc00000L;

  /** The canonical NaN of {@code double}. */
  public static final long DOUBLE_NAN = 0x7ff8000000000000L;

  private static final double TWO_63 = 0x1p63;

  private Semantics() {}

  /** The mask of the low {@code bits} bits, 1 to 64. */
  public static long mask(int bits) {
    return bits == 64 ? -1L : (1L << bits) - 1;
  }

  /** The {@code bits}-bit pattern {@code value} read as a signed integer. */
  public static long signed(long value, int bits) {
    int shift = 64 - bits;
    return (value << shift) >> shift;
  }

  /**
   * Whether values of the scalar {@code type} can be evaluated here: integers, pointers, {@code
   * float} and {@code double}, not other float formats.
   */
  public static boolean evaluable(Type type) {
    return !(type instanceof FloatType f)
        || f.equals(FloatType.FLOAT)
        || f.equals(FloatType.DOUBLE);
  }

  /**
   * {@code a op b} on operands of {@code width} bits; comparisons and overflow predicates give 0 or
   * 1. Float operations take width 32 for {@code float} and 64 for {@code double}.
   */
  public static long binary(BinaryOp op, int width, long a, long b) {
    return switch (op) {
      case ADD -> (a + b) & mask(width);
      case SUB -> (a - b) & mask(width);
      case MUL -> (a * b) & mask(width);
      case SDIV -> sdiv(a, b, width);
      case UDIV -> b == 0 ? mask(width) : Long.divideUnsigned(a, b);
      case SREM -> srem(a, b, width);
      case UREM -> b == 0 ? a : Long.remainderUnsigned(a, b);
      case SHL -> Long.compareUnsigned(b, width) >= 0 ? 0 : (a << b) & mask(width);
      case LSHR -> Long.compareUnsigned(b, width) >= 0 ? 0 : a >>> b;
      case ASHR -> ashr(a, b, width);
      case AND -> a & b;
      case OR -> a | b;
      case XOR -> a ^ b;
      case EQ -> bool(a == b);
      case NE -> bool(a != b);
      case SLT -> bool(signed(a, width) < signed(b, width));
      case SLE -> bool(signed(a, width) <= signed(b, width));
      case ULT -> bool(Long.compareUnsigned(a, b) < 0);
      case ULE -> bool(Long.compareUnsigned(a, b) <= 0);
      case SADD_OVERFLOW -> bool(saddOverflow(a, b, width));
      case UADD_OVERFLOW -> bool(uaddOverflow(a, b, width));
      case SSUB_OVERFLOW -> bool(ssubOverflow(a, b, width));
      case USUB_OVERFLOW -> bool(Long.compareUnsigned(a, b) < 0);
      case SMUL_OVERFLOW -> bool(smulOverflow(a, b, width));
      case UMUL_OVERFLOW -> bool(umulOverflow(a, b, width));
      case FADD -> width == 32 ? bits(f(a) + f(b)) : bits(d(a) + d(b));
      case FSUB -> width == 32 ? bits(f(a) - f(b)) : bits(d(a) - d(b));
      case FMUL -> width == 32 ? bits(f(a) * f(b)) : bits(d(a) * d(b));
      case FDIV -> width == 32 ? bits(f(a) / f(b)) : bits(d(a) / d(b));
      case FREM -> width == 32 ? bits(f(a) % f(b)) : bits(d(a) % d(b)); // Java's % is C's fmod
      // The rest is exact in double also for floats: the result is one of the operands' values.
      case FMIN -> bits(width, fmin(value(width, a), value(width, b)));
      case FMAX -> bits(width, fmax(value(width, a), value(width, b)));
      case FCOPYSIGN -> bits(width, Math.copySign(value(width, a), value(width, b)));
      case FOEQ -> bool(value(width, a) == value(width, b));
      case FONE -> bool(lessOrGreater(width, a, b));
      case FOLT -> bool(value(width, a) < value(width, b));
      case FOLE -> bool(value(width, a) <= value(width, b));
      case FOGT -> bool(value(width, a) > value(width, b));
      case FOGE -> bool(value(width, a) >= value(width, b));
      case FORD -> bool(!isNaN(width, a) && !isNaN(width, b));
      case FUNO -> bool(isNaN(width, a) || isNaN(width, b));
      case FUEQ -> bool(!lessOrGreater(width, a, b));
      case FUNE -> bool(value(width, a) != value(width, b));
      case FULT -> bool(!(value(width, a) >= value(width, b)));
      case FULE -> bool(!(value(width, a) > value(width, b)));
      case FUGT -> bool(!(value(width, a) <= value(width, b)));
      case FUGE -> bool(!(value(width, a) < value(width, b)));
    };
  }

  /**
   * A float operation on a {@code float} (width 32) or {@code double} (width 64). For {@code
   * float}, the double result is the float result: sqrt rounds once correctly with 53 bits, and the
   * others give integers or change only the sign.
   */
  public static long unary(UnaryOp op, int width, long a) {
    double x = value(width, a);
    double r =
        switch (op) {
          case FNEG -> -x;
          case FABS -> Math.abs(x);
          case FSQRT -> Math.sqrt(x);
          case FFLOOR -> Math.floor(x);
          case FCEIL -> Math.ceil(x);
          case FTRUNC -> trunc(x);
          case FROUND -> round(x);
          case FRINT -> Math.rint(x);
        };
    return bits(width, r);
  }

  /**
   * The conversion {@code op} from {@code from} to {@code to} bits; {@code toFloat} says whether
   * the target is a float ({@code BITCAST} needs to know). Floats are 32 ({@code float}) or 64
   * ({@code double}) bits wide.
   */
  public static long cast(CastOp op, int from, int to, boolean toFloat, long a) {
    return switch (op) {
      case ZEXT, TRUNC, PTR_TO_INT, INT_TO_PTR -> a & mask(to);
      case SEXT -> signed(a, from) & mask(to);
      case FP_TO_SINT -> toSigned(value(from, a), to);
      case FP_TO_UINT -> toUnsigned(value(from, a), to);
      case SINT_TO_FP -> fromSigned(signed(a, from), to);
      case UINT_TO_FP -> fromUnsigned(a, to);
      case FP_EXTEND, FP_TRUNC -> bits(to, value(from, a));
      case BITCAST -> toFloat ? canonical(a, to) : a & mask(to);
    };
  }

  /**
   * {@code PtrAdd}: the {@code offsetWidth}-bit {@code offset}, sign-extended, is added to the
   * offset field (the low {@code offsetBits} bits) only, modulo {@code 2^offsetBits}.
   */
  public static long ptrAdd(long pointer, long offset, int offsetWidth, int offsetBits) {
    long field = mask(offsetBits);
    return (pointer & ~field) | ((pointer + signed(offset, offsetWidth)) & field);
  }

  /** The IEEE bits of a {@code float}, NaN made canonical. */
  public static long bits(float value) {
    return value != value ? FLOAT_NAN : Float.floatToRawIntBits(value) & 0xffffffffL;
  }

  /** The IEEE bits of a {@code double}, NaN made canonical. */
  public static long bits(double value) {
    return value != value ? DOUBLE_NAN : Double.doubleToRawLongBits(value);
  }

  /** The bits of {@code value} rounded to nearest even to a float of {@code width} bits. */
  private static long bits(int width, double value) {
    return width == 32 ? bits((float) value) : bits(value);
  }

  /** The value of a {@code float} (width 32) or {@code double} (width 64), exactly as a double. */
  private static double value(int width, long bits) {
    return width == 32 ? f(bits) : d(bits);
  }

  private static float f(long bits) {
    return Float.intBitsToFloat((int) bits);
  }

  private static double d(long bits) {
    return Double.longBitsToDouble(bits);
  }

  /** Ordered and unequal: false on NaN. */
  private static boolean lessOrGreater(int width, long a, long b) {
    return value(width, a) < value(width, b) || value(width, a) > value(width, b);
  }

  private static boolean isNaN(int width, long bits) {
    return Double.isNaN(value(width, bits));
  }

  /** The canonical form of a {@code float} (width 32) or {@code double} (width 64) pattern. */
  public static long canonical(long bits, int width) {
    return width == 32 ? bits(f(bits)) : bits(d(bits));
  }

  /**
   * The canonical form of a pattern of any float format: every NaN becomes the quiet NaN without
   * sign or payload (exponent all ones, top significand bit set); other bits above the format's
   * width are cleared.
   */
  public static long canonical(FloatType type, long bits) {
    int s = type.significandBits() - 1;
    long exponent = (bits >>> s) & mask(type.exponentBits());
    boolean nan = exponent == mask(type.exponentBits()) && (bits & mask(s)) != 0;
    return nan ? canonicalNaN(type) : bits & mask(type.totalBits());
  }

  /** The one NaN of a float format. */
  public static long canonicalNaN(FloatType type) {
    int s = type.significandBits() - 1;
    return (mask(type.exponentBits()) << s) | (1L << (s - 1));
  }

  private static long bool(boolean b) {
    return b ? 1 : 0;
  }

  /** SMT-LIB bvsdiv: x/0 is -1 for x >= 0 and 1 otherwise; MIN/-1 wraps to MIN. */
  private static long sdiv(long a, long b, int bits) {
    long sa = signed(a, bits);
    long sb = signed(b, bits);
    if (sb == 0) {
      return sa >= 0 ? mask(bits) : 1;
    }
    return (sa / sb) & mask(bits);
  }

  /** SMT-LIB bvsrem: the remainder has the dividend's sign; x rem 0 is x. */
  private static long srem(long a, long b, int bits) {
    long sb = signed(b, bits);
    if (sb == 0) {
      return a;
    }
    return (signed(a, bits) % sb) & mask(bits);
  }

  /** Shift amounts of at least the width shift out all but copies of the sign bit. */
  private static long ashr(long a, long b, int bits) {
    long amount = Long.compareUnsigned(b, bits) >= 0 ? 63 : b;
    return (signed(a, bits) >> amount) & mask(bits);
  }

  /** Whether the exact signed sum of two {@code bits}-bit values does not fit {@code bits} bits. */
  private static boolean saddOverflow(long a, long b, int bits) {
    long sa = signed(a, bits);
    long sb = signed(b, bits);
    long sum = sa + sb;
    if (bits == 64) {
      return ((sum ^ sa) & (sum ^ sb)) < 0;
    }
    return sum != signed(sum, bits);
  }

  private static boolean uaddOverflow(long a, long b, int bits) {
    long sum = a + b;
    return bits == 64 ? Long.compareUnsigned(sum, a) < 0 : (sum & ~mask(bits)) != 0;
  }

  private static boolean ssubOverflow(long a, long b, int bits) {
    long sa = signed(a, bits);
    long sb = signed(b, bits);
    long diff = sa - sb;
    if (bits == 64) {
      return ((sa ^ sb) & (sa ^ diff)) < 0;
    }
    return diff != signed(diff, bits);
  }

  private static boolean smulOverflow(long a, long b, int bits) {
    long sa = signed(a, bits);
    long sb = signed(b, bits);
    long low = sa * sb;
    if (bits <= 32) {
      return low != signed(low, bits);
    }
    long high = Math.multiplyHigh(sa, sb);
    return high != (low >> 63) || low != signed(low, bits);
  }

  private static boolean umulOverflow(long a, long b, int bits) {
    long low = a * b;
    if (bits <= 32) {
      return (low & ~mask(bits)) != 0;
    }
    long high = Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    return high != 0 || (low & ~mask(bits)) != 0;
  }

  /** C's {@code fmin}: a NaN operand yields the other operand; -0 is below +0. */
  private static double fmin(double a, double b) {
    if (a != a) {
      return b;
    }
    return b != b ? a : Math.min(a, b);
  }

  private static double fmax(double a, double b) {
    if (a != a) {
      return b;
    }
    return b != b ? a : Math.max(a, b);
  }

  private static double trunc(double a) {
    return a < 0 ? Math.ceil(a) : Math.floor(a);
  }

  /** C's {@code round}: to nearest, ties away from zero; keeps the sign of zero. */
  private static double round(double a) {
    double magnitude = Math.abs(a);
    if (!(magnitude < 0x1p52)) {
      return a; // already integral, infinite or NaN
    }
    double whole = Math.floor(magnitude);
    double rounded = magnitude - whole >= 0.5 ? whole + 1 : whole;
    return Math.copySign(rounded, a);
  }

  /** To a signed {@code bits}-bit integer, toward zero; NaN, infinities and overflow give 0. */
  private static long toSigned(double value, int bits) {
    double t = trunc(value);
    double limit = Math.scalb(1.0, bits - 1);
    if (!(t >= -limit && t < limit)) {
      return 0;
    }
    return (long) t & mask(bits);
  }

  /** To an unsigned {@code bits}-bit integer, toward zero; NaN, infinities and overflow give 0. */
  private static long toUnsigned(double value, int bits) {
    double t = trunc(value);
    if (!(t > -1 && t < Math.scalb(1.0, bits))) {
      return 0;
    }
    return t < TWO_63 ? (long) t : (long) (t - TWO_63) | Long.MIN_VALUE;
  }

  /** A signed integer rounded once to a float of {@code width} bits. */
  private static long fromSigned(long value, int width) {
    return width == 32 ? bits((float) value) : bits((double) value);
  }

  /** An unsigned 64-bit pattern rounded once to a float of {@code width} bits. */
  private static long fromUnsigned(long value, int width) {
    return width == 32 ? bits(unsignedToFloat(value)) : bits(unsignedToDouble(value));
  }

  /** An unsigned 64-bit pattern as a double, rounded to nearest even. */
  private static double unsignedToDouble(long value) {
    if (value >= 0) {
      return value;
    }
    // Halve with a sticky bit so that the one rounding step stays correct.
    return (double) ((value >>> 1) | (value & 1)) * 2.0;
  }

  private static float unsignedToFloat(long value) {
    if (value >= 0) {
      return value;
    }
    return (float) ((value >>> 1) | (value & 1)) * 2.0f;
  }
}
