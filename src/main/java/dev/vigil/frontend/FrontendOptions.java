package dev.vigil.frontend;

import dev.vigil.ir.DataModel;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * How to read a program: the data model, the functions whose call is the error (unreach-call),
 * whether a failing C {@code assert} is an error too (otherwise it aborts), an optional C label
 * that also marks the error, and where warnings go.
 */
public record FrontendOptions(
    DataModel dataModel,
    List<String> errorFunctions,
    boolean assertionsAreErrors,
    Optional<String> errorLabel,
    Consumer<String> warnings) {

  public FrontendOptions {
    Objects.requireNonNull(dataModel);
    errorFunctions = List.copyOf(errorFunctions);
    Objects.requireNonNull(errorLabel);
    Objects.requireNonNull(warnings);
  }

  /**
   * Whether a failing built-in assertion ({@code __VERIFIER_assert} without a body and the like)
   * is an error. It is not when a label is the only error (SV-COMP's unreach-label): the
   * assertion then stops the run.
   */
  public boolean checkedAssertionsAreErrors() {
    return assertionsAreErrors || !errorFunctions.isEmpty();
  }

  public static FrontendOptions defaults(DataModel model) {
    return new FrontendOptions(
        model, List.of("reach_error", "__VERIFIER_error"), true, Optional.empty(), w -> {});
  }
}
