package dev.vigil.interp;

import dev.vigil.ir.Expr;
import java.util.List;

/** Ready-made input suppliers. */
public final class Inputs {
  private Inputs() {}

  /**
   * Replays {@code values} in order. A value whose type does not match the request is converted
   * bit-wise; past the end of the list, zero is supplied. Uninitialised bytes come from {@code
   * memory} by address, zero where it has none.
   */
  public static InputSupplier replay(List<Expr> values, java.util.Map<Long, Byte> memory) {
    throw new UnsupportedOperationException("not built yet");
  }
}
