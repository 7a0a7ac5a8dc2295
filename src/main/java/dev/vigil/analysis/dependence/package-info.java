/**
 * Dependence and slicing, for any engine that wants them: post-dominators (the thesis's Algorithm 3
 * on the reversed CFA), control dependence, a points-to analysis, reaching definitions over the
 * whole program, and the system dependence graph with {@code slice(criteria)}.
 */
package dev.vigil.analysis.dependence;
