/**
 * Vigil's intermediate representation: an immutable, typed program with one control-flow automaton
 * (CFA) per function. Edges carry one {@link dev.vigil.ir.Op} each and a source location;
 * expressions are hash-consed records. Nothing here depends on LLVM or on any engine.
 */
package dev.vigil.ir;
