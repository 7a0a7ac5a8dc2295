package dev.vigil.witness;

import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import java.util.Optional;

/** Writes the witness of a result: violation for FALSE, correctness for TRUE, none otherwise. */
public final class Witnesses {
  /** The two witness formats. */
  public enum Format {
    GRAPHML,
    YAML
  }

  private Witnesses() {}

  public static Optional<String> of(Result result, WitnessInfo info, Format format) {
    return switch (result.verdict()) {
      case Verdict.Violated v ->
          Optional.of(
              format == Format.GRAPHML
                  ? GraphmlWitness.violation(info, v.counterexample())
                  : YamlWitness.violation(info, v.counterexample()));
      case Verdict.Proved p ->
          Optional.of(
              format == Format.GRAPHML
                  ? GraphmlWitness.correctness(info, p.proof())
                  : YamlWitness.correctness(info, p.proof()));
      case Verdict.Unknown u -> Optional.empty();
    };
  }
}
