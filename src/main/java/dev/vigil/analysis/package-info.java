/**
 * Facts about programs computed without a solver: reverse postorder and dominators, the loops of a
 * CFA (heads, natural loops, nesting; {@link dev.vigil.analysis.Loops} is the one place loops are
 * found), node splitting for irreducible control flow, liveness, and an interval analysis (abstract
 * interpretation with widening and narrowing) whose loop-head facts strengthen k-induction. Results
 * that engines ask for repeatedly are computed once per CFA.
 */
package dev.vigil.analysis;
