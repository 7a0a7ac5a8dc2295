package dev.vigil.ir;

import java.util.Objects;

/**
 * A position in a source file. Line and column are 1-based; 0 means unknown. Source locations never
 * take part in the equality of expressions or operations.
 */
public record SourceLoc(String file, int line, int column) {
  public static final SourceLoc UNKNOWN = new SourceLoc("", 0, 0);

  public SourceLoc {
    Objects.requireNonNull(file);
  }

  public boolean isKnown() {
    return line > 0;
  }

  /** The file name without directories, as users read it in traces. */
  public String fileName() {
    int slash = file.lastIndexOf('/');
    return slash < 0 ? file : file.substring(slash + 1);
  }

  @Override
  public String toString() {
    if (!isKnown()) {
      return "<unknown>";
    }
    return column > 0 ? fileName() + ":" + line + ":" + column : fileName() + ":" + line;
  }
}
