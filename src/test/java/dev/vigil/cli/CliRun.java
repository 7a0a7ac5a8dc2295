package dev.vigil.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** One in-process run of the {@code vigil} command line, with what it printed. */
record CliRun(int exit, String out, String err) {
  static synchronized CliRun of(String... args) {
    PrintStream oldOut = System.out;
    PrintStream oldErr = System.err;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exit;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      System.setOut(o);
      System.setErr(e);
      exit = Main.run(args);
    } finally {
      System.setOut(oldOut);
      System.setErr(oldErr);
    }
    return new CliRun(
        exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** The verdict line's verdict, e.g. {@code FALSE(unreach-call)}. */
  String verdict() {
    return out.lines()
        .filter(l -> l.startsWith("Verification result: "))
        .map(l -> l.substring("Verification result: ".length()))
        .findFirst()
        .orElse("(none: exit " + exit + ", " + err.strip() + ")");
  }
}
