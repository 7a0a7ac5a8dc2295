package dev.vigil.ir;

import java.util.List;
import java.util.Objects;

/**
 * A global variable: one memory object. Bytes not covered by {@code initializer} are zero, unless
 * {@code nondetContents} (an {@code extern} object the program does not define).
 */
public record Global(
    String name,
    Type type,
    List<InitValue> initializer,
    boolean constant,
    boolean nondetContents,
    SourceLoc loc) {

  /**
   * A scalar stored at a byte offset: a closed expression (no variables) over constants and
   * addresses, e.g. an integer, a float, null, {@code &g}, {@code &g + 8} ({@link Expr.PtrAdd}) or
   * such an address converted to an integer.
   */
  public record InitValue(long offset, Expr value) {
    public InitValue {
      Objects.requireNonNull(value);
    }
  }

  public Global {
    Objects.requireNonNull(name);
    Objects.requireNonNull(type);
    initializer = List.copyOf(initializer);
    Objects.requireNonNull(loc);
  }
}
