package dev.vigil.ir;

import java.util.Objects;

/**
 * A program point of one function's CFA; {@code index} is its position in {@link Cfa#locations()}.
 */
public record Location(String function, int index) {
  public Location {
    Objects.requireNonNull(function);
  }

  @Override
  public String toString() {
    return "L" + index;
  }
}
