package dev.vigil.interp;

import dev.vigil.ir.Expr;
import java.util.List;

/** Ready-made input suppliers. */
public final class Inputs {
  private Inputs() {}

  /**
   * Replays {@code values} in order. A value whose type does not match the request is converted
   * bit-wise; past the end of the list, zero is supplied.
   */
  public static InputSupplier replay(List<Expr> values) {
    throw new UnsupportedOperationException("not built yet");
  }
}
