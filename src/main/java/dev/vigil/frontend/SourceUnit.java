package dev.vigil.frontend;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * One translation unit of a program: a source file, the directory its compiler ran in (relative
 * paths in the flags and the file are relative to it), and the flags that matter for what the
 * program means: include paths, macro definitions, forced includes and the language standard (see
 * {@link CompileFlags}).
 */
public record SourceUnit(Path file, Path directory, List<String> flags) {
  public SourceUnit {
    Objects.requireNonNull(file);
    Objects.requireNonNull(directory);
    flags = List.copyOf(flags);
  }

  /** A file on its own, compiled with Vigil's flags only, in the current directory. */
  public static SourceUnit of(Path file) {
    return new SourceUnit(file, Path.of("").toAbsolutePath(), List.of());
  }

  /** The file, absolute. */
  public Path absoluteFile() {
    return directory.resolve(file).toAbsolutePath().normalize();
  }
}
