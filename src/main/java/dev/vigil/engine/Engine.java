package dev.vigil.engine;

import dev.vigil.ir.Program;

/**
 * A verification engine. The program arrives instrumented: every property to check is the
 * reachability of an {@link dev.vigil.ir.Op.Error} edge. An engine must return {@link
 * Verdict.Unknown} rather than guess, and should return promptly once the budget is exhausted.
 * Engines describe themselves to the command line with an {@link EngineDescriptor}.
 */
public interface Engine {
  Result verify(Program program, Budget budget);
}
