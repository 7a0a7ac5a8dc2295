package dev.vigil.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A two-task benchmark end to end: task files on disk, children in their own JVMs (a stand-in for
 * {@code vigil verify} that prints canned verdicts), results, summaries and plots.
 */
class BenchEndToEndTest {
  @TempDir Path dir;

  @Test
  void twoTasksRunScoreAndAreWrittenUp() throws Exception {
    assumeTrue(BenchRunner.supported(), "needs Linux's /proc");
    TaskFiles files = new TaskFiles(dir.resolve("tasks"));
    files.task("loop-acceleration", "sum_true", "unreach-call", "true");
    files.task("bitvector", "shift_false", "unreach-call", "false");
    List<BenchTask> tasks = TaskCollector.collect(List.of(dir.resolve("tasks"))).tasks();
    assertEquals(2, tasks.size());

    ByteArrayOutputStream progressBytes = new ByteArrayOutputStream();
    Progress progress =
        new Progress(
            new PrintStream(progressBytes, true, StandardCharsets.UTF_8), false, tasks.size());
    Path out = dir.resolve("out");
    BenchRunner runner =
        new BenchRunner(
            JavaCommand.inThisJvm(FakeVerifier.Canned.class.getName(), List.of()),
            Limits.of(30, 512L << 20),
            2,
            out.resolve("logs"));
    BenchRun run =
        new BenchRun(
            new RunInfo("vigil test", "2025-01-01T00:00:00Z", "default", 30, 512, 2),
            runner.run(tasks, progress));
    List<Path> written = ReportWriter.writeRun(run, out);

    List<String> progressLines = progressBytes.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals(2, progressLines.size(), progressLines.toString());
    assertTrue(
        progressLines.get(1).startsWith("[2/2] correct 2, wrong 0, unknown 0 | elapsed "),
        progressLines.get(1));
    assertTrue(progressLines.get(1).contains("ETA 0:00"), progressLines.get(1));

    for (String name :
        List.of(
            "results.csv",
            "results.json",
            "summary.md",
            "summary.html",
            "quantile.png",
            "quantile.svg")) {
      assertTrue(written.contains(out.resolve(name)), name);
      assertTrue(Files.size(out.resolve(name)) > 0, name);
    }
    BenchRun back = ResultsJson.read(out.resolve("results.json"));
    assertEquals(run, back);
    assertEquals(3, back.summary().overall().score());
    TaskResult bitvector = back.results().get(0);
    assertEquals("bitvector/shift_false.yml", bitvector.task());
    assertEquals("bitvector", bitvector.category());
    assertEquals("FALSE(unreach-call)", bitvector.expected());
    assertEquals("FALSE(unreach-call)", bitvector.verdict());
    assertEquals(Classification.CORRECT_FALSE, bitvector.classification());
    assertEquals(0, bitvector.exitCode());
    assertTrue(
        bitvector.cpuSeconds() > 0 && bitvector.wallSeconds() > 0 && bitvector.memoryMb() > 0,
        bitvector.toString());
    assertEquals(Classification.CORRECT_TRUE, back.results().get(1).classification());

    List<String> csv = Files.readAllLines(out.resolve("results.csv"));
    assertEquals(String.join(",", ResultsCsv.HEADER), csv.get(0));
    assertEquals(3, csv.size());
    assertTrue(
        csv.get(1)
            .startsWith(
                "bitvector/shift_false.yml,bitvector,unreach-call,FALSE(unreach-call),FALSE(unreach-call),,,correct-false,1,"),
        csv.get(1));

    String md = Files.readString(out.resolve("summary.md"));
    assertTrue(
        md.contains(
            "**Score 3 from 2 tasks: 2 correct (1 TRUE, 1 FALSE), 0 wrong (0 TRUE, 0 FALSE), 0"
                + " unknown.**"),
        md);
    assertTrue(
        md.contains("| **total** | **2** | **3** | **1** | **1** | **0** | **0** | **0** |"), md);
    assertTrue(md.contains("![Quantile plot"), md);
    String html = Files.readString(out.resolve("summary.html"));
    assertTrue(
        html.contains("<img class=\"plot\"") && html.contains("src=\"data:image/png;base64,"),
        "the plot is embedded");
    assertTrue(!html.contains("<script") && !html.contains("http"), "the page is self-contained");

    BufferedImage png = ImageIO.read(out.resolve("quantile.png").toFile());
    assertNotNull(png);
    assertEquals(900, png.getWidth());
    assertTrue(Files.readString(out.resolve("quantile.svg")).contains("<svg"));
    assertTrue(Files.exists(out.resolve("logs/bitvector/shift_false.yml.out")));
  }
}
