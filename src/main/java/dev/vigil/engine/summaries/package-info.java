/**
 * The {@code summaries} engine: structural abstraction and refinement (Calysto, Babić's thesis).
 * Function activations are executed symbolically one at a time ({@link
 * dev.vigil.engine.unroll.Activations}) with the calls they make left as placeholders, one per side
 * effect; falsifying assignments lead to the placeholders to expand ({@link
 * dev.vigil.engine.summaries.Refiner}), on one incremental solver per bound.
 */
package dev.vigil.engine.summaries;
