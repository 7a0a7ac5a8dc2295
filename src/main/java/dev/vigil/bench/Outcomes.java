package dev.vigil.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * Decides what a child run answered, from how it ended and what it printed. Limits come first: a
 * run that passed its CPU-time or memory limit is UNKNOWN(timeout) or UNKNOWN(out of memory)
 * whatever it printed, so a verdict reached only past a limit never counts as correct.
 */
final class Outcomes {
  private static final ObjectMapper JSON = new ObjectMapper();

  private Outcomes() {}

  static Answer answer(Measurement m, Limits limits, String stdout, String stderr) {
    if (m.exceeded() == Measurement.Exceeded.TIME || m.cpuSeconds() > limits.cpuSeconds()) {
      return Answer.timeout();
    }
    if (m.exceeded() == Measurement.Exceeded.MEMORY || m.peakMemoryBytes() > limits.memoryBytes()) {
      return Answer.outOfMemory();
    }
    Optional<Answer> printed = m.exitCode() == 0 ? parse(stdout) : Optional.empty();
    if (printed.isPresent()) {
      return printed.get();
    }
    if (stderr.contains("OutOfMemoryError") || stderr.contains("vigil: error: out of memory")) {
      return Answer.outOfMemory();
    }
    return Answer.unknown(Answer.ERROR, error(m.exitCode(), stderr));
  }

  /** The answer in the child's JSON, if it printed a well-formed one. */
  static Optional<Answer> parse(String stdout) {
    JsonNode root;
    try {
      root = JSON.readTree(stdout);
    } catch (IOException e) {
      return Optional.empty();
    }
    if (root == null || !root.isObject()) {
      return Optional.empty();
    }
    return switch (root.path("verdict").asText()) {
      case "true" -> Optional.of(Answer.proved());
      case "false" -> Optional.of(Answer.violated(root.path("violated").asText("")));
      case "unknown" -> {
        String reason = root.path("reason").asText("no reason given");
        String kind = root.path("unknown").path("kind").asText(ReasonKinds.ofLegacyText(reason));
        yield Optional.of(Answer.unknown(kind, reason));
      }
      default -> Optional.empty();
    };
  }

  /**
   * The reason of a run that ended without an answer: Vigil's own error line ({@code vigil: error:
   * ...}) without its prefix, or the exit code or signal.
   */
  static String error(int exitCode, String stderr) {
    List<String> lines = stderr.lines().map(String::strip).toList();
    for (String line : lines) {
      if (line.startsWith("vigil: ") && line.contains("error")) {
        return line.substring("vigil: ".length());
      }
    }
    if (exitCode > 128) {
      return "error: killed by signal " + (exitCode - 128);
    }
    return "error: exit code " + exitCode;
  }
}
