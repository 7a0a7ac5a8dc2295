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
import dev.vigil.smt.Smt;
import dev.vigil.spec.AllocationFailures;
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
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code vigil verify}: one program or task, one verdict. The options of the engines are added by
 * {@link EngineOptionsCli}; the output is {@code report}'s.
 *
 * <p>The command is declared with picocli's programmatic API ({@link #spec()}), not annotations:
 * every run of Vigil builds it, and building a command from annotations (reflection, a proxy per
 * annotation) cost about 0.1 s of CPU time, more than a short verification.
 */
final class VerifyCommand implements Callable<Integer> {
  static final String NAME = "verify";

  private CommandSpec spec;

  private List<Path> files;
  private Path compileCommands;
  private String entry;
  private boolean allFunctions;
  private double functionTimeoutSeconds;
  private String property;
  private double timeoutSeconds;
  private String engine;
  private Optional<DataModel> dataModel;
  private String errorLabel;
  private boolean mallocMayFail;
  private boolean json;
  private Path cexFile;
  private boolean stats;
  private Path sarifFile;
  private Path reportDir;
  private List<Path> witnessFiles;
  private String witnessFormat;
  private boolean svComp;
  private Path harnessFile;

  private VerifyCommand() {}

  /** The command with its options (the engines' too), ready to be added to {@code vigil}. */
  static CommandSpec spec() {
    VerifyCommand command = new VerifyCommand();
    CommandSpec spec = CommandSpec.wrapWithoutInspection(command).name(NAME);
    command.spec = spec;
    spec.usageMessage()
        .description("Verify a C program (.c, .i, .ll, .bc) or an SV-COMP task (.yml).");
    Main.addStandardHelpOptions(spec);
    spec.addPositional(
        PositionalParamSpec.builder()
            .arity("0..*")
            .paramLabel("FILE")
            .type(List.class)
            .auxiliaryTypes(Path.class)
            .description(
                "C files, directories of C files, or an SV-COMP task file; with"
                    + " --compile-commands, the files or directories of the database to read"
                    + " (default: all)")
            .build());
    spec.addOption(
        option(
            "--compile-commands",
            "FILE",
            Path.class,
            "read the translation units of a compilation database (compile_commands.json)"));
    spec.addOption(
        option(
            "--entry",
            "FUNCTION",
            String.class,
            "verify from FUNCTION, called in an arbitrary context (default: main)"));
    spec.addOption(
        flag(
            "--all-functions",
            "check every function as an entry, reporting each violation found once"));
    spec.addOption(
        valued(
                "--function-timeout",
                "S",
                double.class,
                "with --all-functions: time limit per function in seconds (default:"
                    + " ${DEFAULT-VALUE})")
            .defaultValue("10")
            .build());
    spec.addOption(
        option(
            "--property",
            "PROP",
            String.class,
            "unreach-call (default), no-overflow, valid-memsafety, or a .prp file"));
    spec.addOption(
        valued(
                "--timeout",
                "S",
                double.class,
                "CPU-time limit of the whole process in seconds, as in SV-COMP (default:"
                    + " ${DEFAULT-VALUE})")
            .defaultValue("900")
            .build());
    spec.addOption(
        valued(
                "--engine",
                "NAME",
                String.class,
                "verification engine (default: ${DEFAULT-VALUE}; see 'vigil engines')")
            .defaultValue(EngineRegistry.DEFAULT)
            .build());
    spec.addArgGroup(
        ArgGroupSpec.builder()
            .exclusive(true)
            .multiplicity("0..1")
            .addArg(flag("--32", "ILP32 data model (i386)"))
            .addArg(flag("--64", "LP64 data model (x86-64; default for C files)"))
            .build());
    spec.addOption(
        option("--error-label", "LABEL", String.class, "a C label whose reaching is an error"));
    spec.addOption(
        flag(
            "--malloc-may-fail",
            "heap allocations may return null (default: they never fail), so that unchecked"
                + " results are found"));
    spec.addOption(flag("--json", "print the result as JSON instead of text"));
    spec.addOption(option("--cex", "FILE", Path.class, "write the counterexample as JSON to FILE"));
    spec.addOption(flag("--stats", "print statistics"));
    spec.addOption(
        option("--sarif", "FILE", Path.class, "write the result as SARIF 2.1.0 to FILE"));
    spec.addOption(option("--report", "DIR", Path.class, "write an HTML report to DIR/index.html"));
    spec.addOption(
        valued(
                "--witness",
                "FILE",
                List.class,
                "write the witness (violation for FALSE, correctness for TRUE) to FILE, in the"
                    + " format its extension names (.graphml, .yml or .yaml); give it twice for"
                    + " both formats")
            .auxiliaryTypes(Path.class)
            .build());
    spec.addOption(
        option(
            "--witness-format",
            "FORMAT",
            String.class,
            "graphml (SV-COMP format 1.0, the default) or yaml (format 2.0): the format of a"
                + " --witness file without one of those extensions; with --sv-comp, the only"
                + " one"));
    spec.addOption(
        flag(
            "--sv-comp",
            "SV-COMP's output: also write witness.graphml and witness.yml (format 2.0) in the"
                + " current directory, where BenchExec collects them (unless --witness names"
                + " the files)"));
    spec.addOption(
        option(
            "--harness",
            "FILE.c",
            Path.class,
            "for FALSE, write a C test harness that replays the counterexample natively"));
    EngineOptionsCli.addTo(spec);
    return spec;
  }

