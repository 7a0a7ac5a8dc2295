package dev.vigil.smt;

import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.UnaryOp;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import java.math.BigDecimal;
import org.sosy_lab.java_smt.api.BitvectorFormula;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.FloatingPointFormula;
import org.sosy_lab.java_smt.api.FloatingPointFormulaManager;
import org.sosy_lab.java_smt.api.FloatingPointRoundingMode;
import org.sosy_lab.java_smt.api.FormulaType;

/**
 * Floating point in the SMT FP theory, as docs/SEMANTICS.md says: round to nearest even, C's {@code
 * fmod} (from IEEE remainder, corrected towards the dividend's sign), C's {@code fmin}/{@code
 * fmax}, and conversions to integers that give 0 for NaN, infinities and values out of range. NaN
 * has one bit pattern (the canonical quiet NaN) wherever bits are observed.
 */
final class FpEncoding {
  private static final FloatingPointRoundingMode RNE =
      FloatingPointRoundingMode.NEAREST_TIES_TO_EVEN;
  private static final FloatingPointRoundingMode RTZ = FloatingPointRoundingMode.TOWARD_ZERO;

  private final Formulas f;
  private final BooleanFormulaManager bools;

  FpEncoding(Formulas f) {
    this.f = f;
    this.bools = f.bools;
  }

  Term unary(UnaryOp op, FloatType type, Term a) throws Unsupported {
    FloatingPointFormulaManager fp = f.floats(type);
    f.built();
    FloatingPointFormula x = f.fp(a);
    FloatingPointFormula r =
        switch (op) {
          case FNEG -> fp.negate(x);
          case FABS -> fp.abs(x);
          case FSQRT -> fp.sqrt(x, RNE);
          case FFLOOR -> fp.round(x, FloatingPointRoundingMode.TOWARD_NEGATIVE);
          case FCEIL -> fp.round(x, FloatingPointRoundingMode.TOWARD_POSITIVE);
          case FTRUNC -> fp.round(x, RTZ);
          case FROUND -> fp.round(x, FloatingPointRoundingMode.NEAREST_TIES_AWAY);
          case FRINT -> fp.round(x, RNE);
        };
    return Term.symbolic(type, r);
  }

  /**
   * A float operation. Each unordered predicate is the negation of the opposite ordered one (e.g.
   * {@code x <u y} is {@code !(x >= y)}), which is how C negates comparisons; encoding it so lets
   * path guards see that two branches are complementary.
   */
  Term binary(BinaryOp op, FloatType type, Term a, Term b) throws Unsupported {
    FloatingPointFormulaManager fp = f.floats(type);
    f.built();
    FloatingPointFormula x = f.fp(a);
    FloatingPointFormula y = f.fp(b);
    return switch (op) {
      case FADD -> Term.symbolic(type, fp.add(x, y, RNE));
      case FSUB -> Term.symbolic(type, fp.subtract(x, y, RNE));
      case FMUL -> Term.symbolic(type, fp.multiply(x, y, RNE));
      case FDIV -> Term.symbolic(type, fp.divide(x, y, RNE));
      case FREM -> Term.symbolic(type, fmod(fp, x, y));
      case FMIN -> Term.symbolic(type, minMax(fp, x, y, true));
      case FMAX -> Term.symbolic(type, minMax(fp, x, y, false));
      case FCOPYSIGN -> {
        FloatingPointFormula magnitude = fp.abs(x);
        FloatingPointFormula signed =
            bools.ifThenElse(fp.isNegative(y), fp.negate(magnitude), magnitude);
        yield Term.symbolic(type, bools.ifThenElse(fp.isNaN(x), x, signed));
      }
      case FOEQ -> bool(fp.equalWithFPSemantics(x, y));
      case FONE -> bool(orderedUnequal(fp, x, y));
      case FOLT -> bool(fp.lessThan(x, y));
      case FOLE -> bool(fp.lessOrEquals(x, y));
      case FOGT -> bool(fp.greaterThan(x, y));
      case FOGE -> bool(fp.greaterOrEquals(x, y));
      case FORD -> bool(ordered(fp, x, y));
      case FUNO -> bool(bools.not(ordered(fp, x, y)));
      case FUEQ -> bool(bools.not(orderedUnequal(fp, x, y)));
      case FUNE -> bool(bools.not(fp.equalWithFPSemantics(x, y)));
      case FULT -> bool(bools.not(fp.greaterOrEquals(x, y)));
      case FULE -> bool(bools.not(fp.greaterThan(x, y)));
      case FUGT -> bool(bools.not(fp.lessOrEquals(x, y)));
      case FUGE -> bool(bools.not(fp.lessThan(x, y)));
      case ADD,
          SUB,
          MUL,
          SDIV,
          UDIV,
          SREM,
          UREM,
          SHL,
          LSHR,
          ASHR,
          AND,
          OR,
          XOR,
          EQ,
          NE,
          SLT,
          SLE,
          ULT,
          ULE,
          SADD_OVERFLOW,
          UADD_OVERFLOW,
          SSUB_OVERFLOW,
          USUB_OVERFLOW,
          SMUL_OVERFLOW,
          UMUL_OVERFLOW ->
          throw new IllegalArgumentException("not a float operation: " + op);
    };
  }

