package dev.vigil.task;

import dev.vigil.ir.DataModel;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One verification run: the input files, what to check, the data model, and, for an SV-COMP task
 * file, the expected verdict.
 */
public record Task(
    Optional<Path> taskFile,
    List<Path> inputFiles,
    Specification specification,
    DataModel dataModel,
    Optional<Expected> expected) {

  public Task {
    Objects.requireNonNull(taskFile);
    inputFiles = List.copyOf(inputFiles);
    Objects.requireNonNull(specification);
    Objects.requireNonNull(dataModel);
    Objects.requireNonNull(expected);
  }

  /**
   * The expected verdict: {@code true} (safe) or {@code false}, and for a violated memory-safety
   * property, the subproperty (e.g. {@code valid-deref}) when the task names it.
   */
  public record Expected(boolean verdict, Optional<String> subproperty) {
    public Expected {
      Objects.requireNonNull(subproperty);
    }

    @Override
    public String toString() {
      return verdict ? "true" : "false" + subproperty.map(s -> "(" + s + ")").orElse("");
    }
  }

  /** A name for reports: the task file's name, or the first input file's. */
  public String name() {
    Path p = taskFile.orElse(inputFiles.get(0));
    return p.getFileName().toString();
  }
}
