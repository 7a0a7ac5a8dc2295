/**
 * A concrete interpreter of the IR with bit-precise C semantics on the program's data model. It
 * replays counterexamples and runs tests; its semantics, docs/SEMANTICS.md, is the contract the SMT
 * encoder is held to. {@link dev.vigil.interp.Interpreter} compiles a program once ({@code
 * ProgramCode}: variables to registers of a {@code long[]} frame, expressions to trees of {@code
 * Ev} nodes, locations to {@code Node}s that pick the edge, edges to {@code Step}s); each run is a
 * {@code Machine} with its own byte {@code Memory}. Values are held as bits: integers
 * zero-extended, floats as IEEE bits with one NaN, pointers as {@code object << offsetBits |
 * offset}.
 */
package dev.vigil.interp;
