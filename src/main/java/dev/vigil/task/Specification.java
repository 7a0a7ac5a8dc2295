package dev.vigil.task;

import dev.vigil.ir.Property;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What to check. {@code name} is SV-COMP's name of the property checked ({@code unreach-call},
 * {@code no-overflow}, {@code valid-memsafety}); {@code properties} are the IR properties it stands
 * for; {@code errorFunctions} are the functions whose call violates unreach-call, and {@code
 * errorLabel} a C label whose reaching violates it. When {@code assertionsAreErrors}, a failing C
 * {@code assert} violates unreach-call too; SV-COMP's property files name only the error function
 * (or label), so for them a failing assert just aborts.
 */
public record Specification(
    String name,
    Set<Property> properties,
    List<String> errorFunctions,
    boolean assertionsAreErrors,
    Optional<String> errorLabel) {
  /** The functions SV-COMP has used as the error function over the years. */
  public static final List<String> DEFAULT_ERROR_FUNCTIONS =
      List.of("reach_error", "__VERIFIER_error");

  private static final Set<Property> MEMSAFETY =
      EnumSet.of(Property.VALID_DEREF, Property.VALID_FREE, Property.VALID_MEMTRACK);

  public Specification {
    Objects.requireNonNull(name);
    properties = Set.copyOf(properties);
    errorFunctions = List.copyOf(errorFunctions);
    Objects.requireNonNull(errorLabel);
  }

  public static Specification unreachCall() {
    return new Specification(
        "unreach-call",
        Set.of(Property.UNREACH_CALL),
        DEFAULT_ERROR_FUNCTIONS,
        true,
        Optional.empty());
  }

  /**
   * The unreach-label property of SV-COMP's first years ({@code G ! label(ERROR)}): reaching the
   * label is the only error; neither an error function nor a failing assert is one.
   */
  public static Specification unreachLabel(String label) {
    return new Specification(
        "unreach-label", Set.of(Property.UNREACH_CALL), List.of(), false, Optional.of(label));
  }

  public static Specification noOverflow() {
    return new Specification(
        "no-overflow",
        Set.of(Property.NO_OVERFLOW),
        DEFAULT_ERROR_FUNCTIONS,
        false,
        Optional.empty());
  }

  public static Specification memSafety() {
    return memSafety(MEMSAFETY);
  }

  /** Memory safety, or some of its subproperties (valid-deref, valid-free, valid-memtrack). */
  public static Specification memSafety(Set<Property> parts) {
    if (parts.isEmpty() || !MEMSAFETY.containsAll(parts)) {
      throw new IllegalArgumentException("not memory-safety properties: " + parts);
    }
    String name =
        parts.size() == MEMSAFETY.size()
            ? "valid-memsafety"
            : String.join(",", parts.stream().map(Property::svcompName).sorted().toList());
    return new Specification(name, parts, DEFAULT_ERROR_FUNCTIONS, false, Optional.empty());
  }

  /** Every dereference is of a pointer that is not null (Calysto's automatic NULL checks). */
  public static Specification nullDeref() {
    return new Specification(
        "null-deref",
        Set.of(Property.NULL_DEREF),
        DEFAULT_ERROR_FUNCTIONS,
        false,
        Optional.empty());
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
