package dev.vigil.smt;

import dev.vigil.ir.Expr.BinaryOp;
import java.math.BigInteger;

/**
 * Concrete integer arithmetic of docs/SEMANTICS.md on bit patterns held in a {@code long}: the
 * value of an {@code n}-bit operand is its low {@code n} bits, zero-extended. Used for constant
 * folding; the bit-vector encoding must agree with it (and the tests hold them together).
 */
final class IntEval {
  private IntEval() {}

  static long mask(int bits) {
    return bits == 64 ? -1L : (1L << bits) - 1;
  }

  static long signed(long value, int bits) {
    int shift = 64 - bits;
    return (value << shift) >> shift;
  }

  /** {@code a op b} for integer (or pointer) operands of {@code bits} bits. */
  static long binary(BinaryOp op, int bits, long a, long b) {
    long m = mask(bits);
    a &= m;
    b &= m;
    long sa = signed(a, bits);
    long sb = signed(b, bits);
    return switch (op) {
      case ADD -> (a + b) & m;
      case SUB -> (a - b) & m;
      case MUL -> (a * b) & m;
      case UDIV -> b == 0 ? m : Long.divideUnsigned(a, b);
      case SDIV -> b == 0 ? (sa >= 0 ? m : 1) : (sa / sb) & m;
      case UREM -> b == 0 ? a : Long.remainderUnsigned(a, b);
      case SREM -> b == 0 ? a : (sa % sb) & m;
      case SHL -> Long.compareUnsigned(b, bits) >= 0 ? 0 : (a << b) & m;
      case LSHR -> Long.compareUnsigned(b, bits) >= 0 ? 0 : a >>> b;
      case ASHR -> Long.compareUnsigned(b, bits) >= 0 ? (sa < 0 ? m : 0) : (sa >> b) & m;
      case AND -> a & b;
      case OR -> a | b;
      case XOR -> a ^ b;
      case EQ -> bool(a == b);
      case NE -> bool(a != b);
      case SLT -> bool(sa < sb);
      case SLE -> bool(sa <= sb);
      case ULT -> bool(Long.compareUnsigned(a, b) < 0);
      case ULE -> bool(Long.compareUnsigned(a, b) <= 0);
      case SADD_OVERFLOW -> bool(!fitsSigned(BigInteger.valueOf(sa).add(BigInteger.valueOf(sb)), bits));
      case UADD_OVERFLOW -> bool(!fitsUnsigned(unsigned(a).add(unsigned(b)), bits));
      case SSUB_OVERFLOW ->
          bool(!fitsSigned(BigInteger.valueOf(sa).subtract(BigInteger.valueOf(sb)), bits));
      case USUB_OVERFLOW -> bool(Long.compareUnsigned(a, b) < 0);
      case SMUL_OVERFLOW ->
          bool(!fitsSigned(BigInteger.valueOf(sa).multiply(BigInteger.valueOf(sb)), bits));
      case UMUL_OVERFLOW -> bool(!fitsUnsigned(unsigned(a).multiply(unsigned(b)), bits));
      default -> throw new IllegalArgumentException("not an integer operation: " + op);
    };
  }

  static long bool(boolean b) {
    return b ? 1 : 0;
  }

  static BigInteger unsigned(long bits) {
    BigInteger v = BigInteger.valueOf(bits);
    return bits >= 0 ? v : v.add(BigInteger.ONE.shiftLeft(64));
  }

  private static boolean fitsSigned(BigInteger v, int bits) {
    return v.bitLength() <= bits - 1;
  }

  private static boolean fitsUnsigned(BigInteger v, int bits) {
    return v.signum() >= 0 && v.bitLength() <= bits;
  }

  static long zext(long a, int from) {
    return a & mask(from);
  }

  static long sext(long a, int from, int to) {
    return signed(a, from) & mask(to);
  }

  static long trunc(long a, int to) {
    return a & mask(to);
  }
}
