package dev.vigil.interp;

import static dev.vigil.interp.Ir.I16;
import static dev.vigil.interp.Ir.I32;
import static dev.vigil.interp.Ir.I64;
import static dev.vigil.interp.Ir.I8;
import static dev.vigil.interp.Ir.c;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.Type.IntType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Integer operations at every width against docs/SEMANTICS.md, with a BigInteger reference. */
class IntegerSemanticsTest {
  private static final int[] WIDTHS = {1, 7, 8, 16, 31, 32, 33, 63, 64};
  private static final BinaryOp[] INT_OPS = {
    BinaryOp.ADD,
    BinaryOp.SUB,
    BinaryOp.MUL,
    BinaryOp.SDIV,
    BinaryOp.UDIV,
    BinaryOp.SREM,
    BinaryOp.UREM,
    BinaryOp.SHL,
    BinaryOp.LSHR,
    BinaryOp.ASHR,
    BinaryOp.AND,
    BinaryOp.OR,
    BinaryOp.XOR,
    BinaryOp.EQ,
    BinaryOp.NE,
    BinaryOp.SLT,
    BinaryOp.SLE,
    BinaryOp.ULT,
    BinaryOp.ULE,
    BinaryOp.SADD_OVERFLOW,
    BinaryOp.UADD_OVERFLOW,
    BinaryOp.SSUB_OVERFLOW,
    BinaryOp.USUB_OVERFLOW,
    BinaryOp.SMUL_OVERFLOW,
    BinaryOp.UMUL_OVERFLOW
  };

  private static BigInteger unsigned(long bits, int width) {
    return new BigInteger(Long.toUnsignedString(bits)).mod(BigInteger.ONE.shiftLeft(width));
  }

  private static BigInteger signed(long bits, int width) {
    BigInteger u = unsigned(bits, width);
    return u.testBit(width - 1) ? u.subtract(BigInteger.ONE.shiftLeft(width)) : u;
  }

  private static long wrap(BigInteger v, int width) {
    return v.mod(BigInteger.ONE.shiftLeft(width)).longValue();
  }

  private static long bool(boolean b) {
    return b ? 1 : 0;
  }

  private static boolean fitsSigned(BigInteger v, int width) {
    return v.bitLength() <= width - 1;
  }

  private static boolean fitsUnsigned(BigInteger v, int width) {
    return v.signum() >= 0 && v.bitLength() <= width;
  }

  /** The semantics document, written independently of the interpreter. */
  static long reference(BinaryOp op, long a, long b, int w) {
    BigInteger ua = unsigned(a, w);
    BigInteger ub = unsigned(b, w);
    BigInteger sa = signed(a, w);
    BigInteger sb = signed(b, w);
    BigInteger allOnes = BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
    int shift = ub.compareTo(BigInteger.valueOf(w)) >= 0 ? w : ub.intValue();
    switch (op) {
      case ADD:
        return wrap(ua.add(ub), w);
      case SUB:
        return wrap(ua.subtract(ub), w);
      case MUL:
        return wrap(ua.multiply(ub), w);
      case UDIV:
        return ub.signum() == 0 ? wrap(allOnes, w) : wrap(ua.divide(ub), w);
      case UREM:
        return ub.signum() == 0 ? wrap(ua, w) : wrap(ua.remainder(ub), w);
      case SDIV:
        if (sb.signum() == 0) {
          return wrap(BigInteger.valueOf(sa.signum() >= 0 ? -1 : 1), w);
        }
        return wrap(sa.divide(sb), w); // BigInteger divides toward zero
      case SREM:
        return sb.signum() == 0 ? wrap(sa, w) : wrap(sa.remainder(sb), w);
      case SHL:
        return shift >= w ? 0 : wrap(ua.shiftLeft(shift), w);
      case LSHR:
        return shift >= w ? 0 : wrap(ua.shiftRight(shift), w);
      case ASHR:
        return wrap(sa.shiftRight(Math.min(shift, w)), w);
      case AND:
        return wrap(ua.and(ub), w);
      case OR:
        return wrap(ua.or(ub), w);
      case XOR:
        return wrap(ua.xor(ub), w);
      case EQ:
        return bool(ua.equals(ub));
      case NE:
        return bool(!ua.equals(ub));
      case SLT:
        return bool(sa.compareTo(sb) < 0);
      case SLE:
        return bool(sa.compareTo(sb) <= 0);
      case ULT:
        return bool(ua.compareTo(ub) < 0);
      case ULE:
        return bool(ua.compareTo(ub) <= 0);
      case SADD_OVERFLOW:
        return bool(!fitsSigned(sa.add(sb), w));
      case UADD_OVERFLOW:
        return bool(!fitsUnsigned(ua.add(ub), w));
      case SSUB_OVERFLOW:
        return bool(!fitsSigned(sa.subtract(sb), w));
      case USUB_OVERFLOW:
        return bool(!fitsUnsigned(ua.subtract(ub), w));
      case SMUL_OVERFLOW:
        return bool(!fitsSigned(sa.multiply(sb), w));
      case UMUL_OVERFLOW:
        return bool(!fitsUnsigned(ua.multiply(ub), w));
      default:
        throw new IllegalArgumentException(op.name());
    }
  }

  private static List<Long> interestingValues(int w, SplittableRandom random) {
    long mask = Semantics.mask(w);
    long min = 1L << (w - 1);
    List<Long> values =
        new ArrayList<>(
            List.of(
                0L,
                1L,
                mask,
                min & mask,
                (min - 1) & mask,
                (min + 1) & mask,
                2L & mask,
                (long) w & mask,
                (long) (w + 1) & mask));
    for (int i = 0; i < 3; i++) {
      values.add(random.nextLong() & mask);
    }
    return values;
  }

