package dev.vigil.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Where the CPU time of a run's correctly solved tasks goes: the median of each phase of {@code
 * vigil verify}'s profile ({@code phase_<name>_cpu_s} in the statistics of its JSON output, kept in
 * {@code logs/}), for the correct TRUE and the correct FALSE results, beside the median CPU time of
 * the whole process (which counts clang too).
 */
final class PhaseProfile {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String PREFIX = "phase_";
  private static final String SUFFIX = "_cpu_s";

  private PhaseProfile() {}

  /** The table, or empty when no correct result has a profile (older runs, other tools). */
  static Optional<Table> table(List<TaskResult> results, Path logs) throws IOException {
    List<TaskResult> correctTrue = correct(results, r -> r.verdict().equals("TRUE"));
    List<TaskResult> correctFalse = correct(results, r -> r.verdict().startsWith("FALSE"));
    Map<String, List<Double>> phasesTrue = phases(correctTrue, logs);
    Map<String, List<Double>> phasesFalse = phases(correctFalse, logs);
    List<String> names = new ArrayList<>(phasesTrue.keySet());
    phasesFalse.keySet().stream().filter(n -> !names.contains(n)).forEach(names::add);
    if (names.isEmpty()) {
      return Optional.empty();
    }
    List<Table.Row> rows = new ArrayList<>();
    for (String name : names) {
      rows.add(Table.Row.of("", name, median(phasesTrue.get(name)), median(phasesFalse.get(name))));
    }
    rows.add(
        Table.Row.of(
            "total",
            "whole process",
            median(correctTrue.stream().map(TaskResult::cpuSeconds).toList()),
            median(correctFalse.stream().map(TaskResult::cpuSeconds).toList())));
    return Optional.of(
        new Table(
            "Phase profile of the correct results",
            "Median CPU time (s) of each phase of vigil verify (its --stats profile; the JVM's"
                + " CPU time, without clang's) over "
                + correctTrue.size()
                + " correct TRUE and "
                + correctFalse.size()
                + " correct FALSE results; the whole process counts clang too.",
            List.of("phase", "correct TRUE (s)", "correct FALSE (s)"),
            rows));
  }

  private static List<TaskResult> correct(List<TaskResult> results, Predicate<TaskResult> kind) {
    return results.stream().filter(r -> r.classification().isCorrect()).filter(kind).toList();
  }

  /** Each phase's CPU times over {@code results}, phases in the order a run passes them. */
  private static Map<String, List<Double>> phases(List<TaskResult> results, Path logs)
      throws IOException {
    Map<String, List<Double>> phases = new LinkedHashMap<>();
    for (TaskResult r : results) {
      Path out = logs.resolve(r.task() + ".out");
      if (!Files.isRegularFile(out)) {
        continue;
      }
      JsonNode statistics;
      try {
        statistics = JSON.readTree(out.toFile()).path("statistics");
      } catch (IOException e) {
        continue;
      }
      statistics
          .properties()
          .forEach(
              e -> {
                String key = e.getKey();
                if (key.startsWith(PREFIX) && key.endsWith(SUFFIX) && e.getValue().isNumber()) {
                  String name = key.substring(PREFIX.length(), key.length() - SUFFIX.length());
                  phases.computeIfAbsent(name, n -> new ArrayList<>()).add(e.getValue().asDouble());
                }
              });
    }
    return phases;
  }

  /** The median with two decimals, or empty for no values. */
  private static String median(List<Double> values) {
    if (values == null || values.isEmpty()) {
      return "";
    }
    List<Double> sorted = values.stream().sorted().toList();
    int n = sorted.size();
    double m = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    return Tables.seconds(m);
  }
}
