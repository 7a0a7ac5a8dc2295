/** The {@code vigil} command line: picocli commands that wire the other packages together. */
package dev.vigil.cli;
