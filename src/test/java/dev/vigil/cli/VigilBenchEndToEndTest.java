package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vigil.bench.BenchRun;
import dev.vigil.bench.BenchRunner;
import dev.vigil.bench.Classification;
import dev.vigil.bench.ResultsJson;
import dev.vigil.bench.TaskResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code vigil bench} on two shared SV-COMP tasks (one FALSE, one TRUE) with the real {@code vigil
 * verify}. Skipped while {@code vigil verify} cannot give a verdict on a tiny C file (before the
 * front end and an engine are merged).
 */
class VigilBenchEndToEndTest {
  private static final String FALSE_TASK =
      "bitvector-regression/signextension_false-unreach-call_true-termination.yml";
  private static final String TRUE_TASK =
      "bitvector-regression/integerpromotion_true-unreach-call_true-termination.yml";

  @TempDir Path dir;

  private static Path shared() {
    return Path.of(System.getProperty("vigil.shared", "../shared")).toAbsolutePath().normalize();
  }

  /** Whether {@code vigil verify --json} answers (exit code 0) on a tiny C file. */
  private boolean verifyGivesVerdicts() throws Exception {
    Path c = dir.resolve("probe.c");
    Files.writeString(c, "int main(void) { return 0; }\n");
    Process p =
        VigilProcess.of("verify", "--json", "--timeout", "60", c.toString())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("probe.log").toFile())
            .start();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return false;
    }
    return p.exitValue() == 0;
  }

  @Test
  void twoSharedTasksRunAndScore() throws Exception {
    Path tasks = shared().resolve("benchmarks/sv-comp");
    assumeTrue(
        Files.isDirectory(tasks), "shared tasks not found at " + tasks + " (set -Dvigil.shared)");
    assumeTrue(BenchRunner.supported(), "needs Linux's /proc");
    assumeTrue(
        verifyGivesVerdicts(),
        "vigil verify cannot give a verdict on a tiny C file yet (front end or engine missing)");

    Path out = dir.resolve("out");
    int exit =
        Main.run(
            "bench",
            tasks.resolve(FALSE_TASK).toString(),
            tasks.resolve(TRUE_TASK).toString(),
            "--timeout",
            "120",
            "--memory",
            "3GB",
            "--out",
            out.toString());
    assertEquals(0, exit);
    BenchRun run = ResultsJson.read(out.resolve("results.json"));
    assertEquals(
        List.of(TRUE_TASK, FALSE_TASK), run.results().stream().map(TaskResult::task).toList());
    int score = 0;
    for (TaskResult r : run.results()) {
      assertFalse(r.classification().isWrong(), "a wrong verdict: " + r);
      score += r.classification().points();
    }
    TaskResult falseTask = run.results().get(1);
    assertEquals(Classification.CORRECT_FALSE, falseTask.classification(), falseTask.toString());
    assertEquals(score, run.summary().overall().score());
    assertTrue(score == 1 || score == 3, "score " + score);
    String summary = Files.readString(out.resolve("summary.md"));
    assertTrue(summary.contains("**Score " + score + " from 2 tasks"));
    // The phase profile of the correct FALSE result: the front end's phases and the whole run.
    assertTrue(summary.contains("## Phase profile of the correct results"), summary);
    assertTrue(summary.contains("| clang |") && summary.contains("whole process"), summary);
    for (String name : List.of("results.csv", "summary.html", "quantile.png", "quantile.svg")) {
      assertTrue(Files.size(out.resolve(name)) > 0, name);
    }
  }
}
