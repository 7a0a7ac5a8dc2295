package dev.vigil.engine.unroll;

import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Observation;
import dev.vigil.smt.Term;

/**
 * What happened at one unrolled edge, in execution order, under its path guard; the model decides
 * which events belong to the counterexample.
 */
sealed interface Event {
  Bool guard();

  /** A nondeterministic input. */
  record Input(Bool guard, SourceLoc loc, String origin, Term value) implements Event {}

  /** A value assigned, for the trace. */
  record Assigned(Bool guard, SourceLoc loc, String function, Var var, Term value) implements Event {}

  /** Bytes read from memory, for the uninitialised bytes of the counterexample. */
  record Read(Bool guard, Observation.BytesRead read) implements Event {}
}
