package dev.vigil.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Totals per category (sorted by name) and overall. */
public record Summary(Totals overall, Map<String, Totals> categories) {
  /**
   * The counts of one set of results. {@code unknownByReason} groups UNKNOWN results by the kind of
   * their reason ({@link TaskResult#reasonKind()}), most frequent first.
   */
  public record Totals(
      int tasks,
      int score,
      int correctTrue,
      int correctFalse,
      int wrongTrue,
      int wrongFalse,
      int unknown,
      int notScored,
      double cpuSecondsCorrect,
      Map<String, Integer> unknownByReason) {

    public Totals {
      unknownByReason = Collections.unmodifiableMap(new LinkedHashMap<>(unknownByReason));
    }

    public int correct() {
      return correctTrue + correctFalse;
    }

    public int wrong() {
      return wrongTrue + wrongFalse;
    }

    static Totals of(List<TaskResult> results) {
      int[] counts = new int[Classification.values().length];
      double cpu = 0;
      Map<String, Integer> reasons = new TreeMap<>();
      for (TaskResult r : results) {
        counts[r.classification().ordinal()]++;
        if (r.classification().isCorrect()) {
          cpu += r.cpuSeconds();
        }
        if (r.classification() == Classification.UNKNOWN) {
          reasons.merge(
              r.reasonKind().isEmpty() ? "no reason given" : r.reasonKind(), 1, Integer::sum);
        }
      }
      List<Map.Entry<String, Integer>> byCount = new ArrayList<>(reasons.entrySet());
      byCount.sort(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder()));
      Map<String, Integer> sorted = new LinkedHashMap<>();
      byCount.forEach(e -> sorted.put(e.getKey(), e.getValue()));
      return new Totals(
          results.size(),
          Scoring.score(results),
          counts[Classification.CORRECT_TRUE.ordinal()],
          counts[Classification.CORRECT_FALSE.ordinal()],
          counts[Classification.WRONG_TRUE.ordinal()],
          counts[Classification.WRONG_FALSE.ordinal()],
          counts[Classification.UNKNOWN.ordinal()],
          counts[Classification.NOT_SCORED.ordinal()],
          Math.round(cpu * 1000) / 1000.0,
          sorted);
    }
  }

  public Summary {
    categories = Collections.unmodifiableMap(new LinkedHashMap<>(categories));
  }

  public static Summary of(List<TaskResult> results) {
    Map<String, List<TaskResult>> byCategory = new TreeMap<>();
    for (TaskResult r : results) {
      byCategory.computeIfAbsent(r.category(), c -> new ArrayList<>()).add(r);
    }
    Map<String, Totals> categories = new LinkedHashMap<>();
    byCategory.forEach((c, rs) -> categories.put(c, Totals.of(rs)));
    return new Summary(Totals.of(results), categories);
  }
}
