package dev.vigil.cli;

import dev.vigil.frontend.CompileFlags;
import dev.vigil.frontend.SourceUnit;
import dev.vigil.ir.DataModel;
import dev.vigil.task.CompileDatabase;
import dev.vigil.task.Task;
import dev.vigil.task.TaskException;
import dev.vigil.task.TaskFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The program {@code vigil verify} reads: one SV-COMP task file, or C files (a directory stands for
 * the C files under it), or the translation units of a compilation database (only those of the
 * files or directories named, if any are).
 */
record Inputs(Task task, List<SourceUnit> units) {

  static Inputs resolve(
      List<Path> files,
      Optional<Path> compileCommands,
      Optional<String> property,
      Optional<DataModel> dataModel)
      throws TaskException {
    if (compileCommands.isPresent()) {
      return fromDatabase(compileCommands.get(), files, property, dataModel);
    }
    if (files.isEmpty()) {
      throw new TaskException(
          "no input: give a C file, a directory, a task file or --compile-commands");
    }
    if (files.size() == 1 && !Files.isDirectory(files.get(0))) {
      Task task = TaskLoader.load(files.get(0), property, dataModel);
      return new Inputs(task, task.inputFiles().stream().map(SourceUnit::of).toList());
    }
    List<Path> sources = new ArrayList<>();
    for (Path f : files) {
      if (Files.isDirectory(f)) {
        sources.addAll(cFilesUnder(f));
      } else {
        Task one = TaskLoader.load(f, property, dataModel);
        if (one.taskFile().isPresent()) {
          throw new TaskException(f + " is a task file: give it alone");
        }
        sources.add(f);
      }
    }
    if (sources.isEmpty()) {
      throw new TaskException("no C files in " + files);
    }
    return new Inputs(
        task(sources, property, dataModel), sources.stream().map(SourceUnit::of).toList());
  }

  private static Inputs fromDatabase(
      Path database, List<Path> only, Optional<String> property, Optional<DataModel> dataModel)
      throws TaskException {
    if (!Files.isRegularFile(database)) {
      throw new TaskException("cannot read " + database + ": no such file");
    }
    List<Path> wanted = only.stream().map(p -> p.toAbsolutePath().normalize()).toList();
    List<SourceUnit> units = new ArrayList<>();
    for (CompileDatabase.Entry e : CompileDatabase.read(database)) {
      Path file = e.absoluteFile();
      if (wanted.isEmpty() || wanted.stream().anyMatch(file::startsWith)) {
        units.add(new SourceUnit(file, e.directory(), CompileFlags.relevant(e.arguments())));
      }
    }
    if (units.isEmpty()) {
      throw new TaskException(
          database + " has no C file" + (only.isEmpty() ? "" : " under " + only));
    }
    return new Inputs(
        task(units.stream().map(SourceUnit::file).toList(), property, dataModel), units);
  }

  private static Task task(List<Path> files, Optional<String> property, Optional<DataModel> model)
      throws TaskException {
    return new Task(
        Optional.empty(),
        files,
        property.isPresent()
            ? TaskFile.explicit(property.get())
            : dev.vigil.task.Specification.unreachCall(),
        model.orElse(DataModel.LP64),
        Optional.empty());
  }

  private static List<Path> cFilesUnder(Path dir) throws TaskException {
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> p.toString().endsWith(".c") && Files.isRegularFile(p)).sorted().toList();
    } catch (IOException e) {
      throw new TaskException("cannot read " + dir + ": " + e.getMessage());
    }
  }
}
