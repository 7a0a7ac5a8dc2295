package dev.vigil.engine.unroll;

import dev.vigil.engine.Reason;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.smt.Bool;
import java.util.Objects;

/**
 * What the unrolled program can reach, under a path guard: an error edge, a point where the
 * unrolling stopped (a loop or recursion beyond the bound), or an operation the encoder cannot
 * express (that path is not explored further).
 */
public record Target(
    Kind kind, Bool guard, SourceLoc loc, String function, Property property, String message) {
  public enum Kind {
    /** An error edge of a property that can be violated. */
    ERROR,
    /** Undefined behaviour met while checking another property: never a FALSE verdict. */
    UNDEFINED,
    /** The unrolling bound: some execution runs further. */
    CUT,
    /** The encoder cannot express an operation on this path. */
    UNSUPPORTED
  }

  public Target {
    Objects.requireNonNull(kind);
    Objects.requireNonNull(guard);
    Objects.requireNonNull(loc);
    Objects.requireNonNull(function);
    Objects.requireNonNull(message);
  }

  /** Why no verdict can rest on reaching this target (undefined or unsupported). */
  public Reason reason() {
    Reason.Kind why =
        kind == Kind.UNSUPPORTED ? Reason.Kind.UNSUPPORTED : Reason.Kind.UNDEFINED_BEHAVIOR;
    return Reason.of(why, message, loc);
  }
}
