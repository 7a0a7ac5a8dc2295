package dev.vigil.bench;

/** Bad input to a benchmark run (tasks, limits, result files); the message is one line. */
public class BenchException extends Exception {
  public BenchException(String message) {
    super(message);
  }
}
