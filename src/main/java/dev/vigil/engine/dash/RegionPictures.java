package dev.vigil.engine.dash;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Writes the region graph of every iteration as Graphviz ({@code --dash-dot DIR}), numbered in
 * order, and main's graph when the run ends as {@value #FINAL}.
 */
final class RegionPictures {
  /** The file name of main's region graph when the run ends. */
  static final String FINAL = "final.dot";

  private final Optional<Path> directory;
  private int count;
  private String lastError;

  RegionPictures(Optional<Path> directory) {
    this.directory = directory;
  }

  boolean enabled() {
    return directory.isPresent();
  }

  /** Writes one iteration's picture; a failure to write is remembered, not fatal. */
  void write(String name, String dot) {
    writeFile(String.format("%05d-%s.dot", ++count, name), dot);
  }

  /** Writes main's graph at the end of the run. */
  void writeFinal(String dot) {
    writeFile(FINAL, dot);
  }

  private void writeFile(String file, String dot) {
    if (directory.isEmpty()) {
      return;
    }
    try {
      Files.createDirectories(directory.get());
      Files.writeString(directory.get().resolve(file), dot);
    } catch (IOException e) {
      lastError = e.getMessage();
    }
  }

  Optional<String> error() {
    return Optional.ofNullable(lastError);
  }
}
