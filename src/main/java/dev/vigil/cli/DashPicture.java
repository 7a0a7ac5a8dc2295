package dev.vigil.cli;

import dev.vigil.engine.Budget;
import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.OptionValues;
import dev.vigil.frontend.FrontendException;
import dev.vigil.ir.Program;
import dev.vigil.spec.Instrumenter;
import dev.vigil.task.TaskException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code vigil show dash FILE}: runs DASH (through its descriptor, with {@code --dash-dot} into a
 * temporary directory) and renders the region graph of main at the end of the run as SVG with
 * Graphviz's {@code dot}, or prints the Graphviz text with {@code --dot}.
 */
@Command(
    name = "dash",
    mixinStandardHelpOptions = true,
    description = "Run DASH and show its last region graph (SVG; needs Graphviz's dot).")
final class DashPicture implements Callable<Integer> {
  /** The file the engine writes main's final region graph to, in its {@code --dash-dot} DIR. */
  private static final String FINAL = "final.dot";

  @Mixin ShowCommand.Input input = new ShowCommand.Input();

  @Option(names = "--dot", description = "print the Graphviz text instead of SVG")
  boolean dot;

  @Option(
      names = "--timeout",
      paramLabel = "S",
      defaultValue = "60",
      description = "time limit of the DASH run in seconds (default: ${DEFAULT-VALUE})")
  long timeout;

  @Override
  public Integer call() {
    Path dir = null;
    try {
      ShowCommand.Input.Loaded loaded = input.loadTask();
      Program program =
          Instrumenter.instrument(loaded.program(), loaded.task().specification().properties());
      dir = Files.createTempDirectory("vigil-dash");
      EngineDescriptor dash = EngineRegistry.find("dash").orElseThrow();
      dash.create(OptionValues.of(Map.of("dash-dot", Optional.of(dir))))
          .verify(program, Budget.of(Duration.ofSeconds(timeout)));
      Path last = dir.resolve(FINAL);
      String graph = Files.exists(last) ? Files.readString(last) : "digraph dash {}\n";
      if (dot) {
        System.out.print(graph);
        return Errors.EXIT_OK;
      }
      return render(graph);
    } catch (TaskException e) {
      return Errors.input(e.getMessage(), "");
    } catch (FrontendException e) {
      return Errors.input(e.getMessage(), e.details());
    } catch (IOException e) {
      return Errors.input("cannot keep DASH's region graphs: " + e.getMessage(), "");
    } finally {
      delete(dir);
    }
  }

  private static void delete(Path dir) {
    if (dir == null) {
      return;
    }
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      // a temporary directory left behind is harmless
    }
  }

  private static int render(String graph) {
    try {
      Process p =
          new ProcessBuilder("dot", "-Tsvg").redirectError(ProcessBuilder.Redirect.INHERIT).start();
      p.getOutputStream().write(graph.getBytes(StandardCharsets.UTF_8));
      p.getOutputStream().close();
      byte[] svg = p.getInputStream().readAllBytes();
      if (p.waitFor() != 0) {
        return Errors.input("Graphviz's dot failed on the region graph", "");
      }
      System.out.write(svg);
      System.out.flush();
      return Errors.EXIT_OK;
    } catch (IOException e) {
      return Errors.input(
          "Graphviz's dot is not installed (apt-get install graphviz); use --dot"
              + " for the Graphviz text",
          "");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Errors.input("interrupted while rendering", "");
    }
  }
}
