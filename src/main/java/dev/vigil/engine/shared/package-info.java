/**
 * What several engines share that is not an engine itself: options that more than one engine takes
 * (the SMT solver), declared once so that the command line offers them once. A tool package like
 * {@code engine.unroll}: engines may use it; it uses no engine.
 */
package dev.vigil.engine.shared;
