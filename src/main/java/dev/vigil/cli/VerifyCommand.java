package dev.vigil.cli;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Statistics;
import dev.vigil.engine.Verdict;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendException;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.frontend.UnsupportedFeatureException;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Program;
import dev.vigil.report.JsonReport;
import dev.vigil.report.ResultPage;
import dev.vigil.report.SarifReport;
import dev.vigil.report.SweepText;
import dev.vigil.report.TextReport;
import dev.vigil.report.VerifyProgress;
import dev.vigil.spec.EntryHarness;
import dev.vigil.spec.Instrumenter;
import dev.vigil.sweep.FunctionSweep;
import dev.vigil.task.Task;
import dev.vigil.task.TaskException;
import dev.vigil.validation.ReplayingEngine;
import dev.vigil.witness.Harness;
import dev.vigil.witness.WitnessInfo;
import dev.vigil.witness.Witnesses;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code vigil verify}: one program or task, one verdict. The options of the engines are added by
 * {@link EngineOptionsCli}; the output is {@code report}'s.
 */
@Command(
    name = "verify",
    mixinStandardHelpOptions = true,
    description = "Verify a C program (.c, .i, .ll, .bc) or an SV-COMP task (.yml).")
final class VerifyCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(
      arity = "0..*",
      paramLabel = "FILE",
      description =
          "C files, directories of C files, or an SV-COMP task file; with --compile-commands, the"
              + " files or directories of the database to read (default: all)")
  List<Path> files = new ArrayList<>();

  @Option(
      names = "--compile-commands",
      paramLabel = "FILE",
      description = "read the translation units of a compilation database (compile_commands.json)")
  Path compileCommands;

  @Option(
      names = "--entry",
      paramLabel = "FUNCTION",
      description = "verify from FUNCTION, called in an arbitrary context (default: main)")
  String entry;

  @Option(
      names = "--all-functions",
      description = "check every function as an entry, reporting each violation found once")
  boolean allFunctions;

  @Option(
      names = "--function-timeout",
      paramLabel = "S",
      defaultValue = "10",
      description =
          "with --all-functions: time limit per function in seconds (default: ${DEFAULT-VALUE})")
  double functionTimeoutSeconds;

  @Option(
      names = "--property",
      paramLabel = "PROP",
      description = "unreach-call (default), no-overflow, valid-memsafety, or a .prp file")
  String property;

  @Option(
      names = "--timeout",
      paramLabel = "S",
      defaultValue = "900",
      description =
          "CPU-time limit of the whole process in seconds, as in SV-COMP"
              + " (default: ${DEFAULT-VALUE})")
  double timeoutSeconds;

  @Option(
      names = "--engine",
      paramLabel = "NAME",
      description = "verification engine (default: ${DEFAULT-VALUE}; see 'vigil engines')")
  String engine = EngineRegistry.DEFAULT;

  static final class DataModelChoice {
    @Option(names = "--32", description = "ILP32 data model (i386)")
    boolean ilp32;

    @Option(names = "--64", description = "LP64 data model (x86-64; default for C files)")
    boolean lp64;
  }

  @ArgGroup(exclusive = true)
  DataModelChoice dataModel;

  @Option(
      names = "--error-label",
      paramLabel = "LABEL",
      description = "a C label whose reaching is an error")
  String errorLabel;

  @Option(names = "--json", description = "print the result as JSON instead of text")
  boolean json;

  @Option(
      names = "--cex",
      paramLabel = "FILE",
      description = "write the counterexample as JSON to FILE")
  Path cexFile;

  @Option(names = "--stats", description = "print statistics")
  boolean stats;

  @Option(
      names = "--sarif",
      paramLabel = "FILE",
      description = "write the result as SARIF 2.1.0 to FILE")
  Path sarifFile;

  @Option(
      names = "--report",
      paramLabel = "DIR",
      description = "write an HTML report to DIR/index.html")
  Path reportDir;

  @Option(
      names = "--witness",
      paramLabel = "FILE",
      description = "write the witness (violation for FALSE, correctness for TRUE) to FILE")
  Path witnessFile;

  @Option(
      names = "--witness-format",
      paramLabel = "FORMAT",
      defaultValue = "graphml",
      description = "graphml (SV-COMP format 1.0, default) or yaml (format 2.0)")
  String witnessFormat;

  @Option(
      names = "--harness",
      paramLabel = "FILE.c",
      description = "for FALSE, write a C test harness that replays the counterexample natively")
  Path harnessFile;

  @Override
  public Integer call() {
    PhaseClock clock = Main.phaseClock();
    EngineDescriptor descriptor =
        EngineRegistry.find(engine)
            .orElseThrow(
                () ->
                    new CommandLine.ParameterException(
                        spec.commandLine(), EngineRegistry.unknown(engine)));
    if (!(timeoutSeconds > 0)) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--timeout must be positive");
    }
    if (errorLabel != null && !errorLabel.matches("[A-Za-z_][A-Za-z0-9_]*")) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--error-label needs a C label, not '" + errorLabel + "'");
    }
    Engine created;
    try {
      created =
          descriptor.create(
              EngineOptionsCli.values(spec.commandLine().getParseResult(), descriptor));
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "options of engine " + descriptor.name() + ": " + e.getMessage());
    }
    if (entry != null && allFunctions) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--entry and --all-functions exclude each other");
    }
    Witnesses.Format format =
        switch (witnessFormat) {
          case "graphml" -> Witnesses.Format.GRAPHML;
          case "yaml" -> Witnesses.Format.YAML;
          default ->
              throw new CommandLine.ParameterException(
                  spec.commandLine(), "--witness-format must be graphml or yaml");
        };
    for (Path out : java.util.Arrays.asList(cexFile, witnessFile, harnessFile, sarifFile)) {
      if (out != null && !writable(out)) {
        return Errors.input("cannot write " + out, "");
      }
    }
    if (reportDir != null && !creatable(reportDir)) {
      return Errors.input("cannot write a report to " + reportDir, "");
    }
    long start = Main.startNanos();
    Budget budget = Main.budget(Duration.ofMillis((long) (timeoutSeconds * 1000)));
    Inputs inputs;
    FrontendOptions options;
    List<String> warnings = Collections.synchronizedList(new ArrayList<>());
    try {
      inputs =
          Inputs.resolve(
              files,
              Optional.ofNullable(compileCommands),
              Optional.ofNullable(property),
              chosenDataModel());
      options =
          TaskLoader.frontendOptions(inputs.task(), Optional.ofNullable(errorLabel), warnings::add);
    } catch (TaskException e) {
      return Errors.input(e.getMessage(), "");
    }
    if (allFunctions || entry != null) {
      options =
          options.withRoots(new FrontendOptions.Roots(allFunctions ? List.of() : List.of(entry)));
    }
    Task task = inputs.task();
    FrontendOptions read = options;
    Engine chosen = new ReplayingEngine(created, alarm -> System.err.println("vigil: " + alarm));
    Result result;
    try (MemoryGuard guard = MemoryGuard.watch(budget);
        VerifyProgress progress = VerifyProgress.onStderr(descriptor.name(), budget, start)) {
      clock.mark("setup");
      if (allFunctions) {
        return sweep(inputs, read, chosen, budget, warnings, start, progress);
      }
      result =
          Watchdog.run(
              budget, () -> verify(inputs, read, chosen, budget, warnings, clock, progress));
    } catch (FrontendException e) {
      return Errors.input(e.getMessage(), e.details());
    }
    Statistics.Builder total = Statistics.builder();
    total.nanos("total_s", System.nanoTime() - start);
    result = result.plus(clock.statistics()).plus(total.build());
    try {
      write(cexFile, JsonReport.counterexample(result));
      if (witnessFile != null) {
        write(witnessFile, Witnesses.of(result, WitnessInfo.of(task, producer()), format));
      }
      String program = task.inputFiles().get(0).toString();
      write(harnessFile, Harness.of(result, program));
      if (sarifFile != null) {
        Files.writeString(sarifFile, SarifReport.render(task, result, Path.of("")));
      }
      if (reportDir != null) {
        Files.createDirectories(reportDir);
        Files.writeString(
            reportDir.resolve("index.html"), ResultPage.render(task, result, descriptor.name()));
      }
    } catch (IOException e) {
      return Errors.input("cannot write an output file: " + e.getMessage(), "");
    }
    System.out.print(
        json
            ? JsonReport.result(task, result, List.copyOf(warnings)) + "\n"
            : TextReport.render(task, result, stats));
    return Errors.EXIT_OK;
  }

  /** Writes {@code text} to {@code file} if both are there. */
  private static void write(Path file, Optional<String> text) throws IOException {
    if (file != null && text.isPresent()) {
      Files.writeString(file, text.get());
    }
  }

  /** The producer named in witnesses: Vigil's version and the engine. */
  private String producer() {
    return new Main.Version().getVersion()[0].replace("vigil", "Vigil") + " (" + engine + ")";
  }

  private void printWarnings(List<String> warnings, VerifyProgress progress) {
    if (!json) {
      warnings.forEach(w -> progress.note("vigil: warning: " + w));
    }
  }

  private Optional<DataModel> chosenDataModel() {
    if (dataModel == null) {
      return Optional.empty();
    }
    return Optional.of(dataModel.ilp32 ? DataModel.ILP32 : DataModel.LP64);
  }

  /**
   * The work the watchdog runs: the front end (which the budget stops), the instrumentation (from
   * {@code --entry}, in a harness that havocs the context) and the engine (with the replay of its
   * counterexample), each a phase of {@code clock}.
   */
  private Result verify(
      Inputs inputs,
      FrontendOptions options,
      Engine engine,
      Budget budget,
      List<String> warnings,
      PhaseClock clock,
      VerifyProgress progress)
      throws FrontendException {
    Program program;
    try {
      program = Frontend.load(inputs.units(), options, budget::exhausted, clock::mark);
    } catch (UnsupportedFeatureException e) {
      printWarnings(warnings, progress);
      return Result.of(
          new Verdict.Unknown(Reason.of(Reason.Kind.UNSUPPORTED, e.feature(), e.loc())));
    }
    printWarnings(warnings, progress);
    if (entry != null) {
      program = EntryHarness.around(program, entry);
    }
    Program instrumented =
        Instrumenter.instrument(program, inputs.task().specification().properties());
    clock.mark("instrumentation");
    Result result = engine.verify(instrumented, budget);
    clock.mark("verification");
    return result;
  }

  /** Whether a folder is there or can be made: its nearest existing ancestor is a folder. */
  private static boolean creatable(Path folder) {
    Path p = folder.toAbsolutePath();
    while (p != null && !Files.exists(p)) {
      p = p.getParent();
    }
    return p != null && Files.isDirectory(p) && Files.isWritable(p);
  }

  /** {@code --all-functions}: every function as an entry, each with its own time limit. */
  private int sweep(
      Inputs inputs,
      FrontendOptions options,
      Engine engine,
      Budget budget,
      List<String> warnings,
      long start,
      VerifyProgress progress)
      throws FrontendException {
    Program program = Frontend.load(inputs.units(), options, budget::exhausted);
    printWarnings(warnings, progress);
    List<SweepText.FunctionResult> results =
        FunctionSweep.run(
            program,
            inputs.task().specification().properties(),
            (p, slice) -> watched(engine, p, slice),
            budget,
            Duration.ofMillis((long) (functionTimeoutSeconds * 1000)),
            line -> System.err.println("vigil: " + line));
    System.out.print(SweepText.render(results, Duration.ofNanos(System.nanoTime() - start)));
    return Errors.EXIT_OK;
  }

  /** One entry of a sweep under the watchdog; an internal error there ends only that entry. */
  private static Result watched(Engine engine, Program program, Budget slice) {
    try {
      return Watchdog.run(slice, () -> engine.verify(program, slice));
    } catch (FrontendException | RuntimeException e) {
      return Result.of(
          new Verdict.Unknown(
              Reason.of(
                  Reason.Kind.INTERNAL_ERROR,
                  e.getClass().getSimpleName() + ": " + e.getMessage())));
    }
  }

  /** Whether a file can be written there: its folder exists and it is not a folder itself. */
  private static boolean writable(Path path) {
    Path folder = path.toAbsolutePath().getParent();
    return folder != null
        && Files.isDirectory(folder)
        && Files.isWritable(folder)
        && !Files.isDirectory(path);
  }
}
