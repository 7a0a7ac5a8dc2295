package dev.vigil.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Expr.UnaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Floating point against docs/SEMANTICS.md (and Java's IEEE arithmetic), folded and through Z3. */
class FloatEncodingTest {
  private static final FloatType D = FloatType.DOUBLE;
  private static final FloatType F = FloatType.FLOAT;
  private static final long NAN = 0x7ff8000000000000L;
  private static final long FNAN = 0x7fc00000L;
  private static Harness h;

  @BeforeAll
  static void open() throws Exception {
    h = new Harness(SolverKind.Z3);
  }

  @AfterAll
  static void close() {
    h.close();
  }

  private static long d(double v) {
    return Double.doubleToRawLongBits(v);
  }

  private static long f(float v) {
    return Float.floatToRawIntBits(v) & 0xffffffffL;
  }

  private static long op(BinaryOp op, FloatType t, long a, long b) throws Exception {
    return h.both((x, y) -> Exprs.binary(op, x, y), t, a, b);
  }

  private static long un(UnaryOp op, FloatType t, long a) throws Exception {
    return h.both(x -> Exprs.unary(op, x), t, a);
  }

  @Test
  void arithmeticRoundsToNearestEven() throws Exception {
    assertEquals(d(0.1 + 0.2), op(BinaryOp.FADD, D, d(0.1), d(0.2)));
    assertEquals(d(1.0 / 3.0), op(BinaryOp.FDIV, D, d(1.0), d(3.0)));
    assertEquals(f(16777216f), op(BinaryOp.FADD, F, f(16777216f), f(1f)), "ties to even");
    assertEquals(f(0.1f * 3f), op(BinaryOp.FMUL, F, f(0.1f), f(3f)));
    assertEquals(d(Double.POSITIVE_INFINITY), op(BinaryOp.FDIV, D, d(1.0), d(0.0)));
    assertEquals(d(Double.NEGATIVE_INFINITY), op(BinaryOp.FDIV, D, d(1.0), d(-0.0)));
    assertEquals(NAN, op(BinaryOp.FDIV, D, d(0.0), d(0.0)), "canonical NaN");
    assertEquals(
        NAN, op(BinaryOp.FSUB, D, d(Double.POSITIVE_INFINITY), d(Double.POSITIVE_INFINITY)));
    assertEquals(d(0.0), op(BinaryOp.FADD, D, d(-0.0), d(0.0)));
    assertEquals(d(-0.0), op(BinaryOp.FADD, D, d(-0.0), d(-0.0)));
  }

  @Test
  void comparisonsFollowIeee() throws Exception {
    assertEquals(1L, op(BinaryOp.FOEQ, D, d(-0.0), d(0.0)));
    assertEquals(0L, op(BinaryOp.FOEQ, D, NAN, NAN));
    assertEquals(1L, op(BinaryOp.FUNE, D, NAN, NAN));
    assertEquals(0L, op(BinaryOp.FONE, D, NAN, d(1.0)));
    assertEquals(1L, op(BinaryOp.FONE, D, d(2.0), d(1.0)));
    assertEquals(0L, op(BinaryOp.FOLT, D, NAN, d(1.0)));
    assertEquals(1L, op(BinaryOp.FULT, D, NAN, d(1.0)));
    assertEquals(1L, op(BinaryOp.FUNO, F, FNAN, f(1f)));
    assertEquals(1L, op(BinaryOp.FORD, F, f(1f), f(2f)));
    assertEquals(1L, op(BinaryOp.FOGE, F, f(2f), f(2f)));
    assertEquals(1L, op(BinaryOp.FUEQ, D, NAN, d(3.0)));
  }

  @Test
  void fremIsFmod() throws Exception {
    assertEquals(d(5.5 % 2.0), op(BinaryOp.FREM, D, d(5.5), d(2.0)));
    assertEquals(d(-1.5), op(BinaryOp.FREM, D, d(-5.5), d(2.0)), "dividend's sign");
    assertEquals(d(1.0), op(BinaryOp.FREM, D, d(7.0), d(-3.0)));
    assertEquals(
        d(7.0 % 2.5), op(BinaryOp.FREM, D, d(7.0), d(2.5)), "IEEE remainder would be -0.5");
    assertEquals(d(-0.0), op(BinaryOp.FREM, D, d(-4.0), d(2.0)));
    assertEquals(NAN, op(BinaryOp.FREM, D, d(1.0), d(0.0)));
    assertEquals(NAN, op(BinaryOp.FREM, D, d(Double.POSITIVE_INFINITY), d(2.0)));
    assertEquals(d(3.0), op(BinaryOp.FREM, D, d(3.0), d(Double.NEGATIVE_INFINITY)));
    assertEquals(f(1e30f % 3f), op(BinaryOp.FREM, F, f(1e30f), f(3f)));
  }

  @Test
  void fminAndFmax() throws Exception {
    assertEquals(d(1.0), op(BinaryOp.FMIN, D, NAN, d(1.0)));
    assertEquals(d(1.0), op(BinaryOp.FMAX, D, d(1.0), NAN));
    assertEquals(NAN, op(BinaryOp.FMIN, D, NAN, NAN));
    assertEquals(d(-0.0), op(BinaryOp.FMIN, D, d(0.0), d(-0.0)));
    assertEquals(d(-0.0), op(BinaryOp.FMIN, D, d(-0.0), d(0.0)));
    assertEquals(d(0.0), op(BinaryOp.FMAX, D, d(-0.0), d(0.0)));
    assertEquals(d(0.0), op(BinaryOp.FMAX, D, d(0.0), d(-0.0)));
    assertEquals(d(-2.0), op(BinaryOp.FMIN, D, d(3.0), d(-2.0)));
    assertEquals(d(-0.0), op(BinaryOp.FCOPYSIGN, D, d(0.0), d(-5.0)));
    assertEquals(d(2.0), op(BinaryOp.FCOPYSIGN, D, d(-2.0), NAN), "NaN has no sign");
  }

  @Test
  void roundingFunctions() throws Exception {
    assertEquals(d(-3.0), un(UnaryOp.FFLOOR, D, d(-2.5)));
    assertEquals(d(-2.0), un(UnaryOp.FCEIL, D, d(-2.5)));
    assertEquals(d(-0.0), un(UnaryOp.FCEIL, D, d(-0.5)));
    assertEquals(d(-2.0), un(UnaryOp.FTRUNC, D, d(-2.7)));
    assertEquals(d(-3.0), un(UnaryOp.FROUND, D, d(-2.5)), "ties away from zero");
    assertEquals(d(-0.0), un(UnaryOp.FROUND, D, d(-0.4)));
    assertEquals(d(1.0), un(UnaryOp.FROUND, D, d(0.5)));
    assertEquals(d(0.0), un(UnaryOp.FROUND, D, d(0.49999999999999994)));
    assertEquals(d(2.0), un(UnaryOp.FRINT, D, d(2.5)), "ties to even");
    assertEquals(f(4f), un(UnaryOp.FRINT, F, f(3.5f)));
    assertEquals(d(Math.sqrt(2.0)), un(UnaryOp.FSQRT, D, d(2.0)));
    assertEquals(NAN, un(UnaryOp.FSQRT, D, d(-1.0)));
    assertEquals(f((float) Math.sqrt(2.0)), un(UnaryOp.FSQRT, F, f(2f)));
    assertEquals(d(-0.0), un(UnaryOp.FNEG, D, d(0.0)));
    assertEquals(d(3.0), un(UnaryOp.FABS, D, d(-3.0)));
  }

  private static long toInt(CastOp op, FloatType from, IntType to, long a) throws Exception {
    return h.both(x -> Exprs.cast(op, x, to), from, a);
  }

  @Test
  void floatToIntTruncatesAndGivesZeroOutOfRange() throws Exception {
    assertEquals(0xfffffffeL, toInt(CastOp.FP_TO_SINT, D, IntType.I32, d(-2.9)));
    assertEquals(0L, toInt(CastOp.FP_TO_SINT, D, IntType.I32, NAN));
    assertEquals(0L, toInt(CastOp.FP_TO_SINT, D, IntType.I32, d(Double.POSITIVE_INFINITY)));
    assertEquals(0L, toInt(CastOp.FP_TO_SINT, D, IntType.I32, d(2147483648.0)));
    assertEquals(0x7fffffffL, toInt(CastOp.FP_TO_SINT, D, IntType.I32, d(2147483647.9)));
    assertEquals(0x80000000L, toInt(CastOp.FP_TO_SINT, D, IntType.I32, d(-2147483648.5)));
    assertEquals(0L, toInt(CastOp.FP_TO_SINT, D, IntType.I32, d(-2147483649.0)));
    assertEquals(0L, toInt(CastOp.FP_TO_UINT, D, IntType.I32, d(-1.0)));
    assertEquals(0L, toInt(CastOp.FP_TO_UINT, D, IntType.I32, d(-0.5)));
    assertEquals(0xffffffffL, toInt(CastOp.FP_TO_UINT, D, IntType.I32, d(4294967295.0)));
    assertEquals(
        0x8000000000000000L, toInt(CastOp.FP_TO_UINT, D, IntType.I64, d(9223372036854775808.0)));
    assertEquals(0L, toInt(CastOp.FP_TO_UINT, D, IntType.I64, d(18446744073709551616.0)));
    assertEquals(0x7fL, toInt(CastOp.FP_TO_SINT, F, IntType.I8, f(127.5f)));
    assertEquals(0L, toInt(CastOp.FP_TO_SINT, F, IntType.I8, f(128f)));
  }

  @Test
  void intToFloatRoundsToNearestEven() throws Exception {
    assertEquals(
        d(-1.0), h.both(x -> Exprs.cast(CastOp.SINT_TO_FP, x, D), IntType.I32, 0xffffffffL));
    assertEquals(
        d(4294967295.0),
        h.both(x -> Exprs.cast(CastOp.UINT_TO_FP, x, D), IntType.I32, 0xffffffffL));
    assertEquals(
        f(16777216f), h.both(x -> Exprs.cast(CastOp.SINT_TO_FP, x, F), IntType.I32, 16777217));
    assertEquals(
        d(18446744073709551615.0),
        h.both(x -> Exprs.cast(CastOp.UINT_TO_FP, x, D), IntType.I64, -1L));
    assertEquals(
        f(9.223372E18f),
        h.both(x -> Exprs.cast(CastOp.SINT_TO_FP, x, F), IntType.I64, Long.MAX_VALUE));
    assertEquals(d(-1.0), h.both(x -> Exprs.cast(CastOp.SINT_TO_FP, x, D), IntType.BOOL, 1));
    assertEquals(d(1.0), h.both(x -> Exprs.cast(CastOp.UINT_TO_FP, x, D), IntType.BOOL, 1));
  }

  @Test
  void conversionsBetweenFormats() throws Exception {
    assertEquals(f(0.1f), h.both(x -> Exprs.cast(CastOp.FP_TRUNC, x, F), D, d(0.1)));
    assertEquals(d((double) 0.1f), h.both(x -> Exprs.cast(CastOp.FP_EXTEND, x, D), F, f(0.1f)));
    assertEquals(FNAN, h.both(x -> Exprs.cast(CastOp.FP_TRUNC, x, F), D, NAN));
    assertEquals(
        f(Float.POSITIVE_INFINITY), h.both(x -> Exprs.cast(CastOp.FP_TRUNC, x, F), D, d(1e300)));
  }

  @Test
  void bitcastsKeepBitsButNotNaNPayloads() throws Exception {
    assertEquals(d(-0.0), h.both(x -> Exprs.cast(CastOp.BITCAST, x, IntType.I64), D, d(-0.0)));
    assertEquals(
        NAN,
        h.eval(Exprs.cast(CastOp.BITCAST, Exprs.floatConst(D, 0xfff8000000000001L), IntType.I64)));
    assertEquals(f(1.5f), h.both(x -> Exprs.cast(CastOp.BITCAST, x, F), IntType.I32, f(1.5f)));
    assertEquals(
        FNAN,
        h.both(
            x -> Exprs.cast(CastOp.BITCAST, Exprs.cast(CastOp.BITCAST, x, F), IntType.I32),
            IntType.I32,
            0xffc00001L));
  }

  /** Random operands: the FP encoding agrees with Java's arithmetic (used for folding). */
  @Test
  void randomOperandsAgree() throws Exception {
    Random random = new Random(7);
    BinaryOp[] ops = {
      BinaryOp.FADD,
      BinaryOp.FSUB,
      BinaryOp.FMUL,
      BinaryOp.FDIV,
      BinaryOp.FREM,
      BinaryOp.FMIN,
      BinaryOp.FMAX,
      BinaryOp.FOLT,
      BinaryOp.FUEQ
    };
    for (BinaryOp o : ops) {
      for (int i = 0; i < 4; i++) {
        op(o, D, d(value(random)), d(value(random)));
        op(o, F, f((float) value(random)), f((float) value(random)));
      }
    }
    for (int i = 0; i < 6; i++) {
      double v = value(random);
      un(UnaryOp.FROUND, D, d(v));
      toInt(CastOp.FP_TO_SINT, D, IntType.I64, d(v * 1e15));
      toInt(CastOp.FP_TO_UINT, F, IntType.I16, f((float) (v * 1e4)));
    }
  }

  private static double value(Random r) {
    return switch (r.nextInt(6)) {
      case 0 -> 0.0;
      case 1 -> -0.0;
      case 2 -> r.nextInt(20) - 10;
      case 3 -> Double.NaN;
      case 4 -> (r.nextDouble() - 0.5) * 1e6;
      default -> Double.longBitsToDouble(r.nextLong());
    };
  }
}
