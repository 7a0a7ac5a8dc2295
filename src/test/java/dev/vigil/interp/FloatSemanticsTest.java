package dev.vigil.interp;

import static dev.vigil.interp.Ir.I32;
import static dev.vigil.interp.Ir.I64;
import static dev.vigil.interp.Ir.I8;
import static dev.vigil.interp.Ir.c;
import static dev.vigil.interp.Ir.f32;
import static dev.vigil.interp.Ir.f64;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Expr.UnaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Type.FloatType;
import org.junit.jupiter.api.Test;

/** Floating-point operations and conversions against docs/SEMANTICS.md. */
class FloatSemanticsTest {
  private static final double NAN = Double.NaN;
  private static final long DOUBLE_NAN = 0x7ff8000000000000L;
  private static final long FLOAT_NAN = 0x7fc00000L;

  private static double d(Expr e) {
    return Double.longBitsToDouble(Eval.of(e));
  }

  private static float f(Expr e) {
    return Float.intBitsToFloat((int) Eval.of(e));
  }

  private static double dBinary(BinaryOp op, double a, double b) {
    return Double.longBitsToDouble(Eval.binary(op, f64(a), f64(b)));
  }

  private static long cmp(BinaryOp op, double a, double b) {
    return Eval.binary(op, f64(a), f64(b));
  }

  private static long bits(double v) {
    return Double.doubleToRawLongBits(v);
  }

  @Test
  void arithmeticRoundsToNearestEven() {
    assertEquals(0.30000000000000004, dBinary(BinaryOp.FADD, 0.1, 0.2));
    assertEquals(0.3f + 0.0f, f(Exprs.binary(BinaryOp.FADD, f32(0.1f), f32(0.2f))));
    assertEquals(1.0f, f(Exprs.binary(BinaryOp.FADD, f32(1.0f), f32(0x1p-24f)))); // tie to even
    assertEquals(
        1.0f + 0x1p-22f, f(Exprs.binary(BinaryOp.FADD, f32(1.0f + 0x1p-23f), f32(0x1p-24f))));
    assertEquals(Double.POSITIVE_INFINITY, dBinary(BinaryOp.FDIV, 1.0, 0.0));
    assertEquals(Double.NEGATIVE_INFINITY, dBinary(BinaryOp.FDIV, -1.0, 0.0));
    assertEquals(bits(-0.0), bits(dBinary(BinaryOp.FMUL, -1.0, 0.0)));
    assertEquals(
        Float.POSITIVE_INFINITY, f(Exprs.binary(BinaryOp.FMUL, f32(Float.MAX_VALUE), f32(2f))));
  }

  @Test
  void everyNanIsTheCanonicalQuietNan() {
    assertEquals(DOUBLE_NAN, Eval.binary(BinaryOp.FDIV, f64(0.0), f64(0.0)));
    assertEquals(
        DOUBLE_NAN,
        Eval.binary(BinaryOp.FSUB, f64(Double.POSITIVE_INFINITY), f64(Double.POSITIVE_INFINITY)));
    assertEquals(FLOAT_NAN, Eval.of(Exprs.binary(BinaryOp.FDIV, f32(0f), f32(0f))));
    assertEquals(DOUBLE_NAN, Eval.of(Exprs.unary(UnaryOp.FNEG, f64(NAN))));
    assertEquals(DOUBLE_NAN, Eval.of(Exprs.unary(UnaryOp.FSQRT, f64(-1.0))));
    assertEquals(DOUBLE_NAN, Eval.of(Exprs.binary(BinaryOp.FCOPYSIGN, f64(NAN), f64(-1.0))));
    Expr negativeNanBits = c(I64, 0xfff8000000000001L);
    assertEquals(
        DOUBLE_NAN, Eval.of(Exprs.cast(CastOp.BITCAST, negativeNanBits, FloatType.DOUBLE)));
    assertEquals(
        FLOAT_NAN, Eval.of(Exprs.cast(CastOp.BITCAST, c(I32, 0xffc00001L), FloatType.FLOAT)));
    assertEquals(FLOAT_NAN, Eval.of(Exprs.cast(CastOp.FP_TRUNC, f64(NAN), FloatType.FLOAT)));
  }

