package dev.vigil.bench;

import dev.vigil.ir.Property;
import dev.vigil.task.InputFile;
import dev.vigil.task.Task;
import dev.vigil.task.TaskException;
import dev.vigil.task.TaskFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Turns the TASKS arguments into benchmark tasks: {@code .yml} task files, folders (searched
 * recursively for {@code .yml} files), and list files (one path or glob pattern per line, relative
 * to the list file, as in BenchExec's {@code .set} files; {@code #} starts a comment). The category
 * of a task is the folder of its task file relative to the folder given (or the list file's
 * folder), or the task file's own folder name when it lies elsewhere.
 */
public final class TaskCollector {
  private TaskCollector() {}

  /** The tasks found, sorted by id, and one line for each task file that was skipped. */
  public record Selection(List<BenchTask> tasks, List<String> skipped) {
    public Selection {
      tasks = List.copyOf(tasks);
      skipped = List.copyOf(skipped);
    }
  }

  private record Found(Path file, Path root) {}

  public static Selection collect(List<Path> arguments) throws BenchException {
    Map<Path, Found> found = new LinkedHashMap<>();
    for (Path argument : arguments) {
      for (Found f : expand(argument)) {
        found.putIfAbsent(f.file(), f);
      }
    }
    Map<String, BenchTask> byId = new LinkedHashMap<>();
    List<String> skipped = new ArrayList<>();
    for (Found f : found.values()) {
      Optional<BenchTask> task = read(f, skipped);
      if (task.isPresent()) {
        BenchTask clash = byId.putIfAbsent(task.get().id(), task.get());
        if (clash != null) {
          throw new BenchException(
              "two tasks have the id " + clash.id() + ": " + clash.file() + " and " + f.file());
        }
      }
    }
    List<BenchTask> tasks = new ArrayList<>(byId.values());
    tasks.sort(Comparator.comparing(BenchTask::id));
    return new Selection(tasks, skipped);
  }

  /** List files are paths and patterns, one a line; larger ones are not list files. */
  private static final long MAX_LIST_BYTES = 16 << 20;

  private static List<Found> expand(Path argument) throws BenchException {
    Path path = argument.toAbsolutePath().normalize();
    if (!Files.exists(path)) {
      throw new BenchException("cannot read " + argument + ": no such file or folder");
    }
    if (Files.isDirectory(path)) {
      return taskFilesIn(path, path);
    }
    if (isTaskFile(path)) {
      return List.of(new Found(path, path.getParent()));
    }
    return readListFile(path);
  }

  private static List<Found> readListFile(Path listFile) throws BenchException {
    List<String> lines;
    try {
      lines = InputFile.read(listFile, "list file", MAX_LIST_BYTES).lines().toList();
    } catch (TaskException e) {
      throw new BenchException(e.getMessage());
    }
    Path dir = listFile.getParent();
    List<Found> result = new ArrayList<>();
    for (String raw : lines) {
      String line = raw.replaceAll("#.*", "").trim();
      if (line.isEmpty()) {
        continue;
      }
      List<Found> matches = line.matches(".*[*?\\[{].*") ? glob(dir, line) : literal(dir, line);
      if (matches.isEmpty()) {
        throw new BenchException(listFile + ": '" + line + "' matches no task file");
      }
      result.addAll(matches);
    }
    return result;
  }

  private static List<Found> literal(Path dir, String line) throws BenchException {
    Path path = dir.resolve(line).normalize();
    if (Files.isDirectory(path)) {
      return taskFilesIn(path, dir);
    }
    return Files.isRegularFile(path) ? List.of(new Found(path, dir)) : List.of();
  }

  /** Expands a glob pattern such as {@code ../sv-comp/loop-*}{@code /*.yml} relative to dir. */
  private static List<Found> glob(Path dir, String pattern) throws BenchException {
    String[] parts = pattern.split("/");
    Path base = dir;
    int firstGlob = 0;
    while (firstGlob < parts.length - 1 && !parts[firstGlob].matches(".*[*?\\[{].*")) {
      base = base.resolve(parts[firstGlob]);
      firstGlob++;
    }
    Path start = base.normalize();
    if (!Files.isDirectory(start)) {
      return List.of();
    }
    String rest = String.join("/", List.of(parts).subList(firstGlob, parts.length));
    PathMatcher matcher;
    try {
      matcher = FileSystems.getDefault().getPathMatcher("glob:" + rest);
    } catch (IllegalArgumentException e) {
      throw new BenchException("'" + pattern + "' is not a valid glob pattern");
    }
    return walk(start, p -> matcher.matches(start.relativize(p)) && isTaskFile(p), dir);
  }

  private static List<Found> taskFilesIn(Path folder, Path root) throws BenchException {
    return walk(folder, TaskCollector::isTaskFile, root);
  }

  private static List<Found> walk(Path folder, Predicate<Path> keep, Path root)
      throws BenchException {
    try (Stream<Path> files = Files.walk(folder)) {
      return files
          .filter(Files::isRegularFile)
          .filter(keep)
          .sorted()
          .map(p -> new Found(p.normalize(), root))
          .toList();
    } catch (IOException | UncheckedIOException e) {
      throw new BenchException("cannot search " + folder + ": " + e.getMessage());
    }
  }

  private static boolean isTaskFile(Path p) {
    String name = p.getFileName().toString();
    return name.endsWith(".yml") || name.endsWith(".yaml");
  }

  private static Optional<BenchTask> read(Found f, List<String> skipped) {
    Task task;
    try {
      task = TaskFile.read(f.file(), Optional.empty());
    } catch (TaskException e) {
      skipped.add(e.getMessage());
      return Optional.empty();
    }
    String category = category(f.root(), f.file());
    Set<String> violations = new LinkedHashSet<>();
    for (Property p : task.specification().properties()) {
      violations.add(p.svcompName());
    }
    return Optional.of(
        new BenchTask(
            category + "/" + f.file().getFileName(),
            f.file(),
            category,
            task.specification().name(),
            violations,
            task.expected()));
  }

  static String category(Path root, Path file) {
    Path folder = file.getParent();
    Path relative = root.relativize(folder);
    if (relative.toString().isEmpty() || relative.startsWith("..")) {
      return folder.getFileName() == null ? "tasks" : folder.getFileName().toString();
    }
    return relative.toString().replace('\\', '/');
  }
}
