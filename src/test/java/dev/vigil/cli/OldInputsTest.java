package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs as older SV-COMP tasks and other tools give them: the unreach-label property, and C files
 * that gcc preprocessed against glibc's headers.
 */
class OldInputsTest {
  private static final String LABEL_PROGRAM =
      """
      #include <assert.h>
      extern int __VERIFIER_nondet_int(void);
      extern void reach_error(void);
      int main(void) {
        int x = __VERIFIER_nondet_int();
        if (x == 1) reach_error();
        if (x == 2) assert(0);
        if (x == LIMIT) {
          ERROR: goto ERROR;
        }
        return 0;
      }
      """;

  @TempDir Path dir;

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  private Path labelTask(String limit, boolean expected) throws IOException {
    write("ALL.prp", "CHECK( init(main()), LTL(G ! label(ERROR)) )\n");
    write("p.c", LABEL_PROGRAM.replace("LIMIT", limit));
    return write(
        "p.yml",
        "format_version: '2.0'\ninput_files: 'p.c'\nproperties:\n  - property_file: ALL.prp\n"
            + "    expected_verdict: "
            + expected
            + "\noptions:\n  language: C\n  data_model: ILP32\n");
  }

  @Test
  void theLabelIsTheOnlyError() throws Exception {
    Path reachable = labelTask("7", false);
    for (String engine : List.of("bmc", "kinduction")) {
      CliRun run = CliRun.of("verify", reachable.toString(), "--engine", engine);
      assertEquals("FALSE(unreach-call)", run.verdict(), run.err());
      assertTrue(run.out().contains("__VERIFIER_nondet_int = 7"), run.out());
      assertTrue(run.out().contains("at p.c:9:"), run.out());
      assertTrue(run.out().contains("(correct)"), run.out());
    }
    Path unreachable = labelTask("x + 1", true);
    CliRun run = CliRun.of("verify", unreachable.toString(), "--engine", "bmc");
    assertEquals("TRUE", run.verdict(), run.out() + run.err());
  }

  @Test
  void aPropertyLabelAndAnotherCommandLineLabelConflict() throws Exception {
    CliRun run = CliRun.of("verify", labelTask("7", false).toString(), "--error-label", "OTHER");
    assertEquals(1, run.exit());
    assertTrue(run.err().contains("conflicts"), run.err());
  }

  @Test
  void glibcFormsOfGccAreAccepted() throws Exception {
    Path i = dir.resolve("glibc_forms.i");
    try (InputStream in = getClass().getResourceAsStream("/gcc-output/glibc_forms.i")) {
      Files.copy(in, i);
    }
    for (String model : List.of("--64", "--32")) {
      CliRun run = CliRun.of("verify", i.toString(), model, "--engine", "bmc");
      assertEquals("FALSE(unreach-call)", run.verdict(), run.out() + run.err());
      // b[2] == 3 only if memcpy copied: the fortified wrapper was not inlined.
      assertTrue(run.out().contains("__VERIFIER_nondet_int = 2"), run.out());
      assertTrue(run.out().contains("at prog.c:13:"), run.out());
    }
  }

  /** What gcc makes of the common glibc headers, plain and fortified, where gcc is installed. */
  @Test
  void gccOutputAgainstGlibcHeadersIsAccepted() throws Exception {
    Path c =
        write(
            "headers.c",
            """
            #include <stdio.h>
            #include <stdlib.h>
            #include <string.h>
            #include <assert.h>
            #include <math.h>
            #include <complex.h>
            #include <wchar.h>
            #include <stdint.h>
            #include <limits.h>
            #include <unistd.h>
            #include <pthread.h>
            #include <signal.h>
            #include <time.h>
            extern void reach_error(void);
            extern int __VERIFIER_nondet_int(void);
            int main(void) {
              char *p = malloc(4);
              if (!p) return 0;
              memset(p, 7, 4);
              int i = __VERIFIER_nondet_int();
              if (i < 0 || i > 3) return 0;
              if (p[i] == 7 && i == 3) reach_error();
              free(p);
              return 0;
            }
            """);
    List<List<String>> variants =
        List.of(List.of(), List.of("-D_GNU_SOURCE"), List.of("-O2", "-D_FORTIFY_SOURCE=2"));
    for (List<String> flags : variants) {
      Path i = dir.resolve("headers.i");
      assumeTrue(gcc(c, i, flags), "gcc is not installed");
      CliRun run = CliRun.of("verify", i.toString(), "--engine", "bmc");
      assertEquals("FALSE(unreach-call)", run.verdict(), flags + ": " + run.out() + run.err());
      assertTrue(run.out().contains("__VERIFIER_nondet_int = 3"), run.out());
      assertTrue(run.out().contains("at headers.c:22:"), run.out());
    }
  }

  private static boolean gcc(Path c, Path i, List<String> flags) throws Exception {
    List<String> command = new ArrayList<>(List.of("gcc", "-E"));
    command.addAll(flags);
    command.addAll(List.of(c.toString(), "-o", i.toString()));
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    }
  }
}
