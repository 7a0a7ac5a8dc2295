package dev.vigil.interp;

import dev.vigil.ir.Program;

/** Runs a program from {@code main} on concrete values. */
public final class Interpreter {
  public Interpreter(Program program) {}

  /**
   * Runs once. {@code maxSteps} bounds the number of executed edges; {@code recordTrace} asks for
   * the trace (slower; used for counterexamples, not for testing).
   */
  public Outcome run(InputSupplier inputs, long maxSteps, boolean recordTrace) {
    throw new UnsupportedOperationException("interpreter not built yet");
  }
}