  @Test
  void comparisonsFollowLlvmPredicates() {
    assertEquals(1, cmp(BinaryOp.FOEQ, -0.0, 0.0));
    assertEquals(0, cmp(BinaryOp.FOEQ, NAN, NAN));
    assertEquals(1, cmp(BinaryOp.FUNE, NAN, NAN));
    assertEquals(0, cmp(BinaryOp.FUNE, 1.0, 1.0));
    assertEquals(0, cmp(BinaryOp.FONE, NAN, 1.0));
    assertEquals(1, cmp(BinaryOp.FONE, 2.0, 1.0));
    assertEquals(1, cmp(BinaryOp.FUEQ, NAN, 1.0));
    assertEquals(0, cmp(BinaryOp.FUEQ, 2.0, 1.0));
    assertEquals(0, cmp(BinaryOp.FOLT, NAN, 1.0));
    assertEquals(1, cmp(BinaryOp.FULT, NAN, 1.0));
    assertEquals(1, cmp(BinaryOp.FOLE, 1.0, 1.0));
    assertEquals(1, cmp(BinaryOp.FULE, NAN, 0.0));
    assertEquals(0, cmp(BinaryOp.FOGT, NAN, 0.0));
    assertEquals(1, cmp(BinaryOp.FUGT, NAN, 0.0));
    assertEquals(0, cmp(BinaryOp.FOGE, 0.0, 1.0));
    assertEquals(1, cmp(BinaryOp.FUGE, NAN, 1.0));
    assertEquals(1, cmp(BinaryOp.FORD, 1.0, 2.0));
    assertEquals(0, cmp(BinaryOp.FORD, NAN, 2.0));
    assertEquals(1, cmp(BinaryOp.FUNO, 1.0, NAN));
    assertEquals(1, Eval.of(Exprs.binary(BinaryOp.FOLT, f32(-Float.MIN_VALUE), f32(0f))));
  }

  @Test
  void fminFmaxCopysignAndFmod() {
    assertEquals(bits(-0.0), bits(dBinary(BinaryOp.FMIN, 0.0, -0.0)));
    assertEquals(bits(-0.0), bits(dBinary(BinaryOp.FMIN, -0.0, 0.0)));
    assertEquals(bits(0.0), bits(dBinary(BinaryOp.FMAX, -0.0, 0.0)));
    assertEquals(bits(0.0), bits(dBinary(BinaryOp.FMAX, 0.0, -0.0)));
    assertEquals(3.0, dBinary(BinaryOp.FMIN, NAN, 3.0));
    assertEquals(3.0, dBinary(BinaryOp.FMAX, 3.0, NAN));
    assertEquals(DOUBLE_NAN, Eval.binary(BinaryOp.FMIN, f64(NAN), f64(NAN)));
    assertEquals(-2.0, f(Exprs.binary(BinaryOp.FMIN, f32(-2f), f32(1f))));
    assertEquals(-3.0, dBinary(BinaryOp.FCOPYSIGN, 3.0, -0.0));
    assertEquals(
        -1.0, dBinary(BinaryOp.FREM, -7.0, 3.0)); // fmod, not IEEE remainder (which gives -1 too)
    assertEquals(2.0, dBinary(BinaryOp.FREM, 5.0, 3.0)); // IEEE remainder would give -1
    assertEquals(bits(-0.0), bits(dBinary(BinaryOp.FREM, -6.0, 3.0)));
    assertEquals(DOUBLE_NAN, Eval.binary(BinaryOp.FREM, f64(1.0), f64(0.0)));
    assertEquals(5.0, dBinary(BinaryOp.FREM, 5.0, Double.POSITIVE_INFINITY));
    assertEquals(1.5f, f(Exprs.binary(BinaryOp.FREM, f32(5.5f), f32(2f))));
  }

