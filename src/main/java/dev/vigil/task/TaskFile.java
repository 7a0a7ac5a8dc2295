package dev.vigil.task;

import dev.vigil.ir.DataModel;
import dev.vigil.task.Task.Expected;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.composer.Composer;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.StreamReader;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * Reads SV-COMP task definitions (format 2.0). SnakeYAML composes the document into nodes, which
 * are read as they are: building Jackson's object mapper for it cost about 40 ms of CPU per run.
 * Only the plain scalars true and false are booleans; a text is a scalar that is not a number,
 * boolean or null.
 */
public final class TaskFile {
  /** Task files are a few lines; larger ones are not task files. */
  private static final long MAX_BYTES = 1 << 20;

  private TaskFile() {}

  /**
   * Reads a task file. {@code property} selects one of its properties by name (e.g. {@code
   * no-overflow}) or a {@code .prp} path; when empty, the first property Vigil supports is used.
   */
  public static Task read(Path file, Optional<String> property) throws TaskException {
    String text = InputFile.read(file, "task file", MAX_BYTES);
    Node root;
    try {
      // What Yaml.compose does, without building the rest of a Yaml (constructors, representers).
      LoaderOptions options = new LoaderOptions();
      root =
          new Composer(new ParserImpl(new StreamReader(text), options), new Resolver(), options)
              .getSingleNode();
    } catch (RuntimeException e) {
      throw new TaskException("malformed task file " + file + ": " + firstLine(e.getMessage()));
    }
    if (!(root instanceof MappingNode)) {
      throw new TaskException("malformed task file " + file + ": not a YAML mapping");
    }
    checkUniqueKeys(root, file);
    Path dir = file.toAbsolutePath().getParent();
    List<Path> inputs = new ArrayList<>();
    Node in = field(root, "input_files");
    if (text(in).isPresent()) {
      inputs.add(resolve(dir, in, file));
    } else if (in instanceof SequenceNode list) {
      for (Node n : list.getValue()) {
        inputs.add(resolve(dir, n, file));
      }
    } else if (in != null) {
      throw new TaskException("task file " + file + ": input_files is neither a file nor a list");
    }
    if (inputs.isEmpty()) {
      throw new TaskException("task file " + file + " names no input_files");
    }
    Node options = field(root, "options");
    if (options != null && !(options instanceof MappingNode)) {
      throw new TaskException("task file " + file + ": options is not a mapping");
    }
    Node dataModel = field(options, "data_model");
    DataModel model =
        switch (dataModel == null ? "ILP32" : text(dataModel).orElse("")) {
          case "LP64" -> DataModel.LP64;
          case "ILP32" -> DataModel.ILP32;
          default ->
              throw new TaskException(
                  "task file " + file + ": unknown data_model " + shown(dataModel));
        };
    if (!(field(root, "properties") instanceof SequenceNode properties)) {
      throw new TaskException("task file " + file + " lists no properties");
    }

    Specification chosen = null;
    Optional<Expected> expected = Optional.empty();
    String firstProblem = null;
    for (Node p : properties.getValue()) {
      checkUniqueKeys(p, file);
      if (text(field(p, "property_file")).isEmpty()) {
        throw new TaskException("task file " + file + ": a property without a property_file");
      }
      Node verdict = field(p, "expected_verdict");
      if (verdict != null && bool(verdict).isEmpty()) {
        throw new TaskException(
            "task file "
                + file
                + ": expected_verdict "
                + shown(verdict)
                + " is neither true nor false");
      }
      Path prp = resolve(dir, field(p, "property_file"), file);
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
      if (verdict != null) {
        Node subproperty = field(p, "subproperty");
        expected =
            Optional.of(
                new Expected(
                    bool(verdict).orElseThrow(),
                    subproperty == null ? Optional.empty() : Optional.of(shown(subproperty))));
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
  private static Path resolve(Path dir, Node name, Path file) throws TaskException {
    Optional<String> text = text(name);
    if (text.isEmpty() || text.get().isBlank()) {
      throw new TaskException("task file " + file + ": " + shown(name) + " is not a file name");
    }
    try {
      return dir.resolve(text.get()).normalize();
    } catch (InvalidPathException e) {
      throw new TaskException("task file " + file + ": " + shown(name) + " is not a file name");
    }
  }

  /** The value of {@code key} in a mapping; null when absent or {@code node} is no mapping. */
  private static Node field(Node node, String key) {
    if (node instanceof MappingNode mapping) {
      for (NodeTuple entry : mapping.getValue()) {
        if (entry.getKeyNode() instanceof ScalarNode k && k.getValue().equals(key)) {
          return entry.getValueNode();
        }
      }
    }
    return null;
  }

  /** A mapping with a key twice is malformed (which of the two counts would be a guess). */
  private static void checkUniqueKeys(Node node, Path file) throws TaskException {
    if (node instanceof MappingNode mapping) {
      Set<String> keys = new HashSet<>();
      for (NodeTuple entry : mapping.getValue()) {
        if (entry.getKeyNode() instanceof ScalarNode k && !keys.add(k.getValue())) {
          throw new TaskException(
              "malformed task file " + file + ": duplicate key '" + k.getValue() + "'");
        }
      }
    }
  }

  /** The text of a scalar that is not a number, boolean or null. */
  private static Optional<String> text(Node node) {
    if (node instanceof ScalarNode scalar
        && !scalar.getTag().equals(Tag.INT)
        && !scalar.getTag().equals(Tag.FLOAT)
        && !scalar.getTag().equals(Tag.NULL)
        && bool(scalar).isEmpty()) {
      return Optional.of(scalar.getValue());
    }
    return Optional.empty();
  }

  /** The value of a scalar {@code true} or {@code false} (YAML 1.2's spellings), if it is one. */
  private static Optional<Boolean> bool(Node node) {
    if (node instanceof ScalarNode scalar && scalar.getTag().equals(Tag.BOOL)) {
      return switch (scalar.getValue()) {
        case "true", "True", "TRUE" -> Optional.of(true);
        case "false", "False", "FALSE" -> Optional.of(false);
        default -> Optional.empty();
      };
    }
    return Optional.empty();
  }

  /** A node in a message: a scalar's text, or the kind of a collection. */
  private static String shown(Node node) {
    return switch (node) {
      case ScalarNode scalar -> scalar.getValue();
      case SequenceNode list -> "a list";
      case MappingNode mapping -> "a mapping";
      default -> "a YAML node";
    };
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
