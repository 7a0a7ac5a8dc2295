package dev.vigil.smt;

/**
 * An operation the encoder cannot express exactly, e.g. a copy of a symbolic number of bytes.
 * Engines treat the path reaching it as unexplored: they may still find errors on other paths, but
 * must not claim that the program is safe.
 */
public final class Unsupported extends Exception {
  public Unsupported(String message) {
    super(message);
  }
}
