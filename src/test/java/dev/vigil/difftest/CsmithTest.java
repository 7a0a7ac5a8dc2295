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
 * by {@code bench/csmith/csmith_diff.py export}, with the checksums that gcc's -m64 and -m32
 * builds print) reaches {@code reach_error} when its final checksum differs from the native one,
 * and, compiled with {@code CSMITH_ERROR_WHEN_EQUAL}, when it equals it. The programs in {@code
 * csmith/reduced} (reduced from Csmith programs Vigil once got wrong or could not run) follow
 * the same convention. The interpreter ({@code random}) and the encoder ({@code bmc}) must answer
 * TRUE and FALSE respectively, in LP64 and ILP32: the programs read no input, so both decide them.
 */
class CsmithTest {
  private static final Duration BUDGET = Duration.ofSeconds(30);
  private static final int THREADS = 2;
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
  }

  @Test
  void theInterpreterAndTheEncoderAgreeWithNativeRuns() throws Exception {
    List<Path> programs = programs();
    assertTrue(programs.size() >= 20, "at least 20 programs, found " + programs.size());
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
    for (Run r : runs) {
      String note = r.correct() ? "" : "expected " + r.expected() + " " + r.alarms();
      System.out.printf(
          "%-40s %-6s %5.2f s  %-8s %s%n", r.task(), r.engine(), r.seconds(), r.verdict(), note);
    }
    List<String> wrong = runs.stream().filter(r -> !r.correct())
        .map(r -> r.task() + " " + r.engine() + ": " + r.verdict() + " " + r.alarms()).toList();
    System.out.printf("csmith: %d programs, %d verifications, %d not as expected, %.1f s%n",
        programs.size(), runs.size(), wrong.size(), (System.nanoTime() - start) / 1e9);
    assertEquals(List.of(), wrong);
  }

  /** The program as is (expected TRUE) and with the check inverted (expected FALSE). */
  private List<Run> verifyBoth(Path program, DataModel model) throws FrontendException {
    String name = program.getParent().getFileName() + "/" + program.getFileName() + " " + model;
    Path inverted = work.resolve(model + "_" + program.getFileName());
    write(
        inverted,
        "#define CSMITH_ERROR_WHEN_EQUAL\n#include \"" + program.toAbsolutePath() + "\"\n");
    List<Run> runs = new ArrayList<>();
    for (boolean holds : List.of(true, false)) {
      Program p = load(holds ? program : inverted, model);
      String expected = holds ? "TRUE" : "FALSE";
      String task = name + " " + expected;
      runs.add(
          verify(task, "random", () -> new RandomEngine(RandomOptions.defaults()), p, expected));
      runs.add(verify(task, "bmc", () -> new BmcEngine(BmcOptions.defaults()), p, expected));
    }
    return runs;
  }

  private static Program load(Path source, DataModel model) throws FrontendException {
    FrontendOptions options =
        new FrontendOptions(model, List.of("reach_error"), true, Optional.empty(), warning -> {});
    return Instrumenter.instrument(Frontend.load(source, options), Set.of(Property.UNREACH_CALL));
  }

  private static Run verify(
      String task, String engineName, Supplier<Engine> engine, Program p, String expected) {
    List<String> alarms = Collections.synchronizedList(new ArrayList<>());
    long start = System.nanoTime();
    Verdict v =
        new ReplayingEngine(engine.get(), alarms::add).verify(p, Budget.of(BUDGET)).verdict();
    String verdict =
        switch (v) {
          case Verdict.Proved proved -> "TRUE";
          case Verdict.Violated violated -> "FALSE";
          case Verdict.Unknown unknown -> "UNKNOWN(" + unknown.reason() + ")";
        };
    double seconds = (System.nanoTime() - start) / 1e9;
    return new Run(task, engineName, verdict, expected, alarms, seconds);
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
    List<Path> all = new ArrayList<>();
    for (Path d : List.of(dir, dir.resolve("reduced"))) {
      try (Stream<Path> files = Files.list(d)) {
        files.filter(f -> f.toString().endsWith(".c")).sorted().forEach(all::add);
      }
    }
    return all;
  }
}
