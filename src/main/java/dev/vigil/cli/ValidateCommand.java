package dev.vigil.cli;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.OptionValues;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendException;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.frontend.SourceUnit;
import dev.vigil.frontend.UnsupportedFeatureException;
import dev.vigil.ir.Program;
import dev.vigil.spec.EntryHarness;
import dev.vigil.spec.Instrumenter;
import dev.vigil.task.Task;
import dev.vigil.task.TaskException;
import dev.vigil.validation.ReplayingEngine;
import dev.vigil.validation.WitnessValidator;
import dev.vigil.witness.Witness;
import dev.vigil.witness.WitnessReader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code vigil validate WITNESS TASK}: checks a GraphML or YAML witness against its task and prints
 * {@code Validation result: CONFIRMED}, {@code REJECTED} or {@code UNKNOWN}, with why.
 */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description = "Validate a violation or correctness witness (GraphML 1.0 or YAML 2.0).")
final class ValidateCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "WITNESS", description = "the witness file")
  Path witnessFile;

  @Parameters(index = "1", paramLabel = "TASK", description = "C file or SV-COMP task file")
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
      description = "CPU-time limit in seconds (default: ${DEFAULT-VALUE})")
  double timeoutSeconds;

  @Override
  public Integer call() {
    Witness witness;
    Task task;
    FrontendOptions options;
    try {
      witness = WitnessReader.read(witnessFile);
    } catch (WitnessReader.BadWitness e) {
      return Errors.input(witnessFile + ": " + e.getMessage(), "");
    }
    try {
      task = TaskLoader.load(file, Optional.ofNullable(property), Optional.empty());
      options = TaskLoader.frontendOptions(task, Optional.empty(), w -> {});
    } catch (TaskException e) {
      return Errors.input(e.getMessage(), "");
    }
    if (task.inputFiles().size() != 1) {
      return Errors.input("tasks with several input files are not supported yet", "");
    }
    Budget budget = Main.budget(Duration.ofMillis((long) (timeoutSeconds * 1000)));
    EngineDescriptor descriptor = EngineRegistry.find(EngineRegistry.DEFAULT).orElseThrow();
    WitnessValidator.Validation[] validation = {null};
    try (MemoryGuard guard = MemoryGuard.watch(budget)) {
      Watchdog.run(
          budget,
          () -> {
            Program program;
            try {
              program =
                  EntryHarness.started(
                      Frontend.load(
                          List.of(SourceUnit.of(task.inputFiles().get(0))),
                          options,
                          budget::exhausted));
            } catch (UnsupportedFeatureException e) {
              validation[0] =
                  new WitnessValidator.Validation(
                      WitnessValidator.Status.UNKNOWN, "unsupported: " + e.feature());
              return Result.of(new Verdict.Unknown(Reason.of(Reason.Kind.UNSUPPORTED, "")));
            }
            var properties = task.specification().properties();
            Engine engine =
                new ReplayingEngine(
                    descriptor.create(OptionValues.DEFAULTS),
                    alarm -> System.err.println("vigil: " + alarm));
            validation[0] =
                switch (witness) {
                  case Witness.Violation v ->
                      WitnessValidator.violation(
                          Instrumenter.instrument(program, properties),
                          properties,
                          v,
                          engine,
                          budget);
                  case Witness.Correctness c ->
                      WitnessValidator.correctness(program, properties, c, engine, budget);
                };
            return Result.of(new Verdict.Unknown(Reason.of(Reason.Kind.UNSUPPORTED, "")));
          });
      if (validation[0] == null) {
        validation[0] =
            new WitnessValidator.Validation(
                WitnessValidator.Status.UNKNOWN, "the time or memory ran out");
      }
    } catch (FrontendException e) {
      return Errors.input(e.getMessage(), e.details());
    }
    System.out.println("Validation result: " + validation[0].status());
    System.out.println("Reason: " + validation[0].detail());
    return Errors.EXIT_OK;
  }
}
