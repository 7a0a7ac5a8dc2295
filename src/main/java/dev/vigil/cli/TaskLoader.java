package dev.vigil.cli;

import dev.vigil.ir.DataModel;
import dev.vigil.task.Specification;
import dev.vigil.task.Task;
import dev.vigil.task.TaskException;
import dev.vigil.task.TaskFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Turns the command line's file and options into a {@link Task}. */
final class TaskLoader {
  private static final List<String> PROGRAM_SUFFIXES = List.of(".c", ".i", ".h", ".ll", ".bc");

  private TaskLoader() {}

  static Task load(Path file, Optional<String> property, Optional<DataModel> dataModel)
      throws TaskException {
    String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
    if (!Files.exists(file)) {
      throw new TaskException("cannot read " + file + ": no such file");
    }
    if (Files.isDirectory(file)) {
      throw new TaskException(file + " is a directory, not a C file or task file");
    }
    if (!Files.isReadable(file)) {
      throw new TaskException("cannot read " + file + ": permission denied");
    }
    if (name.endsWith(".yml") || name.endsWith(".yaml")) {
      Task t = TaskFile.read(file, property);
      for (Path input : t.inputFiles()) {
        if (!Files.isReadable(input)) {
          throw new TaskException("cannot read " + input + " (named by " + file + ")");
        }
      }
      return dataModel.isEmpty()
          ? t
          : new Task(t.taskFile(), t.inputFiles(), t.specification(), dataModel.get(), t.expected());
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
}
