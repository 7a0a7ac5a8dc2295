/**
 * A concrete interpreter of the IR with bit-precise C semantics on the program's data model. It
 * replays counterexamples and runs tests; its semantics is the contract the SMT encoder is held to.
 */
package dev.vigil.interp;
