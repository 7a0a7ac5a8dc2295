package dev.vigil.task;

import dev.vigil.ir.Property;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads SV-COMP property files ({@code .prp}): one {@code CHECK( init(main()), LTL(formula) )} or
 * {@code COVER( init(main()), FQL(...) )} per line. Every property SV-COMP has defined is either
 * supported or refused by name: unreach-call (any error function, {@code reach_error} and the older
 * {@code __VERIFIER_error}), the older unreach-label ({@code G ! label(ERROR)}), no-overflow and
 * valid-memsafety (or some of its subproperties) are checked; valid-memcleanup, termination,
 * no-data-race, def-behavior, no-deadlock and the coverage properties of test generation are
 * refused.
 */
public final class PropertyFile {
  /** Larger property files are not property files. */
  private static final long MAX_BYTES = 64 * 1024;

  private static final Pattern LINE =
      Pattern.compile(
          "(CHECK|COVER)\\s*\\(\\s*init\\s*\\(\\s*([\\w.]+)\\s*\\(\\s*\\)\\s*\\)\\s*,"
              + "\\s*(LTL|FQL)\\s*\\((.*)\\)\\s*\\)");
  private static final Pattern CALL =
      Pattern.compile("G\\s*!\\s*call\\s*\\(\\s*(\\w+)\\s*\\(\\s*\\)\\s*\\)");
  private static final Pattern LABEL = Pattern.compile("G\\s*!\\s*label\\s*\\(\\s*(\\w+)\\s*\\)");
  private static final Pattern MEMSAFETY =
      Pattern.compile("G\\s+(valid-free|valid-deref|valid-memtrack)");

  private PropertyFile() {}

  public static Specification read(Path file) throws TaskException {
    return parse(InputFile.read(file, "property file", MAX_BYTES), file.toString());
  }

  /** Parses the text of a property file; {@code where} names it in errors. */
  public static Specification parse(String text, String where) throws TaskException {
    List<Formula> formulas = new ArrayList<>();
    for (String raw : text.replaceAll("//[^\n]*", "").split("\n")) {
      String line = raw.strip();
      if (line.isEmpty()) {
        continue;
      }
      Matcher m = LINE.matcher(line);
      if (!m.matches()) {
        throw new TaskException(
            "cannot understand property file "
                + where
                + ": expected CHECK( init(main()), LTL(...) ), found '"
                + abbreviate(line)
                + "'");
      }
      if (!m.group(2).equals("main")) {
        throw new TaskException(
            "unsupported entry function "
                + m.group(2)
                + " in property file "
                + where
                + " (only main)");
      }
      formulas.add(formula(m.group(1), m.group(3), m.group(4).strip(), where));
    }
    if (formulas.isEmpty()) {
      throw new TaskException("cannot understand property file " + where + ": no property");
    }
    return specification(formulas, where);
  }

  /** One line's formula: a supported property, or a refusal that names it. */
  private sealed interface Formula {}

  private record ErrorCall(String function) implements Formula {}

  private record ErrorLabel(String label) implements Formula {}

  private record Overflow() implements Formula {}

  private record MemorySafety(Property property) implements Formula {}

  private static Formula formula(String kind, String logic, String body, String where)
      throws TaskException {
    if (kind.equals("COVER") || logic.equals("FQL")) {
      throw unsupported(coverageName(body), "test generation", where);
    }
    Matcher m;
    if ((m = CALL.matcher(body)).matches()) {
      return new ErrorCall(m.group(1));
    }
    if ((m = LABEL.matcher(body)).matches()) {
      return new ErrorLabel(m.group(1));
    }
    if (body.matches("G\\s*!\\s*overflow")) {
      return new Overflow();
    }
    if ((m = MEMSAFETY.matcher(body)).matches()) {
      return new MemorySafety(
          switch (m.group(1)) {
            case "valid-free" -> Property.VALID_FREE;
            case "valid-deref" -> Property.VALID_DEREF;
            default -> Property.VALID_MEMTRACK;
          });
    }
    String compact = body.replaceAll("\\s+", "");
    throw switch (compact) {
      case "Gvalid-memcleanup" -> unsupported("valid-memcleanup", "", where);
      case "Fend" -> unsupported("termination", "", where);
      case "G!data-race" -> unsupported("no-data-race", "concurrency", where);
      case "G!deadlock" -> unsupported("no-deadlock", "concurrency", where);
      case "Gdef-behavior" -> unsupported("def-behavior", "", where);
      case "Gassert" -> unsupported("assert (Java programs)", "", where);
      default -> unsupported("'" + abbreviate(body) + "'", "", where);
    };
  }

  private static String coverageName(String body) {
    String compact = body.replaceAll("\\s+", "").toUpperCase(java.util.Locale.ROOT);
    if (compact.contains("@DECISIONEDGE")) {
      return "coverage-branches";
    }
    if (compact.contains("@CONDITIONEDGE")) {
      return "coverage-conditions";
    }
    if (compact.contains("@BASICBLOCKENTRY")) {
      return "coverage-statements";
    }
    if (compact.contains("@CALL(")) {
      return "coverage-error-call";
    }
    return "coverage";
  }

  private static Specification specification(List<Formula> formulas, String where)
      throws TaskException {
    Set<Class<?>> kinds = new LinkedHashSet<>();
    formulas.forEach(f -> kinds.add(f.getClass()));
    if (kinds.size() > 1) {
      throw new TaskException(
          "property file " + where + " combines different properties; Vigil checks one at a time");
    }
    return switch (formulas.get(0)) {
      case ErrorCall c -> {
        if (formulas.size() > 1) {
          throw new TaskException("property file " + where + " names several error functions");
        }
        List<String> errorFunctions = new ArrayList<>(Specification.DEFAULT_ERROR_FUNCTIONS);
        errorFunctions.remove(c.function());
        errorFunctions.add(0, c.function());
        yield new Specification(
            "unreach-call", Set.of(Property.UNREACH_CALL), errorFunctions, false, Optional.empty());
      }
      case ErrorLabel l -> {
        if (formulas.size() > 1) {
          throw new TaskException("property file " + where + " names several error labels");
        }
        yield Specification.unreachLabel(l.label());
      }
      case Overflow _ -> Specification.noOverflow();
      case MemorySafety _ -> {
        Set<Property> parts = EnumSet.noneOf(Property.class);
        for (Formula f : formulas) {
          parts.add(((MemorySafety) f).property());
        }
        yield Specification.memSafety(parts);
      }
    };
  }

  private static TaskException unsupported(String name, String why, String where) {
    return new TaskException(
        "unsupported property " + name + (why.isEmpty() ? "" : " (" + why + ")") + " in " + where);
  }

  private static String abbreviate(String s) {
    String one = s.replaceAll("\\p{Cntrl}", "?");
    return one.length() <= 60 ? one : one.substring(0, 60) + "...";
  }
}
