package dev.vigil.bench;

/** How a result compares with the expected verdict, and its SV-COMP score. */
public enum Classification {
  CORRECT_TRUE("correct-true", 2),
  CORRECT_FALSE("correct-false", 1),
  WRONG_TRUE("wrong-true", -32),
  WRONG_FALSE("wrong-false", -16),
  UNKNOWN("unknown", 0),
  /** A definite answer for a task without an expected verdict. */
  NOT_SCORED("not-scored", 0);

  private final String label;
  private final int points;

  Classification(String label, int points) {
    this.label = label;
    this.points = points;
  }

  /** The name in result files, e.g. {@code wrong-false}. */
  public String label() {
    return label;
  }

  public int points() {
    return points;
  }

  public boolean isCorrect() {
    return this == CORRECT_TRUE || this == CORRECT_FALSE;
  }

  public boolean isWrong() {
    return this == WRONG_TRUE || this == WRONG_FALSE;
  }

  public static Classification ofLabel(String label) throws BenchException {
    for (Classification c : values()) {
      if (c.label.equals(label)) {
        return c;
      }
    }
    throw new BenchException("unknown classification '" + label + "'");
  }
}
