package dev.vigil.bench;

import java.util.Locale;
import java.util.Objects;

/** How a benchmark was run: the tool and version, when, which engine, and the limits. */
public record RunInfo(
    String tool,
    String started,
    String engine,
    double cpuLimitSeconds,
    long memoryLimitMb,
    int jobs) {
  public RunInfo {
    Objects.requireNonNull(tool);
    Objects.requireNonNull(started);
    Objects.requireNonNull(engine);
  }

  /** One line for report headers. */
  public String describe() {
    return String.format(
        Locale.ROOT,
        "%s, engine %s, CPU-time limit %s s, memory limit %d MB, %d job%s, started %s",
        tool,
        engine,
        Tables.number(cpuLimitSeconds),
        memoryLimitMb,
        jobs,
        jobs == 1 ? "" : "s",
        started);
  }
}
