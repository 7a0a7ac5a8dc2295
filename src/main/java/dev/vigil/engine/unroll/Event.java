package dev.vigil.engine.unroll;

import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Observation;
import dev.vigil.smt.Term;
import java.util.Optional;

/**
 * What happened at one unrolled edge, in execution order, under its path guard; the model decides
 * which events belong to the counterexample.
 */
sealed interface Event {
  Bool guard();

  /** A variable and the term it was set to. */
  record Assignment(Var var, Term value) {}

  /** The variable this event sets and its value, if it sets one. */
  default Optional<Assignment> assignment() {
    return switch (this) {
      case Input in -> Optional.of(new Assignment(in.var(), in.value()));
      case Assigned a -> Optional.of(new Assignment(a.var(), a.value()));
      case Read r -> Optional.empty();
      case Call c -> Optional.empty();
    };
  }

  /** A nondeterministic input read into {@code var}. */
  record Input(Bool guard, SourceLoc loc, String function, Var var, InputOrigin origin, Term value)
      implements Event {}

  /** A value assigned, for the trace. */
  record Assigned(Bool guard, SourceLoc loc, String function, Var var, Term value)
      implements Event {}

  /** Bytes read from memory, for the uninitialised bytes of the counterexample. */
  record Read(Bool guard, Observation.BytesRead read) implements Event {}

  /** A call left abstract: where the callee's events go once it is expanded. */
  record Call(Bool guard, CallSite site) implements Event {}
}
