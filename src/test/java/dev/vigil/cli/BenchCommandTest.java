package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vigil.bench.BenchRun;
import dev.vigil.bench.BenchRunner;
import dev.vigil.bench.Classification;
import dev.vigil.bench.ResultsJson;
import dev.vigil.bench.RunInfo;
import dev.vigil.bench.TaskResult;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code vigil bench} and {@code vigil bench compare} on the command line. */
class BenchCommandTest {
  @TempDir Path dir;

  /** Runs the CLI; returns the exit code, with stdout and stderr in {@code out}. */
  private static int vigil(StringBuilder out, String... args) {
    PrintStream stdout = System.out;
    PrintStream stderr = System.err;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    System.setOut(capture);
    System.setErr(capture);
    try {
      return Main.run(args);
    } finally {
      System.setOut(stdout);
      System.setErr(stderr);
      out.append(bytes.toString(StandardCharsets.UTF_8));
    }
  }

  private Path task() throws Exception {
    Path prp = Files.createDirectories(dir.resolve("properties")).resolve("unreach-call.prp");
    Files.writeString(prp, "CHECK( init(main()), LTL(G ! call(reach_error())) )\n");
    Path folder = Files.createDirectories(dir.resolve("loops"));
    Files.writeString(folder.resolve("a.c"), "int main(void) { return 0; }\n");
    Path yml = folder.resolve("a_true.yml");
    Files.writeString(
        yml,
        "format_version: '2.0'\n"
            + "input_files: 'a.c'\n"
            + "properties:\n"
            + "  - property_file: ../properties/unreach-call.prp\n"
            + "    expected_verdict: true\n"
            + "options:\n"
            + "  language: C\n"
            + "  data_model: LP64\n");
    return yml;
  }

  @Test
  void badArgumentsGiveOneLineAndAnExitCode() throws Exception {
    String yml = task().toString();
    StringBuilder out = new StringBuilder();
    assertEquals(2, vigil(out, "bench"));
    assertTrue(out.toString().contains("Missing required parameter: 'TASKS'"), out.toString());
    record Bad(String error, String... args) {}
    for (Bad bad :
        List.of(
            new Bad("--timeout must be positive", "bench", "--timeout", "0", yml),
            new Bad("cannot read memory size 'lots'", "bench", "--memory", "lots", yml),
            new Bad("unknown engine 'nope'", "bench", "--engine", "nope", yml),
            new Bad(
                "cannot read " + dir.resolve("none") + ": no such file or folder",
                "bench",
                dir.resolve("none").toString()),
            new Bad(
                "cannot read results",
                "bench",
                "compare",
                dir.resolve("x.json").toString(),
                dir.resolve("y.json").toString()))) {
      StringBuilder text = new StringBuilder();
      assertEquals(1, vigil(text, bad.args()), text.toString());
      assertTrue(text.toString().startsWith("vigil: error: " + bad.error()), text.toString());
      assertEquals(1, text.toString().lines().count(), text.toString());
    }
  }

  /**
   * The real child: {@code vigil verify --json} in its own JVM. Whatever it answers (in a branch
   * without the front end it fails), the run is written up and nothing is counted wrong.
   */
  @Test
  void benchRunsVigilVerifyAsAChildAndWritesResults() throws Exception {
    assumeTrue(BenchRunner.supported(), "needs Linux's /proc");
    Path yml = task();
    Path out = dir.resolve("out");
    StringBuilder text = new StringBuilder();
    assertEquals(
        0,
        vigil(
            text,
            "bench",
            yml.toString(),
            "--timeout",
            "60",
            "--memory",
            "1GB",
            "--out",
            out.toString()),
        text.toString());
    assertTrue(
        text.toString()
            .contains(
                "vigil bench: 1 task, CPU-time limit 60 s (wall 150 s), memory limit 1024 MB (Java"
                    + " heap 768 MB), 1 job"),
        text.toString());
    assertTrue(text.toString().contains("[1/1] "), text.toString());
    BenchRun run = ResultsJson.read(out);
    assertEquals(1, run.results().size());
    TaskResult r = run.results().get(0);
    assertEquals("loops/a_true.yml", r.task());
    assertFalse(r.classification().isWrong(), r.toString());
    assertTrue(
        Files.exists(out.resolve("summary.html")) && Files.exists(out.resolve("quantile.png")));

    StringBuilder again = new StringBuilder();
    assertEquals(1, vigil(again, "bench", yml.toString(), "--out", out.toString()));
    assertTrue(again.toString().contains("already holds results"), again.toString());
  }

  @Test
  void compareWritesTheReportAndPrintsIt() throws Exception {
    RunInfo info = new RunInfo("vigil test", "2025-01-01T00:00:00Z", "default", 60, 1024, 1);
    TaskResult correct =
        new TaskResult(
            "l/a.yml",
            "l",
            "unreach-call",
            "TRUE",
            "TRUE",
            "",
            "",
            Classification.CORRECT_TRUE,
            1,
            1,
            50,
            0);
    TaskResult timeout =
        new TaskResult(
            "l/a.yml",
            "l",
            "unreach-call",
            "TRUE",
            "UNKNOWN",
            "timeout",
            "timeout",
            Classification.UNKNOWN,
            60,
            60,
            50,
            -1);
    ResultsJson.write(new BenchRun(info, List.of(timeout)), dir.resolve("a.json"));
    Files.createDirectories(dir.resolve("b"));
    ResultsJson.write(new BenchRun(info, List.of(correct)), dir.resolve("b/results.json"));
    StringBuilder text = new StringBuilder();
    Path out = dir.resolve("cmp");
    assertEquals(
        0,
        vigil(
            text,
            "bench",
            "compare",
            dir.resolve("a.json").toString(),
            dir.resolve("b").toString(),
            "--out",
            out.toString()));
    assertTrue(
        text.toString().contains("**Score A 0, B 2 (B - A = +2); 1 of 1 common tasks differ.**"),
        text.toString());
    assertTrue(text.toString().contains("## Solved by B only"), text.toString());
    assertTrue(
        Files.exists(out.resolve("scatter.png")) && Files.exists(out.resolve("compare.html")));
  }
}
