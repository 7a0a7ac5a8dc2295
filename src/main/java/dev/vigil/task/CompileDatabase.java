package dev.vigil.task;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A compilation database ({@code compile_commands.json}, as CMake and Bear write it): for each
 * translation unit, the directory the compiler ran in, the file, and the compiler's arguments
 * (given as a list, or as one shell command line). A file compiled several times counts once.
 */
public final class CompileDatabase {
  /** One compilation: the file as written, the directory, the arguments (compiler first). */
  public record Entry(Path file, Path directory, List<String> arguments) {
    public Entry {
      Objects.requireNonNull(file);
      Objects.requireNonNull(directory);
      arguments = List.copyOf(arguments);
    }

    /** The file, absolute. */
    public Path absoluteFile() {
      return directory.resolve(file).toAbsolutePath().normalize();
    }
  }

  private CompileDatabase() {}

  /** The C files of the database, in its order. */
  public static List<Entry> read(Path database) throws TaskException {
    JsonNode root;
    try {
      root = new ObjectMapper().readTree(Files.readString(database));
    } catch (IOException e) {
      throw new TaskException("cannot read " + database + ": " + e.getMessage());
    }
    if (root == null || !root.isArray()) {
      throw new TaskException(database + " is not a compilation database (a JSON array)");
    }
    Path base = database.toAbsolutePath().getParent();
    Map<Path, Entry> byFile = new LinkedHashMap<>();
    for (JsonNode n : root) {
      JsonNode file = n.get("file");
      JsonNode directory = n.get("directory");
      if (file == null || !file.isTextual()) {
        throw new TaskException(database + ": an entry has no \"file\"");
      }
      Path dir =
          directory != null && directory.isTextual() ? base.resolve(directory.asText()) : base;
      List<String> arguments = new ArrayList<>();
      if (n.get("arguments") != null && n.get("arguments").isArray()) {
        n.get("arguments").forEach(a -> arguments.add(a.asText()));
      } else if (n.get("command") != null && n.get("command").isTextual()) {
        arguments.addAll(split(n.get("command").asText()));
      } else {
        throw new TaskException(
            database + ": the entry of " + file.asText() + " has neither arguments nor command");
      }
      Entry e = new Entry(Path.of(file.asText()), dir, arguments);
      if (e.absoluteFile().toString().endsWith(".c")) {
        byFile.putIfAbsent(e.absoluteFile(), e);
      }
    }
    return List.copyOf(byFile.values());
  }

  /** A shell command line split into words: quotes and backslashes as a POSIX shell reads them. */
  static List<String> split(String command) {
    List<String> words = new ArrayList<>();
    StringBuilder w = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < command.length(); i++) {
      char c = command.charAt(i);
      if (quote == '\'') {
        if (c == '\'') {
          quote = 0;
        } else {
          w.append(c);
        }
      } else if (quote == '"') {
        if (c == '"') {
          quote = 0;
        } else if (c == '\\'
            && i + 1 < command.length()
            && "\"\\$`".indexOf(command.charAt(i + 1)) >= 0) {
          w.append(command.charAt(++i));
        } else {
          w.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (c == '\\' && i + 1 < command.length()) {
        w.append(command.charAt(++i));
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(w.toString());
          w.setLength(0);
          inWord = false;
        }
      } else {
        w.append(c);
        inWord = true;
      }
    }
    if (inWord) {
      words.add(w.toString());
    }
    return words;
  }
}
