package dev.vigil.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The training run of the JDK's ahead-of-time cache, which {@code mvn package} makes (see {@code
 * src/aot/README.md}): the common kinds of {@code vigil verify} run, one after another in this JVM,
 * so that the classes they load and the methods they run go into the cache. It returns from {@code
 * main} like any program; a run that fails only makes the cache smaller.
 */
public final class AotTraining {
  private AotTraining() {}

  /** {@code args[0]} is the checkout: the training programs are in its src/aot and examples. */
  public static void main(String[] args) {
    Path home = Path.of(args.length > 0 ? args[0] : ".");
    Path examples = home.resolve("examples");
    Path programs = home.resolve("src/aot");
    List<List<String>> runs =
        List.of(
            verify(examples.resolve("bank.yml"), "--stats"),
            verify(programs.resolve("loop.yml")),
            verify(programs.resolve("loop.c"), "--json"),
            verify(programs.resolve("loop.c"), "--32", "--property", "no-overflow"),
            verify(programs.resolve("memory.c"), "--property", "valid-memsafety"),
            verify(examples.resolve("bank.c"), "--engine", "bmc"),
            verify(examples.resolve("bank.c"), "--engine", "dash"),
            verify(programs.resolve("loop.c"), "--engine", "dash"),
            verify(examples.resolve("bank.c"), "--engine", "cpa"),
            verify(
                examples.resolve("bank.c"),
                "--engine",
                "cpa",
                "--cpa-config",
                "symex-slicing-cegar"),
            verify(programs.resolve("loop.c"), "--engine", "summaries"),
            List.of("engines"));
    for (List<String> run : runs) {
      int exit = Main.run(run.toArray(String[]::new));
      System.out.println("exit " + exit + ": vigil " + String.join(" ", run));
    }
  }

  /** A verify run with a time limit: a training run that takes long only slows the build. */
  private static List<String> verify(Path file, String... options) {
    List<String> run = new ArrayList<>(List.of("verify", file.toString(), "--timeout", "60"));
    run.addAll(List.of(options));
    return run;
  }
}
