package dev.vigil.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Picture;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Input;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;
import dev.vigil.task.Task;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The HTML report of {@code --report}: one self-contained page (styles, script and data inline, no
 * network). A counterexample's path is highlighted in the source, and a step control walks the
 * trace, showing each step's value at its line and the values so far; a proof's invariants stand
 * above their loop heads; then the statistics and the engine's {@link Picture}, if any.
 */
public final class ResultPage {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final SourceLines sources = new SourceLines();

  /** The source files shown, in order; a step names its file by index here. */
  private final List<String> files = new ArrayList<>();

  /** Per file and line: what to show above the line (invariants) and beside it (the picture). */
  private final Map<String, List<String>> above = new LinkedHashMap<>();

  private final Map<String, List<String>> beside = new LinkedHashMap<>();
  private final Set<String> onPath = new LinkedHashSet<>();

  /** The file and line of the violation, if the page shows one. */
  private String violation = "";

  private ResultPage() {}

  /** The page for the result of verifying {@code task} with the engine named {@code engine}. */
  public static String render(Task task, Result result, String engine) {
    return new ResultPage().page(task, result, engine);
  }

  private String page(Task task, Result result, String engine) {
    Verdict verdict = result.verdict();
    file(task.inputFiles().get(0).toString());
    List<Map<String, Object>> steps = List.of();
    switch (verdict) {
      case Verdict.Violated v -> steps = steps(v.counterexample());
      case Verdict.Proved p -> p.proof().invariants().forEach(this::invariant);
      case Verdict.Unknown u -> {}
    }
    result.picture().ifPresent(this::picture);
    StringBuilder html = new StringBuilder();
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<title>Vigil: ")
        .append(escape(task.name()))
        .append("</title>\n<style>\n")
        .append(resource("page.css"))
        .append("</style>\n</head>\n<body>\n");
    header(html, task, verdict, engine);
    html.append("<main").append(steps.isEmpty() ? "" : " class=\"with-trace\"").append(">\n");
    sourceSection(html, legend(verdict));
    if (verdict instanceof Verdict.Violated v) {
      stepControl(html, v.counterexample());
    }
    html.append("</main>\n");
    result.picture().ifPresent(p -> pictureSection(html, p));
    Map<String, Object> statistics = StatisticsText.json(result.statistics());
    html.append("<details id=\"statistics\">\n<summary>Statistics (")
        .append(statistics.size())
        .append(" values; names ending in _s are seconds)</summary>\n<table>\n");
    statistics.forEach(
        (name, value) ->
            html.append("<tr><td>")
                .append(escape(name))
                .append("</td><td class=\"number\">")
                .append(escape(String.valueOf(value)))
                .append("</td></tr>\n"));
    html.append("</table>\n</details>\n<script id=\"trace-data\" type=\"application/json\">")
        .append(json(Map.of("steps", steps)).replace("</", "<\\/"))
        .append("</script>\n<script>\n")
        .append(resource("page.js"))
        .append("</script>\n</body>\n</html>\n");
    return html.toString();
  }

  private static void header(StringBuilder html, Task task, Verdict verdict, String engine) {
    String kind =
        switch (verdict) {
          case Verdict.Proved p -> "true";
          case Verdict.Violated v -> "false";
          case Verdict.Unknown u -> "unknown";
        };
    html.append("<header>\n<h1>")
        .append(escape(task.name()))
        .append(" <span id=\"verdict\" class=\"verdict ")
        .append(kind)
        .append("\">")
        .append(escape(VerdictText.verdict(verdict)))
        .append("</span></h1>\n<p>Property ")
        .append(escape(task.specification().name()))
        .append(", data model ")
        .append(task.dataModel().name())
        .append(", engine ")
        .append(escape(engine));
    task.expected()
        .ifPresent(e -> html.append(". ").append(escape(Expectations.describe(verdict, e))));
    html.append(".</p>\n");
    if (verdict instanceof Verdict.Proved p) {
      html.append("<p id=\"proof\">Proof: ").append(escape(p.proof().method())).append("</p>\n");
    }
    html.append("</header>\n");
  }

