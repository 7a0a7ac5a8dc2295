package dev.vigil.smt;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
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
        return FloatEval.canonical(type, bits);
      }
      BigInteger v = model.evaluate((BitvectorFormula) t.formula);
      return v == null ? 0 : v.longValue();
    } catch (RuntimeException e) {
      throw smt.failure(e);
    }
  }

  /** The value of {@code t} as an IR constant: IntConst, FloatConst or (for null) NullPointer. */
  public Expr value(Term t, DataModel dataModel) throws SmtFailure {
    return constant(t.type, bits(t), dataModel);
  }

  /** The IR constant of type {@code type} with bit pattern {@code bits}; pointers other than null are integers. */
  public static Expr constant(Type type, long bits, DataModel dataModel) {
    if (type instanceof FloatType f) {
      return Exprs.floatConst(f, bits);
    }
    if (type instanceof PointerType) {
      return bits == 0 ? Exprs.NULL : Exprs.intConst(dataModel.pointerIntType(), bits);
    }
    return Exprs.intConst((IntType) type, bits);
  }

  /**
   * Adds the bytes {@code read} saw, by address, to {@code memory} unless an address is already
   * there (the first read of a byte is the one that can meet it uninitialised).
   */
  public void addBytes(Observation.BytesRead read, DataModel dataModel, Map<Long, Byte> memory)
      throws SmtFailure {
    long pointer = bits(read.pointer());
    long offsetMask = (1L << dataModel.offsetBits()) - 1;
    for (int i = 0; i < read.bytes().size(); i++) {
      long address = (pointer & ~offsetMask) | ((pointer + i) & offsetMask);
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
