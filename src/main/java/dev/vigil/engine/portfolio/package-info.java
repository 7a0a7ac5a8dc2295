/**
 * The {@code portfolio} engine: other engines one after another, each in its share of the CPU time
 * left, until one answers TRUE or FALSE. It reaches the engines only through the descriptors the
 * command line registers, so it imports none of them.
 */
package dev.vigil.engine.portfolio;
