package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code vigil show dash}: the last region graph of a DASH run, as Graphviz and as SVG. */
class DashPictureTest {
  private static final String PROGRAM =
      """
      extern int __VERIFIER_nondet_int(void);
      extern void reach_error(void);
      int main(void) {
        int x = __VERIFIER_nondet_int();
        if (x > 20) {
          x = x - 20;
          if (x == 0) reach_error();
        }
        return 0;
      }
      """;

  private static int vigil(StringBuilder out, String... args) {
    PrintStream stdout = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      return Main.run(args);
    } finally {
      System.setOut(stdout);
      out.append(bytes.toString(StandardCharsets.UTF_8));
    }
  }

  /**
   * The proof of LCTD's Fig. 2.6: the error region is unreachable (light red), none is frontier.
   */
  @Test
  void graphvizTextShowsTheProof(@TempDir Path dir) throws Exception {
    Path c = Files.writeString(dir.resolve("fig26.c"), PROGRAM);
    StringBuilder out = new StringBuilder();
    assertEquals(0, vigil(out, "show", "dash", c.toString(), "--dot"));
    String dot = out.toString();
    assertTrue(dot.startsWith("digraph"), dot);
    assertTrue(dot.contains("fillcolor=mistyrose") && !dot.contains("color=red, penwidth=3"), dot);
  }

  @Test
  void svgWhereGraphvizIsInstalled(@TempDir Path dir) throws Exception {
    assumeTrue(onPath("dot"), "Graphviz's dot is not installed: skipping the SVG test");
    Path c = Files.writeString(dir.resolve("fig26.c"), PROGRAM);
    StringBuilder out = new StringBuilder();
    assertEquals(0, vigil(out, "show", "dash", c.toString()));
    assertTrue(out.toString().contains("<svg"), out.toString());
  }

  private static boolean onPath(String tool) {
    for (String d : System.getenv().getOrDefault("PATH", "").split(":")) {
      if (Files.isExecutable(Path.of(d, tool))) {
        return true;
      }
    }
    return false;
  }
}
