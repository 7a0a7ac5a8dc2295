package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A main that reads its command line starts from a harness with one (argc is at least 1 in every
 * real run), and a proof under the harness's few command lines is no proof for every run.
 */
class CommandLineTest {
  @TempDir Path dir;

  private CliRun verify(String body) throws IOException {
    Path file = dir.resolve("p.c");
    Files.writeString(
        file,
        "extern void reach_error(void);\nint main(int argc, char **argv) {\n" + body + "\n}\n");
    return CliRun.of("verify", file.toString(), "--timeout", "60");
  }

  @Test
  void argcIsNeverZero() throws IOException {
    CliRun run = verify("if (argc != 0) reach_error(); return 0;");
    assertEquals("FALSE(unreach-call)", run.verdict(), run.out() + run.err());
  }

  @Test
  void aProofUnderTheHarnessIsNoProofForEveryCommandLine() throws IOException {
    CliRun run = verify("if (argc < 1 || argv[argc] != 0) reach_error(); return 0;");
    assertTrue(run.verdict().startsWith("UNKNOWN("), run.out() + run.err());
    assertTrue(run.verdict().contains("command line"), run.verdict());
  }

  @Test
  void aMainThatIgnoresItsCommandLineIsProvedAsBefore() throws IOException {
    CliRun run = verify("int x = 1; if (x != 1) reach_error(); return 0;");
    assertEquals("TRUE", run.verdict(), run.out() + run.err());
  }
}
