package dev.vigil.report;

import dev.vigil.engine.Statistics;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/** Statistics as {@code --stats} lines and as JSON values (times in seconds). */
public final class StatisticsText {
  private StatisticsText() {}

  /** One {@code name: value} line per statistic, indented. */
  public static String render(Statistics statistics) {
    StringBuilder sb = new StringBuilder();
    statistics
        .entries()
        .forEach(s -> sb.append("  ").append(s.name()).append(": ").append(json(s)).append('\n'));
    return sb.toString();
  }

  /** Name to value, in order: counts as numbers, times as seconds, texts as strings. */
  static Map<String, Object> json(Statistics statistics) {
    Map<String, Object> out = new LinkedHashMap<>();
    statistics.entries().forEach(s -> out.put(s.name(), json(s)));
    return out;
  }

  private static Object json(Statistics.Statistic s) {
    return switch (s) {
      case Statistics.Count c -> c.value();
      case Statistics.Time t -> seconds(t.value());
      case Statistics.Text t -> t.value();
    };
  }

  private static double seconds(Duration d) {
    return Math.round(d.toNanos() / 1e6) / 1e3;
  }
}
