package dev.vigil.cli;

import dev.vigil.engine.Budget;
import dev.vigil.engine.dash.DashEngine;
import dev.vigil.engine.dash.DashOptions;
import dev.vigil.frontend.FrontendException;
import dev.vigil.ir.Program;
import dev.vigil.spec.Instrumenter;
import dev.vigil.task.TaskException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code vigil show dash FILE}: runs DASH and renders its last region graph (of main) as SVG with
 * Graphviz's {@code dot}, or prints the Graphviz text with {@code --dot}.
 */
@Command(
    name = "dash",
    mixinStandardHelpOptions = true,
    description = "Run DASH and show its last region graph (SVG; needs Graphviz's dot).")
final class DashPicture implements Callable<Integer> {
  @Mixin ShowCommand.Input input = new ShowCommand.Input();

  @Option(names = "--dot", description = "print the Graphviz text instead of SVG")
  boolean dot;

  @Option(names = "--timeout", paramLabel = "S", defaultValue = "60",
      description = "time limit of the DASH run in seconds (default: ${DEFAULT-VALUE})")
  long timeout;

  @Override
  public Integer call() {
    try {
      ShowCommand.Input.Loaded loaded = input.loadTask();
      Program program =
          Instrumenter.instrument(loaded.program(), loaded.task().specification().properties());
      DashEngine engine = new DashEngine(DashOptions.defaults());
      engine.verify(program, Budget.of(Duration.ofSeconds(timeout)));
      String graph = engine.lastRegionGraph().orElse("digraph dash {}\n");
      if (dot) {
        System.out.print(graph);
        return Errors.EXIT_OK;
      }
      return render(graph);
    } catch (TaskException e) {
      return Errors.input(e.getMessage(), "");
    } catch (FrontendException e) {
      return Errors.input(e.getMessage(), e.details());
    }
  }

  private static int render(String graph) {
    try {
      Process p = new ProcessBuilder("dot", "-Tsvg").redirectError(ProcessBuilder.Redirect.INHERIT)
          .start();
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
      return Errors.input("Graphviz's dot is not installed (apt-get install graphviz); use --dot"
          + " for the Graphviz text", "");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Errors.input("interrupted while rendering", "");
    }
  }
}
