package dev.vigil.task;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.vigil.ir.DataModel;
import dev.vigil.task.Task.Expected;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads SV-COMP task definitions (format 2.0). */
public final class TaskFile {
  private static final ObjectMapper YAML =
      new ObjectMapper(new YAMLFactory()).enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

  /** Task files are a few lines; larger ones are not task files. */
  private static final long MAX_BYTES = 1 << 20;

  private TaskFile() {}

  /**
   * Reads a task file. {@code property} selects one of its properties by name (e.g. {@code
   * no-overflow}) or a {@code .prp} path; when empty, the first property Vigil supports is used.
   */
  public static Task read(Path file, Optional<String> property) throws TaskException {
    String text = InputFile.read(file, "task file", MAX_BYTES);
    JsonNode root;
    try {
      root = YAML.readTree(text);
    } catch (IOException | RuntimeException e) {
      throw new TaskException("malformed task file " + file + ": " + firstLine(e.getMessage()));
    }
    if (root == null || !root.isObject()) {
      throw new TaskException("malformed task file " + file + ": not a YAML mapping");
    }
    Path dir = file.toAbsolutePath().getParent();
    List<Path> inputs = new ArrayList<>();
    JsonNode in = root.path("input_files");
    if (in.isTextual()) {
      inputs.add(resolve(dir, in, file));
    } else if (in.isArray()) {
      for (JsonNode n : in) {
        inputs.add(resolve(dir, n, file));
      }
    } else if (!in.isMissingNode()) {
      throw new TaskException("task file " + file + ": input_files is neither a file nor a list");
    }
    if (inputs.isEmpty()) {
      throw new TaskException("task file " + file + " names no input_files");
    }
    JsonNode options = root.path("options");
    if (!options.isMissingNode() && !options.isObject()) {
      throw new TaskException("task file " + file + ": options is not a mapping");
    }
    DataModel model =
        switch (options.path("data_model").asText("ILP32")) {
          case "LP64" -> DataModel.LP64;
          case "ILP32" -> DataModel.ILP32;
          default ->
              throw new TaskException(
                  "task file " + file + ": unknown data_model " + options.path("data_model"));
        };
    if (!root.path("properties").isArray()) {
      throw new TaskException("task file " + file + " lists no properties");
    }

    Specification chosen = null;
    Optional<Expected> expected = Optional.empty();
    String firstProblem = null;
    for (JsonNode p : root.path("properties")) {
      if (!p.path("property_file").isTextual()) {
        throw new TaskException("task file " + file + ": a property without a property_file");
      }
      JsonNode verdict = p.path("expected_verdict");
      if (!verdict.isMissingNode() && !verdict.isBoolean()) {
        throw new TaskException(
            "task file " + file + ": expected_verdict " + verdict + " is neither true nor false");
      }
      Path prp = resolve(dir, p.path("property_file"), file);
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
                    p.has("subproperty")
                        ? Optional.of(p.path("subproperty").asText())
                        : Optional.empty()));
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

  /** A file named by the task file, relative to its folder. */
  private static Path resolve(Path dir, JsonNode name, Path file) throws TaskException {
    if (!name.isTextual() || name.asText().isBlank()) {
      throw new TaskException("task file " + file + ": " + name + " is not a file name");
    }
    try {
      return dir.resolve(name.asText()).normalize();
    } catch (InvalidPathException e) {
      throw new TaskException("task file " + file + ": " + name + " is not a file name");
    }
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
