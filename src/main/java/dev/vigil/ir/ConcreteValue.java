package dev.vigil.ir;

import java.util.Objects;
import java.util.Optional;

/**
 * A value of a concrete run: an IR constant ({@link Expr.IntConst}, {@link Expr.FloatConst} or
 * {@link Expr.NullPointer}; a non-null pointer is an {@code i64} constant of its bits) and, for a
 * pointer into an object, the object and the offset, so that reports can show {@code &a+16}.
 */
public record ConcreteValue(Expr constant, Optional<Pointee> pointee) {
  public ConcreteValue {
    if (!(constant instanceof Expr.Constant)) {
      throw new IllegalArgumentException("not a constant: " + constant);
    }
    Objects.requireNonNull(pointee);
  }

  /**
   * The constant of {@code type} whose bits are {@code bits} (fitted to the type): an integer, a
   * float, null, or for another pointer an {@code i64} of its bits. Not interned: runs make many
   * values that no expression shares.
   */
  public static Expr.Constant constant(Type type, long bits) {
    return switch (type) {
      case Type.IntType t -> new Expr.IntConst(t, bits);
      case Type.FloatType f -> new Expr.FloatConst(f, bits & Semantics.mask(f.totalBits()));
      case Type.PointerType _ -> bits == 0 ? Exprs.NULL : new Expr.IntConst(Type.IntType.I64, bits);
      case Type.ArrayType _, Type.StructType _, Type.FunctionType _, Type.VoidType _ ->
          throw new IllegalArgumentException("no value of type " + type);
    };
  }

  /** A value that points nowhere: an integer, a float or null. */
  public static ConcreteValue of(Expr constant) {
    return new ConcreteValue(constant, Optional.empty());
  }

  /**
   * What a pointer points into: the object's name as traces show it ({@code named} when it is a C
   * variable or function; otherwise e.g. {@code heap object 3}) and the byte offset.
   */
  public record Pointee(String object, boolean named, long offset) {
    public Pointee {
      Objects.requireNonNull(object);
    }
  }
}
