package dev.vigil.engine.summaries;

import java.util.Locale;

/**
 * Which placeholder a falsifying assignment leads to (Algorithms 4 and 5 of the thesis), or none:
 * inline every call at once.
 */
public enum Refinement {
  /** Consequents before antecedents: the violated check before the path to it (the default). */
  CONSEQUENTS,
  /** Antecedents first, in the order the formula lists its parts: the naive refinement. */
  ANTECEDENTS,
  /** No abstraction: every call expanded as soon as it is met (full inlining). */
  INLINE;

  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }

  static Refinement parse(String text) {
    for (Refinement r : values()) {
      if (r.cliName().equals(text.strip())) {
        return r;
      }
    }
    throw new IllegalArgumentException(
        "'" + text + "' is not a refinement (consequents, antecedents, inline)");
  }
}
