package dev.vigil.cli;

import dev.vigil.analysis.Loops;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendException;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.CfaDot;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Function;
import dev.vigil.ir.IrPrinter;
import dev.vigil.ir.Location;
import dev.vigil.ir.Program;
import dev.vigil.spec.EntryHarness;
import dev.vigil.task.Task;
import dev.vigil.task.TaskException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code vigil show}: what Vigil makes of a program. */
@Command(
    name = "show",
    mixinStandardHelpOptions = true,
    description = "Show Vigil's intermediate representation of a program.",
    subcommands = {ShowCommand.Ir.class, ShowCommand.CfaCommand.class, DashPicture.class})
final class ShowCommand implements Runnable {
  @Override
  public void run() {
    new picocli.CommandLine(this).usage(System.out);
  }

  /** The loop heads of every function, as the loop analysis finds them. */
  private static Set<Location> loopHeads(Program p) {
    Set<Location> heads = new LinkedHashSet<>();
    p.functions().values().forEach(f -> heads.addAll(Loops.of(f.cfa()).heads()));
    return heads;
  }

  /** {@code --32} or {@code --64}, as {@code vigil verify} offers them. */
  static final class DataModelChoice {
    @Option(names = "--32", description = "ILP32 data model (i386)")
    boolean ilp32;

    @Option(names = "--64", description = "LP64 data model (x86-64; default for C files)")
    boolean lp64;
  }

  static final class Input {
    @Parameters(index = "0", paramLabel = "FILE", description = "C file or SV-COMP task file")
    Path file;

    @ArgGroup(exclusive = true)
    DataModelChoice dataModel;

    Program load() throws TaskException, FrontendException {
      return loadTask().program();
    }

    /** The task and its program as the front end lifted it (not yet instrumented). */
    record Loaded(Task task, Program program) {}

    Loaded loadTask() throws TaskException, FrontendException {
      Optional<DataModel> model =
          dataModel == null
              ? Optional.empty()
              : Optional.of(dataModel.ilp32 ? DataModel.ILP32 : DataModel.LP64);
      Task task = TaskLoader.load(file, Optional.empty(), model);
      FrontendOptions options =
          TaskLoader.frontendOptions(
              task, Optional.empty(), w -> System.err.println("vigil: warning: " + w));
      return new Loaded(
          task, EntryHarness.started(Frontend.load(task.inputFiles().get(0), options)));
    }
  }

  @Command(
      name = "ir",
      mixinStandardHelpOptions = true,
      description = "Print the IR of every function.")
  static final class Ir implements Callable<Integer> {
    @picocli.CommandLine.Mixin Input input = new Input();

    @Override
    public Integer call() {
      try {
        Program p = input.load();
        System.out.print(IrPrinter.print(p, loopHeads(p)));
        return Errors.EXIT_OK;
      } catch (TaskException e) {
        return Errors.input(e.getMessage(), "");
      } catch (FrontendException e) {
        return Errors.input(e.getMessage(), e.details());
      }
    }
  }

  @Command(
      name = "cfa",
      mixinStandardHelpOptions = true,
      description = "Print one function's control-flow automaton.")
  static final class CfaCommand implements Callable<Integer> {
    @picocli.CommandLine.Mixin Input input = new Input();

    @Option(
        names = "--function",
        paramLabel = "F",
        defaultValue = "main",
        description = "the function (default: ${DEFAULT-VALUE})")
    String function;

    @Option(names = "--dot", description = "Graphviz DOT instead of text")
    boolean dot;

    @Override
    public Integer call() {
      try {
        Program p = input.load();
        Optional<Function> f = p.function(function);
        if (f.isEmpty()) {
          return Errors.input(
              "no function '"
                  + function
                  + "' with a body (have: "
                  + String.join(", ", p.functions().keySet())
                  + ")",
              "");
        }
        Set<Location> heads = loopHeads(p);
        System.out.print(dot ? CfaDot.dot(f.get(), heads) : IrPrinter.print(f.get(), heads));
        return Errors.EXIT_OK;
      } catch (TaskException e) {
        return Errors.input(e.getMessage(), "");
      } catch (FrontendException e) {
        return Errors.input(e.getMessage(), e.details());
      }
    }
  }
}
