package dev.vigil.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code vigil} command. Every failure reaches the user as one line, never a stack trace. */
@Command(
    name = "vigil",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "Vigil, an automatic verifier for C programs.",
    subcommands = {
      VerifyCommand.class, EnginesCommand.class, ShowCommand.class, BenchCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main implements Runnable {

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs the command line and returns the exit code. */
  public static int run(String... args) {
    CommandLine cli = new CommandLine(new Main());
    EngineOptionsCli.addTo(cli.getSubcommands().get("verify").getCommandSpec());
    cli.setExecutionExceptionHandler(
        (e, cmd, parsed) -> {
          Errors.internal(e);
          return Errors.EXIT_INTERNAL;
        });
    cli.setParameterExceptionHandler(
        (e, argv) -> {
          System.err.println("vigil: " + e.getMessage());
          System.err.println("Try 'vigil " + subcommandName(e) + "--help' for usage.");
          return Errors.EXIT_USAGE;
        });
    try {
      return cli.execute(args);
    } catch (Error e) {
      // picocli passes Errors on (e.g. a class missing from a broken build): still one line.
      Errors.internal(e);
      return Errors.EXIT_INTERNAL;
    }
  }

  private static String subcommandName(CommandLine.ParameterException e) {
    String name = e.getCommandLine().getCommandName();
    return name.equals("vigil") ? "" : name + " ";
  }

  @Override
  public void run() {
    new CommandLine(this).usage(System.out);
  }

  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Main.class.getPackage().getImplementationVersion();
      return new String[] {"vigil " + (v == null ? "0.1.0-dev" : v)};
    }
  }
}
