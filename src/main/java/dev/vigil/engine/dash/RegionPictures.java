package dev.vigil.engine.dash;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Writes the region graph of every iteration as Graphviz ({@code --dash-dot DIR}), numbered in
 * order, so that the last file is the final abstraction.
 */
final class RegionPictures {
  private final Optional<Path> directory;
  private int count;
  private String lastError;

  RegionPictures(Optional<Path> directory) {
    this.directory = directory;
  }

  boolean enabled() {
    return directory.isPresent();
  }

  /** Writes one picture; a failure to write is remembered, not fatal. */
  void write(String name, String dot) {
    if (directory.isEmpty()) {
      return;
    }
    try {
      Files.createDirectories(directory.get());
      Files.writeString(directory.get().resolve(String.format("%05d-%s.dot", ++count, name)), dot);
    } catch (IOException e) {
      lastError = e.getMessage();
    }
  }

  Optional<String> error() {
    return Optional.ofNullable(lastError);
  }
}