  private static Term bool(BooleanFormula b) {
    return Term.symbolic(IntType.BOOL, b);
  }

  private BooleanFormula orderedUnequal(
      FloatingPointFormulaManager fp, FloatingPointFormula x, FloatingPointFormula y) {
    return bools.and(ordered(fp, x, y), bools.not(fp.equalWithFPSemantics(x, y)));
  }

  private BooleanFormula ordered(
      FloatingPointFormulaManager fp, FloatingPointFormula x, FloatingPointFormula y) {
    return bools.not(bools.or(fp.isNaN(x), fp.isNaN(y)));
  }

  /**
   * C's fmod from IEEE remainder r = x - y*n (n the nearest integer to x/y): when r is non-zero and
   * its sign differs from x's, fmod = r ± |y| towards x's sign. That sum is the exact fmod, which
   * is representable, so the addition is exact.
   */
  private FloatingPointFormula fmod(
      FloatingPointFormulaManager fp, FloatingPointFormula x, FloatingPointFormula y) {
    FloatingPointFormula r = fp.remainder(x, y);
    BooleanFormula wrongSign =
        bools.and(
            bools.not(fp.isZero(r)),
            bools.xor(fp.isNegative(r), fp.isNegative(x)),
            bools.not(fp.isNaN(r)));
    FloatingPointFormula absY = fp.abs(y);
    FloatingPointFormula towardX = bools.ifThenElse(fp.isNegative(x), fp.negate(absY), absY);
    return bools.ifThenElse(wrongSign, fp.add(r, towardX, RNE), r);
  }

  /** fmin/fmax: a NaN operand yields the other; of -0 and +0, fmin picks -0 and fmax +0. */
  private FloatingPointFormula minMax(
      FloatingPointFormulaManager fp, FloatingPointFormula x, FloatingPointFormula y, boolean min) {
    BooleanFormula xFirst = min ? fp.lessThan(x, y) : fp.greaterThan(x, y);
    BooleanFormula yFirst = min ? fp.lessThan(y, x) : fp.greaterThan(y, x);
    FloatingPointFormula equal = bools.ifThenElse(fp.isNegative(x), min ? x : y, min ? y : x);
    return bools.ifThenElse(
        fp.isNaN(x),
        y,
        bools.ifThenElse(
            fp.isNaN(y), x, bools.ifThenElse(xFirst, x, bools.ifThenElse(yFirst, y, equal))));
  }

  /** Float to an integer type, truncating; NaN, infinities and out-of-range values give 0. */
  Term toInt(FloatType from, Term a, IntType to, boolean signed) throws Unsupported {
    FloatingPointFormulaManager fp = f.floats(from);
    f.built();
    FloatingPointFormula x = f.fp(a);
    int n = to.bits();
    FloatingPointFormula t = fp.round(x, RTZ);
    BigDecimal lowValue = signed ? BigDecimal.valueOf(2).pow(n - 1).negate() : BigDecimal.ZERO;
    BigDecimal highValue = BigDecimal.valueOf(2).pow(signed ? n - 1 : n);
    FloatingPointFormula low = fp.makeNumber(lowValue, Formulas.fpSort(from));
    FloatingPointFormula high = fp.makeNumber(highValue, Formulas.fpSort(from));
    BooleanFormula inRange =
        bools.and(
            bools.not(fp.isNaN(x)),
            bools.not(fp.isInfinity(x)),
            fp.greaterOrEquals(t, low),
            fp.lessThan(t, high));
    BitvectorFormula converted = fp.castTo(x, signed, FormulaType.getBitvectorTypeWithSize(n), RTZ);
    BitvectorFormula r = bools.ifThenElse(inRange, converted, f.bv(n, 0));
    return f.term(to, r);
  }

  /** An integer (read signed or unsigned) to float, rounding to nearest even. */
  Term fromInt(Term a, FloatType to, boolean signed) throws Unsupported {
    FloatingPointFormulaManager fp = f.floats(to);
    f.built();
    BitvectorFormula x = f.bits(a);
    return Term.symbolic(to, fp.castFrom(x, signed, Formulas.fpSort(to), RNE));
  }

  /** Between float formats; narrowing rounds to nearest even. */
  Term convert(Term a, FloatType to) throws Unsupported {
    FloatingPointFormulaManager fp = f.floats(to);
    f.built();
    return Term.symbolic(to, fp.castFrom(f.fp(a), true, Formulas.fpSort(to), RNE));
  }

  /** The IEEE bits of a float; every NaN gives the canonical quiet NaN. */
  BitvectorFormula toBits(FloatType type, Term a) throws Unsupported {
    FloatingPointFormulaManager fp = f.floats(type);
    f.built();
    FloatingPointFormula x = f.fp(a);
    long nan = Semantics.canonicalNaN(type);
    return bools.ifThenElse(fp.isNaN(x), f.bv(type.totalBits(), nan), fp.toIeeeBitvector(x));
  }

  Term fromBits(FloatType type, Term bits) throws Unsupported {
    FloatingPointFormulaManager fp = f.floats(type);
    f.built();
    return Term.symbolic(type, fp.fromIeeeBitvector(f.bits(bits), Formulas.fpSort(type)));
  }
}
