package dev.vigil.smt;

import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.IntType;
import org.sosy_lab.java_smt.api.BitvectorFormula;
import org.sosy_lab.java_smt.api.BitvectorFormulaManager;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;

/**
 * Integer and pointer operations on bit-vectors, exactly as docs/SEMANTICS.md says. SMT-LIB's
 * division, remainder and shifts are total with the semantics the document fixes, so they map
 * one-to-one; the overflow predicates compare with a wider exact result. {@code i1} operands use
 * Boolean connectives where they exist and one-bit vectors otherwise.
 */
final class BvEncoding {
  private final Formulas f;
  private final BitvectorFormulaManager bv;
  private final BooleanFormulaManager bools;

  BvEncoding(Formulas f) {
    this.f = f;
    this.bv = f.bvs;
    this.bools = f.bools;
  }

  /** {@code a op b}; the result is {@code i1} for comparisons and overflow predicates. */
  Term binary(BinaryOp op, Type operandType, Term a, Term b) throws Unsupported {
    f.built();
    if (Formulas.isBool(operandType)) {
      BooleanFormula x = f.bool(a);
      BooleanFormula y = f.bool(b);
      switch (op) {
        case AND, MUL:
          return bool(bools.and(x, y));
        case OR:
          return bool(bools.or(x, y));
        case XOR, ADD, SUB, NE:
          return bool(bools.xor(x, y));
        case EQ:
          return bool(bools.equivalence(x, y));
        default:
          break;
      }
    }
    int n = f.width(operandType);
    BitvectorFormula x = f.bits(a);
    BitvectorFormula y = f.bits(b);
    Formula r =
        switch (op) {
          case ADD -> bv.add(x, y);
          case SUB -> bv.subtract(x, y);
          case MUL -> bv.multiply(x, y);
          case UDIV -> bv.divide(x, y, false);
          case SDIV -> byThirteen(n, b) ? signedDivisionByThirteen(x) : bv.divide(x, y, true);
          case UREM -> b.isConcrete() ? bv.remainder(x, y, false) : unsignedRemainder(x, y);
          case SREM ->
              byThirteen(n, b)
                  ? bv.subtract(x, bv.multiply(y, signedDivisionByThirteen(x)))
                  : bv.remainder(x, y, true);
          case SHL -> bv.shiftLeft(x, y);
          case LSHR -> bv.shiftRight(x, y, false);
          case ASHR -> bv.shiftRight(x, y, true);
          case AND -> bv.and(x, y);
          case OR -> bv.or(x, y);
          case XOR -> bv.xor(x, y);
          case EQ -> bv.equal(x, y);
          case NE -> bools.not(bv.equal(x, y));
          case SLT -> bv.lessThan(x, y, true);
          case SLE -> bools.not(bv.lessThan(y, x, true)); // the complement of y < x, as C negates
          case ULT -> bv.lessThan(x, y, false);
          case ULE -> bools.not(bv.lessThan(y, x, false));
          case SADD_OVERFLOW -> signedOverflow(x, y, bv.add(x, y), true);
          case SSUB_OVERFLOW -> signedOverflow(x, y, bv.subtract(x, y), false);
          case UADD_OVERFLOW -> bv.lessThan(bv.add(x, y), x, false);
          case USUB_OVERFLOW -> bv.lessThan(x, y, false);
          case SMUL_OVERFLOW -> mulOverflow(x, y, n, true);
          case UMUL_OVERFLOW -> mulOverflow(x, y, n, false);
          case FADD,
              FSUB,
              FMUL,
              FDIV,
              FREM,
              FMIN,
              FMAX,
              FCOPYSIGN,
              FOEQ,
              FONE,
              FOLT,
              FOLE,
              FOGT,
              FOGE,
              FORD,
              FUNO,
              FUEQ,
              FUNE,
              FULT,
              FULE,
              FUGT,
              FUGE ->
              throw new IllegalArgumentException("not an integer operation: " + op);
        };
    Type resultType = op.result == dev.vigil.ir.Expr.ResultKind.BOOL ? IntType.BOOL : operandType;
    return f.term(resultType, r);
  }

  /**
   * {@code x % y} unsigned by a variable divisor, with the cases a divider circuit hides spelt out:
   * {@code x} when {@code x < y}, 0 when {@code x == y} (both also right when {@code y} is 0, where
   * SMT-LIB's remainder is {@code x}). The same function, but the solver decides e.g. {@code m <= d
   * -> m % d == (m == d ? 0 : m)} without a search through a 32-bit divider (seconds a query).
   */
  private BitvectorFormula unsignedRemainder(BitvectorFormula x, BitvectorFormula y) {
    BitvectorFormula zero = bv.makeBitvector(bv.getLength(x), 0);
    return bools.ifThenElse(
        bv.lessThan(x, y, false),
        x,
        bools.ifThenElse(bv.equal(x, y), zero, bv.remainder(x, y, false)));
  }

