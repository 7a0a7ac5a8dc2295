package dev.vigil.bench;

import dev.vigil.engine.Reason;
import java.util.Objects;
import java.util.Optional;

/**
 * What a run answered: TRUE, FALSE with the violated property (SV-COMP name), or UNKNOWN with a
 * reason and its kind. The kind is a {@link Reason.Kind#id()} that the child's JSON names (runs
 * killed at a limit are {@code timeout} or {@code out-of-memory}), or {@link #ERROR} for a run that
 * gave no answer, or {@link #WRONG_PROPERTY} for a FALSE of a property the task does not check.
 */
public record Answer(Kind kind, Optional<String> violated, String reason, String reasonKind) {
  /** The kind of a run that printed no answer: a crash, an input error. */
  public static final String ERROR = "error";

  /** The kind of a FALSE for a property the task does not check. */
  public static final String WRONG_PROPERTY = "wrong-property";

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
    Objects.requireNonNull(reasonKind);
  }

  public static Answer proved() {
    return new Answer(Kind.TRUE, Optional.empty(), "", "");
  }

  public static Answer violated(String property) {
    return new Answer(Kind.FALSE, Optional.of(property), "", "");
  }

  /** UNKNOWN, with the reason as Vigil printed it and its kind. */
  public static Answer unknown(String reasonKind, String reason) {
    return new Answer(Kind.UNKNOWN, Optional.empty(), reason, reasonKind);
  }

  /** UNKNOWN for a run stopped at its CPU-time limit. */
  public static Answer timeout() {
    return unknown(Reason.Kind.TIMEOUT.id(), "timeout");
  }

  /** UNKNOWN for a run stopped at its memory limit. */
  public static Answer outOfMemory() {
    return unknown(Reason.Kind.OUT_OF_MEMORY.id(), "out of memory");
  }

  /** {@code TRUE}, {@code FALSE(unreach-call)} or {@code UNKNOWN}; the reason is separate. */
  public String verdictText() {
    if (kind == Kind.FALSE) {
      return "FALSE(" + violated.orElse("?") + ")";
    }
    return kind.name();
  }
}
