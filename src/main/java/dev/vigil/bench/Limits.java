package dev.vigil.bench;

import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The resource limits of one run: CPU time of the whole process tree, its resident memory, and a
 * wall-time limit that stops runs that sleep or wait: by default twice the CPU-time limit plus 30
 * s. On a machine shared with other work a run gets less than a core, and that default would stop
 * it before its CPU time is spent; a larger wall-time limit keeps the measurement about CPU time.
 */
public record Limits(Duration cpuTime, long memoryBytes, Duration wallTime) {
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
    Objects.requireNonNull(wallTime);
    if (wallTime.compareTo(cpuTime) < 0) {
      throw new IllegalArgumentException("the wall-time limit must be at least the CPU-time limit");
    }
  }

  /** The limits with the default wall-time limit. */
  public static Limits of(double cpuSeconds, long memoryBytes) {
    Duration cpu = Duration.ofMillis(Math.round(cpuSeconds * 1000));
    return new Limits(cpu, memoryBytes, defaultWallTime(cpu));
  }

  /** Twice the CPU-time limit plus 30 s. */
  public static Duration defaultWallTime(Duration cpuTime) {
    return cpuTime.multipliedBy(2).plusSeconds(30);
  }

  /** These limits with another wall-time limit. */
  public Limits withWallTime(double seconds) {
    return new Limits(cpuTime, memoryBytes, Duration.ofMillis(Math.round(seconds * 1000)));
  }

  public double wallSeconds() {
    return wallTime.toMillis() / 1000.0;
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
