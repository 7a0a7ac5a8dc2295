package dev.vigil.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;
import dev.vigil.task.Task;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Results as SARIF 2.1.0 ({@code --sarif}), for code scanning and IDEs: one rule per property the
 * task checks, one result per violated property with the error's location and the counterexample as
 * a code flow whose steps carry the values as messages. A TRUE run has no results; an UNKNOWN one
 * says why in a notification of its invocation. Files under the working directory are named
 * relative to it ({@code %SRCROOT%}), as code scanning expects; others by their file URI.
 */
public final class SarifReport {
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final String SCHEMA =
      "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
  private static final String SOURCE_ROOT = "%SRCROOT%";

  private final Path root;

  private SarifReport(Path root) {
    this.root = root.toAbsolutePath().normalize();
  }

  /** The SARIF log of verifying {@code task}; {@code root} is where relative names start. */
  public static String render(Task task, Result result, Path root) {
    return new SarifReport(root).log(task, result);
  }

  private String log(Task task, Result result) {
    List<Property> rules = task.specification().properties().stream().sorted().toList();
    Map<String, Object> run = new LinkedHashMap<>();
    run.put("tool", Map.of("driver", driver(rules)));
    run.put("originalUriBaseIds", Map.of(SOURCE_ROOT, Map.of("uri", root.toUri().toString())));
    Map<String, Object> invocation = new LinkedHashMap<>();
    invocation.put("executionSuccessful", true);
    List<Map<String, Object>> results = new ArrayList<>();
    switch (result.verdict()) {
      case Verdict.Violated v -> results.add(result(v.counterexample(), rules));
      case Verdict.Proved p -> {}
      case Verdict.Unknown u ->
          invocation.put(
              "toolExecutionNotifications",
              List.of(Map.of("level", "note", "message", text(VerdictText.verdict(u)))));
    }
    run.put("invocations", List.of(invocation));
    run.put("results", results);
    run.put("properties", Map.of("verdict", VerdictText.verdict(result.verdict())));
    Map<String, Object> log = new LinkedHashMap<>();
    log.put("$schema", SCHEMA);
    log.put("version", "2.1.0");
    log.put("runs", List.of(run));
    return write(log);
  }

  private static Map<String, Object> driver(List<Property> rules) {
    List<Map<String, Object>> descriptors = new ArrayList<>();
    for (Property p : rules) {
      Map<String, Object> rule = new LinkedHashMap<>();
      rule.put("id", p.svcompName());
      rule.put("shortDescription", text(description(p)));
      rule.put("defaultConfiguration", Map.of("level", "error"));
      descriptors.add(rule);
    }
    Map<String, Object> driver = new LinkedHashMap<>();
    driver.put("name", "Vigil");
    driver.put("rules", descriptors);
    return driver;
  }

  private Map<String, Object> result(Counterexample cex, List<Property> rules) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("ruleId", cex.property().svcompName());
    int index = rules.indexOf(cex.property());
    if (index >= 0) {
      out.put("ruleIndex", index);
    }
    out.put("level", "error");
    out.put(
        "message",
        text(
            VerdictText.verdict(new Verdict.Violated(cex))
                + ": the run of the code flow violates the property '"
                + description(cex.property())
                + "'"));
    out.put("locations", List.of(location(cex.violation(), "the property is violated here")));
    List<Map<String, Object>> steps = new ArrayList<>();
    for (TraceStep s : cex.steps()) {
      String what = TraceText.event(s.event());
      if (!what.isEmpty()) {
        Map<String, Object> step = new LinkedHashMap<>();
        step.put("location", location(s.loc(), what + " (in " + s.function() + ")"));
        step.put("executionOrder", steps.size() + 1);
        steps.add(step);
      }
    }
    Map<String, Object> end = new LinkedHashMap<>();
    end.put("location", location(cex.violation(), cex.property().svcompName() + " violated"));
    end.put("executionOrder", steps.size() + 1);
    end.put("importance", "essential");
    steps.add(end);
    out.put(
        "codeFlows",
        List.of(
            Map.of(
                "message", text("a run that violates " + cex.property().svcompName()),
                "threadFlows", List.of(Map.of("locations", steps)))));
    return out;
  }

  /** A location with a message; without a physical location where the position is unknown. */
  private Map<String, Object> location(SourceLoc loc, String message) {
    Map<String, Object> out = new LinkedHashMap<>();
    if (loc.isKnown()) {
      Map<String, Object> region = new LinkedHashMap<>();
      region.put("startLine", loc.line());
      if (loc.column() > 0) {
        region.put("startColumn", loc.column());
      }
      out.put(
          "physicalLocation", Map.of("artifactLocation", artifact(loc.file()), "region", region));
    }
    out.put("message", text(message));
    return out;
  }

  private Map<String, Object> artifact(String file) {
    Path path = Path.of(file).toAbsolutePath().normalize();
    if (path.startsWith(root)) {
      String relative = root.toUri().relativize(path.toUri()).toString();
      return Map.of("uri", relative, "uriBaseId", SOURCE_ROOT);
    }
    return Map.of("uri", path.toUri().toString());
  }

  private static String description(Property p) {
    return switch (p) {
      case UNREACH_CALL -> "The error function is never called";
      case NO_OVERFLOW -> "No signed integer operation overflows";
      case VALID_DEREF -> "Every memory access is to a valid object";
      case NULL_DEREF -> "No null pointer is dereferenced";
      case VALID_FREE -> "Every free releases a valid heap object";
      case VALID_MEMTRACK -> "No heap object becomes unreachable before it is freed";
      case UNDEFINED_BEHAVIOR -> "The program has no undefined behavior";
    };
  }

  private static Map<String, Object> text(String s) {
    return Map.of("text", s);
  }

  private static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write SARIF", e);
    }
  }
}
