/**
 * What every engine shares: the {@link dev.vigil.engine.Engine} interface, the {@link
 * dev.vigil.engine.Budget} it runs under, and the {@link dev.vigil.engine.Verdict} it returns with
 * a counterexample or a proof.
 */
package dev.vigil.engine;
