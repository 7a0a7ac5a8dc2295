package dev.vigil.task;

import dev.vigil.ir.Property;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What to check. {@code name} is SV-COMP's name of the property checked ({@code unreach-call},
 * {@code no-overflow}, {@code valid-memsafety}); {@code properties} are the IR properties it
 * stands for; {@code errorFunctions} are the functions whose call violates unreach-call. When
 * {@code assertionsAreErrors}, a failing C {@code assert} violates unreach-call too; SV-COMP's
 * property files name only the error function, so for them a failing assert just aborts.
 */
public record Specification(
    String name, Set<Property> properties, List<String> errorFunctions, boolean assertionsAreErrors) {
  /** The functions SV-COMP has used as the error function over the years. */
  public static final List<String> DEFAULT_ERROR_FUNCTIONS = List.of("reach_error", "__VERIFIER_error");

  public Specification {
    Objects.requireNonNull(name);
    properties = Set.copyOf(properties);
    errorFunctions = List.copyOf(errorFunctions);
  }

  public static Specification unreachCall() {
    return new Specification(
        "unreach-call", Set.of(Property.UNREACH_CALL), DEFAULT_ERROR_FUNCTIONS, true);
  }

  public static Specification noOverflow() {
    return new Specification(
        "no-overflow", Set.of(Property.NO_OVERFLOW), DEFAULT_ERROR_FUNCTIONS, false);
  }

  public static Specification memSafety() {
    return new Specification(
        "valid-memsafety",
        Set.of(Property.VALID_DEREF, Property.VALID_FREE, Property.VALID_MEMTRACK),
        DEFAULT_ERROR_FUNCTIONS,
        false);
  }

  /** Every dereference is of a pointer that is not null (Calysto's automatic NULL checks). */
  public static Specification nullDeref() {
    return new Specification(
        "null-deref", Set.of(Property.NULL_DEREF), DEFAULT_ERROR_FUNCTIONS, false);
  }

  /** A property given by name on the command line. */
  public static Specification byName(String name) throws TaskException {
    return switch (name) {
      case "unreach-call" -> unreachCall();
      case "no-overflow" -> noOverflow();
      case "valid-memsafety" -> memSafety();
      case "null-deref" -> nullDeref();
      default ->
          throw new TaskException(
              "unknown property '"
                  + name
                  + "' (use unreach-call, no-overflow, valid-memsafety, null-deref or a .prp"
                  + " file)");
    };
  }
}
