package dev.vigil.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The flags of a build's compiler command that change what a C file means, and that Vigil passes on
 * to its own clang: include paths ({@code -I}, {@code -isystem}, {@code -iquote}, {@code
 * -idirafter}), macros ({@code -D}, {@code -U}), forced includes ({@code -include}) and the
 * language standard ({@code -std}). Everything else (optimisation, warnings, code generation,
 * outputs) is Vigil's business and dropped.
 */
public final class CompileFlags {
  /** Flags whose value may come as the next argument. */
  private static final Set<String> WITH_VALUE =
      Set.of("-I", "-D", "-U", "-include", "-isystem", "-iquote", "-idirafter");

  private CompileFlags() {}

  /** The relevant flags of a compiler command line (the compiler's name first, as Bear writes). */
  public static List<String> relevant(List<String> arguments) {
    List<String> kept = new ArrayList<>();
    for (int i = 0; i < arguments.size(); i++) {
      String a = arguments.get(i);
      if (WITH_VALUE.contains(a) && i + 1 < arguments.size()) {
        kept.add(a);
        kept.add(arguments.get(++i));
      } else if (a.startsWith("-std=")) {
        kept.add(a);
      } else {
        for (String prefix : WITH_VALUE) {
          if (prefix.length() == 2 && a.startsWith(prefix) && a.length() > 2) {
            kept.add(a);
            break;
          }
        }
      }
    }
    return kept;
  }
}
