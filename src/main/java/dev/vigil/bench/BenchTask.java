package dev.vigil.bench;

import dev.vigil.task.Task;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One task of a benchmark: its task file, a unique {@code id} ({@code category/file.yml}), the
 * category (the folder of the task file below the task root), the property checked, the names of
 * the properties whose violation is a FALSE answer for it, and the expected verdict if known.
 */
public record BenchTask(
    String id,
    Path file,
    String category,
    String property,
    Set<String> violationNames,
    Optional<Task.Expected> expected) {

  public BenchTask {
    Objects.requireNonNull(id);
    Objects.requireNonNull(file);
    Objects.requireNonNull(category);
    Objects.requireNonNull(property);
    violationNames = Set.copyOf(violationNames);
    Objects.requireNonNull(expected);
  }

  /**
   * The expected verdict as shown in tables: {@code TRUE}, {@code FALSE(valid-deref)}, or empty.
   */
  public String expectedText() {
    if (expected.isEmpty()) {
      return "";
    }
    Task.Expected e = expected.get();
    if (e.verdict()) {
      return "TRUE";
    }
    String violated =
        e.subproperty()
            .orElse(violationNames.size() == 1 ? violationNames.iterator().next() : property);
    return "FALSE(" + violated + ")";
  }
}
