/**
 * Facts about programs computed without a solver: reverse postorder and dominators, the loops of a
 * CFA (heads, natural loops, nesting; {@link dev.vigil.analysis.Loops} is the one place loops are
 * found), node splitting for irreducible control flow, liveness, and the forward dataflow analyses
 * that one solver runs ({@link dev.vigil.analysis.ForwardSolver}): intervals (with widening and
 * narrowing) whose loop-head facts strengthen k-induction, and Karr's affine equalities and
 * congruences modulo 2^k that give predicate abstraction its first predicates. Results that engines
 * ask for repeatedly are computed once per CFA.
 */
package dev.vigil.analysis;