  @Test
  void roundingToIntegers() {
    assertEquals(3.0, d(Exprs.unary(UnaryOp.FROUND, f64(2.5))));
    assertEquals(-3.0, d(Exprs.unary(UnaryOp.FROUND, f64(-2.5))));
    assertEquals(0.0, d(Exprs.unary(UnaryOp.FROUND, f64(0.49999999999999994))));
    assertEquals(bits(-0.0), bits(d(Exprs.unary(UnaryOp.FROUND, f64(-0.3)))));
    assertEquals(2.0, d(Exprs.unary(UnaryOp.FRINT, f64(2.5))));
    assertEquals(4.0, d(Exprs.unary(UnaryOp.FRINT, f64(3.5))));
    assertEquals(-2.0, d(Exprs.unary(UnaryOp.FFLOOR, f64(-1.5))));
    assertEquals(bits(-0.0), bits(d(Exprs.unary(UnaryOp.FCEIL, f64(-0.5)))));
    assertEquals(bits(-0.0), bits(d(Exprs.unary(UnaryOp.FTRUNC, f64(-0.5)))));
    assertEquals(-1.0, d(Exprs.unary(UnaryOp.FTRUNC, f64(-1.9))));
    assertEquals(3.0f, f(Exprs.unary(UnaryOp.FROUND, f32(2.5f))));
    assertEquals(2.0f, f(Exprs.unary(UnaryOp.FRINT, f32(2.5f))));
    assertEquals(8388609f, f(Exprs.unary(UnaryOp.FROUND, f32(8388609f))));
    assertEquals(1.5, d(Exprs.unary(UnaryOp.FABS, f64(-1.5))));
    assertEquals(bits(0.0), bits(d(Exprs.unary(UnaryOp.FABS, f64(-0.0)))));
    assertEquals(1.4142135f, f(Exprs.unary(UnaryOp.FSQRT, f32(2f))));
    assertEquals(bits(-0.0), bits(d(Exprs.unary(UnaryOp.FSQRT, f64(-0.0)))));
  }

  @Test
  void floatToIntegerTruncatesAndGivesZeroOutOfRange() {
    assertEquals(0xfffffffdL, Eval.of(Exprs.cast(CastOp.FP_TO_SINT, f64(-3.99), I32)));
    assertEquals(3, Eval.of(Exprs.cast(CastOp.FP_TO_UINT, f64(3.99), I32)));
    assertEquals(0, Eval.of(Exprs.cast(CastOp.FP_TO_SINT, f64(NAN), I32)));
    assertEquals(0, Eval.of(Exprs.cast(CastOp.FP_TO_SINT, f64(Double.POSITIVE_INFINITY), I64)));
    assertEquals(0, Eval.of(Exprs.cast(CastOp.FP_TO_SINT, f64(2147483648.0), I32)));
    assertEquals(0x7fffffffL, Eval.of(Exprs.cast(CastOp.FP_TO_SINT, f64(2147483647.9), I32)));
    assertEquals(0x80000000L, Eval.of(Exprs.cast(CastOp.FP_TO_SINT, f64(-2147483648.9), I32)));
    assertEquals(0, Eval.of(Exprs.cast(CastOp.FP_TO_SINT, f64(-2147483649.0), I32)));
    assertEquals(0, Eval.of(Exprs.cast(CastOp.FP_TO_UINT, f64(-1.0), I32)));
    assertEquals(0, Eval.of(Exprs.cast(CastOp.FP_TO_UINT, f64(-0.9), I32)));
    assertEquals(0xffffffffL, Eval.of(Exprs.cast(CastOp.FP_TO_UINT, f64(4294967295.5), I32)));
    assertEquals(0, Eval.of(Exprs.cast(CastOp.FP_TO_UINT, f64(4294967296.0), I32)));
    assertEquals(0x8000000000000000L, Eval.of(Exprs.cast(CastOp.FP_TO_UINT, f64(0x1p63), I64)));
    assertEquals(
        0xfffffffffffff800L,
        Eval.of(Exprs.cast(CastOp.FP_TO_UINT, f64(0x1.fffffffffffffp63), I64)));
    assertEquals(0, Eval.of(Exprs.cast(CastOp.FP_TO_UINT, f64(0x1p64), I64)));
    assertEquals(0, Eval.of(Exprs.cast(CastOp.FP_TO_SINT, f64(0x1p63), I64)));
    assertEquals(0x80, Eval.of(Exprs.cast(CastOp.FP_TO_SINT, f32(-128.5f), I8)));
    assertEquals(0, Eval.of(Exprs.cast(CastOp.FP_TO_SINT, f32(128f), I8)));
    assertEquals(255, Eval.of(Exprs.cast(CastOp.FP_TO_UINT, f32(255.9f), I8)));
  }

