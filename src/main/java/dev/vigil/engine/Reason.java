package dev.vigil.engine;

import dev.vigil.ir.SourceLoc;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Why there is no verdict: a {@link Kind} that programs decide on (the bench groups by it, a
 * portfolio may try another engine), a detail for people, the source location where one is known,
 * and notes on what else held the engine back (e.g. k-induction's inductive step was disabled, and
 * why). {@code report} renders it: {@code unsupported: goto at a.c:3}.
 *
 * @param detail what the kind leaves open: the construct for {@link Kind#UNSUPPORTED}, what
 *     happened for {@link Kind#UNDEFINED_BEHAVIOR} (may be empty), the solver's message for {@link
 *     Kind#SOLVER_FAILURE}; a whole phrase for the other kinds ({@code bound 12 reached}), except
 *     the resource limits, whose detail is empty
 */
public record Reason(Kind kind, String detail, SourceLoc location, List<Note> notes) {

  /** The kinds of reasons, each with a stable id for JSON and result files. */
  public enum Kind {
    /** The time budget ran out. */
    TIMEOUT,
    /** Memory ran out. */
    OUT_OF_MEMORY,
    /** The program uses a construct (or needs an operation) Vigil cannot model. */
    UNSUPPORTED,
    /** Only paths with undefined behaviour reach the error, or the program always has it. */
    UNDEFINED_BEHAVIOR,
    /** A bound or limit of the engine was reached without a verdict. */
    BOUND_REACHED,
    /** The SMT solver failed (not by cancellation). */
    SOLVER_FAILURE,
    /** The error depends on what a function without a body returns. */
    NO_BODY,
    /** The engine's method found neither a bug nor a proof (e.g. random testing). */
    INCOMPLETE,
    /** Vigil itself failed, e.g. a counterexample did not replay: a bug to report. */
    INTERNAL_ERROR;

    /** The stable name, e.g. {@code out-of-memory}. */
    public String id() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  /** What else kept an engine from a verdict: a part of its method ({@code context}) and why. */
  public record Note(String context, Reason reason) {
    public Note {
      Objects.requireNonNull(context);
      Objects.requireNonNull(reason);
    }
  }

  public Reason {
    Objects.requireNonNull(kind);
    Objects.requireNonNull(detail);
    Objects.requireNonNull(location);
    notes = List.copyOf(notes);
  }

  public static Reason of(Kind kind, String detail) {
    return new Reason(kind, detail, SourceLoc.UNKNOWN, List.of());
  }

  public static Reason of(Kind kind, String detail, SourceLoc location) {
    return new Reason(kind, detail, location, List.of());
  }

  public static Reason timeout() {
    return of(Kind.TIMEOUT, "");
  }

  public static Reason outOfMemory() {
    return of(Kind.OUT_OF_MEMORY, "");
  }

  public static Reason boundReached(int bound) {
    return of(Kind.BOUND_REACHED, "bound " + bound + " reached");
  }

  /** This reason with one more note. */
  public Reason withNote(String context, Reason why) {
    List<Note> more = new ArrayList<>(notes);
    more.add(new Note(context, why));
    return new Reason(kind, detail, location, more);
  }
}
