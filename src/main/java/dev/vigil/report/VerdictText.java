package dev.vigil.report;

import dev.vigil.engine.Verdict;

/** The SV-COMP verdict line and the verdict words used in tables. */
public final class VerdictText {
  private VerdictText() {}

  /** {@code TRUE}, {@code FALSE(unreach-call)} or {@code UNKNOWN(reason)}. */
  public static String verdict(Verdict v) {
    return switch (v) {
      case Verdict.Proved p -> "TRUE";
      case Verdict.Violated x -> "FALSE(" + x.counterexample().property().svcompName() + ")";
      case Verdict.Unknown u -> "UNKNOWN(" + ReasonText.render(u.reason()) + ")";
    };
  }

  public static String line(Verdict v) {
    return "Verification result: " + verdict(v);
  }
}
