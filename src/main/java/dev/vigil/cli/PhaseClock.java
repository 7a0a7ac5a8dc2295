package dev.vigil.cli;

import dev.vigil.engine.Statistics;
import java.time.Duration;

/**
 * The profile of one run: each phase's wall time and the CPU time this JVM spent in it (all its
 * threads: JIT compilers and the garbage collector too), as {@code phase_<name>_s} and {@code
 * phase_<name>_cpu_s}. A phase ends at {@link #mark}; the first one starts at the clock's start
 * (the process's, for {@code jvm_start}). Child processes (clang) are not in the JVM's CPU time.
 */
final class PhaseClock {
  private final Statistics.Builder phases = Statistics.builder();
  private long wall;
  private long cpu;

  private PhaseClock(long startNanos, long startCpuNanos) {
    this.wall = startNanos;
    this.cpu = startCpuNanos;
  }

  /** A clock for a process that started at {@code startNanos}: no CPU time was spent before. */
  static PhaseClock ofProcess(long startNanos) {
    return new PhaseClock(startNanos, 0);
  }

  /** A clock that starts now, in a process that has run for a while (tests, the training). */
  static PhaseClock startingNow() {
    return new PhaseClock(System.nanoTime(), processCpuNanos());
  }

  /** Ends the phase {@code name} now; the next phase starts. */
  synchronized void mark(String name) {
    long nowWall = System.nanoTime();
    long nowCpu = processCpuNanos();
    phases.nanos("phase_" + name + "_s", nowWall - wall);
    phases.nanos("phase_" + name + "_cpu_s", Math.max(0, nowCpu - cpu));
    wall = nowWall;
    cpu = nowCpu;
  }

  synchronized Statistics statistics() {
    return phases.build();
  }

  private static long processCpuNanos() {
    return ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
  }
}
