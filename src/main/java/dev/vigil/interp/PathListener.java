package dev.vigil.interp;

/**
 * Follows the path of a run: {@link #took} is told every edge the run takes, in order, before the
 * edge executes. A call edge is followed by the callee's edges; the callee's return (a {@code
 * Return} edge, or the implicit return at its exit location, edge -1) by the caller's.
 */
@FunctionalInterface
public interface PathListener {
  /** The run takes edge {@code edge} ({@link dev.vigil.ir.Edge#index()}) of {@code function}. */
  void took(String function, int edge);
}
