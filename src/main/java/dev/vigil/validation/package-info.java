/**
 * The gate every FALSE verdict passes: counterexamples are replayed in the concrete interpreter and
 * reported only if the replay reaches the same violation.
 */
package dev.vigil.validation;
