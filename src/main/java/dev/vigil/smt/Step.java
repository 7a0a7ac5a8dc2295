package dev.vigil.smt;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The effect of one operation on a symbolic state: the next state, the definitions it adds (SSA
 * equations, always satisfiable on their own), a condition under which the operation cannot be
 * encoded exactly (engines treat it as an unexplored path), the object an {@code Alloc} created,
 * and observations for counterexamples.
 */
public record Step(
    SymState next,
    Bool definitions,
    Bool unsupportedIf,
    String unsupportedReason,
    Optional<Term> allocatedObject,
    List<Observation> observations) {

  public Step {
    Objects.requireNonNull(next);
    Objects.requireNonNull(definitions);
    Objects.requireNonNull(unsupportedIf);
    Objects.requireNonNull(unsupportedReason);
    Objects.requireNonNull(allocatedObject);
    observations = List.copyOf(observations);
  }
}
