package dev.vigil.cli;

import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.DataModel;
import dev.vigil.task.InputFile;
import dev.vigil.task.Specification;
import dev.vigil.task.Task;
import dev.vigil.task.TaskException;
import dev.vigil.task.TaskFile;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/** Turns the command line's file and options into a {@link Task}. */
final class TaskLoader {
  private static final List<String> PROGRAM_SUFFIXES = List.of(".c", ".i", ".h", ".ll", ".bc");

  private TaskLoader() {}

  static Task load(Path file, Optional<String> property, Optional<DataModel> dataModel)
      throws TaskException {
    String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
    InputFile.check(file, "input file");
    if (name.endsWith(".yml") || name.endsWith(".yaml")) {
      Task t = TaskFile.read(file, property);
      for (Path input : t.inputFiles()) {
        InputFile.check(input, "input file (named by " + file + ")");
      }
      return dataModel.isEmpty()
          ? t
          : new Task(
              t.taskFile(), t.inputFiles(), t.specification(), dataModel.get(), t.expected());
    }
    if (PROGRAM_SUFFIXES.stream().noneMatch(name::endsWith)) {
      throw new TaskException(
          file + " is not a C file (expected .c, .i, .ll, .bc, or an SV-COMP task .yml)");
    }
    Specification spec =
        property.isPresent() ? TaskFile.explicit(property.get()) : Specification.unreachCall();
    return new Task(
        Optional.empty(), List.of(file), spec, dataModel.orElse(DataModel.LP64), Optional.empty());
  }

  /**
   * How the front end reads the task's program: the specification's error functions and label, plus
   * the label given with {@code --error-label}, if any; a main that reads its command line starts
   * from {@link dev.vigil.spec.EntryHarness#started the harness}.
   */
  static FrontendOptions frontendOptions(
      Task task, Optional<String> extraLabel, Consumer<String> warnings) throws TaskException {
    Specification spec = task.specification();
    Optional<String> label = spec.errorLabel();
    if (extraLabel.isPresent()) {
      if (label.isPresent() && !label.equals(extraLabel)) {
        throw new TaskException(
            "--error-label "
                + extraLabel.get()
                + " conflicts with the property's label "
                + label.get());
      }
      label = extraLabel;
    }
    return new FrontendOptions(
            task.dataModel(), spec.errorFunctions(), spec.assertionsAreErrors(), label, warnings)
        .withCommandLineHarness();
  }
}