  @Test
  void integerToFloatRoundsToNearestEven() {
    assertEquals(16777216f, f(Exprs.cast(CastOp.SINT_TO_FP, c(I32, 16777217), FloatType.FLOAT)));
    assertEquals(16777220f, f(Exprs.cast(CastOp.SINT_TO_FP, c(I32, 16777219), FloatType.FLOAT)));
    assertEquals(-1.0, d(Exprs.cast(CastOp.SINT_TO_FP, c(I8, 0xff), FloatType.DOUBLE)));
    assertEquals(255.0, d(Exprs.cast(CastOp.UINT_TO_FP, c(I8, 0xff), FloatType.DOUBLE)));
    assertEquals(0x1p64, d(Exprs.cast(CastOp.UINT_TO_FP, c(I64, -1), FloatType.DOUBLE)));
    assertEquals(0x1p64f, f(Exprs.cast(CastOp.UINT_TO_FP, c(I64, -1), FloatType.FLOAT)));
    // 2^63 + 2^10 + 1 is just above the tie between 2^63 and 2^63 + 2^11: rounds up.
    assertEquals(
        0x1p63 + 0x1p11,
        d(Exprs.cast(CastOp.UINT_TO_FP, c(I64, 0x8000000000000401L), FloatType.DOUBLE)));
    assertEquals(
        0x1p63, d(Exprs.cast(CastOp.UINT_TO_FP, c(I64, 0x8000000000000400L), FloatType.DOUBLE)));
    assertEquals(
        0x1p63f, f(Exprs.cast(CastOp.UINT_TO_FP, c(I64, 0x8000008000000000L), FloatType.FLOAT)));
    assertEquals(
        0x1p63f + 0x1p40f,
        f(Exprs.cast(CastOp.UINT_TO_FP, c(I64, 0x8000008000000001L), FloatType.FLOAT)));
    assertEquals(
        -0x1p63, d(Exprs.cast(CastOp.SINT_TO_FP, c(I64, Long.MIN_VALUE), FloatType.DOUBLE)));
    assertEquals(4294967295.0, d(Exprs.cast(CastOp.UINT_TO_FP, c(I32, -1), FloatType.DOUBLE)));
  }

  @Test
  void floatFormatConversionsAndBitcasts() {
    assertEquals(0.1f, f(Exprs.cast(CastOp.FP_TRUNC, f64(0.1), FloatType.FLOAT)));
    assertEquals(
        1.0f, f(Exprs.cast(CastOp.FP_TRUNC, f64(1.0 + 0x1p-24), FloatType.FLOAT))); // tie to even
    assertEquals(
        Float.POSITIVE_INFINITY, f(Exprs.cast(CastOp.FP_TRUNC, f64(1e39), FloatType.FLOAT)));
    assertEquals(
        Float.MIN_VALUE,
        f(Exprs.cast(CastOp.FP_TRUNC, f64(Float.MIN_VALUE * 0.75), FloatType.FLOAT)));
    assertEquals((double) 0.1f, d(Exprs.cast(CastOp.FP_EXTEND, f32(0.1f), FloatType.DOUBLE)));
    assertEquals(bits(-0.0), bits(d(Exprs.cast(CastOp.FP_EXTEND, f32(-0f), FloatType.DOUBLE))));
    assertEquals(0x3f800000L, Eval.of(Exprs.cast(CastOp.BITCAST, f32(1f), I32)));
    assertEquals(0x8000000000000000L, Eval.of(Exprs.cast(CastOp.BITCAST, f64(-0.0), I64)));
    assertEquals(1.5, d(Exprs.cast(CastOp.BITCAST, c(I64, 0x3ff8000000000000L), FloatType.DOUBLE)));
  }
}
