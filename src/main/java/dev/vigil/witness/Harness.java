package dev.vigil.witness;

import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Input;
import dev.vigil.ir.InputOrigin;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An executable test harness for a counterexample: a C file that, compiled and linked with the
 * program, defines each {@code __VERIFIER_nondet_*} function the run called to return the
 * counterexample's values in the order the program reads them. It also defines, weakly (the
 * program's own definitions win), the error functions and {@code __VERIFIER_assume}, so that a run
 * that reaches the error says so on standard error. Values the counterexample reads from
 * uninitialised memory are left to the native run.
 */
public final class Harness {
  private Harness() {}

  /** The harness of a FALSE result; empty for other verdicts. */
  public static Optional<String> of(Result result, String programFile) {
    return result.verdict() instanceof Verdict.Violated v
        ? Optional.of(of(v.counterexample(), programFile))
        : Optional.empty();
  }

  static String of(Counterexample cex, String programFile) {
    List<Expr> values = new ArrayList<>();
    Set<String> functions = new LinkedHashSet<>();
    for (Input input : cex.inputs()) {
      if (input.origin() instanceof InputOrigin.Nondet n) {
        values.add(input.value());
        functions.add(n.function());
      }
    }
    StringBuilder c = new StringBuilder();
    c.append("/* Vigil's test harness for ")
        .append(programFile.replace("*/", "* /"))
        .append(": the inputs of its counterexample (")
        .append(cex.property().svcompName())
        .append(").\n   Build: clang -std=gnu11 program.c this.c -o run -lm */\n")
        .append("#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n\n")
        .append("static const unsigned long long vigil_inputs[] = {");
    for (int i = 0; i < values.size(); i++) {
      c.append(i % 4 == 0 ? "\n  " : " ").append(bits(values.get(i))).append(',');
    }
    c.append(values.isEmpty() ? "0};\n" : "\n};\n")
        .append("static const unsigned vigil_count = ")
        .append(values.size())
        .append(";\nstatic unsigned vigil_next;\n\n")
        .append("static unsigned long long vigil_input(const char *function) {\n")
        .append("  if (vigil_next >= vigil_count) {\n")
        .append("    fprintf(stderr, \"vigil harness: %s asks for input %u of %u\\n\",")
        .append(" function, vigil_next + 1, vigil_count);\n")
        .append("    exit(2);\n  }\n  return vigil_inputs[vigil_next++];\n}\n");
    for (String f : functions) {
      String type = WitnessValues.returnType(f).orElse("int");
      c.append('\n')
          .append(type)
          .append(' ')
          .append(f)
          .append("(void) {\n  unsigned long long bits = vigil_input(\"")
          .append(f)
          .append("\");\n  ")
          .append(type)
          .append(" value;\n  memcpy(&value, &bits, sizeof value);\n  return value;\n}\n");
    }
    for (String error : List.of("reach_error", "__VERIFIER_error")) {
      c.append("\n__attribute__((weak)) void ")
          .append(error)
          .append("(void) {\n  fprintf(stderr, \"vigil harness: ")
          .append(error)
          .append(" reached\\n\");\n  abort();\n}\n");
    }
    c.append("\n__attribute__((weak)) void __VERIFIER_assume(int condition) {\n")
        .append("  if (!condition) {\n")
        .append("    fprintf(stderr, \"vigil harness: an assumption failed\\n\");\n")
        .append("    exit(3);\n  }\n}\n");
    return c.toString();
  }

  /** The value's bits, little-endian in memory as the harness copies them into the type. */
  private static String bits(Expr value) {
    long bits =
        switch (value) {
          case Expr.IntConst i -> i.bits();
          case Expr.FloatConst f -> f.bits();
          default -> 0L;
        };
    return "0x" + Long.toHexString(bits) + "ULL";
  }
}
