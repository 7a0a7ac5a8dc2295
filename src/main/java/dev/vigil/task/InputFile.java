package dev.vigil.task;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks before a file is read: it must be a regular file (not a folder, a device such as {@code
 * /dev/zero}, or a named pipe, which would block) that can be read; text files must be UTF-8 and of
 * a bounded size.
 */
public final class InputFile {
  private InputFile() {}

  /** Refuses {@code file} unless it is a readable regular file; {@code what} names it. */
  public static void check(Path file, String what) throws TaskException {
    if (!Files.exists(file)) {
      throw new TaskException("cannot read " + what + " " + file + ": no such file");
    }
    if (Files.isDirectory(file)) {
      throw new TaskException(what + " " + file + " is a directory");
    }
    if (!Files.isRegularFile(file)) {
      throw new TaskException(what + " " + file + " is not a regular file");
    }
    if (!Files.isReadable(file)) {
      throw new TaskException("cannot read " + what + " " + file + ": permission denied");
    }
  }

  /** The text of a checked file of at most {@code maxBytes}, read as UTF-8. */
  public static String read(Path file, String what, long maxBytes) throws TaskException {
    check(file, what);
    try {
      if (Files.size(file) > maxBytes) {
        throw new TaskException(
            what + " " + file + " is too large (more than " + maxBytes / 1024 + " KB)");
      }
      return Files.readString(file);
    } catch (CharacterCodingException e) {
      throw new TaskException("cannot read " + what + " " + file + ": not UTF-8 text");
    } catch (IOException e) {
      throw new TaskException("cannot read " + what + " " + file + ": " + describe(e));
    }
  }

  static String describe(IOException e) {
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return message.lines().findFirst().orElse(message);
  }
}
