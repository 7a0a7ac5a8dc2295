package dev.vigil.interp;

/**
 * The values an integer input may take for its run to go on, as signed values of the input's width:
 * random testing draws from it (see {@link Inputs#random(long, java.util.Map)}).
 */
public record InputRange(long lo, long hi) {
  public InputRange {
    if (lo > hi) {
      throw new IllegalArgumentException("empty input range [" + lo + ", " + hi + "]");
    }
  }
}
