package dev.vigil.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The report of {@code vigil bench compare}: headline, totals, differences by kind, plots. */
public final class CompareReport {
  private CompareReport() {}

  static List<String> info(Comparison c, String nameA, String nameB) {
    return List.of(
        "A: " + nameA + " (" + c.a().info().describe() + ")",
        "B: " + nameB + " (" + c.b().info().describe() + ")");
  }

  static String headline(Comparison c) {
    int scoreA = c.a().summary().overall().score();
    int scoreB = c.b().summary().overall().score();
    String line =
        "Score A "
            + scoreA
            + ", B "
            + scoreB
            + " (B - A = "
            + Tables.signed(scoreB - scoreA)
            + "); "
            + c.changedTasks()
            + " of "
            + c.common().size()
            + " common tasks differ.";
    if (c.onlyInA().isEmpty() && c.onlyInB().isEmpty()) {
      return line;
    }
    return line
        + " On the common tasks only, B - A = "
        + Tables.signed(c.scoreDifferenceOnCommonTasks())
        + ".";
  }

  static List<Table> tables(Comparison c) {
    List<Table> tables = new ArrayList<>();
    tables.add(totals(c));
    for (Comparison.Kind kind : Comparison.Kind.values()) {
      List<Comparison.Difference> ds = c.ofKind(kind);
      if (!ds.isEmpty() || kind == Comparison.Kind.WRONG) {
        tables.add(differences(kind, ds));
      }
    }
    if (!c.onlyInA().isEmpty()) {
      tables.add(names("Only in A", c.onlyInA()));
    }
    if (!c.onlyInB().isEmpty()) {
      tables.add(names("Only in B", c.onlyInB()));
    }
    return tables;
  }

  private static Table totals(Comparison c) {
    Map<String, Summary.Totals> runs = new LinkedHashMap<>();
    runs.put("A", c.a().summary().overall());
    runs.put("B", c.b().summary().overall());
    List<Table.Row> rows = new ArrayList<>();
    runs.forEach(
        (name, t) ->
            rows.add(
                Table.Row.of(
                    "",
                    name,
                    Integer.toString(t.tasks()),
                    Integer.toString(t.score()),
                    Integer.toString(t.correctTrue()),
                    Integer.toString(t.correctFalse()),
                    Integer.toString(t.wrongTrue()),
                    Integer.toString(t.wrongFalse()),
                    Integer.toString(t.unknown()),
                    Tables.seconds(t.cpuSecondsCorrect()))));
    return new Table(
        "Totals",
        "",
        List.of(
            "run",
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

  private static Table differences(Comparison.Kind kind, List<Comparison.Difference> ds) {
    List<Table.Row> rows = new ArrayList<>();
    for (Comparison.Difference d : ds) {
      String style =
          kind == Comparison.Kind.WRONG
              ? "wrong"
              : kind == Comparison.Kind.SOLVED_BY_B_ONLY || kind == Comparison.Kind.SOLVED_BY_A_ONLY
                  ? "correct"
                  : "";
      rows.add(
          Table.Row.of(
              style,
              d.a().task(),
              d.a().expected(),
              d.a().result(),
              d.b().result(),
              Tables.signed(d.b().score() - d.a().score()),
              Tables.seconds(d.a().cpuSeconds()),
              Tables.seconds(d.b().cpuSeconds())));
    }
    return new Table(
        kind.title(),
        kind.note(),
        List.of("task", "expected", "A", "B", "score B - A", "CPU time A (s)", "CPU time B (s)"),
        rows);
  }

  private static Table names(String title, List<String> tasks) {
    return new Table(
        title,
        "Not compared.",
        List.of("task"),
        tasks.stream().map(t -> Table.Row.of("", t)).toList());
  }

  /** Points of the CPU-time scatter plot, grouped by which run was correct. */
  static List<Plots.Point> scatterPoints(Comparison c) {
    List<Plots.Point> points = new ArrayList<>();
    for (Comparison.Pair p : c.common()) {
      boolean a = p.a().classification().isCorrect();
      boolean b = p.b().classification().isCorrect();
      int colour = a && b ? 0 : a ? 1 : b ? 2 : 3;
      String group =
          List.of("correct in both", "correct in A only", "correct in B only", "correct in neither")
              .get(colour);
      points.add(new Plots.Point(p.a().cpuSeconds(), p.b().cpuSeconds(), group, colour));
    }
    return points;
  }
}
