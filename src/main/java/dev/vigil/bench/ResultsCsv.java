package dev.vigil.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** {@code results.csv}: one row per task, in task order, for spreadsheets and scripts. */
public final class ResultsCsv {
  static final List<String> HEADER =
      List.of(
          "task",
          "category",
          "property",
          "expected",
          "verdict",
          "reason",
          "reason_kind",
          "classification",
          "score",
          "cpu_s",
          "wall_s",
          "memory_mb",
          "exit_code");

  private ResultsCsv() {}

  public static void write(BenchRun run, Path file) throws IOException {
    StringBuilder out = new StringBuilder(String.join(",", HEADER)).append('\n');
    for (TaskResult r : run.results()) {
      List<String> cells =
          List.of(
              r.task(),
              r.category(),
              r.property(),
              r.expected(),
              r.verdict(),
              r.reason(),
              r.reasonKind(),
              r.classification().label(),
              Integer.toString(r.score()),
              Tables.number(r.cpuSeconds()),
              Tables.number(r.wallSeconds()),
              Tables.number(r.memoryMb()),
              Integer.toString(r.exitCode()));
      out.append(String.join(",", cells.stream().map(Tables::csv).toList())).append('\n');
    }
    Files.writeString(file, out);
  }
}