  /** What the marks in the source mean, for the verdict shown. */
  private String legend(Verdict verdict) {
    String loops =
        beside.isEmpty()
            ? ""
            : " A blue mark beside a loop gives the engine's bound there (see Loops below).";
    return switch (verdict) {
      case Verdict.Violated v ->
          "Red lines: the run of the counterexample; the line of the violation is outlined."
              + " Yellow: the current step, with the value it computes."
              + loops;
      case Verdict.Proved p ->
          (above.isEmpty()
                  ? "The proof needs no loop invariants."
                  : "Green lines: invariants, proven to hold each time control reaches the loop"
                      + " head below them.")
              + loops;
      case Verdict.Unknown u -> "No verdict: " + VerdictText.verdict(u) + "." + loops;
    };
  }

  /** The trace as the script walks it: the steps that show something, then the violation. */
  private List<Map<String, Object>> steps(Counterexample cex) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (TraceStep s : cex.steps()) {
      String text = TraceText.event(s.event());
      if (text.isEmpty()) {
        continue;
      }
      Map<String, Object> step = step(s.loc(), s.function(), text);
      switch (s.event()) {
        case TraceStep.Assigned a ->
            bindVariable(step, s.loc(), a.variable().name(), ValueText.value(a.value()));
        case TraceStep.InputRead in ->
            bindVariable(step, s.loc(), in.variable().name(), ValueText.value(in.value()));
        case TraceStep.Stored st ->
            bind(step, TraceText.target(st.address()), ValueText.value(st.value()));
        case TraceStep.Called c -> {}
        case TraceStep.Returned r -> {}
        case TraceStep.Freed f -> {}
        case TraceStep.Copied c -> {}
        case TraceStep.Filled f -> {}
        case TraceStep.Havocked h -> {}
        case TraceStep.Elided e -> {}
      }
      out.add(step);
    }
    String end = cex.property().svcompName() + " violated";
    String function = cex.steps().isEmpty() ? "" : cex.steps().getLast().function();
    Map<String, Object> last = step(cex.violation(), function, end);
    last.put("violation", true);
    if (cex.violation().isKnown()) {
      violation = key(cex.violation());
    }
    out.add(last);
    return out;
  }

  private Map<String, Object> step(SourceLoc loc, String function, String text) {
    Map<String, Object> step = new LinkedHashMap<>();
    if (loc.isKnown()) {
      step.put("file", file(loc.file()));
      step.put("line", loc.line());
      onPath.add(key(loc));
    }
    step.put("where", loc.toString());
    step.put("function", function);
    step.put("text", text);
    return step;
  }

  /**
   * Binds a variable's value for the table of values, under its C name: the compiler's copies of a
   * variable ({@code i.0}, {@code i.1}) are the variable itself, and a value that no identifier of
   * the line names ({@code add}, {@code call}) is one of the compiled code's intermediate values,
   * which stays at its step but not in the table.
   */
  private void bindVariable(Map<String, Object> step, SourceLoc loc, String name, String value) {
    String variable = name.replaceFirst("\\.\\d+$", "");
    String line = loc.isKnown() ? sources.line(loc) : "";
    if (line.isEmpty()
        || Pattern.compile("\\b" + Pattern.quote(variable) + "\\b").matcher(line).find()) {
      bind(step, variable, value);
    }
  }

  private static void bind(Map<String, Object> step, String name, String value) {
    step.put("name", name);
    step.put("value", value);
  }

  private void invariant(Proof.Invariant i) {
    if (i.loc().isKnown()) {
      file(i.loc().file());
      above
          .computeIfAbsent(key(i.loc()), k -> new ArrayList<>())
          .add("invariant: " + CExpressions.render(i));
    }
  }

  private void picture(Picture picture) {
    switch (picture) {
      case Picture.LoopBounds b ->
          b.loops()
              .forEach(
                  l -> {
                    file(l.head().file());
                    beside
                        .computeIfAbsent(key(l.head()), k -> new ArrayList<>())
                        .add("loop: " + b.quantity() + " = " + l.value());
                  });
      case Picture.Graph g -> {} // drawn below the source only
    }
  }

  private static void pictureSection(StringBuilder html, Picture picture) {
    html.append("<section id=\"picture\">\n");
    switch (picture) {
      case Picture.LoopBounds b -> {
        html.append("<h2>Loops</h2>\n<p>")
            .append(escape(b.caption()))
            .append(".</p>\n<table>\n<tr><th>function</th><th>loop head</th><th>")
            .append(escape(b.quantity()))
            .append("</th></tr>\n");
        b.loops()
            .forEach(
                l ->
                    html.append("<tr><td>")
                        .append(escape(l.function()))
                        .append("</td><td>")
                        .append(escape(l.head().toString()))
                        .append("</td><td class=\"number\">")
                        .append(l.value())
                        .append("</td></tr>\n"));
        html.append("</table>\n");
      }
      case Picture.Graph g -> {
        html.append("<h2>")
            .append(escape(g.title()))
            .append("</h2>\n<p>")
            .append(escape(g.caption()))
            .append(".</p>\n");
        GraphvizSvg.render(g.dot())
            .ifPresent(
                svg -> html.append("<div class=\"graph\">\n").append(svg).append("</div>\n"));
        html.append("<details><summary>Graphviz text</summary>\n<pre class=\"dot\">")
            .append(escape(g.dot()))
            .append("</pre>\n</details>\n");
      }
    }
    html.append("</section>\n");
  }

  private static void stepControl(StringBuilder html, Counterexample cex) {
    html.append(
        """
        <aside id="trace">
        <h2>Counterexample</h2>
        <div class="controls">
        <button id="first" title="first step (Home)">&#x25C0;&#x25C0;</button>
        <button id="prev" title="previous step (&#x2190;)">&#x25C0;</button>
        <input id="step-slider" type="range" min="0" value="0">
        <button id="next" title="next step (&#x2192;)">&#x25B6;</button>
        <button id="last" title="last step (End)">&#x25B6;&#x25B6;</button>
        </div>
        <p class="step"><b id="step-label"></b><br>
        <code id="step-location"></code> in <code id="step-function"></code>:
        <code id="step-text"></code></p>
        <h3>Values so far</h3>
        <table id="values"><thead><tr><th>name</th><th>value</th></tr></thead>
        <tbody id="values-body"></tbody></table>
        <h3>Inputs, in the order the program reads them</h3><ol id="inputs">
        """);
    for (Input in : cex.inputs()) {
      html.append("<li><code>")
          .append(escape(ReasonText.origin(in.origin())))
          .append(" = ")
          .append(escape(ValueText.constant(in.value())))
          .append("</code> at ")
          .append(escape(in.loc().toString()))
          .append("</li>\n");
    }
    html.append("</ol>\n</aside>\n");
  }

  private void sourceSection(StringBuilder html, String legend) {
    html.append("<section id=\"source\">\n<p id=\"legend\">")
        .append(escape(legend))
        .append("</p>\n");
    for (int f = 0; f < files.size(); f++) {
      String file = files.get(f);
      List<String> lines = sources.file(file);
      html.append("<h3>").append(escape(file)).append("</h3>\n");
      if (lines.isEmpty()) {
        html.append("<p>(the file cannot be read)</p>\n");
        continue;
      }
      html.append("<div class=\"source-box\"><table class=\"source\">\n");
      for (int n = 1; n <= lines.size(); n++) {
        String key = file + ":" + n;
        for (String note : above.getOrDefault(key, List.of())) {
          html.append("<tr class=\"invariant\"><td class=\"num\"></td><td class=\"code\">")
              .append(escape(note))
              .append("</td></tr>\n");
        }
        html.append("<tr id=\"f")
            .append(f)
            .append('-')
            .append(n)
            .append('"')
            .append(rowClass(key))
            .append("><td class=\"num\">")
            .append(n)
            .append("</td><td class=\"code\">")
            .append(escape(lines.get(n - 1)));
        for (String badge : beside.getOrDefault(key, List.of())) {
          html.append("<span class=\"badge\">").append(escape(badge)).append("</span>");
        }
        html.append("</td></tr>\n");
      }
      html.append("</table></div>\n");
    }
    html.append("</section>\n");
  }

  private String rowClass(String key) {
    if (!onPath.contains(key)) {
      return "";
    }
    return key.equals(violation) ? " class=\"path violation\"" : " class=\"path\"";
  }

  /** The index of {@code file} among the files shown, adding it if it is new. */
  private int file(String name) {
    String file = normalized(name);
    int i = files.indexOf(file);
    if (i >= 0) {
      return i;
    }
    files.add(file);
    return files.size() - 1;
  }

  private static String key(SourceLoc loc) {
    return normalized(loc.file()) + ":" + loc.line();
  }

  /** A file's absolute path, so that a task's input file and the positions in it agree. */
  private static String normalized(String file) {
    try {
      return Path.of(file).toAbsolutePath().normalize().toString();
    } catch (InvalidPathException e) {
      return file;
    }
  }

  static String escape(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (char c : s.toCharArray()) {
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  private static String resource(String name) {
    try (InputStream in = ResultPage.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String json(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write JSON", e);
    }
  }
}
