package dev.vigil.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Engine;
import dev.vigil.engine.StatisticsSource;
import dev.vigil.engine.Verdict;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendException;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.frontend.UnsupportedFeatureException;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Program;
import dev.vigil.report.CounterexampleText;
import dev.vigil.report.VerdictText;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code vigil verify}: one program or task, one verdict. */
@Command(
    name = "verify",
    mixinStandardHelpOptions = true,
    description = "Verify a C program (.c, .i, .ll, .bc) or an SV-COMP task (.yml).")
final class VerifyCommand implements Callable<Integer> {

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
      description = "verification engine (default: " + EngineRegistry.DEFAULT + ")")
  String engine = EngineRegistry.DEFAULT;

  static final class DataModelChoice {
    @Option(names = "--32", description = "ILP32 data model (i386)")
    boolean ilp32;

    @Option(names = "--64", description = "LP64 data model (x86-64; default for C files)")
    boolean lp64;
  }

  @ArgGroup(exclusive = true)
  DataModelChoice dataModel;

  @Option(names = "--error-label", paramLabel = "LABEL", description = "a C label whose reaching is an error")
  String errorLabel;

  @Option(names = "--json", description = "print the result as JSON instead of text")
  boolean json;

  @Option(names = "--cex", paramLabel = "FILE", description = "write the counterexample as JSON to FILE")
  Path cexFile;

  @Option(names = "--stats", description = "print statistics")
  boolean stats;

  @Option(names = "--seed", defaultValue = "1", description = "random seed (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--unwind", paramLabel = "K", description = "bounded engines: a fixed bound")
  Integer unwind;

  @Option(names = "--max-unwind", paramLabel = "K", description = "bounded engines: the largest bound to try")
  Integer maxUnwind;

  @Option(names = "--incremental", description = "bmc: one solver per bound, queries under push/pop")
  boolean incremental;

  @Option(names = "--max-k", paramLabel = "K", description = "k-induction: the largest k to try")
  Integer maxK;

  @Option(names = "--bidirectional", description = "k-induction: bidirectional search (bkind)")
  boolean bidirectional;

  @Option(
      names = "--invariants",
      defaultValue = "all",
      description = "k-induction: invariants for the inductive step: none, intervals, or all (intervals and "
          + "proven candidates) (default: ${DEFAULT-VALUE})")
  String invariants;

  @Option(
      names = "--solver",
      defaultValue = "z3",
      description = "SMT solver: z3, smtinterpol or princess (default: ${DEFAULT-VALUE})")
  String solver;

  @Override
  public Integer call() {
    if (!EngineRegistry.exists(engine)) {
      return Errors.input(
          "unknown engine '" + engine + "' (available: " + String.join(", ", EngineRegistry.names()) + ")",
          "");
    }
    if (!(timeoutSeconds > 0)) {
      return Errors.input("--timeout must be positive", "");
    }
    if (errorLabel != null && !errorLabel.matches("[A-Za-z_][A-Za-z0-9_]*")) {
      return Errors.input("--error-label needs a C label, not '" + errorLabel + "'", "");
    }
    Engine created;
    try {
      created = EngineRegistry.create(engine, engineConfig());
    } catch (IllegalArgumentException e) {
      return Errors.input(e.getMessage(), "");
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
    Map<String, Object> times = Collections.synchronizedMap(new LinkedHashMap<>());
    Engine chosen = new ReplayingEngine(created, alarm -> System.err.println("vigil: " + alarm));
    Verdict verdict;
    try (MemoryGuard guard = MemoryGuard.watch(budget)) {
      verdict =
          Watchdog.run(
              budget,
              () -> {
                Program program;
                try {
                  program = Frontend.load(task.inputFiles().get(0), options, budget::exhausted);
                } catch (UnsupportedFeatureException e) {
                  return new Verdict.Unknown(e.getMessage());
                }
                times.put("frontend_s", seconds(start));
                long t = System.nanoTime();
                Program instrumented =
                    Instrumenter.instrument(program, task.specification().properties());
                Verdict v = chosen.verify(instrumented, budget);
                times.put("verification_s", seconds(t));
                return v;
              });
    } catch (FrontendException e) {
      return Errors.input(e.getMessage(), e.details());
    }
    if (!json) {
      List.copyOf(warnings).forEach(w -> System.err.println("vigil: warning: " + w));
    }
    if (stats && created instanceof StatisticsSource source) {
      times.putAll(source.statistics());
    }
    times.put("total_s", seconds(start));
    if (cexFile != null && verdict instanceof Verdict.Violated v) {
      try {
        Files.writeString(cexFile, Json.MAPPER.writeValueAsString(Json.counterexample(v.counterexample())));
      } catch (IOException e) {
        return Errors.input("cannot write " + cexFile + ": " + e.getMessage(), "");
      }
    }
    if (json) {
      Map<String, Object> out = Json.result(task, verdict, List.copyOf(warnings), times);
      try {
        System.out.println(Json.MAPPER.writeValueAsString(out));
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    } else {
      printText(task, verdict, times);
    }
    return Errors.EXIT_OK;
  }

  private void printText(Task task, Verdict verdict, Map<String, Object> times) {
    if (verdict instanceof Verdict.Violated v) {
      System.out.print(new CounterexampleText().render(v.counterexample()));
    }
    System.out.println(VerdictText.line(verdict));
    if (verdict instanceof Verdict.Proved p) {
      System.out.println("Proof: " + p.proof().method());
    }
    task.expected()
        .ifPresent(
            expected -> System.out.println(Expectations.describe(verdict, expected, task)));
    if (stats) {
      times.forEach((k, v) -> System.out.println("  " + k + ": " + v));
    }
  }

  private Optional<DataModel> chosenDataModel() {
    if (dataModel == null) {
      return Optional.empty();
    }
    return Optional.of(dataModel.ilp32 ? DataModel.ILP32 : DataModel.LP64);
  }

  private EngineConfig engineConfig() {
    return new EngineConfig(
        Duration.ofMillis((long) (timeoutSeconds * 1000)),
        seed,
        unwind == null ? OptionalInt.empty() : OptionalInt.of(unwind),
        maxUnwind == null ? OptionalInt.empty() : OptionalInt.of(maxUnwind),
        solver,
        maxK == null ? OptionalInt.empty() : OptionalInt.of(maxK),
        bidirectional,
        invariants,
        incremental);
  }

  /** Whether a file can be written there: its folder exists and it is not a folder itself. */
  private static boolean writable(Path path) {
    Path folder = path.toAbsolutePath().getParent();
    return folder != null && Files.isDirectory(folder) && Files.isWritable(folder)
        && !Files.isDirectory(path);
  }

  private static double seconds(long since) {
    return Math.round((System.nanoTime() - since) / 1e6) / 1e3;
  }

  /** JSON renderings of results. */
  static final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    static Map<String, Object> result(
        Task task, Verdict verdict, List<String> warnings, Map<String, Object> times) {
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("task", task.name());
      out.put("property", task.specification().name());
      out.put("data_model", task.dataModel().name());
      out.put("result", VerdictText.verdict(verdict));
      if (verdict instanceof Verdict.Proved p) {
        out.put("verdict", "true");
        out.put("proof", p.proof().method());
      } else if (verdict instanceof Verdict.Violated v) {
        out.put("verdict", "false");
        out.put("violated", v.counterexample().property().svcompName());
        out.put("counterexample", counterexample(v.counterexample()));
      } else {
        out.put("verdict", "unknown");
        out.put("reason", ((Verdict.Unknown) verdict).reason());
      }
      task.expected()
          .ifPresent(
              e -> {
                out.put("expected", e.toString());
                out.put("correct", Expectations.correct(verdict, e, task).orElse(null));
              });
      out.put("warnings", warnings);
      out.put("times", times);
      return out;
    }

    static Map<String, Object> counterexample(Counterexample cex) {
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("property", cex.property().svcompName());
      out.put("violation", cex.violation().toString());
      List<Map<String, Object>> inputs = new ArrayList<>();
      for (Counterexample.Input in : cex.inputs()) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("origin", in.origin());
        m.put("value", CounterexampleText.value(in.value()));
        m.put("type", in.value().type().toString());
        m.put("location", in.loc().toString());
        inputs.add(m);
      }
      out.put("inputs", inputs);
      List<Map<String, Object>> steps = new ArrayList<>();
      for (Counterexample.Step s : cex.steps()) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", s.loc().file());
        m.put("line", s.loc().line());
        m.put("function", s.function());
        if (!s.assignment().isEmpty()) {
          m.put("assignment", s.assignment());
        }
        steps.add(m);
      }
      out.put("trace", steps);
      return out;
    }
  }
}
