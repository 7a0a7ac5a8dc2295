package dev.vigil.smt;

import dev.vigil.ir.Type;
import java.util.Objects;
import org.sosy_lab.java_smt.api.Formula;

/**
 * An opaque value of an IR type: either a concrete bit pattern (constant folding keeps values
 * concrete as long as it can) or a formula. {@code i1} formulas are Boolean; integers and pointers
 * are bit-vectors; floats are floating-point formulas. Concrete floats are stored as IEEE bits with
 * NaN made canonical.
 */
public final class Term {
  final Type type;
  final Formula formula;
  final long bits;
  /** For a symbolic pointer: the object it points into when that is known, else -1. */
  final long knownObject;

  private Term(Type type, Formula formula, long bits, long knownObject) {
    this.type = Objects.requireNonNull(type);
    this.formula = formula;
    this.bits = bits;
    this.knownObject = knownObject;
  }

  static Term concrete(Type type, long bits) {
    return new Term(type, null, bits, -1);
  }

  static Term symbolic(Type type, Formula formula) {
    return new Term(type, Objects.requireNonNull(formula), 0, -1);
  }

  /** A symbolic pointer into {@code object} (its offset is what is unknown). */
  static Term pointerInto(long object, Formula formula) {
    return new Term(dev.vigil.ir.Type.PointerType.INSTANCE, Objects.requireNonNull(formula), 0, object);
  }

  /** The same value as another formula (an SSA symbol defined equal to this term). */
  Term withFormula(Formula f) {
    return new Term(type, Objects.requireNonNull(f), 0, knownObject);
  }

  public Type type() {
    return type;
  }

  public boolean isConcrete() {
    return formula == null;
  }

  /** The bit pattern of a concrete term. */
  public long bits() {
    if (formula != null) {
      throw new IllegalStateException("symbolic term has no concrete bits");
    }
    return bits;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Term t
        && t.type.equals(type)
        && t.bits == bits
        && Objects.equals(t.formula, formula);
  }

  @Override
  public int hashCode() {
    return Objects.hash(type, formula, bits);
  }

  @Override
  public String toString() {
    return formula == null ? type + "#" + Long.toHexString(bits) : formula.toString();
  }
}
