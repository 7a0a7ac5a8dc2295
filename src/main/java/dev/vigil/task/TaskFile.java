package dev.vigil.task;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.vigil.ir.DataModel;
import dev.vigil.task.Task.Expected;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads SV-COMP task definitions (format 2.0). */
public final class TaskFile {
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  private TaskFile() {}

  /**
   * Reads a task file. {@code property} selects one of its properties by name (e.g. {@code
   * no-overflow}) or a {@code .prp} path; when empty, the first property Vigil supports is used.
   */
  public static Task read(Path file, Optional<String> property) throws TaskException {
    JsonNode root;
    try {
      root = YAML.readTree(Files.readString(file));
    } catch (IOException e) {
      if (e instanceof java.nio.file.NoSuchFileException
          || e instanceof java.nio.file.AccessDeniedException) {
        throw new TaskException("cannot read task file " + file + ": " + PropertyFile.describe(e));
      }
      throw new TaskException("malformed task file " + file + ": " + firstLine(e.getMessage()));
    }
    if (root == null || !root.isObject()) {
      throw new TaskException("malformed task file " + file + ": not a YAML mapping");
    }
    Path dir = file.toAbsolutePath().getParent();
    List<Path> inputs = new ArrayList<>();
    JsonNode in = root.path("input_files");
    if (in.isTextual()) {
      inputs.add(dir.resolve(in.asText()).normalize());
    } else if (in.isArray()) {
      in.forEach(n -> inputs.add(dir.resolve(n.asText()).normalize()));
    }
    if (inputs.isEmpty()) {
      throw new TaskException("task file " + file + " names no input_files");
    }
    DataModel model =
        switch (root.path("options").path("data_model").asText("ILP32")) {
          case "LP64" -> DataModel.LP64;
          case "ILP32" -> DataModel.ILP32;
          default ->
              throw new TaskException(
                  "task file " + file + ": unknown data_model " + root.path("options").path("data_model").asText());
        };

    Specification chosen = null;
    Optional<Expected> expected = Optional.empty();
    String firstProblem = null;
    for (JsonNode p : root.path("properties")) {
      Path prp = dir.resolve(p.path("property_file").asText()).normalize();
      Specification spec;
      try {
        spec = PropertyFile.read(prp);
      } catch (TaskException e) {
        firstProblem = firstProblem == null ? e.getMessage() : firstProblem;
        continue;
      }
      if (property.isPresent() && !matches(property.get(), spec, prp)) {
        continue;
      }
      chosen = spec;
      if (p.has("expected_verdict")) {
        expected =
            Optional.of(
                new Expected(
                    p.path("expected_verdict").asBoolean(),
                    p.has("subproperty") ? Optional.of(p.path("subproperty").asText()) : Optional.empty()));
      }
      break;
    }
    if (chosen == null) {
      if (property.isPresent()) {
        Specification spec = explicit(property.get());
        return new Task(Optional.of(file), inputs, spec, model, Optional.empty());
      }
      throw new TaskException(
          firstProblem != null ? firstProblem : "task file " + file + " lists no property");
    }
    return new Task(Optional.of(file), inputs, chosen, model, expected);
  }

  /** A specification given on the command line: a property name or a .prp file. */
  public static Specification explicit(String property) throws TaskException {
    if (property.endsWith(".prp")) {
      return PropertyFile.read(Path.of(property));
    }
    return Specification.byName(property);
  }

  private static boolean matches(String wanted, Specification spec, Path prp) {
    if (wanted.endsWith(".prp")) {
      return Path.of(wanted).toAbsolutePath().normalize().equals(prp.toAbsolutePath().normalize());
    }
    return spec.name().equals(wanted);
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "unreadable";
    }
    int nl = s.indexOf('\n');
    return nl < 0 ? s : s.substring(0, nl);
  }
}
