package dev.vigil.bench;

import java.util.List;
import java.util.Objects;

/**
 * A titled table of text cells, rendered as Markdown or HTML. Columns whose header starts with a
 * digit-like quantity (see {@link #numeric}) are right-aligned. A row's {@code style} ({@code
 * correct}, {@code wrong}, {@code unknown}, {@code total} or empty) colours it in HTML.
 */
public record Table(String title, String note, List<String> header, List<Row> rows) {

  /** One row; {@code style} is a CSS class name or empty. */
  public record Row(List<String> cells, String style) {
    public Row {
      cells = List.copyOf(cells);
      Objects.requireNonNull(style);
    }

    public static Row of(String style, String... cells) {
      return new Row(List.of(cells), style);
    }
  }

  public Table {
    Objects.requireNonNull(title);
    Objects.requireNonNull(note);
    header = List.copyOf(header);
    rows = List.copyOf(rows);
    for (Row r : rows) {
      if (r.cells().size() != header.size()) {
        throw new IllegalArgumentException("row " + r.cells() + " does not fit header " + header);
      }
    }
  }

  /** Whether column {@code i} holds numbers (every non-empty cell parses as one). */
  public boolean numeric(int i) {
    boolean any = false;
    for (Row r : rows) {
      String cell = r.cells().get(i);
      if (cell.isEmpty()) {
        continue;
      }
      if (!cell.matches("[+-]?\\d+(\\.\\d+)?")) {
        return false;
      }
      any = true;
    }
    return any;
  }
}
