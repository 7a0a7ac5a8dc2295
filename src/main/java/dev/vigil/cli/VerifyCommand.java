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
import dev.vigil.report.TextReport;
import dev.vigil.spec.Instrumenter;
import dev.vigil.task.Task;
import dev.vigil.task.TaskException;
import dev.vigil.validation.ReplayingEngine;
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

  @Parameters(index = "0", paramLabel = "FILE", description = "C file or SV-COMP task file")
  Path file;

  @Option(
      names = "--property",
      paramLabel = "PROP",
      description = "unreach-call (default), no-overflow, valid-memsafety, or a .prp file")
  String property;

  @Option(
      names = "--timeout",
      paramLabel = "S",
      defaultValue = "900",
      description = "time limit in seconds (default: ${DEFAULT-VALUE})")
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

  @Override
  public Integer call() {
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
    if (cexFile != null && !writable(cexFile)) {
      return Errors.input("cannot write the counterexample to " + cexFile, "");
    }
    long start = Main.startNanos();
    Budget budget = Budget.startingAt(start, Duration.ofMillis((long) (timeoutSeconds * 1000)));
    Task task;
    FrontendOptions options;
    List<String> warnings = Collections.synchronizedList(new ArrayList<>());
    try {
      task = TaskLoader.load(file, Optional.ofNullable(property), chosenDataModel());
      options = TaskLoader.frontendOptions(task, Optional.ofNullable(errorLabel), warnings::add);
    } catch (TaskException e) {
      return Errors.input(e.getMessage(), "");
    }
    if (task.inputFiles().size() != 1) {
      return Errors.input("tasks with several input files are not supported yet", "");
    }
    Engine chosen = new ReplayingEngine(created, alarm -> System.err.println("vigil: " + alarm));
    Result result;
    try (MemoryGuard guard = MemoryGuard.watch(budget)) {
      result = Watchdog.run(budget, () -> verify(task, options, chosen, budget, warnings, start));
    } catch (FrontendException e) {
      return Errors.input(e.getMessage(), e.details());
    }
    Statistics.Builder total = Statistics.builder();
    total.nanos("total_s", System.nanoTime() - start);
    result = result.plus(total.build());
    Optional<String> cex = JsonReport.counterexample(result);
    if (cexFile != null && cex.isPresent()) {
      try {
        Files.writeString(cexFile, cex.get());
      } catch (IOException e) {
        return Errors.input("cannot write " + cexFile + ": " + e.getMessage(), "");
      }
    }
    System.out.print(
        json
            ? JsonReport.result(task, result, List.copyOf(warnings)) + "\n"
            : TextReport.render(task, result, stats));
    return Errors.EXIT_OK;
  }

  private void printWarnings(List<String> warnings) {
    if (!json) {
      warnings.forEach(w -> System.err.println("vigil: warning: " + w));
    }
  }

  private Optional<DataModel> chosenDataModel() {
    if (dataModel == null) {
      return Optional.empty();
    }
    return Optional.of(dataModel.ilp32 ? DataModel.ILP32 : DataModel.LP64);
  }

  /**
   * The work the watchdog runs: the front end (which the budget stops), the instrumentation and
   * the engine, with their times.
   */
  private Result verify(
      Task task,
      FrontendOptions options,
      Engine engine,
      Budget budget,
      List<String> warnings,
      long start)
      throws FrontendException {
    Statistics.Builder times = Statistics.builder();
    Program program;
    try {
      program = Frontend.load(task.inputFiles().get(0), options, budget::exhausted);
    } catch (UnsupportedFeatureException e) {
      printWarnings(warnings);
      return Result.of(
          new Verdict.Unknown(Reason.of(Reason.Kind.UNSUPPORTED, e.feature(), e.loc())));
    }
    times.nanos("frontend_s", System.nanoTime() - start);
    printWarnings(warnings);
    long verification = System.nanoTime();
    Program instrumented = Instrumenter.instrument(program, task.specification().properties());
    Result result = engine.verify(instrumented, budget);
    times.nanos("verification_s", System.nanoTime() - verification);
    return result.plus(times.build());
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
