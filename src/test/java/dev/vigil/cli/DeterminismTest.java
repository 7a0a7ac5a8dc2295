package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vigil.SharedTasks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The same task and options give the same verdict and the same counterexample, run after run: FALSE
 * tasks with several inputs and many counterexamples to choose from, with each engine.
 */
class DeterminismTest {
  private static final int RUNS = 3;
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Many inputs reach the error: which one is reported is for the engine to choose. */
  private static final String MANY_COUNTEREXAMPLES =
      """
      extern int __VERIFIER_nondet_int(void);
      extern unsigned char __VERIFIER_nondet_uchar(void);
      extern void reach_error(void);
      struct node { int value; struct node *next; };
      int main(void) {
        int a[4];
        for (int i = 0; i < 4; i++) {
          a[i] = __VERIFIER_nondet_int();
        }
        struct node n2 = {__VERIFIER_nondet_uchar(), 0};
        struct node n1 = {__VERIFIER_nondet_uchar(), &n2};
        int sum = 0;
        for (struct node *p = &n1; p; p = p->next) {
          sum += p->value;
        }
        if (a[0] > a[1] && a[2] != a[3] && sum > 100 && sum % 7 == 3) {
          reach_error();
        }
        return 0;
      }
      """;

  @TempDir Path dir;

  /** kinduction takes long on the shared task (its inductive step), and finds what bmc does. */
  @ParameterizedTest
  @CsvSource({"bmc, true", "kinduction, false", "random, true"})
  void repeatedRunsGiveTheSameCounterexample(String engine, boolean withSharedTask)
      throws Exception {
    List<Path> tasks = new ArrayList<>();
    tasks.add(Files.writeString(dir.resolve("many.c"), MANY_COUNTEREXAMPLES));
    if (withSharedTask) {
      tasks.add(
          SharedTasks.benchmarks("sv-comp")
              .resolve("systemc/kundu2_false-unreach-call_false-termination.cil.yml"));
    }
    for (Path task : tasks) {
      JsonNode first = null;
      for (int run = 0; run < RUNS; run++) {
        CliRun r =
            CliRun.of("verify", task.toString(), "--engine", engine, "--json", "--timeout", "120");
        assertEquals(0, r.exit(), r.err());
        JsonNode result = JSON.readTree(r.out());
        assertEquals("false", result.path("verdict").asText(), engine + " on " + task);
        JsonNode counterexample = result.path("counterexample");
        assertTrue(counterexample.path("inputs").size() > 1, r.out());
        if (first == null) {
          first = counterexample;
        } else {
          assertEquals(first, counterexample, engine + " on " + task + ", run " + (run + 1));
        }
      }
    }
  }
}
