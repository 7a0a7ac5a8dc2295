package dev.vigil.smt;

import java.util.Objects;
import org.sosy_lab.java_smt.api.BooleanFormula;

/**
 * An opaque Boolean formula of one {@link Smt} context: path guards, conditions and constraints.
 * Build them with {@link Smt#and}, {@link Smt#or} and {@link Smt#not}.
 */
public final class Bool {
  final BooleanFormula formula;
  private final byte constant; // 1 true, 0 false, -1 not a constant

  Bool(BooleanFormula formula, int constant) {
    this.formula = Objects.requireNonNull(formula);
    this.constant = (byte) constant;
  }

  public boolean isTrue() {
    return constant == 1;
  }

  public boolean isFalse() {
    return constant == 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Bool b && b.formula.equals(formula);
  }

  @Override
  public int hashCode() {
    return formula.hashCode();
  }

  @Override
  public String toString() {
    return formula.toString();
  }
}
