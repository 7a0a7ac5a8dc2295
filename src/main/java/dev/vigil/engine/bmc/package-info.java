/**
 * The {@code bmc} engine: bounded model checking with iterative deepening. Each bound is unrolled
 * by {@code engine.unroll}; an error within the bound is FALSE, and a bound that no execution runs
 * past (the unwinding assertions hold) is TRUE. It proves only programs whose loops and recursion
 * are bounded.
 */
package dev.vigil.engine.bmc;
