package dev.vigil.cli;

import dev.vigil.engine.Budget;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The {@code vigil} command. Every failure reaches the user as one line, never a stack trace. It
 * and {@code verify}, which every run builds, are declared with picocli's programmatic API; the
 * other commands with annotations.
 */
public final class Main implements Callable<Integer> {
  /**
   * The subcommands by name, in the order of {@code --help}. picocli reflects over a command's
   * annotations when it is added, which costs about 30 ms of CPU per command at start: a run of one
   * command builds only that one (see {@link #commandLine}). Classes, not constructor references:
   * JDK 25 crashed writing the AOT cache with a reference to a class that the cache leaves out.
   * {@code verify} is built by {@link VerifyCommand#spec()}.
   */
  private static final Map<String, Class<?>> COMMANDS = new LinkedHashMap<>();

  static {
    COMMANDS.put(VerifyCommand.NAME, VerifyCommand.class);
    COMMANDS.put("validate", ValidateCommand.class);
    COMMANDS.put("harness", HarnessCommand.class);
    COMMANDS.put("engines", EnginesCommand.class);
    COMMANDS.put("show", ShowCommand.class);
    COMMANDS.put("bench", BenchCommand.class);
    COMMANDS.put("help", CommandLine.HelpCommand.class);
  }

  /** The command that a command runs in turn: harness runs verify. */
  private static final Map<String, String> RUNS = Map.of("harness", "verify");

  /**
   * The command runs on a thread with a large stack: the front end, the analyses and the encoders
   * recurse over expressions, which deeply nested C code makes deep. The stack is reserved, and
   * only the part used is committed.
   */
  private static final long STACK_BYTES = 1L << 30;

  /** The profile's first phase, the JVM's start up to {@link #main}; null when run in-process. */
  private static volatile PhaseClock mainEntered;

  /** When the current command started, as a {@link System#nanoTime()} reading. */
  private static volatile long startNanos = System.nanoTime();

  public static void main(String[] args) {
    long started = processStart();
    mainEntered = PhaseClock.ofProcess(started);
    mainEntered.mark("jvm_start");
    // A failure in a helper thread (a solver's watcher, say) is one line too, not a stack trace.
    Thread.setDefaultUncaughtExceptionHandler((thread, e) -> Errors.internal(e));
    System.exit(run(started, args));
  }

  /** Runs the command line and returns the exit code. */
  public static int run(String... args) {
    return run(System.nanoTime(), args);
  }

  /**
   * The time limits of {@code vigil verify} count from {@code started}: from the start of the
   * process when Vigil runs as one, so that the JVM's own start counts too.
   */
  private static int run(long started, String... args) {
    startNanos = started;
    CommandLine cli = commandLine(args);
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
    int[] exit = {Errors.EXIT_INTERNAL};
    Thread worker =
        new Thread(
            null,
            () -> {
              try {
                exit[0] = cli.execute(args);
              } catch (Error e) {
                // picocli passes Errors on (e.g. a class missing from a broken build): one line.
                Errors.internal(e);
              }
            },
            "vigil-main",
            STACK_BYTES);
    worker.start();
    try {
      worker.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Errors.EXIT_INTERNAL;
    }
    return exit[0];
  }

  /**
   * The command line with the subcommand that {@code args} names, or with all of them when it names
   * none of them or {@code help} (which lists them all): usage, errors and help look the same.
   */
  static CommandLine commandLine(String... args) {
    CommandSpec root = CommandSpec.wrapWithoutInspection(new Main()).name("vigil");
    root.usageMessage().description("Vigil, an automatic verifier for C programs.");
    addStandardHelpOptions(root);
    CommandLine cli = new CommandLine(root);
    String first = args.length > 0 ? args[0] : "";
    boolean one = COMMANDS.containsKey(first) && !first.equals("help");
    COMMANDS.forEach(
        (name, command) -> {
          if (!one || name.equals(first) || name.equals(RUNS.get(first))) {
            cli.addSubcommand(
                name, command == VerifyCommand.class ? VerifyCommand.spec() : command);
          }
        });
    return cli;
  }

  /**
   * {@code -h, --help} and {@code -V, --version}, as picocli's {@code mixinStandardHelpOptions}
   * declares them (which reflects over a class of picocli's to do so).
   */
  static void addStandardHelpOptions(CommandSpec spec) {
    spec.versionProvider(new Version());
    spec.addOption(
        OptionSpec.builder("-h", "--help")
            .usageHelp(true)
            .description("Show this help message and exit.")
            .build());
    spec.addOption(
        OptionSpec.builder("-V", "--version")
            .versionHelp(true)
            .description("Print version information and exit.")
            .build());
  }

  static long startNanos() {
    return startNanos;
  }

  /**
   * A CPU-time budget of {@code limit} for the current command: counted from the start of the
   * process when Vigil runs as one, so that the JVM's own start counts too, and from now when it
   * runs in-process (tests).
   */
  static Budget budget(Duration limit) {
    return mainEntered != null ? Budget.sinceProcessStart(limit) : Budget.of(limit);
  }

  /**
   * The profile of this run so far: the JVM's start, when Vigil runs as a process, and the command
   * line's parsing up to now.
   */
  static PhaseClock phaseClock() {
    PhaseClock clock = mainEntered != null ? mainEntered : PhaseClock.startingNow();
    clock.mark("command_line");
    return clock;
  }

  /**
   * The process's start as a {@link System#nanoTime()} reading (to Linux's clock tick, 10 ms), or
   * now where the system does not tell. Not from {@code java.management}, whose classes cost more
   * to load than the rest of this run's first phase.
   */
  private static long processStart() {
    long now = System.nanoTime();
    return ProcessHandle.current()
        .info()
        .startInstant()
        .map(start -> now - Duration.between(start, Instant.now()).toNanos())
        .orElse(now);
  }

  private static String subcommandName(CommandLine.ParameterException e) {
    String name = e.getCommandLine().getCommandName();
    return name.equals("vigil") ? "" : name + " ";
  }

  /** {@code vigil} without a command: a usage error. */
  @Override
  public Integer call() {
    System.err.println("vigil: missing command (verify, show or bench)");
    System.err.println("Try 'vigil --help' for usage.");
    return Errors.EXIT_USAGE;
  }

  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Main.class.getPackage().getImplementationVersion();
      return new String[] {"vigil " + (v == null ? "0.1.0-dev" : v)};
    }
  }
}
