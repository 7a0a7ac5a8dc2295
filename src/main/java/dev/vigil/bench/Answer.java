package dev.vigil.bench;

import java.util.Objects;
import java.util.Optional;

/**
 * What a run answered: TRUE, FALSE with the violated property (SV-COMP name), or UNKNOWN with a
 * reason. Runs killed at a limit answer UNKNOWN with reason {@code timeout} or {@code out of
 * memory}.
 */
public record Answer(Kind kind, Optional<String> violated, String reason) {
  public static final String TIMEOUT = "timeout";
  public static final String OUT_OF_MEMORY = "out of memory";

  /** The three answers a verifier can give. */
  public enum Kind {
    TRUE,
    FALSE,
    UNKNOWN
  }

  public Answer {
    Objects.requireNonNull(kind);
    Objects.requireNonNull(violated);
    Objects.requireNonNull(reason);
  }

  public static Answer proved() {
    return new Answer(Kind.TRUE, Optional.empty(), "");
  }

  public static Answer violated(String property) {
    return new Answer(Kind.FALSE, Optional.of(property), "");
  }

  public static Answer unknown(String reason) {
    return new Answer(Kind.UNKNOWN, Optional.empty(), reason);
  }

  /** {@code TRUE}, {@code FALSE(unreach-call)} or {@code UNKNOWN}; the reason is separate. */
  public String verdictText() {
    if (kind == Kind.FALSE) {
      return "FALSE(" + violated.orElse("?") + ")";
    }
    return kind.name();
  }
}
