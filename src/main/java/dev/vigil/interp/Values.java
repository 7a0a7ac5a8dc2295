package dev.vigil.interp;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Type;

/** Conversions between the constant expressions of inputs and register bits, and renderings. */
final class Values {
  private Values() {}

  /** The bit pattern of a constant: an integer, a float or null. */
  static long bitsOf(Expr constant) {
    if (constant instanceof Expr.IntConst c) {
      return c.bits();
    }
    if (constant instanceof Expr.FloatConst c) {
      return c.bits();
    }
    if (constant instanceof Expr.NullPointer) {
      return 0;
    }
    throw new IllegalArgumentException("not a constant value: " + constant);
  }

  /** {@code bits} cut or zero-extended to the width of {@code type}, NaNs made canonical. */
  static long fit(Type type, long bits, DataModel model) {
    if (type instanceof Type.IntType t) {
      return bits & t.mask();
    }
    if (type instanceof Type.FloatType f) {
      int width = f.totalBits();
      return width == 32 || width == 64
          ? FloatOps.canonical(bits & IntOps.mask(width), width == 32)
          : bits & IntOps.mask(width);
    }
    return bits & IntOps.mask(model.pointerBits());
  }

  /**
   * The constant of {@code type} with these bits (already fitted to the type); a non-null pointer
   * is an {@code i64} constant of its bits. Input values are not interned: the factory's table
   * would keep every random value ever drawn.
   */
  static Expr constant(Type type, long bits) {
    if (type instanceof Type.IntType t) {
      return new Expr.IntConst(t, bits);
    }
    if (type instanceof Type.FloatType f) {
      return new Expr.FloatConst(f, bits & IntOps.mask(f.totalBits()));
    }
    return bits == 0 ? Exprs.NULL : new Expr.IntConst(Type.IntType.I64, bits);
  }

  /** The bytes a value of this scalar type occupies in memory. */
  static int byteLength(Type type, DataModel model) {
    return (int) type.accessSize(model);
  }

  /** A value as C would print it: signed integers, floats, pointers by object name. */
  static String render(Type type, long bits, Memory memory) {
    if (type instanceof Type.IntType t) {
      return t.bits() == 1 ? Long.toString(bits) : Long.toString(IntOps.signed(bits, t.bits()));
    }
    if (type instanceof Type.FloatType f) {
      int width = f.totalBits();
      if (width == 32) {
        return Float.toString(FloatOps.asFloat(bits));
      }
      return width == 64 ? Double.toString(FloatOps.asDouble(bits)) : "0x" + Long.toHexString(bits);
    }
    return bits == 0 ? "NULL" : "&" + memory.describe(bits);
  }
}
