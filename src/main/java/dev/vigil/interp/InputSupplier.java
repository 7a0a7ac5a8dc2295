package dev.vigil.interp;

import dev.vigil.ir.Expr;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type;

/**
 * Where nondeterministic values come from. {@code next} returns a constant of the requested scalar
 * type: {@link Expr.IntConst}, {@link Expr.FloatConst} or {@link Expr.NullPointer} (a non-null
 * pointer as an {@link Expr.IntConst} of its bits). The interpreter takes the constant's bits, cut
 * or zero-extended to the requested width.
 */
@FunctionalInterface
public interface InputSupplier {
  Expr next(Type type, InputOrigin origin);

  /** The value input {@code site} reads; by default {@link #next(Type, InputOrigin)}'s. */
  default Expr next(Op.Havoc site) {
    return next(site.target().type(), site.origin());
  }

  /**
   * The content of a byte that is read before anything was written to it (uninitialised stack or
   * heap memory, extern globals), by its address (pointer bits, see docs/SEMANTICS.md).
   */
  default byte uninitializedByte(long address) {
    return 0;
  }
}
