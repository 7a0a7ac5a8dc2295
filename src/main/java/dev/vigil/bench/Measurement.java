package dev.vigil.bench;

/**
 * What one child run used. {@code exceeded} names the limit the run was killed at, if any; {@code
 * exitCode} is -1 then.
 */
public record Measurement(
    int exitCode, double cpuSeconds, double wallSeconds, long peakMemoryBytes, Exceeded exceeded) {

  /** The limit a run was killed at. */
  public enum Exceeded {
    NONE,
    TIME,
    MEMORY
  }

  public double peakMemoryMb() {
    return peakMemoryBytes / (double) (1L << 20);
  }
}
