package dev.vigil.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The CPU time the process has used, in nanoseconds: all its threads, plus the child processes it
 * has waited for (clang), as a benchmark's CPU-time limit counts them. The clock of every {@link
 * Budget}. Read from {@code /proc/self/stat}, whose unit is Linux's USER_HZ (10 ms); engines poll
 * their budget in tight loops, so a reading is reused for up to 5 ms of wall time. Without {@code
 * /proc} the clock is the wall clock.
 */
final class ProcessCpuClock {
  private static final long REUSE_NANOS = 5_000_000;

  private static final long NANOS_PER_TICK = 10_000_000;

  private static final Path STAT = Path.of("/proc/self/stat");

  private static final long WALL_START = System.nanoTime();

  /** The last reading and the wall time it was taken; a race between threads only re-reads. */
  private static volatile long lastCpuNanos;

  private static volatile long lastReadWallNanos = WALL_START - 2 * REUSE_NANOS;

  private ProcessCpuClock() {}

  static long nanos() {
    long wall = System.nanoTime();
    if (wall - lastReadWallNanos >= REUSE_NANOS) {
      lastCpuNanos = read(wall);
      lastReadWallNanos = wall;
    }
    return lastCpuNanos;
  }

  /** utime + stime + cutime + cstime: fields 14 to 17 of {@code /proc/self/stat}. */
  private static long read(long wall) {
    try {
      String stat = Files.readString(STAT);
      // The command name (field 2) is in parentheses and may contain spaces; field 3 follows.
      String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      long ticks = 0;
      for (int field = 14; field <= 17; field++) {
        ticks += Long.parseLong(fields[field - 3]);
      }
      return ticks * NANOS_PER_TICK;
    } catch (IOException | RuntimeException e) {
      return wall - WALL_START;
    }
  }
}
