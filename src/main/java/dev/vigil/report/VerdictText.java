package dev.vigil.report;

import dev.vigil.engine.Verdict;

/** The SV-COMP verdict line and the verdict words used in tables. */
public final class VerdictText {
  private VerdictText() {}

  /** {@code TRUE}, {@code FALSE(unreach-call)} or {@code UNKNOWN(reason)}. */
  public static String verdict(Verdict v) {
    if (v instanceof Verdict.Proved) {
      return "TRUE";
    }
    if (v instanceof Verdict.Violated x) {
      return "FALSE(" + x.counterexample().property().svcompName() + ")";
    }
    return "UNKNOWN(" + ((Verdict.Unknown) v).reason() + ")";
  }

  public static String line(Verdict v) {
    return "Verification result: " + verdict(v);
  }
}
