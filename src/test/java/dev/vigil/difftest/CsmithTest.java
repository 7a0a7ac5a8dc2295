package dev.vigil.difftest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.bmc.BmcEngine;
import dev.vigil.engine.bmc.BmcOptions;
import dev.vigil.engine.random.RandomEngine;
import dev.vigil.engine.random.RandomOptions;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendException;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.spec.Instrumenter;
import dev.vigil.validation.ReplayingEngine;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Csmith programs against native runs. Each program in {@code src/test/resources/csmith} (written
 * by {@code bench/csmith/csmith_diff.py export}, with the checksums that gcc's -m64 and -m32 builds
 * print) reaches {@code reach_error} when its final checksum differs from the native one, and,
 * compiled with {@code CSMITH_ERROR_WHEN_EQUAL}, when it equals it. The programs in {@code
 * csmith/reduced} (reduced from Csmith programs Vigil once got wrong or could not run) follow the
 * same convention. The interpreter ({@code random}) must answer TRUE on the first, the encoder
 * ({@code bmc}, when asked for) FALSE on the second, in LP64 and ILP32: the programs read no input,
 * so both decide them.
 */
class CsmithTest {
  /**
   * A directory of programs written by {@code csmith_diff.py export} to verify instead of the
   * committed ones, for long batches in one JVM: {@code mvn test -Dtest=CsmithTest
   * -Dvigil.csmith.dir=DIR [-Dvigil.csmith.engines=random,bmc] [-Dvigil.csmith.seconds=10]}. {@code
   * bmc} is off by default: each bmc run leaves about 16 MB of Z3's native memory allocated for the
   * rest of the process, and Z3's memory limit is per process, so in {@code mvn test} the later
   * solver tests would end out of memory.
   */
  private static final String DIR = System.getProperty("vigil.csmith.dir", "");

  private static final List<String> ENGINES =
      List.of(System.getProperty("vigil.csmith.engines", "random").split(","));
  private static final Duration BUDGET =
      Duration.ofSeconds(Long.getLong("vigil.csmith.seconds", 30));
  private static final int THREADS = DIR.isEmpty() ? 2 : 1;
  private static final List<DataModel> MODELS = List.of(DataModel.LP64, DataModel.ILP32);

  @TempDir Path work;

  /** One verification and its outcome as SV-COMP prints it. */
  private record Run(
      String task,
      String engine,
      String verdict,
      String expected,
      List<String> alarms,
      double seconds) {
    boolean correct() {
      return verdict.equals(expected) && alarms.isEmpty();
    }

    /** A verdict against the native run, or an alarm: a bug, unlike an UNKNOWN. */
    boolean wrong() {
      return !alarms.isEmpty() || (!verdict.startsWith("UNKNOWN") && !verdict.equals(expected));
    }
  }

  @Test
  void theInterpreterAndTheEncoderAgreeWithNativeRuns() throws Exception {
    List<Path> programs = programs();
    assertTrue(
        programs.size() >= 20 || !DIR.isEmpty(), "at least 20 programs, found " + programs.size());
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    List<Run> runs = new ArrayList<>();
    try {
      List<Future<List<Run>>> futures = new ArrayList<>();
      for (Path program : programs) {
        for (DataModel model : MODELS) {
          futures.add(pool.submit(() -> verifyBoth(program, model)));
        }
      }
      for (Future<List<Run>> f : futures) {
        runs.addAll(f.get());
      }
    } finally {
      pool.shutdownNow();
    }
    List<String> wrong =
        runs.stream()
            .filter(r -> DIR.isEmpty() ? !r.correct() : r.wrong())
            .map(r -> r.task() + " " + r.engine() + ": " + r.verdict() + " " + r.alarms())
            .toList();
    System.out.printf(
        "csmith: %d programs, %d verifications, %d not as expected, %.1f s%n",
        programs.size(), runs.size(), wrong.size(), (System.nanoTime() - start) / 1e9);
    assertEquals(List.of(), wrong);
  }

  /**
   * The interpreter on the program as is (expected TRUE) and the encoder on the program with the
   * check inverted (expected FALSE, its counterexample replayed by the interpreter). The program
   * has one execution, so either task finds a checksum other than the native one; the FALSE task is
   * the cheaper one for bmc.
   */
  private List<Run> verifyBoth(Path program, DataModel model) {
    String name = program.getParent().getFileName() + "/" + program.getFileName() + " " + model;
    Path inverted = work.resolve(model + "_" + program.getFileName());
    write(
        inverted,
        "#define CSMITH_ERROR_WHEN_EQUAL\n#include \"" + program.toAbsolutePath() + "\"\n");
    List<Run> runs = new ArrayList<>();
    if (ENGINES.contains("random")) {
      runs.add(
          verify(
              name,
              "random",
              () -> new RandomEngine(RandomOptions.defaults()),
              program,
              model,
              "TRUE"));
    }
    if (ENGINES.contains("bmc")) {
      runs.add(
          verify(
              name, "bmc", () -> new BmcEngine(BmcOptions.defaults()), inverted, model, "FALSE"));
    }
    return runs;
  }

  private static Program load(Path source, DataModel model) throws FrontendException {
    FrontendOptions options =
        new FrontendOptions(model, List.of("reach_error"), true, Optional.empty(), warning -> {});
    return Instrumenter.instrument(Frontend.load(source, options), Set.of(Property.UNREACH_CALL));
  }

  private static Run verify(
      String name,
      String engineName,
      Supplier<Engine> engine,
      Path source,
      DataModel model,
      String expected) {
    String task = name + " " + expected;
    long start = System.nanoTime();
    Program p;
    try {
      p = load(source, model);
    } catch (FrontendException e) {
      // Unsupported C is an UNKNOWN, not a disagreement with the native run.
      String verdict = "UNKNOWN(" + e.getMessage() + ")";
      System.out.printf("%-40s %-6s %5.2f s  %-8s%n", task, engineName, 0.0, verdict);
      return new Run(task, engineName, verdict, expected, List.of(), 0);
    }
    List<String> alarms = Collections.synchronizedList(new ArrayList<>());
    Verdict v =
        new ReplayingEngine(engine.get(), alarms::add).verify(p, Budget.of(BUDGET)).verdict();
    String verdict =
        switch (v) {
          case Verdict.Proved proved -> "TRUE";
          case Verdict.Violated violated -> "FALSE";
          case Verdict.Unknown unknown -> "UNKNOWN(" + unknown.reason() + ")";
        };
    Run r = new Run(task, engineName, verdict, expected, alarms, (System.nanoTime() - start) / 1e9);
    String note = r.correct() ? "" : "expected " + r.expected() + " " + r.alarms();
    System.out.printf(
        "%-40s %-6s %5.2f s  %-8s %s%n", r.task(), r.engine(), r.seconds(), r.verdict(), note);
    return r;
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The Csmith programs and the reduced ones. */
  private static List<Path> programs() throws URISyntaxException, IOException {
    Path dir = Path.of(CsmithTest.class.getResource("/csmith/csmith.h").toURI()).getParent();
    List<Path> dirs = DIR.isEmpty() ? List.of(dir, dir.resolve("reduced")) : List.of(Path.of(DIR));
    List<Path> all = new ArrayList<>();
    for (Path d : dirs) {
      try (Stream<Path> files = Files.list(d)) {
        files.filter(f -> f.toString().endsWith(".c")).sorted().forEach(all::add);
      }
    }
    return all;
  }
}
