package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Malformed input ends in one error line on standard error and exit code 1 (bad input) or 2 (bad
 * command line): no stack trace, no hang, no crash. The cases run in this JVM through {@link
 * Main#run}.
 */
class MalformedInputTest {
  @TempDir static Path dir;
  private static List<MalformedInputs.Case> cases;

  static synchronized List<MalformedInputs.Case> cases() {
    if (cases == null) {
      cases = MalformedInputs.in(dir.resolve("malformed"));
    }
    return cases;
  }

  static List<MalformedInputs.Case> extremes() {
    return MalformedInputs.extremes(dir.resolve("extreme"));
  }

  @Test
  void thereAreAtLeastAHundredCases() {
    assertTrue(cases().size() >= 100, "only " + cases().size() + " cases");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void endsInOneErrorLine(MalformedInputs.Case c) {
    // A guard against hangs, not a measurement: a case that hangs fails instead of blocking.
    CliRun run =
        assertTimeoutPreemptively(
            Duration.ofMinutes(2), () -> CliRun.of(c.args().toArray(String[]::new)));
    assertOneErrorLine(run, c.args());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("extremes")
  void extremesEndInAVerdictOrOneErrorLine(MalformedInputs.Case c) {
    CliRun run =
        assertTimeoutPreemptively(
            Duration.ofMinutes(2), () -> CliRun.of(c.args().toArray(String[]::new)));
    if (run.exit() == 0) {
      assertTrue(run.out().contains("Verification result: "), run.out() + run.err());
      assertFalse(run.err().contains("\tat ") || run.err().contains("Exception"), run.err());
    } else {
      assertOneErrorLine(run, c.args());
    }
  }

  /** Some cases through the launcher, in a JVM of their own: no JVM crash, no hang. */
  @Test
  void throughTheLauncher() throws Exception {
    Path launcher = Path.of("vigil").toAbsolutePath();
    assumeTrue(
        Files.isRegularFile(Path.of("target/classpath.txt")) && Files.isExecutable(launcher),
        "the launcher needs a build (target/classpath.txt)");
    Set<String> chosen =
        Set.of(
            "verify: random bytes 3",
            "verify: link to /dev/zero as .yml",
            "verify: named pipe as .c",
            "verify: task: alias bomb",
            "verify: timeout NaN",
            "unknown command",
            "bench: folder of malformed tasks");
    List<MalformedInputs.Case> some =
        cases().stream().filter(c -> chosen.contains(c.name())).toList();
    assertEquals(chosen.size(), some.size(), "cases not found: " + chosen);
    for (MalformedInputs.Case c : some) {
      List<String> command = new ArrayList<>(List.of(launcher.toString()));
      command.addAll(c.args());
      Path err = dir.resolve("launcher.err");
      Process p =
          new ProcessBuilder(command)
              .directory(dir.toFile())
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .redirectError(err.toFile())
              .start();
      boolean ended = p.waitFor(2, TimeUnit.MINUTES);
      if (!ended) {
        p.destroyForcibly();
      }
      assertTrue(ended, c + " did not end");
      assertOneErrorLine(new CliRun(p.exitValue(), "", Files.readString(err)), c.args());
    }
    try (var files = Files.list(dir)) {
      assertEquals(List.of(), files.filter(f -> f.toString().contains("hs_err")).toList());
    }
  }

  static void assertOneErrorLine(CliRun run, List<String> args) {
    String context =
        args + "\nexit " + run.exit() + "\nstderr:\n" + run.err() + "stdout:\n" + run.out();
    assertTrue(run.exit() == 1 || run.exit() == 2, context);
    assertFalse(run.err().contains("\tat ") || run.err().contains("Exception"), context);
    List<String> lines = run.err().strip().lines().toList();
    if (run.exit() == 2) {
      // picocli's usage errors: the error line, then where to find the usage.
      assertTrue(lines.size() <= 2 && lines.getLast().startsWith("Try 'vigil"), context);
    } else {
      assertEquals(1, lines.size(), context);
    }
    assertTrue(lines.getFirst().startsWith("vigil"), context);
  }
}