  private static OptionSpec option(String name, String label, Class<?> type, String description) {
    return valued(name, label, type, description).build();
  }

  /** An option with a value, with more to set before it is built. */
  private static OptionSpec.Builder valued(
      String name, String label, Class<?> type, String description) {
    return OptionSpec.builder(name).paramLabel(label).type(type).description(description);
  }

  private static OptionSpec flag(String name, String description) {
    return OptionSpec.builder(name).arity("0").type(boolean.class).description(description).build();
  }

  /** Takes the parsed options into the fields. */
  private void read() {
    files = valueOr(spec.positionalParameters().get(0).getValue(), new ArrayList<>());
    compileCommands = value("--compile-commands");
    entry = value("--entry");
    allFunctions = flagValue("--all-functions");
    functionTimeoutSeconds = value("--function-timeout");
    property = value("--property");
    timeoutSeconds = value("--timeout");
    engine = value("--engine");
    dataModel =
        flagValue("--32")
            ? Optional.of(DataModel.ILP32)
            : flagValue("--64") ? Optional.of(DataModel.LP64) : Optional.empty();
    errorLabel = value("--error-label");
    mallocMayFail = flagValue("--malloc-may-fail");
    json = flagValue("--json");
    cexFile = value("--cex");
    stats = flagValue("--stats");
    sarifFile = value("--sarif");
    reportDir = value("--report");
    witnessFiles = valueOr(value("--witness"), new ArrayList<>());
    witnessFormat = value("--witness-format");
    svComp = flagValue("--sv-comp");
    harnessFile = value("--harness");
  }

  private <T> T value(String option) {
    return spec.findOption(option).getValue();
  }

  private boolean flagValue(String option) {
    return Boolean.TRUE.equals(spec.findOption(option).getValue());
  }

  private static <T> T valueOr(T value, T otherwise) {
    return value != null ? value : otherwise;
  }

  @Override
  public Integer call() {
    PhaseClock clock = Main.phaseClock();
    read();
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
    WitnessOutputs witnesses;
    try {
      witnesses = WitnessOutputs.of(witnessFiles, Optional.ofNullable(witnessFormat), svComp);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
    }
    List<Path> outputs = new ArrayList<>(witnesses.files());
    outputs.addAll(java.util.Arrays.asList(cexFile, harnessFile, sarifFile));
    for (Path out : outputs) {
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
              dataModel);
      options =
          TaskLoader.frontendOptions(inputs.task(), Optional.ofNullable(errorLabel), warnings::add);
    } catch (TaskException e) {
      return Errors.input(e.getMessage(), "");
    }
    if (allFunctions || entry != null) {
      // An entry other than main is read with the whole program, as in a sweep: whether its pointer
      // arguments may be null depends on its callers (EntryHarness), and its harness leaves out
      // what it cannot reach.
      boolean whole = allFunctions || !entry.equals("main");
      options = options.withRoots(new FrontendOptions.Roots(whole ? List.of() : List.of(entry)));
    }
    Task task = inputs.task();
    FrontendOptions read = options;
    Engine chosen = new ReplayingEngine(created, alarm -> System.err.println("vigil: " + alarm));
    Result result;
    if (allFunctions) {
      // Each entry has its own memory guard: one entry out of memory does not end the sweep.
      try (VerifyProgress progress = VerifyProgress.onStderr(descriptor.name(), budget, start)) {
        return sweep(inputs, read, chosen, budget, warnings, start, progress);
      } catch (FrontendException e) {
        return Errors.input(e.getMessage(), e.details());
      }
    }
    try (MemoryGuard guard = MemoryGuard.watch(budget);
        VerifyProgress progress = VerifyProgress.onStderr(descriptor.name(), budget, start)) {
      clock.mark("setup");
      result =
          Watchdog.run(
              budget, () -> verify(inputs, read, chosen, budget, warnings, clock, progress));
    } catch (FrontendException e) {
      return Errors.input(e.getMessage(), e.details());
    }
    Statistics.Builder total = Statistics.builder();
    total.nanos("total_s", System.nanoTime() - start);
    result = result.plus(clock.statistics()).plus(total.build());
    List<Path> written;
    try {
      Result done = result;
      write(cexFile, () -> JsonReport.counterexample(done));
      written = writeWitnesses(witnesses, task, result);
      String program = task.inputFiles().get(0).toString();
      write(harnessFile, () -> Harness.of(done, program));
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
    if (svComp && !json && !written.isEmpty()) {
      System.out.println(
          "Witness: " + String.join(", ", written.stream().map(Path::toString).toList()));
    }
    return Errors.EXIT_OK;
  }

