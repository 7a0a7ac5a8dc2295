/**
 * Facts about programs computed without a solver: dominators, natural loops and what they modify,
 * and an interval analysis (abstract interpretation with widening and narrowing) whose loop-head
 * facts strengthen k-induction.
 */
package dev.vigil.analysis;
