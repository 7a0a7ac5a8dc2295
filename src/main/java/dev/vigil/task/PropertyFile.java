package dev.vigil.task;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads SV-COMP property files ({@code .prp}). */
public final class PropertyFile {
  private static final Pattern CALL = Pattern.compile("G\\s*!\\s*call\\(\\s*(\\w+)\\s*\\(\\s*\\)\\s*\\)");

  private PropertyFile() {}

  public static Specification read(Path file) throws TaskException {
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException e) {
      throw new TaskException("cannot read property file " + file + ": " + describe(e));
    }
    return parse(text, file.toString());
  }

  /** Parses the text of a property file; {@code where} names it in errors. */
  public static Specification parse(String text, String where) throws TaskException {
    String body = text.replaceAll("//[^\n]*", "").trim();
    Matcher call = CALL.matcher(body);
    if (call.find()) {
      List<String> errorFunctions = new ArrayList<>(Specification.DEFAULT_ERROR_FUNCTIONS);
      if (!errorFunctions.contains(call.group(1))) {
        errorFunctions.add(0, call.group(1));
      }
      return new Specification(
          "unreach-call", Specification.unreachCall().properties(), errorFunctions, false);
    }
    if (body.matches("(?s).*G\\s*!\\s*overflow.*")) {
      return Specification.noOverflow();
    }
    if (body.contains("valid-deref") || body.contains("valid-free") || body.contains("valid-memtrack")) {
      return Specification.memSafety();
    }
    String kind =
        body.contains("valid-memcleanup") ? "valid-memcleanup"
            : body.contains("F end") ? "termination"
            : body.startsWith("COVER") ? "coverage"
            : body.contains("data-race") ? "no-data-race"
            : null;
    if (kind != null) {
      throw new TaskException("unsupported property " + kind + " in " + where);
    }
    throw new TaskException("cannot understand property file " + where);
  }

  static String describe(IOException e) {
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
