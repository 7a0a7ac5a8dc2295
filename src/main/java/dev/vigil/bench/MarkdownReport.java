package dev.vigil.bench;

import java.util.List;

/** Renders reports as GitHub-flavoured Markdown. */
public final class MarkdownReport {
  private MarkdownReport() {}

  /** The summary of a run: headline, tables, and the quantile plot next to it. */
  public static String summary(BenchRun run, String plotFile, List<Table> extra) {
    StringBuilder md = new StringBuilder("# Vigil benchmark results\n\n");
    md.append(run.info().describe()).append("\n\n");
    md.append("**").append(ReportTables.headline(run.summary().overall())).append("**\n\n");
    for (Table t : ReportTables.all(run, extra)) {
      md.append(table(t));
      if (t.title().equals("Results by category")) {
        md.append("![Quantile plot: CPU time of the n-th fastest correct result](")
            .append(plotFile)
            .append(")\n\n");
      }
    }
    return md.toString();
  }

  /** The headline and the overview tables, for the terminal at the end of a run. */
  public static String overview(BenchRun run) {
    StringBuilder md =
        new StringBuilder(ReportTables.headline(run.summary().overall())).append("\n\n");
    ReportTables.overview(run).forEach(t -> md.append(table(t)));
    return md.toString();
  }

  public static String document(String title, List<String> paragraphs, List<Table> tables) {
    StringBuilder md = new StringBuilder("# ").append(title).append("\n\n");
    paragraphs.forEach(p -> md.append(p).append("\n\n"));
    tables.forEach(t -> md.append(table(t)));
    return md.toString();
  }

  static String table(Table t) {
    StringBuilder md = new StringBuilder("## ").append(t.title()).append("\n\n");
    if (!t.note().isEmpty()) {
      md.append(t.note()).append("\n\n");
    }
    if (t.rows().isEmpty()) {
      return md.append("None.\n\n").toString();
    }
    md.append('|');
    t.header().forEach(h -> md.append(' ').append(Tables.markdown(h)).append(" |"));
    md.append("\n|");
    for (int i = 0; i < t.header().size(); i++) {
      md.append(t.numeric(i) ? " ---: |" : " --- |");
    }
    md.append('\n');
    for (Table.Row r : t.rows()) {
      md.append('|');
      for (String cell : r.cells()) {
        String text = Tables.markdown(cell);
        md.append(' ')
            .append(r.style().equals("total") && !text.isEmpty() ? "**" + text + "**" : text)
            .append(" |");
      }
      md.append('\n');
    }
    return md.append('\n').toString();
  }
}
