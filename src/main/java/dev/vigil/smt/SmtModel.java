package dev.vigil.smt;

import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.Type.FloatType;
import java.math.BigInteger;
import java.util.Map;
import org.sosy_lab.java_smt.api.BitvectorFormula;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.FloatingPointFormula;
import org.sosy_lab.java_smt.api.FloatingPointNumber;
import org.sosy_lab.java_smt.api.Model;

/** A satisfying assignment, read back as IR values. Close it after use. */
public final class SmtModel implements AutoCloseable {
  private final Smt smt;
  private final Model model;

  SmtModel(Smt smt, Model model) {
    this.smt = smt;
    this.model = model;
  }

  Model model() {
    return model;
  }

  /** Whether {@code b} is true in the model. */
  public boolean holds(Bool b) throws SmtFailure {
    if (b.isTrue() || b.isFalse()) {
      return b.isTrue();
    }
    try {
      Boolean v = model.evaluate(b.formula);
      return v != null && v;
    } catch (RuntimeException e) {
      throw smt.failure(e);
    }
  }

  /** The bit pattern of {@code t} in the model (floats with canonical NaN). */
  public long bits(Term t) throws SmtFailure {
    if (t.isConcrete()) {
      return t.bits;
    }
    try {
      if (t.formula instanceof BooleanFormula b) {
        Boolean v = model.evaluate(b);
        return v != null && v ? 1 : 0;
      }
      if (t.formula instanceof FloatingPointFormula fp) {
        FloatingPointNumber n = model.evaluate(fp);
        FloatType type = (FloatType) t.type;
        if (n == null) {
          return 0;
        }
        int m = n.getMantissaSize();
        long bits =
            (n.getSign() ? 1L << (m + n.getExponentSize()) : 0)
                | n.getExponent().longValue() << m
                | n.getMantissa().longValue();
        return Semantics.canonical(type, bits);
      }
      BigInteger v = model.evaluate((BitvectorFormula) t.formula);
      return v == null ? 0 : v.longValue();
    } catch (RuntimeException e) {
      throw smt.failure(e);
    }
  }

  /** The value of {@code t} as an IR constant (see {@link ConcreteValue#constant}). */
  public Expr value(Term t) throws SmtFailure {
    return ConcreteValue.constant(t.type, bits(t));
  }

  /**
   * Adds the bytes {@code read} saw, by address, to {@code memory} unless an address is already
   * there (the first read of a byte is the one that can meet it uninitialised).
   */
  public void addBytes(Observation.BytesRead read, DataModel dataModel, Map<Long, Byte> memory)
      throws SmtFailure {
    long pointer = bits(read.pointer());
    for (int i = 0; i < read.bytes().size(); i++) {
      long address = Semantics.ptrAdd(pointer, i, 64, dataModel.offsetBits());
      if (!memory.containsKey(address)) {
        memory.put(address, (byte) bits(read.bytes().get(i)));
      }
    }
  }

  @Override
  public void close() {
    model.close();
  }
}
