package dev.vigil.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Draws Graphviz text as inline SVG with the {@code dot} program, when it is installed; the page
 * shows the text alone otherwise.
 */
final class GraphvizSvg {
  /** Longer drawings are abandoned: the page must not wait on a huge graph. */
  private static final long LIMIT_SECONDS = 20;

  private GraphvizSvg() {}

  /** The {@code <svg>} element for {@code dot}, or empty when Graphviz is missing or fails. */
  static Optional<String> render(String dot) {
    Path out = null;
    Process p = null;
    try {
      out = Files.createTempFile("vigil-graph", ".svg");
      p =
          new ProcessBuilder("dot", "-Tsvg")
              .redirectOutput(out.toFile())
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .start();
      p.getOutputStream().write(dot.getBytes(StandardCharsets.UTF_8));
      p.getOutputStream().close();
      if (!p.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS) || p.exitValue() != 0) {
        return Optional.empty();
      }
      String svg = Files.readString(out);
      int start = svg.indexOf("<svg");
      return start < 0 ? Optional.empty() : Optional.of(svg.substring(start));
    } catch (IOException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    } finally {
      if (p != null) {
        p.destroy();
      }
      delete(out);
    }
  }

  private static void delete(Path file) {
    try {
      if (file != null) {
        Files.deleteIfExists(file);
      }
    } catch (IOException e) {
      // a temporary file left behind is harmless
    }
  }
}
