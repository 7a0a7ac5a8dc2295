package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.SharedTasks;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The HTML report of a DASH run shows the region graph ({@code engine.Picture.Graph}). */
class DashReportTest {
  @TempDir Path dir;

  @Test
  void reportOfADashProofShowsTheRegionGraph() throws Exception {
    Path task = SharedTasks.benchmarks("seed-examples").resolve("lctd_array_store_safe_10.yml");
    Path report = dir.resolve("report");
    CliRun run =
        CliRun.of(
            "verify",
            task.toString(),
            "--engine",
            "dash",
            "--timeout",
            "120",
            "--report",
            report.toString());
    assertEquals(0, run.exit(), run.err());
    assertTrue(run.out().contains("TRUE"), run.out());
    String page = Files.readString(report.resolve("index.html"));
    int section = page.indexOf("<section id=\"picture\">");
    assertTrue(section >= 0, "no picture section");
    assertTrue(page.indexOf("<h2>Region graph</h2>", section) > section, "no region graph");
    // the Graphviz text is on the page whether or not dot drew it
    assertTrue(page.indexOf("digraph &quot;main level 0&quot;", section) > section, page);
  }
}
