package dev.vigil.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code vigil harness TASK}: verifies the task and, for FALSE, writes the C test harness of the
 * counterexample ({@code vigil verify TASK --harness FILE}).
 */
@Command(
    name = "harness",
    mixinStandardHelpOptions = true,
    description = "Verify a task and write the test harness of its counterexample (FALSE only).")
final class HarnessCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "TASK", description = "C file or SV-COMP task file")
  Path file;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE.c",
      description = "the harness file (default: the program's name with -harness.c)")
  Path output;

  @Option(
      names = "--timeout",
      paramLabel = "S",
      defaultValue = "900",
      description = "CPU-time limit in seconds (default: ${DEFAULT-VALUE})")
  String timeout;

  @Option(names = "--engine", paramLabel = "NAME", description = "verification engine")
  String engine;

  @Override
  public Integer call() {
    Path harness = output;
    if (harness == null) {
      String name = file.getFileName().toString().replaceFirst("\\.(yml|yaml|c|i)$", "");
      harness = Path.of(name + "-harness.c");
    }
    List<String> args =
        new ArrayList<>(
            List.of(file.toString(), "--harness", harness.toString(), "--timeout", timeout));
    if (engine != null) {
      args.addAll(List.of("--engine", engine));
    }
    return spec.parent().subcommands().get("verify").execute(args.toArray(String[]::new));
  }
}
