package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Witnesses, {@code vigil validate} and harnesses end to end: every witness written here passes the
 * community linter (GraphML) and is confirmed by {@code vigil validate}; a witness changed to say
 * something false is not; the harness of a counterexample, compiled with the bundled clang and run
 * natively, reaches the error.
 */
class WitnessCommandTest {
  private static final Path BANK = Path.of("examples/bank.yml");
  private static final Path BANK_C = Path.of("examples/bank.c");
  private static final Path COUNTER = Path.of("src/test/resources/witness/counter.c");

  @TempDir Path dir;

  @Test
  void violationWitnessesAreWellFormedAndConfirmed() throws Exception {
    Path graphml = dir.resolve("bank.graphml");
    Path yaml = dir.resolve("bank.yml");
    assertEquals("FALSE(unreach-call)", verify(BANK, graphml, yaml).verdict());
    lint(graphml, BANK_C);
    assertEquals("CONFIRMED", validate(graphml, BANK));
    assertEquals("CONFIRMED", validate(yaml, BANK));
    Files.writeString(yaml, Files.readString(yaml).replace("== 101", "== 100"));
    assertEquals("REJECTED", validate(yaml, BANK)); // 100 is within the balance
  }

  @Test
  void correctnessWitnessesCarryInvariantsThatValidateProves() throws Exception {
    Path graphml = dir.resolve("counter.graphml");
    Path yaml = dir.resolve("counter.yml");
    assertEquals("TRUE", verify(COUNTER, graphml, yaml).verdict());
    assertTrue(Files.readString(graphml).contains("<data key=\"invariant\">(j == (i + 10))"));
    lint(graphml, COUNTER);
    assertEquals("CONFIRMED", validate(graphml, COUNTER));
    assertEquals("CONFIRMED", validate(yaml, COUNTER));
    Files.writeString(yaml, Files.readString(yaml).replace("(j == (i + 10))", "(j == (i + 11))"));
    assertEquals("REJECTED", validate(yaml, COUNTER)); // false already at the loop's entry
    Files.writeString(graphml, Files.readString(graphml).replace("(j == (i + 10))", "(k == 1)"));
    assertEquals("UNKNOWN", validate(graphml, COUNTER)); // no variable k: nothing to check
  }

  @Test
  void aWitnessThatFixesNoInputIsConfirmedByAnyExecutionThatReadsNone() {
    Path program = Path.of("src/test/resources/witness/uninitialised.c");
    Path graphml = dir.resolve("uninitialised.graphml");
    Path yaml = dir.resolve("uninitialised.yml");
    assertEquals("FALSE(unreach-call)", verify(program, graphml, yaml).verdict());
    // A replay reading a[2] as zero misses the error (it used to say REJECTED); a search over the
    // uninitialised bytes, which the witness leaves open, finds it.
    assertEquals("CONFIRMED", validate(graphml, program));
    assertEquals("CONFIRMED", validate(yaml, program));
  }

  @Test
  void invariantsOfAVariableDeadAtTheLoopHeadAreRead() {
    Path twoLoops = Path.of("src/test/resources/witness/two-loops.c");
    Path graphml = dir.resolve("two-loops.graphml");
    Path yaml = dir.resolve("two-loops.yml");
    assertEquals("TRUE", verify(twoLoops, graphml, yaml).verdict());
    assertEquals("CONFIRMED", validate(yaml, twoLoops)); // i is dead at the second loop's head
  }

  @Test
  void theCommunityWitnessesOfWitnesslintAreJudgedSoundly() throws Exception {
    Path programs = lintDir().resolve("test/program/simple");
    Path correct = programs.resolve("simple_correct.yml");
    Path incorrect = programs.resolve("simple_incorrect.yml");
    assertEquals("CONFIRMED", validate(Path.of(correct + ".graphml"), correct));
    // A correctness witness of a program whose error is reachable: never confirmed.
    assertNotEquals("CONFIRMED", validate(Path.of(incorrect + ".graphml"), incorrect));
  }

