package dev.vigil.smt;

import dev.vigil.ir.Semantics;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import java.math.BigInteger;
import org.sosy_lab.java_smt.api.ArrayFormulaManager;
import org.sosy_lab.java_smt.api.BitvectorFormula;
import org.sosy_lab.java_smt.api.BitvectorFormulaManager;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.FloatingPointFormula;
import org.sosy_lab.java_smt.api.FloatingPointFormulaManager;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaType;
import org.sosy_lab.java_smt.api.FormulaType.FloatingPointType;

/**
 * Sorts, constants and conversions between {@link Term}s and formulas, for one context and data
 * model. {@code i1} is Boolean, other integers and pointers are bit-vectors, floats use the FP
 * theory.
 */
final class Formulas {
  final Smt smt;
  final Layout layout;
  final BooleanFormulaManager bools;
  final BitvectorFormulaManager bvs;
  final FloatingPointFormulaManager fps;
  final ArrayFormulaManager arrays;
  final ValueSets values;
  private long termsBuilt;

  Formulas(Smt smt, Layout layout) throws Unsupported {
    if (!smt.supportsBitvectors()) {
      throw new Unsupported("solver " + smt.kind().cliName() + " has no bit-vector theory");
    }
    this.smt = smt;
    this.layout = layout;
    this.bools = smt.bools;
    this.bvs = smt.bitvectors();
    this.fps = smt.supportsFloats() ? smt.floats() : null;
    this.arrays = smt.arrays();
    this.values = new ValueSets(this);
  }

  /** Counts formula constructions, for statistics. */
  void built() {
    termsBuilt++;
  }

  long termsBuilt() {
    return termsBuilt;
  }

  int width(Type type) {
    return type.width(layout.model);
  }

  static boolean isBool(Type type) {
    return type.equals(IntType.BOOL);
  }

  FloatingPointFormulaManager floats(FloatType type) throws Unsupported {
    if (fps == null) {
      throw new Unsupported("floating point (" + type + ") with solver " + smt.kind().cliName());
    }
    return fps;
  }

  static FloatingPointType fpSort(FloatType t) {
    return FormulaType.getFloatingPointType(t.exponentBits(), t.significandBits() - 1);
  }

  FormulaType<?> sort(Type type) {
    if (isBool(type)) {
      return FormulaType.BooleanType;
    }
    if (type instanceof FloatType f) {
      return fpSort(f);
    }
    return FormulaType.getBitvectorTypeWithSize(width(type));
  }

  /** A fresh symbol of {@code type}. */
  Formula variable(Type type, String name) throws Unsupported {
    built();
    if (isBool(type)) {
      return bools.makeVariable(name);
    }
    if (type instanceof FloatType f) {
      return floats(f).makeVariable(name, fpSort(f));
    }
    return bvs.makeVariable(width(type), name);
  }

  BitvectorFormula bv(int width, long bits) {
    built();
    return bvs.makeBitvector(width, unsigned(bits & Semantics.mask(width)));
  }

  /** A 64-bit pattern read as an unsigned number. */
  private static BigInteger unsigned(long bits) {
    BigInteger v = BigInteger.valueOf(bits);
    return bits >= 0 ? v : v.add(BigInteger.ONE.shiftLeft(64));
  }

  FloatingPointFormula fp(FloatType type, long bits) throws Unsupported {
    FloatingPointFormulaManager f = floats(type);
    built();
    int s = type.significandBits() - 1;
    int e = type.exponentBits();
    long exponent = (bits >>> s) & Semantics.mask(e);
    long mantissa = bits & Semantics.mask(s);
    if (exponent == Semantics.mask(e) && mantissa != 0) {
      return f.makeNaN(fpSort(type));
    }
    boolean sign = ((bits >>> (s + e)) & 1) != 0;
    return f.makeNumber(
        BigInteger.valueOf(exponent), BigInteger.valueOf(mantissa), sign, fpSort(type));
  }

  /** The formula of a term: constants become literals. */
  Formula of(Term t) throws Unsupported {
    if (!t.isConcrete()) {
      return t.formula;
    }
    if (isBool(t.type)) {
      return bools.makeBoolean(t.bits != 0);
    }
    if (t.type instanceof FloatType f) {
      return fp(f, t.bits);
    }
    return bv(width(t.type), t.bits);
  }

