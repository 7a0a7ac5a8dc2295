package dev.vigil.engine.portfolio;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One engine of a portfolio and its weight: when its turn comes, it gets {@code weight} parts of
 * the CPU time left, shared with the stages after it by their weights.
 */
record Stage(String engine, int weight) {
  Stage {
    Objects.requireNonNull(engine);
    if (weight < 1) {
      throw new IllegalArgumentException("a weight must be at least 1, not " + weight);
    }
  }

  /** The stages of a portfolio, in the order they run. */
  record Plan(List<Stage> stages) {
    Plan {
      stages = List.copyOf(stages);
    }
  }

  /** Reads {@code engine:weight,engine:weight,...}; a stage without a weight has weight 1. */
  static Plan parsePlan(String text) {
    List<Stage> stages = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      String[] nameAndWeight = part.strip().split(":", -1);
      if (nameAndWeight.length > 2 || nameAndWeight[0].isBlank()) {
        throw new IllegalArgumentException(
            "'" + text + "' is not a list of ENGINE:WEIGHT (e.g. kinduction:2,cpa:1)");
      }
      stages.add(
          new Stage(
              nameAndWeight[0].strip(),
              nameAndWeight.length == 1 ? 1 : parseWeight(nameAndWeight[1])));
    }
    return new Plan(stages);
  }

  private static int parseWeight(String text) {
    try {
      return Integer.parseInt(text.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + text + "' is not a whole number");
    }
  }

  @Override
  public String toString() {
    return engine + ":" + weight;
  }
}
