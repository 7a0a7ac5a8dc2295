package dev.vigil.report;

import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Var;

/** Values as C would write them: signed integers, floats, {@code NULL}, {@code &object+offset}. */
public final class ValueText {
  private ValueText() {}

  /** A constant: an integer (1-bit ones as 0 or 1), a float of its own width, or NULL. */
  public static String constant(Expr e) {
    return switch (e) {
      case Expr.IntConst c ->
          c.type().bits() == 1 ? Long.toString(c.bits()) : Long.toString(c.signedValue());
      case Expr.FloatConst f -> floating(f);
      case Expr.NullPointer _ -> "NULL";
      case Var _,
          Expr.GlobalAddress _,
          Expr.FunctionAddress _,
          Expr.Unary _,
          Expr.Binary _,
          Expr.Cast _,
          Expr.Ite _,
          Expr.PtrAdd _,
          Expr.PointerQuery _ ->
          e.toString();
    };
  }

  /** A value of a run; a pointer into an object as {@code &name} or {@code &name+offset}. */
  public static String value(ConcreteValue v) {
    return v.pointee().map(p -> "&" + place(p)).orElseGet(() -> constant(v.constant()));
  }

  /** Where a pointer points, as messages name it: {@code name}, {@code name+offset} or NULL. */
  public static String pointer(ConcreteValue v) {
    return v.pointee().map(ValueText::place).orElseGet(() -> constant(v.constant()));
  }

  static String place(ConcreteValue.Pointee p) {
    return p.offset() == 0 ? p.object() : p.object() + "+" + p.offset();
  }

  private static String floating(Expr.FloatConst f) {
    int width = f.type().totalBits();
    if (width == 32) {
      return Float.toString(Float.intBitsToFloat((int) f.bits()));
    }
    return width == 64
        ? Double.toString(Double.longBitsToDouble(f.bits()))
        : "0x" + Long.toHexString(f.bits());
  }
}
