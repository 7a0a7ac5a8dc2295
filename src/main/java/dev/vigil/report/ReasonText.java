package dev.vigil.report;

import dev.vigil.engine.Reason;
import dev.vigil.ir.InputOrigin;

/**
 * Reasons as users read them: {@code timeout}, {@code unsupported: goto at a.c:3}, {@code bound 12
 * reached}, with notes after semicolons ({@code timeout; inductive step disabled: ...}).
 */
public final class ReasonText {
  private ReasonText() {}

  public static String render(Reason r) {
    StringBuilder sb = new StringBuilder(withoutNotes(r));
    for (Reason.Note note : r.notes()) {
      sb.append("; ").append(note.context()).append(": ").append(render(note.reason()));
    }
    return sb.toString();
  }

  /** The reason and its location, without notes. */
  private static String withoutNotes(Reason r) {
    String label =
        switch (r.kind()) {
          case TIMEOUT -> "timeout";
          case OUT_OF_MEMORY -> "out of memory";
          case UNSUPPORTED -> "unsupported";
          case UNDEFINED_BEHAVIOR -> "undefined behavior";
          case SOLVER_FAILURE -> "solver";
          case BOUND_REACHED, NO_BODY, INCOMPLETE, INTERNAL_ERROR -> "";
        };
    String text =
        label.isEmpty() ? r.detail() : r.detail().isEmpty() ? label : label + ": " + r.detail();
    return r.location().isKnown() ? text + " at " + r.location() : text;
  }

  /** Where an input comes from: the function that returned it, or what made it up. */
  public static String origin(InputOrigin origin) {
    return switch (origin) {
      case InputOrigin.Nondet n -> n.function();
      case InputOrigin.External e -> e.function();
      case InputOrigin.Read r -> r.function();
      case InputOrigin.Uninitialized u -> "uninitialized";
      case InputOrigin.EngineChoice c -> c.purpose();
      case InputOrigin.Context c -> c.what();
      case InputOrigin.AllocationFailure a -> a.toString();
    };
  }

  /** A stable word for the kind of origin, for JSON. */
  public static String originKind(InputOrigin origin) {
    return switch (origin) {
      case InputOrigin.Nondet n -> "nondet";
      case InputOrigin.External e -> "external";
      case InputOrigin.Read r -> "input";
      case InputOrigin.Uninitialized u -> "uninitialized";
      case InputOrigin.EngineChoice c -> "engine";
      case InputOrigin.Context c -> "context";
      case InputOrigin.AllocationFailure a -> "allocation";
    };
  }
}
