package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vigil.SharedTasks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The limits end a run with their own verdict, whatever the run is doing: UNKNOWN(timeout) in the
 * middle of one long solver check, UNKNOWN(out of memory) when the solver's native memory or the
 * Java heap runs out. (How promptly is measured by bench/limit-overshoot.sh, not here.)
 */
class LimitsTest {
  @TempDir Path dir;

  /** One nonlinear query at bound 2 takes Z3 minutes. */
  private static Path solverBoundTask() {
    return SharedTasks.benchmarks("sv-comp").resolve("nla-digbench/egcd-ll.yml");
  }

  @Test
  void theTimeLimitStopsALongSolverCheck() {
    Path task = solverBoundTask();
    // A guard against hangs, not a measurement.
    CliRun run =
        assertTimeoutPreemptively(
            Duration.ofMinutes(1),
            () -> CliRun.of("verify", task.toString(), "--engine", "bmc", "--timeout", "2"));
    assertEquals(0, run.exit(), run.err());
    assertEquals("UNKNOWN(timeout)", run.verdict());
  }

  @Test
  void theSolversMemoryLimitEndsTheRun() {
    Path task = solverBoundTask();
    String old = System.getProperty("vigil.z3.memory.mb");
    System.setProperty("vigil.z3.memory.mb", "20");
    try {
      for (String engine : List.of("bmc", "kinduction")) {
        CliRun run = CliRun.of("verify", task.toString(), "--engine", engine, "--timeout", "60");
        assertEquals("UNKNOWN(out of memory)", run.verdict(), engine + ": " + run.err());
      }
    } finally {
      if (old == null) {
        System.clearProperty("vigil.z3.memory.mb");
      } else {
        System.setProperty("vigil.z3.memory.mb", old);
      }
    }
  }

  /** A small Java heap, through the launcher: the run ends with its verdict, not a crash. */
  @Test
  void theJavaHeapLimitEndsTheRun() throws Exception {
    Path launcher = Path.of("vigil").toAbsolutePath();
    assumeTrue(
        Files.isRegularFile(Path.of("target/classpath.txt")) && Files.isExecutable(launcher),
        "the launcher needs a build (target/classpath.txt)");
    Path c =
        Files.writeString(
            dir.resolve("long.c"),
            "extern int __VERIFIER_nondet_int(void);\nextern void reach_error(void);\n"
                + "int main(void) {\nint x = __VERIFIER_nondet_int();\n"
                + "x = x * 3 + 1;\n".repeat(20_000)
                + "if (x == 7) reach_error();\nreturn 0;\n}\n");
    ProcessBuilder pb =
        new ProcessBuilder(launcher.toString(), "verify", c.toString(), "--timeout", "60")
            .redirectErrorStream(true);
    pb.environment().put("VIGIL_JAVA_OPTS", "-Xmx48m");
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes());
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), out);
    assertEquals(0, p.exitValue(), out);
    assertTrue(out.contains("Verification result: UNKNOWN(out of memory)"), out);
    assertTrue(!out.contains("\tat ") && !out.contains("Exception"), out);
  }
}
