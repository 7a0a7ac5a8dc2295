package dev.vigil.frontend;

import dev.vigil.ir.DataModel;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * How to read a program: the data model, the functions whose call is the error (unreach-call),
 * whether a failing C {@code assert} is an error too (otherwise it aborts), an optional C label
 * that also marks the error, where warnings go, which functions to lift, and whether a main that
 * reads its parameters is left to a command-line harness.
 *
 * <p>{@code commandLineHarness}: such a main is renamed {@link dev.vigil.ir.Program#PROGRAM_MAIN}
 * for the caller to start from a harness that builds {@code argc} and {@code argv}; without it,
 * main is started with zero parameters (as tests that compare with native runs want).
 */
public record FrontendOptions(
    DataModel dataModel,
    List<String> errorFunctions,
    boolean assertionsAreErrors,
    Optional<String> errorLabel,
    Consumer<String> warnings,
    Optional<Roots> roots,
    boolean commandLineHarness) {

  /**
   * Which functions to lift when not just what {@code main} reaches: those {@code functions} reach
   * (all functions with a body if it is empty), for checking other entries than main. A function
   * that cannot be lifted (an unsupported construct) is then read as a function without a body,
   * with a warning, instead of failing the whole program: whole code bases have such corners.
   */
  public record Roots(List<String> functions) {
    public Roots {
      functions = List.copyOf(functions);
    }
  }

  public FrontendOptions {
    Objects.requireNonNull(dataModel);
    errorFunctions = List.copyOf(errorFunctions);
    Objects.requireNonNull(errorLabel);
    Objects.requireNonNull(warnings);
    Objects.requireNonNull(roots);
  }

  public FrontendOptions(
      DataModel dataModel,
      List<String> errorFunctions,
      boolean assertionsAreErrors,
      Optional<String> errorLabel,
      Consumer<String> warnings) {
    this(
        dataModel,
        errorFunctions,
        assertionsAreErrors,
        errorLabel,
        warnings,
        Optional.empty(),
        false);
  }

  /** These options, with warnings going to {@code to}. */
  public FrontendOptions withWarnings(Consumer<String> to) {
    return new FrontendOptions(
        dataModel, errorFunctions, assertionsAreErrors, errorLabel, to, roots, commandLineHarness);
  }

  /** These options, lifting from {@code roots} instead of main. */
  public FrontendOptions withRoots(Roots roots) {
    return new FrontendOptions(
        dataModel,
        errorFunctions,
        assertionsAreErrors,
        errorLabel,
        warnings,
        Optional.of(roots),
        commandLineHarness);
  }

  /** These options, leaving a main that reads its command line to a harness. */
  public FrontendOptions withCommandLineHarness() {
    return new FrontendOptions(
        dataModel, errorFunctions, assertionsAreErrors, errorLabel, warnings, roots, true);
  }

  /**
   * Whether a failing built-in assertion ({@code __VERIFIER_assert} without a body and the like) is
   * an error. It is not when a label is the only error (SV-COMP's unreach-label): the assertion
   * then stops the run.
   */
  public boolean checkedAssertionsAreErrors() {
    return assertionsAreErrors || !errorFunctions.isEmpty();
  }

  public static FrontendOptions defaults(DataModel model) {
    return new FrontendOptions(
        model, List.of("reach_error", "__VERIFIER_error"), true, Optional.empty(), w -> {});
  }
}
