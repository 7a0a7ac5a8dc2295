/**
 * The solver facade and the bit-precise encoder. {@link dev.vigil.smt.Smt} opens a JavaSMT context
 * (Z3, SMTInterpol or Princess) with cancellation; {@link dev.vigil.smt.Encoder} turns IR
 * operations into formulas over an immutable {@link dev.vigil.smt.SymState} (SSA indexing plus the
 * memory model) exactly as docs/SEMANTICS.md says, and {@link dev.vigil.smt.SmtModel} reads models
 * back as IR constants. This is the only package that imports JavaSMT; engines see opaque {@link
 * dev.vigil.smt.Bool} and {@link dev.vigil.smt.Term} handles.
 */
package dev.vigil.smt;
