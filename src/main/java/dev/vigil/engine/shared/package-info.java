/**
 * What several engines share that is not an engine itself: options that more than one engine takes
 * (the SMT solver), declared once so that the command line offers them once, and the concrete runs
 * of the interpreter ({@link dev.vigil.engine.shared.ConcreteTests}) that are the {@code random}
 * engine and the first stage of {@code kinduction}. A tool package like {@code engine.unroll}:
 * engines may use it; it uses no engine.
 */
package dev.vigil.engine.shared;
