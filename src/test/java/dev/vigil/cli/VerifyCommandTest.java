package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engines' options on the command line: offered generically, listed, checked. */
class VerifyCommandTest {
  /** Runs the CLI; returns the exit code, with stdout and stderr in {@code out}. */
  private static int vigil(StringBuilder out, String... args) {
    PrintStream stdout = System.out;
    PrintStream stderr = System.err;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    System.setOut(capture);
    System.setErr(capture);
    try {
      return Main.run(args);
    } finally {
      System.setOut(stdout);
      System.setErr(stderr);
      out.append(bytes.toString(StandardCharsets.UTF_8));
    }
  }

  @Test
  void helpListsEachEnginesOptionsUnderTheEngine() {
    StringBuilder out = new StringBuilder();
    assertEquals(0, vigil(out, "verify", "--help"));
    String help = out.toString();
    int kinduction = help.indexOf("Options of engine kinduction");
    int bmc = help.indexOf("Options of engine bmc");
    assertTrue(kinduction > 0 && bmc > kinduction, help);
    int maxK = help.indexOf("      --max-k=K");
    int unwind = help.indexOf("      --unwind=K");
    assertTrue(kinduction < maxK && maxK < bmc && bmc < unwind, help);
    assertEquals(
        help.indexOf("      --solver=S"),
        help.lastIndexOf("      --solver=S"),
        "a shared option is offered once");
  }

  @Test
  void enginesAreListedWithTheirOptions() {
    StringBuilder out = new StringBuilder();
    assertEquals(0, vigil(out, "engines"));
    List<String> lines = out.toString().lines().toList();
    assertTrue(lines.get(0).startsWith("portfolio (default): "), lines.get(0));
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("kinduction: ")), out.toString());
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("bmc: ")), out.toString());
    assertTrue(lines.stream().anyMatch(l -> l.strip().startsWith("--seed=N")), out.toString());
  }

  @Test
  void badEngineOptionsGiveOneLineAndExitCodeTwo() {
    record Bad(String message, String... args) {}
    for (Bad bad :
        List.of(
            new Bad("must be at least 1", "verify", "x.c", "--max-k", "0"),
            new Bad("unknown solver 'cvc9'", "verify", "x.c", "--solver", "cvc9"),
            new Bad(
                "engine bmc has no option --max-k",
                "verify",
                "x.c",
                "--engine",
                "bmc",
                "--max-k",
                "3"),
            new Bad("unknown engine 'nope'", "verify", "x.c", "--engine", "nope"))) {
      StringBuilder out = new StringBuilder();
      assertEquals(2, vigil(out, bad.args()), out.toString());
      String first = out.toString().lines().findFirst().orElse("");
      assertTrue(first.startsWith("vigil: ") && first.contains(bad.message()), out.toString());
      assertTrue(out.toString().lines().noneMatch(l -> l.contains("Exception")), out.toString());
    }
  }
}
