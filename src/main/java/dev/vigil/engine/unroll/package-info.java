/**
 * The unroller, a tool that engines share (not an engine): symbolic execution of the program up to
 * a bound with path guards and merges, loop unwinding with unwinding assertions, call inlining,
 * slicing to the cone of influence, and the bounded queries of {@link
 * dev.vigil.engine.unroll.BoundedChecker}, whose answers are sealed results ({@link
 * dev.vigil.engine.unroll.BoundResult}, {@link dev.vigil.engine.unroll.Query}). Used by {@code bmc}
 * and by the base case and inductive step of {@code kinduction}.
 */
package dev.vigil.engine.unroll;
