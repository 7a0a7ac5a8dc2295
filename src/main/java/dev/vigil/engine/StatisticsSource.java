package dev.vigil.engine;

import java.util.Map;

/**
 * An engine (or any component) that reports statistics of its last run, e.g. the bound reached,
 * formula size and solver time. The CLI prints them with {@code --stats}; engines only collect.
 */
public interface StatisticsSource {
  /** Name to value (numbers or short strings), in a stable order. */
  Map<String, Object> statistics();
}
