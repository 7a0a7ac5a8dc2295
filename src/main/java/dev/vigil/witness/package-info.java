/**
 * Results others can check and run: SV-COMP witnesses (GraphML 1.0 and YAML 2.0, violation and
 * correctness) written from an engine's {@link dev.vigil.engine.Result} alone, their reading back
 * for {@code vigil validate}, and executable test harnesses for counterexamples.
 */
package dev.vigil.witness;
