package dev.vigil.bench;

import java.util.Base64;
import java.util.List;

/**
 * Renders reports as one self-contained HTML page: styles inline, plots embedded as PNG data, no
 * scripts and nothing fetched.
 */
public final class HtmlReport {
  private static final String STYLE =
      """
      body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2em auto; max-width: 72em;
             padding: 0 1em; color: #222; }
      h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 1.8em; }
      p.info { color: #555; } p.headline { font-size: 1.1em; font-weight: 600; }
      p.note { color: #666; font-size: 0.9em; }
      table { border-collapse: collapse; margin: 0.5em 0; font-size: 0.92em; }
      th, td { border: 1px solid #ddd; padding: 0.3em 0.6em; text-align: left; }
      th { background: #f3f3f3; } td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
      tr.correct td { background: #eefbea; } tr.wrong td { background: #fde8e8; font-weight: 600; }
      tr.unknown td { color: #666; } tr.total td { font-weight: 700; background: #f7f7f7; }
      img.plot { max-width: 100%; border: 1px solid #eee; }
      """;

  private HtmlReport() {}

  /** The summary of a run, with the quantile plot embedded. */
  public static String summary(BenchRun run, byte[] quantilePng, List<Table> extra) {
    return document(
        "Vigil benchmark results",
        List.of(run.info().describe()),
        ReportTables.headline(run.summary().overall()),
        ReportTables.all(run, extra),
        "Results by category",
        quantilePng,
        "Quantile plot: CPU time of the n-th fastest correct result");
  }

  /**
   * A page: title, info lines, a headline, the tables, and a plot placed after the table titled
   * {@code plotAfter}.
   */
  public static String document(
      String title,
      List<String> info,
      String headline,
      List<Table> tables,
      String plotAfter,
      byte[] png,
      String alt) {
    StringBuilder html =
        new StringBuilder(
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    html.append("<title>")
        .append(Tables.html(title))
        .append("</title>\n<style>\n")
        .append(STYLE)
        .append("</style>\n");
    html.append("</head>\n<body>\n<h1>").append(Tables.html(title)).append("</h1>\n");
    info.forEach(i -> html.append("<p class=\"info\">").append(Tables.html(i)).append("</p>\n"));
    html.append("<p class=\"headline\">").append(Tables.html(headline)).append("</p>\n");
    for (Table t : tables) {
      html.append(table(t));
      if (t.title().equals(plotAfter)) {
        html.append("<p><img class=\"plot\" alt=\"")
            .append(Tables.html(alt))
            .append("\" src=\"data:image/png;base64,")
            .append(Base64.getEncoder().encodeToString(png))
            .append("\"></p>\n");
      }
    }
    return html.append("</body>\n</html>\n").toString();
  }

  static String table(Table t) {
    StringBuilder html = new StringBuilder("<h2>").append(Tables.html(t.title())).append("</h2>\n");
    if (!t.note().isEmpty()) {
      html.append("<p class=\"note\">").append(Tables.html(t.note())).append("</p>\n");
    }
    if (t.rows().isEmpty()) {
      return html.append("<p>None.</p>\n").toString();
    }
    boolean[] numeric = new boolean[t.header().size()];
    html.append("<table>\n<thead><tr>");
    for (int i = 0; i < numeric.length; i++) {
      numeric[i] = t.numeric(i);
      html.append(numeric[i] ? "<th class=\"num\">" : "<th>")
          .append(Tables.html(t.header().get(i)))
          .append("</th>");
    }
    html.append("</tr></thead>\n<tbody>\n");
    for (Table.Row r : t.rows()) {
      html.append(r.style().isEmpty() ? "<tr>" : "<tr class=\"" + r.style() + "\">");
      for (int i = 0; i < numeric.length; i++) {
        html.append(numeric[i] ? "<td class=\"num\">" : "<td>")
            .append(Tables.html(r.cells().get(i)))
            .append("</td>");
      }
      html.append("</tr>\n");
    }
    return html.append("</tbody>\n</table>\n").toString();
  }
}
