/**
 * The {@code kinduction} engine: for k = 1, 2, ... the base case and forward condition (bounded
 * model checking through {@code engine.unroll}) and the inductive step over the program inlined
 * into one CFA ({@link dev.vigil.engine.kinduction.Inliner}, {@link
 * dev.vigil.engine.kinduction.InductiveStep}), strengthened by interval invariants and by candidate
 * invariants proven Houdini-style ({@link dev.vigil.engine.kinduction.CandidateSearch}), optionally
 * with bidirectional search ({@link dev.vigil.engine.kinduction.BidirectionalSearch}). A proof's
 * invariants are mapped back to the loop heads of the program the user gave ({@link
 * dev.vigil.engine.kinduction.ProofInvariants}).
 */
package dev.vigil.engine.kinduction;
