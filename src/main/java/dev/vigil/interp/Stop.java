package dev.vigil.interp;

/**
 * Ends a run at the current edge with {@link Outcome.UndefinedBehavior}: an invalid memory access,
 * an invalid free, a bad call, or something the interpreter does not support. Thrown from deep
 * inside an operation and caught once by the run loop; it has no stack trace, so it is cheap.
 */
final class Stop extends RuntimeException {
  Stop(String what) {
    super(what, null, false, false);
  }
}