  @Test
  void theHarnessReachesTheErrorNatively() throws Exception {
    Path harness = dir.resolve("bank-harness.c");
    CliRun run = CliRun.of("harness", BANK.toString(), "-o", harness.toString(), "--timeout", "60");
    assertEquals("FALSE(unreach-call)", run.verdict());
    String clang = dev.vigil.frontend.Frontend.clang();
    Path binary = dir.resolve("bank");
    String compiled =
        execute(
            List.of(
                clang,
                "-std=gnu11",
                "-w",
                "-m32",
                BANK_C.toString(),
                harness.toString(),
                "-o",
                binary.toString(),
                "-lm"),
            dir.resolve("clang.txt"));
    assumeTrue(Files.isExecutable(binary), "the bundled clang cannot link here:\n" + compiled);
    String stderr = execute(List.of(binary.toString()), dir.resolve("run.txt"));
    assertTrue(stderr.contains("reach_error reached"), stderr);
  }

  @Test
  void svCompModeWritesBothWitnessesInTheWorkingDirectory() throws Exception {
    Path launcher = Path.of("vigil").toAbsolutePath();
    assumeTrue(
        Files.isRegularFile(Path.of("target/classpath.txt")) && Files.isExecutable(launcher),
        "the launcher needs a build (target/classpath.txt)");
    Path stale = dir.resolve("witness.yml");
    Files.writeString(stale, "an earlier run's witness");
    Path log = dir.resolve("sv-comp.txt");
    Process p =
        new ProcessBuilder(
                launcher.toString(),
                "verify",
                BANK.toAbsolutePath().toString(),
                "--sv-comp",
                "--timeout",
                "60")
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), "vigil verify --sv-comp did not finish");
    String out = Files.readString(log);
    assertTrue(out.contains("Verification result: FALSE(unreach-call)"), out);
    assertTrue(out.contains("Witness: witness.graphml, witness.yml"), out);
    assertEquals("CONFIRMED", validate(dir.resolve("witness.graphml"), BANK));
    assertEquals("CONFIRMED", validate(stale, BANK));
  }

  @Test
  void badWitnessOptionsAreOneLineErrors() {
    String bank = BANK.toString();
    String graphml = dir.resolve("w.graphml").toString();
    CliRun contradiction =
        CliRun.of("verify", bank, "--witness", graphml, "--witness-format", "yaml");
    assertEquals(2, contradiction.exit());
    assertTrue(
        contradiction.err().startsWith("vigil: --witness-format yaml contradicts the extension"),
        contradiction.err());
    CliRun twice = CliRun.of("verify", bank, "--witness", graphml, "--witness", graphml + ".xml");
    assertEquals(2, twice.exit());
    assertTrue(twice.err().startsWith("vigil: two --witness files in graphml"), twice.err());
    CliRun alone = CliRun.of("verify", bank, "--witness-format", "yaml");
    assertEquals(2, alone.exit());
    assertTrue(alone.err().startsWith("vigil: --witness-format needs --witness"), alone.err());
  }

  /** Verifies with a GraphML and a YAML witness in one run. */
  private static CliRun verify(Path task, Path graphml, Path yaml) {
    return CliRun.of(
        "verify",
        task.toString(),
        "--witness",
        graphml.toString(),
        "--witness",
        yaml.toString(),
        "--timeout",
        "60");
  }

  private static String validate(Path witness, Path task) {
    CliRun run = CliRun.of("validate", witness.toString(), task.toString(), "--timeout", "60");
    return run.out()
        .lines()
        .filter(l -> l.startsWith("Validation result: "))
        .map(l -> l.substring("Validation result: ".length()))
        .findFirst()
        .orElse("(none: exit " + run.exit() + ", " + run.err().strip() + ")");
  }

  private static Path lintDir() {
    Path lint =
        Path.of(System.getProperty("vigil.shared", "../shared"), "tools/witnesslint/lint")
            .toAbsolutePath()
            .normalize();
    assumeTrue(Files.isDirectory(lint), "witnesslint not found at " + lint);
    return lint;
  }

  /** Runs witnesslint (Debian's python3 with python3-lxml, which .ci/run installs). */
  private void lint(Path witness, Path program) throws Exception {
    List<String> command = new ArrayList<>(List.of("/usr/bin/python3"));
    command.add(lintDir().resolve("witnesslinter.py").toString());
    command.addAll(List.of("--witness", witness.toString(), program.toString()));
    Path log = dir.resolve(witness.getFileName() + ".lint.txt");
    Process p =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "witnesslint did not finish");
    assertEquals(0, p.exitValue(), "witnesslint rejects the witness:\n" + Files.readString(log));
  }

  /** Runs a command and returns its standard error (and output). */
  private static String execute(List<String> command, Path log)
      throws IOException, InterruptedException {
    Process p =
        new ProcessBuilder(command)
            .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
    }
    return Files.readString(log);
  }
}