  /**
   * Writes the witnesses of a FALSE or TRUE result and returns their files. With {@code --sv-comp},
   * an UNKNOWN removes the files of an earlier run, so that none stands for this one.
   */
  private List<Path> writeWitnesses(WitnessOutputs witnesses, Task task, Result result)
      throws IOException {
    if (witnesses.outputs().isEmpty()) {
      return List.of();
    }
    if (result.verdict() instanceof Verdict.Unknown) {
      if (svComp) {
        for (Path file : witnesses.files()) {
          Files.deleteIfExists(file);
        }
      }
      return List.of();
    }
    WitnessInfo info = WitnessInfo.of(task, producer());
    List<Path> written = new ArrayList<>();
    for (WitnessOutputs.Output w : witnesses.outputs()) {
      write(w.file(), () -> Witnesses.of(result, info, w.format()));
      written.add(w.file());
    }
    return written;
  }

  /**
   * Writes the text that {@code text} makes to {@code file} if both are there; the text is made
   * only for a file that was asked for (a short run should not pay for outputs it does not write).
   */
  private static void write(Path file, Supplier<Optional<String>> text) throws IOException {
    if (file == null) {
      return;
    }
    Optional<String> made = text.get();
    if (made.isPresent()) {
      Files.writeString(file, made.get());
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
    program = allocations(program);
    boolean boundedCommandLine = entry == null && EntryHarness.readsCommandLine(program);
    if (entry != null) {
      if (program.function(entry.equals("main") ? Program.PROGRAM_MAIN : entry).isEmpty()) {
        // The front end read it without a body: it uses constructs Vigil does not support.
        return Result.of(
            new Verdict.Unknown(
                Reason.of(
                    Reason.Kind.UNSUPPORTED,
                    "the entry " + entry + " uses unsupported constructs (see the warnings)")));
      }
      program = EntryHarness.around(program, entry);
      if (!json && !entry.equals("main")) {
        progress.note("vigil: context: " + EntryHarness.CONTEXT);
      }
    } else {
      program = EntryHarness.started(program);
    }
    Program instrumented =
        Instrumenter.instrument(program, inputs.task().specification().properties());
    clock.mark("instrumentation");
    Result result = engine.verify(instrumented, budget);
    clock.mark("verification");
    if (boundedCommandLine && result.verdict() instanceof Verdict.Proved) {
      // The harness's command lines are a bounded few: no proof for every run.
      return result.withVerdict(
          new Verdict.Unknown(
              Reason.of(
                  Reason.Kind.BOUND_REACHED,
                  "no violation for "
                      + EntryHarness.COMMAND_LINE
                      + ", but main reads its command line, which may be longer")));
    }
    return result;
  }

  /** The program with allocations that may fail, if asked for. */
  private Program allocations(Program program) {
    return mallocMayFail ? AllocationFailures.allowed(program) : program;
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
    Program program = allocations(Frontend.load(inputs.units(), options, budget::exhausted));
    printWarnings(warnings, progress);
    SweepText.Sweep results;
    // Only for the sweep: a later command in the same JVM (tests) keeps its terms, and with them
    // runs that do not depend on the garbage collector's timing.
    Smt.dropTermsEarly(true);
    try {
      results =
          FunctionSweep.run(
              program,
              inputs.task().specification().properties(),
              (p, slice) -> watched(engine, p, slice),
              budget,
              Duration.ofMillis((long) (functionTimeoutSeconds * 1000)),
              line -> System.err.println("vigil: " + line));
    } finally {
      Smt.dropTermsEarly(false);
    }
    System.out.println("Context: " + EntryHarness.CONTEXT + "; main starts as the program does.");
    System.out.print(SweepText.render(results, Duration.ofNanos(System.nanoTime() - start)));
    return Errors.EXIT_OK;
  }

  /** How long a sweep waits for a cancelled entry's work to end before the next entry starts. */
  private static final long ENTRY_GRACE_MILLIS = 60_000;

  /**
   * One entry of a sweep under the watchdog; an internal error there ends only that entry. The next
   * entry starts once the solver contexts of this one are released: the memory guard sees the
   * solver's memory of the whole process, and a sweep's memory stays that of one entry (and of the
   * contexts {@link Smt#close()} leaves unreleased: a quarter of the solver's limit at most).
   */
  private static Result watched(Engine engine, Program program, Budget slice) {
    try (MemoryGuard guard = MemoryGuard.watch(slice)) {
      Result r = Watchdog.run(slice, () -> engine.verify(program, slice), ENTRY_GRACE_MILLIS);
      Smt.awaitClosed();
      return r;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Result.of(new Verdict.Unknown(Reason.timeout()));
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
