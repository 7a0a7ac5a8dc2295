package dev.vigil.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code vigil bench compare}: differences in order, scores, the report and the scatter plot. */
class ComparisonTest {
  @TempDir Path dir;

  private static TaskResult r(
      String task, String expected, String verdict, String reason, Classification c, double cpu) {
    return new TaskResult(
        task,
        task.substring(0, task.indexOf('/')),
        "unreach-call",
        expected,
        verdict,
        reason,
        ReasonKinds.ofLegacyText(reason),
        c,
        cpu,
        cpu,
        100,
        0);
  }

  private static final String T = "TRUE";
  private static final String F = "FALSE(unreach-call)";
  private static final String U = "UNKNOWN";

  private static BenchRun run(String engine, List<TaskResult> results) {
    return new BenchRun(
        new RunInfo("vigil test", "2025-01-01T00:00:00Z", engine, 60, 1024, 1), results);
  }

  private static final BenchRun A =
      run(
          "bmc",
          List.of(
              r("a/same.yml", T, T, "", Classification.CORRECT_TRUE, 1),
              r("a/wrong-in-b.yml", F, F, "", Classification.CORRECT_FALSE, 2),
              r("a/solved-by-a.yml", T, T, "", Classification.CORRECT_TRUE, 3),
              r("b/solved-by-b.yml", F, U, "timeout", Classification.UNKNOWN, 60),
              r("b/reason.yml", T, U, "timeout", Classification.UNKNOWN, 60),
              r("b/wrong-in-both.yml", T, F, "", Classification.WRONG_FALSE, 4),
              r("c/only-in-a.yml", T, T, "", Classification.CORRECT_TRUE, 5)));

  private static final BenchRun B =
      run(
          "kinduction",
          List.of(
              r("a/same.yml", T, T, "", Classification.CORRECT_TRUE, 2),
              r("a/wrong-in-b.yml", F, T, "", Classification.WRONG_TRUE, 1),
              r("a/solved-by-a.yml", T, U, "out of memory", Classification.UNKNOWN, 9),
              r("b/solved-by-b.yml", F, F, "", Classification.CORRECT_FALSE, 7),
              r("b/reason.yml", T, U, "unsupported: goto at x.c:9", Classification.UNKNOWN, 0.5),
              r("b/wrong-in-both.yml", T, F, "", Classification.WRONG_FALSE, 4),
              r("d/only-in-b.yml", T, U, "timeout", Classification.UNKNOWN, 60)));

  @Test
  void differencesComeWrongFirstThenSolvedByOneThenReasons() {
    Comparison c = Comparison.of(A, B);
    List<String> order = c.differences().stream().map(d -> d.kind() + " " + d.a().task()).toList();
    assertEquals(
        List.of(
            "WRONG a/wrong-in-b.yml",
            "WRONG b/wrong-in-both.yml",
            "SOLVED_BY_A_ONLY a/solved-by-a.yml",
            "SOLVED_BY_B_ONLY b/solved-by-b.yml",
            "REASON_CHANGED b/reason.yml"),
        order);
    assertEquals(4, c.changedTasks(), "wrong in both alike is listed but is no change");
    assertEquals(List.of("c/only-in-a.yml"), c.onlyInA());
    assertEquals(List.of("d/only-in-b.yml"), c.onlyInB());
  }

  @Test
  void scoresAreComparedOverallAndOnCommonTasks() {
    Comparison c = Comparison.of(A, B);
    assertEquals(2 + 1 + 2 - 16 + 2, A.summary().overall().score());
    assertEquals(2 - 32 + 1 - 16, B.summary().overall().score());
    // Common tasks: A scores 2+1+2+0+0-16 = -11, B scores 2-32+0+1+0-16 = -45.
    assertEquals(-34, c.scoreDifferenceOnCommonTasks());
    assertEquals(
        "Score A -9, B -45 (B - A = -36); 4 of 6 common tasks differ. On the common tasks only, B -"
            + " A = -34.",
        CompareReport.headline(c));
  }

  @Test
  void theReportAndPlotsAreWritten() throws Exception {
    ResultsJson.write(A, dir.resolve("a.json"));
    ResultsJson.write(B, dir.resolve("b.json"));
    Comparison c =
        Comparison.of(
            ResultsJson.read(dir.resolve("a.json")), ResultsJson.read(dir.resolve("b.json")));
    Path out = dir.resolve("cmp");
    List<Path> written = ReportWriter.writeComparison(c, "a.json", "b.json", out);
    assertEquals(6, written.size());
    String md = Files.readString(out.resolve("compare.md"));
    int wrong = md.indexOf("## Wrong verdicts");
    int solvedA = md.indexOf("## Solved by A only");
    int solvedB = md.indexOf("## Solved by B only");
    int reasons = md.indexOf("## Unknown with another reason");
    assertTrue(0 < wrong && wrong < solvedA && solvedA < solvedB && solvedB < reasons, md);
    assertTrue(
        md.contains(
            "| a/wrong-in-b.yml | FALSE(unreach-call) | FALSE(unreach-call) | TRUE | -33 | 2.00 |"
                + " 1.00 |"),
        md);
    assertTrue(md.contains("## Only in A") && md.contains("| c/only-in-a.yml |"), md);
    assertTrue(md.contains("A: a.json (vigil test, engine bmc, "), md);
    assertNotNull(ImageIO.read(out.resolve("scatter.png").toFile()));
    assertTrue(Files.readString(out.resolve("scatter.svg")).contains("<svg"));
    assertTrue(Files.readString(out.resolve("compare.html")).contains("<tr class=\"wrong\">"));
  }
}
