package dev.vigil.cli;

import dev.vigil.bench.BenchException;
import dev.vigil.bench.BenchRun;
import dev.vigil.bench.BenchRunner;
import dev.vigil.bench.BenchTask;
import dev.vigil.bench.Comparison;
import dev.vigil.bench.JavaCommand;
import dev.vigil.bench.Limits;
import dev.vigil.bench.MarkdownReport;
import dev.vigil.bench.Progress;
import dev.vigil.bench.ReportWriter;
import dev.vigil.bench.ResultsJson;
import dev.vigil.bench.RunInfo;
import dev.vigil.bench.SlurmExecutor;
import dev.vigil.bench.TaskCollector;
import dev.vigil.bench.TaskResult;
import dev.vigil.report.StatusLine;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code vigil bench}: runs task sets under limits, scores them, writes tables and plots. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Run SV-COMP tasks under limits and score them as SV-COMP does.",
      "Each task runs 'vigil verify' in its own process under a CPU-time and memory limit. The "
          + "results go to results.csv, results.json, summary.md, summary.html and a quantile plot "
          + "(quantile.png, quantile.svg) in the output folder."
    },
    subcommands = {BenchCommand.Compare.class, BenchCommand.Measure.class})
final class BenchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(
      paramLabel = "TASKS",
      arity = "0..*",
      description =
          "SV-COMP .yml task files, folders (searched recursively), or list files (a path or glob"
              + " per line)")
  List<Path> tasks = new ArrayList<>();

  @Option(
      names = "--timeout",
      paramLabel = "S",
      defaultValue = "900",
      description = "CPU-time limit per task in seconds (default: ${DEFAULT-VALUE})")
  double timeoutSeconds;

  @Option(
      names = "--wall-timeout",
      paramLabel = "S",
      description =
          "wall-time limit per task in seconds, which stops runs that wait (default: twice the"
              + " CPU-time limit plus 30 s; raise it on a machine busy with other work)")
  Double wallTimeoutSeconds;

  @Option(
      names = "--memory",
      paramLabel = "M",
      defaultValue = "4GB",
      description =
          "memory limit per task, e.g. 4GB, 512MB, or megabytes (default: ${DEFAULT-VALUE})")
  String memory;

  @Option(
      names = "--jobs",
      paramLabel = "N",
      defaultValue = "1",
      description = "tasks run at once (default: ${DEFAULT-VALUE})")
  int jobs;

  @Option(
      names = "--engine",
      paramLabel = "E",
      description = "verification engine, passed to 'vigil verify'")
  String engine;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "output folder (default: bench-out/<date>_<time>)")
  Path out;

  @Option(
      names = "--verify-option",
      paramLabel = "OPT",
      description =
          "an option passed on to each 'vigil verify', e.g. --verify-option=--invariants=none"
              + " (repeatable)")
  List<String> verifyOptions = new ArrayList<>();

  /** Where the tasks run. */
  enum Executor {
    local,
    slurm
  }

  @Option(
      names = "--executor",
      paramLabel = "X",
      defaultValue = "local",
      description =
          "local (default): child processes here; slurm: a Slurm job array (sbatch), one task per"
              + " element, on nodes that share the output folder")
  Executor executor;

  @Option(
      names = "--slurm-option",
      paramLabel = "OPT",
      description =
          "an option passed on to sbatch, e.g. --slurm-option=--partition=short" + " (repeatable)")
  List<String> slurmOptions = new ArrayList<>();

  @Override
  public Integer call() throws InterruptedException {
    if (tasks.isEmpty()) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "Missing required parameter: 'TASKS'");
    }
    if (!(timeoutSeconds > 0) || jobs < 1) {
      return Errors.input(
          !(timeoutSeconds > 0) ? "--timeout must be positive" : "--jobs must be at least 1", "");
    }
    if (engine != null && EngineRegistry.find(engine).isEmpty()) {
      return Errors.input(EngineRegistry.unknown(engine), "");
    }
    if (!BenchRunner.supported()) {
      return Errors.input("vigil bench needs Linux's /proc to measure and limit runs", "");
    }
    Limits limits;
    TaskCollector.Selection found;
    Path dir = out != null ? out : Path.of("bench-out", timestamp());
    try {
      limits = Limits.of(timeoutSeconds, Limits.parseMemory(memory));
      if (wallTimeoutSeconds != null) {
        if (!(wallTimeoutSeconds >= timeoutSeconds)) {
          throw new BenchException("--wall-timeout must be at least --timeout");
        }
        limits = limits.withWallTime(wallTimeoutSeconds);
      }
      found = TaskCollector.collect(tasks);
      if (Files.exists(dir) && !Files.isDirectory(dir)) {
        throw new BenchException("--out " + dir + " is a file, not a folder");
      }
      if (Files.exists(dir.resolve("results.json"))) {
        throw new BenchException(
            dir + " already holds results; choose another --out or remove them");
      }
    } catch (BenchException e) {
      return Errors.input(e.getMessage(), "");
    }
    List<BenchTask> list = found.tasks();
    if (list.isEmpty()) {
      List<String> skipped = found.skipped();
      String why =
          skipped.isEmpty()
              ? ""
              : " (skipped " + skipped.size() + ", the first: " + skipped.getFirst() + ")";
      return Errors.input("no SV-COMP task files (.yml) with a supported property found" + why, "");
    }
    found.skipped().forEach(s -> System.err.println("vigil bench: skipping a task: " + s));
    BenchRunner.warnings(limits, jobs)
        .forEach(w -> System.err.println("vigil bench: warning: " + w));
    System.err.printf(
        Locale.ROOT,
        "vigil bench: %d task%s, CPU-time limit %s s (wall %s s), memory limit %d MB (Java heap %d"
            + " MB), %d job%s; writing to %s%n",
        list.size(),
        list.size() == 1 ? "" : "s",
        fmt(timeoutSeconds),
        fmt(limits.wallSeconds()),
        limits.memoryMb(),
        JavaCommand.heapMb(limits),
        jobs,
        jobs == 1 ? "" : "s",
        dir);
    String started = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    JavaCommand child = JavaCommand.inThisJvm(Main.class.getName(), childArguments());
    Progress progress = new Progress(System.err, StatusLine.stderrIsTerminal(), list.size());
    RunInfo info =
        new RunInfo(
            new Main.Version().getVersion()[0],
            started,
            engine == null ? "default" : engine,
            limits.cpuSeconds(),
            limits.memoryMb(),
            jobs);
    BenchRun run;
    List<Path> files;
    try {
      run = new BenchRun(info, execute(child, limits, dir, list, progress));
      files = ReportWriter.writeRun(run, dir);
    } catch (IOException e) {
      return Errors.input(e.getMessage(), "");
    }
    System.out.print(MarkdownReport.overview(run));
    System.out.println(
        "Wrote "
            + files.stream().map(Path::toString).collect(Collectors.joining(", "))
            + " and the children's output in "
            + dir.resolve("logs"));
    return Errors.EXIT_OK;
  }

  private List<TaskResult> execute(
      JavaCommand child, Limits limits, Path dir, List<BenchTask> list, Progress progress)
      throws IOException, InterruptedException {
    return switch (executor) {
      case local -> new BenchRunner(child, limits, jobs, dir.resolve("logs")).run(list, progress);
      case slurm -> {
        JavaCommand measurer = JavaCommand.inThisJvm(Main.class.getName(), List.of());
        yield new SlurmExecutor(child, measurer, limits, jobs, dir, slurmOptions)
            .run(list, progress);
      }
    };
  }

  private List<String> childArguments() {
    List<String> args =
        new ArrayList<>(List.of("verify", "--json", "--timeout", fmt(timeoutSeconds)));
    if (engine != null) {
      args.add("--engine");
      args.add(engine);
    }
    args.addAll(verifyOptions);
    return args;
  }

  private static String fmt(double seconds) {
    return BigDecimal.valueOf(seconds).stripTrailingZeros().toPlainString();
  }

  private static String timestamp() {
    return LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd_HH-mm-ss"));
  }

  /** {@code vigil bench compare A B}. */
  @Command(
      name = "compare",
      mixinStandardHelpOptions = true,
      description = {
        "Compare two benchmark runs.",
        "Prints per-task differences (wrong verdicts first, then tasks solved by one run only, then"
            + " other changes) and the score difference, and writes them with a CPU-time scatter"
            + " plot."
      })
  static final class Compare implements Callable<Integer> {
    @Parameters(
        index = "0",
        paramLabel = "A",
        description = "results.json of the first run (or its folder)")
    Path a;

    @Parameters(
        index = "1",
        paramLabel = "B",
        description = "results.json of the second run (or its folder)")
    Path b;

    @Option(
        names = "--out",
        paramLabel = "DIR",
        description = "output folder (default: bench-out/compare_<date>_<time>)")
    Path out;

    @Override
    public Integer call() {
      Comparison comparison;
      try {
        comparison = Comparison.of(ResultsJson.read(a), ResultsJson.read(b));
      } catch (BenchException e) {
        return Errors.input(e.getMessage(), "");
      }
      Path dir = out != null ? out : Path.of("bench-out", "compare_" + timestamp());
      List<Path> files;
      try {
        files = ReportWriter.writeComparison(comparison, a.toString(), b.toString(), dir);
        System.out.print(Files.readString(dir.resolve("compare.md")));
      } catch (IOException e) {
        return Errors.input("cannot write the comparison to " + dir + ": " + e.getMessage(), "");
      }
      System.out.println(
          "Wrote " + files.stream().map(Path::toString).collect(Collectors.joining(", ")));
      return Errors.EXIT_OK;
    }
  }

  /**
   * {@code vigil bench measure}: one task on a Slurm node, measured and limited as a local run's
   * (see {@link SlurmExecutor}). Not for users: {@code vigil bench --executor slurm} runs it.
   */
  @Command(name = "measure", hidden = true)
  static final class Measure implements Callable<Integer> {
    @Option(names = "--timeout", required = true)
    double timeoutSeconds;

    /** Absent in a command line from before the option existed: the default backstop then. */
    @Option(names = "--wall-timeout")
    Double wallTimeoutSeconds;

    @Option(names = "--memory", required = true)
    String memory;

    @Option(names = "--stdout", required = true)
    Path stdout;

    @Option(names = "--stderr", required = true)
    Path stderr;

    @Option(names = "--result", required = true)
    Path result;

    @Parameters(paramLabel = "COMMAND", arity = "1..*")
    List<String> command;

    @Override
    public Integer call() throws InterruptedException {
      try {
        Limits limits = Limits.of(timeoutSeconds, Limits.parseMemory(memory));
        if (wallTimeoutSeconds != null) {
          limits = limits.withWallTime(wallTimeoutSeconds);
        }
        SlurmExecutor.measure(command, limits, stdout, stderr, result);
      } catch (BenchException | IOException e) {
        return Errors.input(e.getMessage(), "");
      }
      return Errors.EXIT_OK;
    }
  }
}
