package dev.vigil;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.Program;
import dev.vigil.spec.Instrumenter;
import dev.vigil.task.Task;
import dev.vigil.task.TaskFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The shared task folders ({@code ../shared}, or {@code -Dvigil.shared=DIR}) and their tasks as
 * engines see them. Tests that need them are skipped where the folder is absent.
 */
public final class SharedTasks {
  private SharedTasks() {}

  /** A folder below {@code benchmarks/}, e.g. "sv-comp"; the test is skipped if it is absent. */
  public static Path benchmarks(String folder) {
    Path dir =
        Path.of(System.getProperty("vigil.shared", "../shared"))
            .toAbsolutePath()
            .normalize()
            .resolve("benchmarks")
            .resolve(folder);
    assumeTrue(
        Files.isDirectory(dir), "shared tasks not found at " + dir + " (set -Dvigil.shared)");
    return dir;
  }

  /** A task and its program, lifted and instrumented for the task's properties. */
  public record Loaded(Task task, Program program) {}

  public static Loaded load(Path yml) throws Exception {
    Task task = TaskFile.read(yml, Optional.empty());
    Program program =
        Frontend.load(
            task.inputFiles().get(0),
            new FrontendOptions(
                task.dataModel(),
                task.specification().errorFunctions(),
                task.specification().assertionsAreErrors(),
                task.specification().errorLabel(),
                w -> {}));
    return new Loaded(task, Instrumenter.instrument(program, task.specification().properties()));
  }
}
