package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vigil.SharedTasks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SV-COMP's parity (LCTD's Parity) with {@code --engine dash}: a loop that clears one set bit of a
 * 32-bit word an iteration, whose preimages unroll it one iteration a split, up to 32. Each
 * frontier query then proves the parity of all words with one more bit set, which the incremental
 * prover took ever longer for (4 s at the 23rd split: UNKNOWN at 60 s); once a check takes more
 * work than DASH's limit, fresh provers answer in a tenth of a second. The run is a process of its
 * own, as in {@code vigil bench}: in a JVM that ran other tests, Z3 took another search on the same
 * run (36 tests instead of 5, past the limit), so only a fresh process gives the run its users get.
 */
class DashParityTest {
  @TempDir Path dir;

  @Test
  void parityIsProvedOnceQueriesOutgrowTheIncrementalProver() throws Exception {
    Path task =
        SharedTasks.benchmarks("sv-comp")
            .resolve("bitvector/parity_true-unreach-call_true-no-overflow.yml");
    Path out = dir.resolve("out.json");
    Process p =
        VigilProcess.of("verify", "--json", "--engine", "dash", "--timeout", "60", task.toString())
            .redirectError(dir.resolve("err.log").toFile())
            .redirectOutput(out.toFile())
            .start();
    if (!p.waitFor(3, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      fail("the run did not end in 3 minutes");
    }
    JsonNode result = new ObjectMapper().readTree(Files.readString(out));
    assertEquals("TRUE", result.path("result").asText(), result::toString);
    assertTrue(result.path("statistics").path("dash_fresh_checks").asLong() > 0, result::toString);
  }
}
