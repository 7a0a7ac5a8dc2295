/**
 * What every engine shares: the {@link dev.vigil.engine.Engine} interface, the {@link
 * dev.vigil.engine.Budget} it runs under, and the {@link dev.vigil.engine.Result} it returns: a
 * {@link dev.vigil.engine.Verdict} (a counterexample, a proof with its invariants, or a typed
 * {@link dev.vigil.engine.Reason}) with the run's {@link dev.vigil.engine.Statistics}. Engines
 * describe themselves and their options with an {@link dev.vigil.engine.EngineDescriptor}.
 */
package dev.vigil.engine;
