package dev.vigil.engine;

import java.util.Objects;

/**
 * How far an engine has got, for a progress line: a measure and its value, e.g. {@code k} 3 for
 * k-induction, {@code bound} 5 for BMC, {@code runs} 1200 for random testing.
 */
public record Stage(String measure, long value) {
  public Stage {
    Objects.requireNonNull(measure);
  }
}