  private static boolean byThirteen(int width, Term divisor) {
    return width == 32 && divisor.isConcrete() && divisor.bits() == 13;
  }

  /**
   * {@code x / 13} (signed, truncating) for 32 bits by shifts and adds, as Spear's encoder reduces
   * a division by a constant (Hacker's Delight; the one sequence the thesis gives, L1521-1535). It
   * equals {@code bvsdiv} for all 2^32 dividends, and {@code x - 13 * (x / 13)} equals {@code
   * bvsrem} (checked exhaustively in Java once; {@code IntegerEncodingTest} samples it through the
   * solvers). Why: a divider circuit with a constant operand is still a divider for the SAT solver,
   * and proving a program's own shift-add division equal to {@code n / 13} through one ran for
   * minutes in Z3 and Bitwuzla; through this sequence the two share their structure.
   */
  private BitvectorFormula signedDivisionByThirteen(BitvectorFormula x) {
    BitvectorFormula n = bv.add(x, bv.and(ashr(x, 31), bv.makeBitvector(32, 12)));
    BitvectorFormula q = bv.add(ashr(n, 1), ashr(n, 4));
    q = bv.add(bv.add(q, ashr(q, 4)), ashr(q, 5));
    q = bv.add(bv.add(q, ashr(q, 12)), ashr(q, 24));
    q = ashr(q, 3);
    BitvectorFormula remainder = bv.subtract(n, bv.multiply(bv.makeBitvector(32, 13), q));
    return bv.add(q, ashr(bv.add(remainder, bv.makeBitvector(32, 3)), 4));
  }

  private BitvectorFormula ashr(BitvectorFormula x, int distance) {
    return bv.shiftRight(x, bv.makeBitvector(32, distance), true);
  }

  private Term bool(BooleanFormula b) {
    return Term.symbolic(IntType.BOOL, b);
  }

  private BooleanFormula negative(BitvectorFormula x) {
    return bv.lessThan(x, bv.makeBitvector(bv.getLength(x), 0), true);
  }

  /** Addition overflows when both operands have one sign and the result the other. */
  private BooleanFormula signedOverflow(
      BitvectorFormula x, BitvectorFormula y, BitvectorFormula r, boolean addition) {
    BooleanFormula sx = negative(x);
    BooleanFormula sy = negative(y);
    BooleanFormula operandSigns = addition ? bools.equivalence(sx, sy) : bools.xor(sx, sy);
    return bools.and(operandSigns, bools.xor(negative(r), sx));
  }

  private BooleanFormula mulOverflow(
      BitvectorFormula x, BitvectorFormula y, int n, boolean signed) {
    BitvectorFormula p = bv.multiply(bv.extend(x, n, signed), bv.extend(y, n, signed));
    if (signed) {
      return bools.not(bv.equal(p, bv.extend(bv.extract(p, n - 1, 0), n, true)));
    }
    return bools.not(bv.equal(bv.extract(p, 2 * n - 1, n), bv.makeBitvector(n, 0)));
  }

  /** {@code zext}, {@code sext} or {@code trunc} between integer widths. */
  Term resize(Term a, IntType to, boolean signed) throws Unsupported {
    f.built();
    int from = f.width(a.type);
    BitvectorFormula x = f.bits(a);
    BitvectorFormula r = f.resize(x, from, to.bits(), signed);
    return f.term(to, r);
  }

  /** {@code PtrAdd}: the offset field changes modulo 2^offsetBits, the object field stays. */
  Term ptrAdd(Term pointer, Term offset) throws Unsupported {
    f.built();
    Layout l = f.layout;
    BitvectorFormula p = f.bits(pointer);
    BitvectorFormula k = f.resize(f.bits(offset), f.width(offset.type), l.offsetBits, true);
    BitvectorFormula object = bv.extract(p, l.pointerBits - 1, l.offsetBits);
    BitvectorFormula off = bv.add(bv.extract(p, l.offsetBits - 1, 0), k);
    return Term.symbolic(pointer.type, bv.concat(object, off));
  }

  BitvectorFormula objectOf(BitvectorFormula pointer) {
    f.built();
    return bv.extract(pointer, f.layout.pointerBits - 1, f.layout.offsetBits);
  }

  BitvectorFormula offsetOf(BitvectorFormula pointer) {
    f.built();
    return bv.extract(pointer, f.layout.offsetBits - 1, 0);
  }
}
