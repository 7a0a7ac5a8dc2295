package dev.vigil.smt;

import java.util.Objects;
import java.util.Optional;

/**
 * A call whose effects are left unknown (structural abstraction): the caller's state after it, in
 * which the result and the memory are fresh symbols (placeholders), and the axiom that every call
 * satisfies (the allocation counter only grows). {@link Encoder#resultMatches} and {@link
 * Encoder#memoryMatches} tie the placeholders to what the callee really does, once it is expanded.
 */
public final class CallPlaceholder {
  private final SymState after;
  private final Optional<Term> result;
  private final Memory memory;
  private final Bool axiom;
  private final Abstracted abstracted;

  /** What of the memory is a placeholder. */
  public enum Abstracted {
    /** Nothing: the callee changes no memory. */
    NONE,
    /** The bytes: the callee allocates and frees nothing. */
    BYTES,
    /** The bytes and the object facts. */
    ALL
  }

  CallPlaceholder(
      SymState after, Optional<Term> result, Memory memory, Bool axiom, Abstracted abstracted) {
    this.abstracted = Objects.requireNonNull(abstracted);
    this.after = Objects.requireNonNull(after);
    this.result = Objects.requireNonNull(result);
    this.memory = Objects.requireNonNull(memory);
    this.axiom = Objects.requireNonNull(axiom);
  }

  /** The caller's state after the call, with the placeholders. */
  public SymState after() {
    return after;
  }

  /** The placeholder of the returned value, if the caller uses it. */
  public Optional<Term> result() {
    return result;
  }

  /** What holds of every call's placeholders; assert it with the caller's definitions. */
  public Bool axiom() {
    return axiom;
  }

  Memory memory() {
    return memory;
  }

  /** Whether the memory is a placeholder (else the callee changes no memory). */
  public boolean abstractsMemory() {
    return abstracted != Abstracted.NONE;
  }

  public Abstracted abstracted() {
    return abstracted;
  }
}