  BooleanFormula bool(Term t) throws Unsupported {
    return (BooleanFormula) of(t);
  }

  BitvectorFormula bits(Term t) throws Unsupported {
    if (isBool(t.type)) {
      return boolToBv(bool(t));
    }
    return (BitvectorFormula) of(t);
  }

  FloatingPointFormula fp(Term t) throws Unsupported {
    return (FloatingPointFormula) of(t);
  }

  BitvectorFormula boolToBv(BooleanFormula b) {
    built();
    return bools.ifThenElse(b, bvs.makeBitvector(1, 1), bvs.makeBitvector(1, 0));
  }

  BooleanFormula bvToBool(BitvectorFormula b) {
    built();
    return bvs.equal(b, bvs.makeBitvector(1, 1));
  }

  /**
   * A term of {@code type} from a formula of its sort (bit-vector of width 1 for i1 is accepted).
   */
  Term term(Type type, Formula f) {
    if (isBool(type) && f instanceof BitvectorFormula b) {
      return Term.symbolic(type, bvToBool(b));
    }
    return Term.symbolic(type, f);
  }

  Bool asBool(Term condition) throws Unsupported {
    if (condition.isConcrete()) {
      return smt.constant(condition.bits != 0);
    }
    return smt.wrap(bool(condition));
  }

  Term fromBool(Bool b) {
    if (b.isTrue() || b.isFalse()) {
      return Term.concrete(IntType.BOOL, b.isTrue() ? 1 : 0);
    }
    return Term.symbolic(IntType.BOOL, b.formula);
  }

  /** {@code c ? a : b} on formulas of one sort. */
  Formula ite(BooleanFormula c, Formula a, Formula b) {
    built();
    return bools.ifThenElse(c, a, b);
  }

  /** Zero-extends or truncates a bit-vector to {@code to} bits. */
  BitvectorFormula resize(BitvectorFormula f, int from, int to, boolean signed) {
    if (from == to) {
      return f;
    }
    built();
    return from < to ? bvs.extend(f, to - from, signed) : bvs.extract(f, to - 1, 0);
  }

  /** {@code a = b} as identity of values (for floats, not IEEE equality). */
  BooleanFormula equal(Formula a, Formula b) {
    built();
    if (a instanceof BooleanFormula x) {
      return bools.equivalence(x, (BooleanFormula) b);
    }
    if (a instanceof FloatingPointFormula x) {
      return fps.assignment(x, (FloatingPointFormula) b);
    }
    return bvs.equal((BitvectorFormula) a, (BitvectorFormula) b);
  }

  /** {@code c ? a : b} on arrays. */
  <I extends Formula, E extends Formula> org.sosy_lab.java_smt.api.ArrayFormula<I, E> iteArray(
      Bool c,
      org.sosy_lab.java_smt.api.ArrayFormula<I, E> a,
      org.sosy_lab.java_smt.api.ArrayFormula<I, E> b) {
    built();
    return bools.ifThenElse(c.formula, a, b);
  }

  /** {@code c ? a : b} on terms of one type; a pointer keeps the object both branches agree on. */
  Term iteTerm(Bool c, Term a, Term b) throws Unsupported {
    if (a.equals(b) || c.isTrue()) {
      return a;
    }
    if (c.isFalse()) {
      return b;
    }
    Term t = term(a.type, ite(c.formula, of(a), of(b)));
    java.util.List<Term.Choice> both = values.ite(c, a, b);
    if (both != null) {
      return values.attach(t, both);
    }
    long o = knownObject(a);
    return o >= 0 && o == knownObject(b) ? Term.pointerInto(o, t.formula) : t;
  }

  /** The object a pointer term points into, if known; -1 otherwise. */
  long knownObject(Term pointer) {
    if (!(pointer.type instanceof PointerType)) {
      return -1;
    }
    return pointer.isConcrete() ? layout.objectOf(pointer.bits) : pointer.knownObject;
  }

  /** The term of {@code terms} whose condition holds, the last one where none does. */
  Term iteChain(java.util.List<Bool> conditions, java.util.List<Term> terms) throws Unsupported {
    Term result = terms.get(terms.size() - 1);
    for (int i = terms.size() - 2; i >= 0; i--) {
      result = iteTerm(conditions.get(i), terms.get(i), result);
    }
    return result;
  }
}
