package dev.vigil.bench;

import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The resource limits of one run: CPU time of the whole process tree, and its resident memory. A
 * wall-time limit of twice the CPU-time limit plus 30 s stops runs that sleep or wait.
 */
public record Limits(Duration cpuTime, long memoryBytes) {
  private static final Pattern SIZE =
      Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(?:([kmgt])(?:i?b)?)?", Pattern.CASE_INSENSITIVE);

  public Limits {
    Objects.requireNonNull(cpuTime);
    if (cpuTime.isZero() || cpuTime.isNegative()) {
      throw new IllegalArgumentException("the CPU-time limit must be positive");
    }
    if (memoryBytes <= 0) {
      throw new IllegalArgumentException("the memory limit must be positive");
    }
  }

  public static Limits of(double cpuSeconds, long memoryBytes) {
    return new Limits(Duration.ofMillis(Math.round(cpuSeconds * 1000)), memoryBytes);
  }

  public Duration wallTime() {
    return cpuTime.multipliedBy(2).plusSeconds(30);
  }

  public double cpuSeconds() {
    return cpuTime.toMillis() / 1000.0;
  }

  public long memoryMb() {
    return memoryBytes >> 20;
  }

  /**
   * Parses a memory size: a number with an optional unit {@code K}, {@code M}, {@code G} or {@code
   * T} (optionally followed by {@code B} or {@code iB}; all powers of 1024). A bare number is in
   * megabytes.
   */
  private static final double MAX_MEMORY_BYTES = 0x1p50;

  public static long parseMemory(String text) throws BenchException {
    Matcher m = SIZE.matcher(text.trim());
    if (!m.matches()) {
      throw new BenchException(
          "cannot read memory size '" + text + "' (use e.g. 4000, 512MB or 4GB)");
    }
    double number = Double.parseDouble(m.group(1));
    int shift =
        switch (m.group(2) == null ? "m" : m.group(2).toLowerCase(Locale.ROOT)) {
          case "k" -> 10;
          case "g" -> 30;
          case "t" -> 40;
          default -> 20;
        };
    double exact = number * (1L << shift);
    if (exact > MAX_MEMORY_BYTES) {
      throw new BenchException("memory limit " + text + " is too large (at most 1 PB)");
    }
    long bytes = (long) exact;
    if (bytes < (16L << 20)) {
      throw new BenchException("memory limit " + text + " is too small (at least 16 MB)");
    }
    return bytes;
  }
}
