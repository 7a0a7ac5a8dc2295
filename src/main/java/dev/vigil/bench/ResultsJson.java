package dev.vigil.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code results.json}: the run's settings, its summary, and one object per task. {@code vigil
 * bench compare} reads it back; the summary in the file is for other readers and is recomputed from
 * the results when read.
 */
public final class ResultsJson {
  public static final String FORMAT = "vigil-bench-results/1";
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private ResultsJson() {}

  public static void write(BenchRun run, Path file) throws IOException {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("format", FORMAT);
    root.put("tool", run.info().tool());
    root.put("started", run.info().started());
    root.put("engine", run.info().engine());
    Map<String, Object> limits = new LinkedHashMap<>();
    limits.put("cpu_time_s", run.info().cpuLimitSeconds());
    limits.put("memory_mb", run.info().memoryLimitMb());
    limits.put("jobs", run.info().jobs());
    root.put("limits", limits);
    Summary summary = run.summary();
    Map<String, Object> s = totals(summary.overall());
    Map<String, Object> categories = new LinkedHashMap<>();
    summary.categories().forEach((c, t) -> categories.put(c, totals(t)));
    s.put("categories", categories);
    root.put("summary", s);
    List<Map<String, Object>> results = new ArrayList<>();
    for (TaskResult r : run.results()) {
      results.add(row(r));
    }
    root.put("results", results);
    JSON.writeValue(file.toFile(), root);
  }

  private static Map<String, Object> totals(Summary.Totals t) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("tasks", t.tasks());
    m.put("score", t.score());
    m.put("correct_true", t.correctTrue());
    m.put("correct_false", t.correctFalse());
    m.put("wrong_true", t.wrongTrue());
    m.put("wrong_false", t.wrongFalse());
    m.put("unknown", t.unknown());
    m.put("not_scored", t.notScored());
    m.put("cpu_s_correct", t.cpuSecondsCorrect());
    m.put("unknown_by_reason", t.unknownByReason());
    return m;
  }

  private static Map<String, Object> row(TaskResult r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("task", r.task());
    m.put("category", r.category());
    m.put("property", r.property());
    m.put("expected", r.expected());
    m.put("verdict", r.verdict());
    m.put("reason", r.reason());
    m.put("reason_kind", r.reasonKind());
    m.put("classification", r.classification().label());
    m.put("score", r.score());
    m.put("cpu_s", r.cpuSeconds());
    m.put("wall_s", r.wallSeconds());
    m.put("memory_mb", r.memoryMb());
    m.put("exit_code", r.exitCode());
    return m;
  }

  /** Reads a results file, or the {@code results.json} in a folder. */
  public static BenchRun read(Path path) throws BenchException {
    Path file = Files.isDirectory(path) ? path.resolve("results.json") : path;
    JsonNode root;
    try {
      root = JSON.readTree(file.toFile());
    } catch (IOException e) {
      String why = Files.exists(file) ? "not valid JSON" : "no such file";
      throw new BenchException("cannot read results " + file + ": " + why);
    }
    if (root == null || !FORMAT.equals(root.path("format").asText())) {
      throw new BenchException(file + " is not a results.json of vigil bench");
    }
    JsonNode limits = root.path("limits");
    RunInfo info =
        new RunInfo(
            root.path("tool").asText(),
            root.path("started").asText(),
            root.path("engine").asText(),
            limits.path("cpu_time_s").asDouble(),
            limits.path("memory_mb").asLong(),
            limits.path("jobs").asInt());
    List<TaskResult> results = new ArrayList<>();
    for (JsonNode r : root.path("results")) {
      results.add(
          new TaskResult(
              r.path("task").asText(),
              r.path("category").asText(),
              r.path("property").asText(),
              r.path("expected").asText(),
              r.path("verdict").asText(),
              r.path("reason").asText(),
              r.path("reason_kind").asText(ReasonKinds.ofLegacyText(r.path("reason").asText())),
              Classification.ofLabel(r.path("classification").asText()),
              r.path("cpu_s").asDouble(),
              r.path("wall_s").asDouble(),
              r.path("memory_mb").asDouble(),
              r.path("exit_code").asInt()));
    }
    return new BenchRun(info, results);
  }
}
