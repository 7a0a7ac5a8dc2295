package dev.vigil.frontend;

import dev.vigil.ir.DataModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The shared benchmark tasks: the SV-COMP tasks listed in MANIFEST.tsv and the seed examples, each
 * with its input file and data model. The shared directory is the property {@code vigil.shared},
 * else {@code ../shared} or {@code ../../shared} from the project directory.
 */
final class SharedTasks {
  record Task(Path yml, Path input, DataModel dataModel) {
    String name() {
      return yml.getParent().getFileName() + "/" + yml.getFileName();
    }
  }

  private SharedTasks() {}

  static Optional<Path> directory() {
    String property = System.getProperty("vigil.shared");
    List<Path> candidates =
        property != null
            ? List.of(Path.of(property))
            : List.of(Path.of("../shared"), Path.of("../../shared"));
    return candidates.stream().filter(p -> Files.isDirectory(p.resolve("benchmarks"))).findFirst();
  }

  static List<Task> all(Path shared) {
    List<Task> tasks = new ArrayList<>();
    Path svcomp = shared.resolve("benchmarks/sv-comp");
    Path seeds = shared.resolve("benchmarks/seed-examples");
    try {
      List<String> manifest = Files.readAllLines(svcomp.resolve("MANIFEST.tsv"));
      for (String line : manifest.subList(1, manifest.size())) {
        String[] fields = line.split("\t");
        Path yml = svcomp.resolve(fields[0]);
        tasks.add(new Task(yml, svcomp.resolve(fields[1]), dataModel(yml)));
      }
      try (Stream<Path> files = Files.list(seeds)) {
        for (Path yml : files.filter(f -> f.toString().endsWith(".yml")).sorted().toList()) {
          tasks.add(new Task(yml, yml.resolveSibling(inputFile(yml)), dataModel(yml)));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return tasks;
  }

  private static String inputFile(Path yml) throws IOException {
    return value(yml, "input_files:").replace("'", "").replace("\"", "").trim();
  }

  private static DataModel dataModel(Path yml) throws IOException {
    return value(yml, "data_model:").contains("ILP32") ? DataModel.ILP32 : DataModel.LP64;
  }

  private static String value(Path yml, String key) throws IOException {
    return Files.readAllLines(yml).stream()
        .map(String::trim)
        .filter(l -> l.startsWith(key))
        .map(l -> l.substring(key.length()).trim())
        .findFirst()
        .orElse("");
  }
}
