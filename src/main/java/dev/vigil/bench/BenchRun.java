package dev.vigil.bench;

import java.util.List;
import java.util.Objects;

/** A finished benchmark: how it was run and one result per task, in task order. */
public record BenchRun(RunInfo info, List<TaskResult> results) {
  public BenchRun {
    Objects.requireNonNull(info);
    results = List.copyOf(results);
  }

  public Summary summary() {
    return Summary.of(results);
  }
}
