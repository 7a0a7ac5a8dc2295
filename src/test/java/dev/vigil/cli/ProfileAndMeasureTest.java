package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The phase profile of {@code vigil verify}, and {@code vigil bench measure} (Slurm's side). */
class ProfileAndMeasureTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir Path dir;

  @Test
  void verifyReportsEachPhaseWithWallAndCpuTime() throws Exception {
    Path c = dir.resolve("p.c");
    Files.writeString(
        c,
        "extern void reach_error(void);\nint main(void) { int x = 1; if (!x) reach_error(); }\n");
    CliRun run = CliRun.of("verify", c.toString(), "--json");
    JsonNode stats = JSON.readTree(run.out()).path("statistics");
    for (String phase :
        List.of(
            "command_line",
            "setup",
            "clang",
            "bitcode",
            "lifting",
            "instrumentation",
            "verification")) {
      assertTrue(stats.has("phase_" + phase + "_s"), phase + " in " + stats);
      assertTrue(stats.path("phase_" + phase + "_cpu_s").isNumber(), phase + " in " + stats);
    }
    assertTrue(stats.path("phase_verification_cpu_s").asDouble() >= 0);
  }

  @Test
  void measureWritesWhatTheRunUsedAndItsOutput() throws Exception {
    Path out = dir.resolve("logs/t.out");
    Path err = dir.resolve("logs/t.err");
    Path result = dir.resolve("results/0.json");
    Files.createDirectories(result.getParent());
    CliRun run =
        CliRun.of(
            "bench",
            "measure",
            "--timeout",
            "10",
            "--memory",
            "200MB",
            "--stdout",
            out.toString(),
            "--stderr",
            err.toString(),
            "--result",
            result.toString(),
            "--",
            "/bin/sh",
            "-c",
            "echo '{\"verdict\": \"true\"}'; echo note >&2; exit 3");
    assertEquals(0, run.exit(), run.err());
    JsonNode m = JSON.readTree(result.toFile());
    assertEquals(3, m.path("exitCode").asInt());
    assertEquals("NONE", m.path("exceeded").asText());
    assertTrue(Files.readString(out).contains("\"verdict\""));
    assertEquals("note\n", Files.readString(err));
  }
}
