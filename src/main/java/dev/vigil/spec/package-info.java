/**
 * Property instrumentation: turns unreach-call, no-overflow and memory safety into reachability of
 * {@link dev.vigil.ir.Op.Error} edges, so engines check one thing only.
 */
package dev.vigil.spec;
