package dev.vigil.ir;

import java.util.Objects;

/**
 * One nondeterministic value a run read: where, from which origin, and the value, a constant that
 * replays it ({@link Expr.IntConst}, {@link Expr.FloatConst} or {@link Expr.NullPointer}).
 */
public record Input(SourceLoc loc, InputOrigin origin, Expr value) {
  public Input {
    Objects.requireNonNull(loc);
    Objects.requireNonNull(origin);
    Objects.requireNonNull(value);
  }
}
