package dev.vigil.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code vigil} in a JVM of its own, on the tests' class path: a run as users get it, with no state
 * left by other tests in the same JVM.
 */
final class VigilProcess {
  private VigilProcess() {}

  /** A process builder for {@code vigil args...}. */
  static ProcessBuilder of(String... args) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Djava.library.path=" + System.getProperty("java.library.path"));
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(Main.class.getName());
    command.addAll(List.of(args));
    return new ProcessBuilder(command);
  }
}
