package dev.vigil.interp;

import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.Type;
import java.util.Optional;

/** Conversions between the constant expressions of inputs and register bits, and renderings. */
final class Values {
  private Values() {}

  /** The bit pattern of a constant: an integer, a float or null. */
  static long bitsOf(Expr constant) {
    if (constant instanceof Expr.Constant c) {
      return c.bits();
    }
    throw new IllegalArgumentException("not a constant value: " + constant);
  }

  /** {@code bits} cut or zero-extended to the width of {@code type}, NaNs made canonical. */
  static long fit(Type type, long bits, DataModel model) {
    if (type instanceof Type.FloatType f) {
      return Semantics.canonical(f, bits);
    }
    return bits & Semantics.mask(type.width(model));
  }

  /** The bytes a value of this scalar type occupies in memory. */
  static int byteLength(Type type, DataModel model) {
    return (int) type.accessSize(model);
  }

  /** A register value of {@code type} for traces: a constant, and a pointer's object. */
  static ConcreteValue concrete(Type type, long bits, Memory memory) {
    return type instanceof Type.PointerType
        ? pointer(bits, memory)
        : ConcreteValue.of(ConcreteValue.constant(type, bits));
  }

  /** A pointer for traces: null, or its bits with the object and offset it points to. */
  static ConcreteValue pointer(long bits, Memory memory) {
    if (bits == 0) {
      return ConcreteValue.of(Exprs.NULL);
    }
    return new ConcreteValue(
        new Expr.IntConst(Type.IntType.I64, bits), Optional.of(memory.pointee(bits)));
  }
}
