package dev.vigil.report;

import dev.vigil.ir.SourceLoc;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The C source lines that reports quote, read once per file; empty where a file is unreadable. */
final class SourceLines {
  private final Map<String, List<String>> cache = new HashMap<>();

  String line(SourceLoc loc) {
    List<String> lines =
        cache.computeIfAbsent(
            loc.file(),
            f -> {
              try {
                return Files.readAllLines(Path.of(f));
              } catch (IOException | RuntimeException e) {
                return List.of();
              }
            });
    int n = loc.line() - 1;
    return n >= 0 && n < lines.size() ? lines.get(n).strip() : "";
  }
}
