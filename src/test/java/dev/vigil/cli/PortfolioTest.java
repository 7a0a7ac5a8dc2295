package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The portfolio engine: stages in turn until one answers, with the stages' reasons otherwise. The
 * random engine stands for a stage that cannot answer: on a safe program with inputs it tests until
 * its share of the time is spent.
 */
class PortfolioTest {
  /** Safe for every input: random testing cannot tell, k-induction proves it. */
  private static final String SAFE =
      """
      extern void reach_error(void);
      extern unsigned __VERIFIER_nondet_uint(void);
      int main(void) {
        unsigned n = __VERIFIER_nondet_uint(), i = 0;
        while (i < n) i++;
        if (i != n) reach_error();
        return 0;
      }
      """;

  @TempDir Path dir;

  private Path program(String text) throws IOException {
    Path file = dir.resolve("p.c");
    Files.writeString(file, text);
    return file;
  }

  @Test
  void aStageThatCannotAnswerHandsOnToTheNext() throws IOException {
    CliRun run =
        CliRun.of(
            "verify",
            program(SAFE).toString(),
            "--engine",
            "portfolio",
            "--stages",
            "random:1,kinduction:9",
            "--timeout",
            "20",
            "--stats");
    assertEquals("TRUE", run.verdict(), run.err());
    assertTrue(run.out().contains("portfolio_answer: kinduction"), run.out());
    assertTrue(run.out().contains("portfolio_random_s"), run.out());
  }

  @Test
  void whenNoStageAnswersEachStagesReasonIsGiven() throws IOException {
    CliRun run =
        CliRun.of(
            "verify",
            program(SAFE).toString(),
            "--engine",
            "portfolio",
            "--stages",
            "random",
            "--timeout",
            "2");
    assertTrue(run.verdict().startsWith("UNKNOWN("), run.out());
    assertTrue(run.verdict().contains("random: "), run.verdict());
  }

  @Test
  void theFirstStageThatFindsTheBugAnswers() throws IOException {
    CliRun run =
        CliRun.of(
            "verify",
            program(SAFE.replace("i != n", "i == 7")).toString(),
            "--engine",
            "portfolio",
            "--stages",
            "bmc:1,kinduction:3",
            "--timeout",
            "60",
            "--stats");
    assertEquals("FALSE(unreach-call)", run.verdict(), run.err());
    assertTrue(run.out().contains("portfolio_answer: bmc"), run.out());
    assertTrue(!run.out().contains("portfolio_kinduction_s"), run.out());
  }

  @Test
  void badStagesGiveOneLineAndExitCodeTwo() throws IOException {
    String file = program(SAFE).toString();
    for (String stages : new String[] {"nope:1", "kinduction:0", "kinduction:x", ""}) {
      CliRun run = CliRun.of("verify", file, "--engine", "portfolio", "--stages", stages);
      assertEquals(2, run.exit(), stages + ": " + run.err());
      assertTrue(run.err().startsWith("vigil: "), run.err());
      assertTrue(run.err().lines().noneMatch(l -> l.contains("Exception")), run.err());
    }
  }

  @Test
  void theDefaultPortfolioPassesEachOptionToItsEngine() throws IOException {
    // Without the option, k-induction makes concrete runs first (a program with inputs: four).
    CliRun run =
        CliRun.of("verify", program(SAFE).toString(), "--tests", "0", "--timeout", "20", "--stats");
    assertEquals("TRUE", run.verdict(), run.err());
    assertTrue(run.out().contains("portfolio_answer: kinduction"), run.out());
    assertTrue(run.out().contains("kind_tests: 0"), run.out());
  }

  @Test
  void anOptionOfAnEngineNoStageRunsIsAnError() throws IOException {
    CliRun run = CliRun.of("verify", program(SAFE).toString(), "--unwind", "3");
    assertEquals(2, run.exit(), run.err());
    assertEquals(
        "vigil: options of engine portfolio: no stage of the portfolio runs an engine with option"
            + " --unwind",
        run.err().lines().findFirst().orElse(""));
  }
}
