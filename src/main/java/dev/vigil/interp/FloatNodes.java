package dev.vigil.interp;

import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Expr.UnaryOp;

/**
 * Compiled floating-point operations on {@code float} ({@code single}) or {@code double}.
 * Operations on {@code float} are computed in Java {@code float} arithmetic, which is IEEE
 * binary32, or in {@code double} where that is exact (comparisons, rounding to integers, sqrt).
 */
final class FloatNodes {
  private FloatNodes() {}

  static long applyDouble(BinaryOp op, double a, double b) {
    switch (op) {
      case FADD:
        return FloatOps.bits(a + b);
      case FSUB:
        return FloatOps.bits(a - b);
      case FMUL:
        return FloatOps.bits(a * b);
      case FDIV:
        return FloatOps.bits(a / b);
      case FREM:
        return FloatOps.bits(a % b);
      case FMIN:
        return FloatOps.bits(FloatOps.fmin(a, b));
      case FMAX:
        return FloatOps.bits(FloatOps.fmax(a, b));
      case FCOPYSIGN:
        return FloatOps.bits(Math.copySign(a, b));
      default:
        return compare(op, a, b);
    }
  }

  static long applyFloat(BinaryOp op, float a, float b) {
    switch (op) {
      case FADD:
        return FloatOps.bits(a + b);
      case FSUB:
        return FloatOps.bits(a - b);
      case FMUL:
        return FloatOps.bits(a * b);
      case FDIV:
        return FloatOps.bits(a / b);
      case FREM:
        return FloatOps.bits(a % b);
      case FMIN:
        return FloatOps.bits((float) FloatOps.fmin(a, b));
      case FMAX:
        return FloatOps.bits((float) FloatOps.fmax(a, b));
      case FCOPYSIGN:
        return FloatOps.bits(Math.copySign(a, b));
      default:
        return compare(op, a, b);
    }
  }

  /** LLVM's predicates: ordered ones are false on NaN, unordered ones true. */
  private static long compare(BinaryOp op, double a, double b) {
    boolean result;
    switch (op) {
      case FOEQ:
        result = a == b;
        break;
      case FONE:
        result = a < b || a > b;
        break;
      case FOLT:
        result = a < b;
        break;
      case FOLE:
        result = a <= b;
        break;
      case FOGT:
        result = a > b;
        break;
      case FOGE:
        result = a >= b;
        break;
      case FORD:
        result = a == a && b == b;
        break;
      case FUNO:
        result = a != a || b != b;
        break;
      case FUEQ:
        result = !(a < b || a > b);
        break;
      case FUNE:
        result = a != b;
        break;
      case FULT:
        result = !(a >= b);
        break;
      case FULE:
        result = !(a > b);
        break;
      case FUGT:
        result = !(a <= b);
        break;
      case FUGE:
        result = !(a < b);
        break;
      default:
        throw new IllegalArgumentException("not a floating-point operation: " + op);
    }
    return result ? 1 : 0;
  }

  static double applyUnary(UnaryOp op, double a) {
    switch (op) {
      case FNEG:
        return -a;
      case FABS:
        return Math.abs(a);
      case FSQRT:
        return Math.sqrt(a);
      case FFLOOR:
        return Math.floor(a);
      case FCEIL:
        return Math.ceil(a);
      case FTRUNC:
        return FloatOps.trunc(a);
      case FROUND:
        return FloatOps.round(a);
      case FRINT:
        return Math.rint(a);
      default:
        throw new IllegalArgumentException("unknown operation " + op);
    }
  }

  static final class Binary extends Ev {
    private final BinaryOp op;
    private final Ev left;
    private final Ev right;
    private final boolean single;

    Binary(BinaryOp op, Ev left, Ev right, boolean single) {
      this.op = op;
      this.left = left;
      this.right = right;
      this.single = single;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      long a = left.eval(registers, machine);
      long b = right.eval(registers, machine);
      return single
          ? applyFloat(op, FloatOps.asFloat(a), FloatOps.asFloat(b))
          : applyDouble(op, FloatOps.asDouble(a), FloatOps.asDouble(b));
    }
  }

  /**
   * Unary operations. For {@code float}, the double result of sqrt and of the roundings to
   * integers is exactly the float result (sqrt: 53 bits are enough to round once correctly).
   */
  static final class Unary extends Ev {
    private final UnaryOp op;
    private final Ev operand;
    private final boolean single;

    Unary(UnaryOp op, Ev operand, boolean single) {
      this.op = op;
      this.operand = operand;
      this.single = single;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      long a = operand.eval(registers, machine);
      if (single) {
        return FloatOps.bits((float) applyUnary(op, FloatOps.asFloat(a)));
      }
      return FloatOps.bits(applyUnary(op, FloatOps.asDouble(a)));
    }
  }

  /** Conversions that involve a float: {@code from} and {@code to} are widths in bits. */
  static final class Convert extends Ev {
    private final CastOp op;
    private final Ev operand;
    private final int from;
    private final int to;

    Convert(CastOp op, Ev operand, int from, int to) {
      this.op = op;
      this.operand = operand;
      this.from = from;
      this.to = to;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      long a = operand.eval(registers, machine);
      switch (op) {
        case FP_TO_SINT:
          return FloatOps.toSigned(toDouble(a, from), to);
        case FP_TO_UINT:
          return FloatOps.toUnsigned(toDouble(a, from), to);
        case SINT_TO_FP:
          return fromDouble(IntOps.signed(a, from), to);
        case UINT_TO_FP:
          return to == 32
              ? FloatOps.bits(FloatOps.unsignedToFloat(a))
              : FloatOps.bits(FloatOps.unsignedToDouble(a));
        case FP_EXTEND:
        case FP_TRUNC:
          return to == 32
              ? FloatOps.bits((float) toDouble(a, from))
              : FloatOps.bits(toDouble(a, from));
        case BITCAST:
          return FloatOps.canonical(a, to == 32);
        default:
          throw new IllegalArgumentException("not a float conversion: " + op);
      }
    }

    private static double toDouble(long bits, int width) {
      return width == 32 ? FloatOps.asFloat(bits) : FloatOps.asDouble(bits);
    }

    /** A signed 64-bit integer rounded once to the target format. */
    private static long fromDouble(long value, int width) {
      return width == 32 ? FloatOps.bits((float) value) : FloatOps.bits((double) value);
    }
  }
}
