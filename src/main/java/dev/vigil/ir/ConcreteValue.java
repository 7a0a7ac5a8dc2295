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
    if (!(constant instanceof Expr.IntConst
        || constant instanceof Expr.FloatConst
        || constant instanceof Expr.NullPointer)) {
      throw new IllegalArgumentException("not a constant: " + constant);
    }
    Objects.requireNonNull(pointee);
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
