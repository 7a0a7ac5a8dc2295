package dev.vigil.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The tables of a benchmark summary, shared by the Markdown and the HTML report. */
final class ReportTables {
  private ReportTables() {}

  /** One sentence: the score and the counts overall. */
  static String headline(Summary.Totals t) {
    String line =
        String.format(
            "Score %d from %d task%s: %d correct (%d TRUE, %d FALSE), %d wrong (%d TRUE, %d FALSE),"
                + " %d unknown.",
            t.score(),
            t.tasks(),
            t.tasks() == 1 ? "" : "s",
            t.correct(),
            t.correctTrue(),
            t.correctFalse(),
            t.wrong(),
            t.wrongTrue(),
            t.wrongFalse(),
            t.unknown());
    return t.notScored() == 0
        ? line
        : line
            + " "
            + t.notScored()
            + " answer(s) for tasks without an expected verdict are not scored.";
  }

  /** Every table of the summary: the overview, then all results. */
  static List<Table> all(BenchRun run, List<Table> extra) {
    List<Table> tables = new ArrayList<>(overview(run));
    tables.addAll(extra);
    tables.add(results("All results", "", run.results()));
    return tables;
  }

  /** Wrong results (if any), the categories, and the unknown results by reason (if any). */
  static List<Table> overview(BenchRun run) {
    Summary summary = run.summary();
    List<Table> tables = new ArrayList<>();
    List<TaskResult> wrong =
        run.results().stream().filter(r -> r.classification().isWrong()).toList();
    if (!wrong.isEmpty()) {
      tables.add(
          results(
              "Wrong results", "Each costs 32 (wrong TRUE) or 16 (wrong FALSE) points.", wrong));
    }
    tables.add(categories(summary));
    if (summary.overall().unknown() > 0) {
      tables.add(reasons(summary));
    }
    return tables;
  }

  static Table categories(Summary summary) {
    List<Table.Row> rows = new ArrayList<>();
    summary.categories().forEach((c, t) -> rows.add(totalsRow("", c, t)));
    rows.add(totalsRow("total", "total", summary.overall()));
    return new Table(
        "Results by category",
        "SV-COMP scores: +2 correct TRUE, +1 correct FALSE, -32 wrong TRUE, -16 wrong FALSE, 0"
            + " unknown.",
        List.of(
            "category",
            "tasks",
            "score",
            "correct TRUE",
            "correct FALSE",
            "wrong TRUE",
            "wrong FALSE",
            "unknown",
            "CPU time of correct (s)"),
        rows);
  }

  private static Table.Row totalsRow(String style, String name, Summary.Totals t) {
    return Table.Row.of(
        style,
        name,
        Integer.toString(t.tasks()),
        Integer.toString(t.score()),
        Integer.toString(t.correctTrue()),
        Integer.toString(t.correctFalse()),
        Integer.toString(t.wrongTrue()),
        Integer.toString(t.wrongFalse()),
        Integer.toString(t.unknown()),
        Tables.seconds(t.cpuSecondsCorrect()));
  }

  static Table reasons(Summary summary) {
    List<Table.Row> rows = new ArrayList<>();
    for (Map.Entry<String, Integer> e : summary.overall().unknownByReason().entrySet()) {
      String perCategory =
          summary.categories().entrySet().stream()
              .filter(c -> c.getValue().unknownByReason().containsKey(e.getKey()))
              .map(c -> c.getKey() + " " + c.getValue().unknownByReason().get(e.getKey()))
              .collect(Collectors.joining(", "));
      rows.add(Table.Row.of("", e.getKey(), Integer.toString(e.getValue()), perCategory));
    }
    return new Table(
        "Unknown results by kind of reason",
        "The kinds of Vigil's reasons (timeout, unsupported, ...); the details are in the results.",
        List.of("reason", "count", "by category"),
        rows);
  }

  static Table results(String title, String note, List<TaskResult> results) {
    List<Table.Row> rows = new ArrayList<>();
    for (TaskResult r : results) {
      rows.add(
          Table.Row.of(
              style(r.classification()),
              r.task(),
              r.expected(),
              r.verdict(),
              r.reason(),
              Integer.toString(r.score()),
              Tables.seconds(r.cpuSeconds()),
              Tables.seconds(r.wallSeconds()),
              Tables.megabytes(r.memoryMb())));
    }
    return new Table(
        title,
        note,
        List.of(
            "task",
            "expected",
            "verdict",
            "reason",
            "score",
            "CPU time (s)",
            "wall time (s)",
            "memory (MB)"),
        rows);
  }

  static String style(Classification c) {
    if (c.isCorrect()) {
      return "correct";
    }
    return c.isWrong() ? "wrong" : c == Classification.UNKNOWN ? "unknown" : "";
  }
}
