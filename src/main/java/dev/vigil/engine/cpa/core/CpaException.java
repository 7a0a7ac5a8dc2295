package dev.vigil.engine.cpa.core;

import dev.vigil.engine.Reason;
import java.util.Objects;

/**
 * An analysis cannot go on: the program needs what it cannot model, the solver failed, or the time
 * ran out. The reason becomes the UNKNOWN verdict's.
 */
public final class CpaException extends Exception {
  private final transient Reason reason;

  public CpaException(Reason reason) {
    super(reason.kind().id() + ": " + reason.detail());
    this.reason = Objects.requireNonNull(reason);
  }

  public Reason reason() {
    return reason;
  }
}
