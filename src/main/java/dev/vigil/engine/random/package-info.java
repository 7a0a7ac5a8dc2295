/**
 * The {@code random} engine: runs the concrete interpreter on an all-zero input and then on random
 * inputs that favour boundary values, and reports the first run that violates a property. It proves
 * a program only when the program reads no input at all, so that its one execution is the run it
 * has seen.
 */
package dev.vigil.engine.random;
