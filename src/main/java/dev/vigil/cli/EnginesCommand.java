package dev.vigil.cli;

import dev.vigil.report.EngineListing;
import picocli.CommandLine.Command;

/** {@code vigil engines}: the engines and their options. */
@Command(
    name = "engines",
    mixinStandardHelpOptions = true,
    description = "List the verification engines and their options.")
final class EnginesCommand implements Runnable {
  @Override
  public void run() {
    System.out.print(EngineListing.render(EngineRegistry.ENGINES, EngineRegistry.DEFAULT));
  }
}
