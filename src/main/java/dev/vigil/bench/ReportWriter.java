package dev.vigil.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;

/** Writes the files of a benchmark run and of a comparison into an output folder. */
public final class ReportWriter {
  private ReportWriter() {}

  /**
   * Writes results.csv, results.json, summary.md, summary.html, quantile.png and quantile.svg;
   * returns the files written.
   */
  public static List<Path> writeRun(BenchRun run, Path dir) throws IOException {
    Files.createDirectories(dir);
    List<Path> written = new ArrayList<>();
    Path csv = dir.resolve("results.csv");
    ResultsCsv.write(run, csv);
    written.add(csv);
    Path json = dir.resolve("results.json");
    ResultsJson.write(run, json);
    written.add(json);
    Map<String, List<Double>> series = new LinkedHashMap<>();
    series.put(seriesName(run), correctCpuTimes(run));
    XYChart quantile = Plots.quantile("Vigil: CPU time of correct results", series);
    written.addAll(plot(quantile, dir.resolve("quantile")));
    List<Table> profile = PhaseProfile.table(run.results(), dir.resolve("logs")).stream().toList();
    Path md = dir.resolve("summary.md");
    Files.writeString(md, MarkdownReport.summary(run, "quantile.png", profile));
    written.add(md);
    Path html = dir.resolve("summary.html");
    Files.writeString(
        html, HtmlReport.summary(run, Files.readAllBytes(dir.resolve("quantile.png")), profile));
    written.add(html);
    return written;
  }

  /** Writes compare.md, compare.html, scatter.png/.svg and quantile.png/.svg; returns the files. */
  public static List<Path> writeComparison(Comparison c, String nameA, String nameB, Path dir)
      throws IOException {
    Files.createDirectories(dir);
    List<Path> written = new ArrayList<>();
    XYChart scatter =
        Plots.scatter(
            "CPU time per task: A against B",
            "CPU time of A (s)",
            "CPU time of B (s)",
            CompareReport.scatterPoints(c));
    written.addAll(plot(scatter, dir.resolve("scatter")));
    Map<String, List<Double>> series = new LinkedHashMap<>();
    series.put("A", correctCpuTimes(c.a()));
    series.put("B", correctCpuTimes(c.b()));
    written.addAll(
        plot(
            Plots.quantile("CPU time of correct results: A and B", series),
            dir.resolve("quantile")));
    List<String> info = CompareReport.info(c, nameA, nameB);
    String headline = CompareReport.headline(c);
    List<Table> tables = CompareReport.tables(c);
    Path md = dir.resolve("compare.md");
    List<String> paragraphs = new ArrayList<>(info);
    paragraphs.add("**" + headline + "**");
    paragraphs.add(
        "![CPU time per task, A against B](scatter.png) ![Quantile plot of A and B](quantile.png)");
    Files.writeString(
        md, MarkdownReport.document("Vigil benchmark comparison", paragraphs, tables));
    written.add(md);
    Path html = dir.resolve("compare.html");
    Files.writeString(
        html,
        HtmlReport.document(
            "Vigil benchmark comparison",
            info,
            headline,
            tables,
            "Totals",
            Files.readAllBytes(dir.resolve("scatter.png")),
            "CPU time per task, A against B"));
    written.add(html);
    return written;
  }

  private static String seriesName(BenchRun run) {
    return run.info().engine().equals("default")
        ? "vigil"
        : "vigil --engine " + run.info().engine();
  }

  static List<Double> correctCpuTimes(BenchRun run) {
    return run.results().stream()
        .filter(r -> r.classification().isCorrect())
        .map(TaskResult::cpuSeconds)
        .toList();
  }

  private static List<Path> plot(XYChart chart, Path base) throws IOException {
    Plots.save(chart, base);
    return List.of(
        base.resolveSibling(base.getFileName() + ".png"),
        base.resolveSibling(base.getFileName() + ".svg"));
  }
}