  @Test
  void everyOperationAtEveryWidthMatchesTheReference() {
    SplittableRandom random = new SplittableRandom(7);
    for (int w : WIDTHS) {
      IntType t = IntType.of(w);
      List<Long> values = interestingValues(w, random);
      for (BinaryOp op : INT_OPS) {
        for (long a : values) {
          for (long b : values) {
            long expected = reference(op, a, b, w);
            long folded = Eval.of(Exprs.binary(op, c(t, a), c(t, b)));
            assertEquals(expected, folded, () -> op + " i" + w + " " + a + ", " + b);
          }
        }
      }
    }
  }

  @Test
  void registerAndConstantShapesAgreeWithFolding() {
    SplittableRandom random = new SplittableRandom(11);
    for (int w : new int[] {8, 32, 64}) {
      IntType t = IntType.of(w);
      List<Long> values = interestingValues(w, random).subList(0, 6);
      for (BinaryOp op : INT_OPS) {
        for (long a : values) {
          for (long b : values) {
            assertEquals(reference(op, a, b, w), Eval.binary(op, c(t, a), c(t, b)));
          }
        }
      }
    }
  }

  @Test
  void divisionByZeroAndOverflowFollowSmtLib() {
    assertEquals(0xffffffffL, Eval.of(Exprs.binary(BinaryOp.UDIV, c(I32, 7), c(I32, 0))));
    assertEquals(7, Eval.of(Exprs.binary(BinaryOp.UREM, c(I32, 7), c(I32, 0))));
    assertEquals(0xffffffffL, Eval.of(Exprs.binary(BinaryOp.SDIV, c(I32, 7), c(I32, 0))));
    assertEquals(1, Eval.of(Exprs.binary(BinaryOp.SDIV, c(I32, -7), c(I32, 0))));
    assertEquals(0xfffffff9L, Eval.of(Exprs.binary(BinaryOp.SREM, c(I32, -7), c(I32, 0))));
    assertEquals(
        0x80000000L, Eval.of(Exprs.binary(BinaryOp.SDIV, c(I32, Integer.MIN_VALUE), c(I32, -1))));
    assertEquals(0, Eval.of(Exprs.binary(BinaryOp.SREM, c(I32, Integer.MIN_VALUE), c(I32, -1))));
    assertEquals(
        Long.MIN_VALUE, Eval.of(Exprs.binary(BinaryOp.SDIV, c(I64, Long.MIN_VALUE), c(I64, -1))));
    assertEquals(0xfe, Eval.of(Exprs.binary(BinaryOp.SDIV, c(I8, -7), c(I8, 3))));
    assertEquals(0xff, Eval.of(Exprs.binary(BinaryOp.SREM, c(I8, -7), c(I8, 3))));
    assertEquals(1, Eval.of(Exprs.binary(BinaryOp.SREM, c(I8, 7), c(I8, -3))));
  }

  @Test
  void shiftsByTheWidthOrMore() {
    assertEquals(0, Eval.of(Exprs.binary(BinaryOp.SHL, c(I32, 1), c(I32, 32))));
    assertEquals(0, Eval.of(Exprs.binary(BinaryOp.LSHR, c(I32, -1), c(I32, 40))));
    assertEquals(
        0xffffffffL, Eval.of(Exprs.binary(BinaryOp.ASHR, c(I32, Integer.MIN_VALUE), c(I32, 99))));
    assertEquals(0, Eval.of(Exprs.binary(BinaryOp.ASHR, c(I32, 5), c(I32, -1))));
    assertEquals(0x8000, Eval.of(Exprs.binary(BinaryOp.SHL, c(I16, 1), c(I16, 15))));
    assertEquals(0xc000, Eval.of(Exprs.binary(BinaryOp.ASHR, c(I16, 0x8000), c(I16, 1))));
    assertEquals(Long.MIN_VALUE, Eval.of(Exprs.binary(BinaryOp.SHL, c(I64, 1), c(I64, 63))));
    assertEquals(0, Eval.of(Exprs.binary(BinaryOp.SHL, c(I64, 1), c(I64, 64))));
  }

  @Test
  void castsBetweenWidths() {
    assertEquals(0xffffffffffffff80L, Eval.of(Exprs.cast(CastOp.SEXT, c(I8, 0x80), I64)));
    assertEquals(0x80, Eval.of(Exprs.cast(CastOp.ZEXT, c(I8, 0x80), I64)));
    assertEquals(0x34, Eval.of(Exprs.cast(CastOp.TRUNC, c(I32, 0x1234), I8)));
    assertEquals(0xffff, Eval.of(Exprs.cast(CastOp.SEXT, c(IntType.BOOL, 1), I16)));
    assertEquals(1, Eval.of(Exprs.cast(CastOp.ZEXT, c(IntType.BOOL, 1), I32)));
    assertEquals(0, Eval.of(Exprs.cast(CastOp.TRUNC, c(I32, 2), IntType.BOOL)));
    assertEquals(0x3f, Eval.of(Exprs.cast(CastOp.SEXT, c(IntType.of(7), 0x3f), I8)));
    assertEquals(0xc0, Eval.of(Exprs.cast(CastOp.SEXT, c(IntType.of(7), 0x40), I8)));
  }

  @Test
  void iteChoosesByCondition() {
    Expr pick =
        Exprs.ite(Exprs.binary(BinaryOp.SLT, c(I32, -1), c(I32, 0)), c(I32, 10), c(I32, 20));
    assertEquals(10, Eval.of(pick));
    Expr unsignedPick =
        Exprs.ite(Exprs.binary(BinaryOp.ULT, c(I32, -1), c(I32, 0)), c(I32, 10), c(I32, 20));
    assertEquals(20, Eval.of(unsignedPick));
  }
}
