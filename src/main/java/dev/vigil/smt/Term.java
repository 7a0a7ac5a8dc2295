package dev.vigil.smt;

import dev.vigil.ir.Type;
import java.util.List;
import java.util.Objects;
import org.sosy_lab.java_smt.api.Formula;

/**
 * An opaque value of an IR type: either a concrete bit pattern (constant folding keeps values
 * concrete as long as it can) or a formula. {@code i1} formulas are Boolean; integers and pointers
 * are bit-vectors; floats are floating-point formulas. Concrete floats are stored as IEEE bits with
 * NaN made canonical.
 *
 * <p>A symbolic term may also know more, which lets memory accesses and comparisons fold: the
 * object a pointer points into ({@code knownObject}), the few values it can take, each under a
 * condition ({@code choices}, a value set as in CBMC's dereferencing), and, for a byte of a stored
 * value, that value ({@code wholeValue}), so that loading the bytes back gives the same term.
 */
public final class Term {
  /** One possible value of a term, where {@code condition} holds. */
  record Choice(Bool condition, long bits) {}

  final Type type;
  final Formula formula;
  final long bits;
  final long knownObject;
  final List<Choice> choices;
  final Term wholeValue;
  final int byteIndex;

  private Term(
      Type type,
      Formula formula,
      long bits,
      long knownObject,
      List<Choice> choices,
      Term wholeValue,
      int byteIndex) {
    this.type = Objects.requireNonNull(type);
    this.formula = formula;
    this.bits = bits;
    this.knownObject = knownObject;
    this.choices = choices;
    this.wholeValue = wholeValue;
    this.byteIndex = byteIndex;
  }

  static Term concrete(Type type, long bits) {
    return new Term(type, null, bits, -1, null, null, 0);
  }

  static Term symbolic(Type type, Formula formula) {
    return new Term(type, Objects.requireNonNull(formula), 0, -1, null, null, 0);
  }

  /** A symbolic pointer into {@code object} (its offset is what is unknown). */
  static Term pointerInto(long object, Formula formula) {
    return new Term(
        Type.PointerType.INSTANCE, Objects.requireNonNull(formula), 0, object, null, null, 0);
  }

  /** Byte {@code index} (little-endian) of the stored value {@code whole}. */
  static Term byteOf(Term whole, int index, Formula formula) {
    return new Term(Type.IntType.I8, Objects.requireNonNull(formula), 0, -1, null, whole, index);
  }

  /** This term, known to take one of {@code values} (exhaustive, exclusive conditions). */
  Term withChoices(List<Choice> values, long object) {
    return new Term(type, formula, bits, object, List.copyOf(values), null, 0);
  }

  /** The same value as another formula (an SSA symbol defined equal to this term). */
  Term withFormula(Formula f) {
    return new Term(type, Objects.requireNonNull(f), 0, knownObject, choices, null, 0);
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
