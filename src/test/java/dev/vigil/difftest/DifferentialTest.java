package dev.vigil.difftest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vigil.frontend.FrontendException;
import dev.vigil.ir.DataModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Differential tests: each C program in src/test/resources/difftest is compiled with the bundled
 * clang and run natively (x86-64, so LP64), and read by Vigil's front end and run in the
 * interpreter, for LP64 and for ILP32. The reports (difftest.h) must be equal. The native run is
 * the expectation for both data models, except where a program's output depends on the data model:
 * then {@code NAME.ilp32} lists, by source line, the values ILP32 reports instead (this machine has
 * no 32-bit C library to run an i386 build). Each interpreter run is repeated with every property
 * instrumented; as the programs are free of undefined behaviour and leaks, no check may fire and
 * the reports must stay the same.
 */
class DifferentialTest {
  private static final int THREADS = 2;

  @TempDir Path work;

  /** The outcome for one program: its differences (empty when equal) and some numbers. */
  private record Checked(
      String program,
      List<String> differences,
      int reports,
      int ilp32Overrides,
      int uninitializedBytes,
      int uninitializedLocals) {}

  @Test
  void theInterpreterAgreesWithNativeRuns() throws Exception {
    assumeTrue(
        NativeRun.available(work),
        "the bundled clang cannot build native programs here (no C library?)");
    List<Path> programs = programs();
    assertTrue(programs.size() >= 30, "at least 30 programs, found " + programs.size());
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    List<Checked> results = new ArrayList<>();
    try {
      List<Future<Checked>> futures = new ArrayList<>();
      for (Path program : programs) {
        futures.add(pool.submit(() -> checkOrFail(program)));
      }
      for (Future<Checked> f : futures) {
        results.add(f.get());
      }
    } finally {
      pool.shutdownNow();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    List<String> failures = new ArrayList<>();
    int reports = 0;
    int overridden = 0;
    for (Checked c : results) {
      System.out.printf(
          "%-20s %4d reports  %s%s%s%s%n",
          c.program(),
          c.reports(),
          c.differences().isEmpty() ? "equal" : c.differences().size() + " DIFFERENCES",
          c.ilp32Overrides() > 0 ? "  (ILP32: " + c.ilp32Overrides() + " values from .ilp32)" : "",
          c.uninitializedBytes() > 0
              ? "  (" + c.uninitializedBytes() + " uninitialised bytes read)"
              : "",
          c.uninitializedLocals() > 0 ? "  (" + c.uninitializedLocals() + " locals havocked)" : "");
      reports += c.reports();
      overridden += c.ilp32Overrides() > 0 ? 1 : 0;
      c.differences().forEach(d -> failures.add(c.program() + ": " + d));
    }
    long equal = results.stream().filter(c -> c.differences().isEmpty()).count();
    System.out.printf(
        "differential tests: %d programs, %d reports each for native, LP64 and ILP32; %d equal, %d"
            + " differ; %d programs with ILP32 expectations; %.1f s%n",
        results.size(), reports, equal, results.size() - equal, overridden, seconds);
    assertEquals(List.of(), failures);
  }

  /** {@link #check}, with a failed compilation or run as the program's one difference. */
  private Checked checkOrFail(Path source) throws InterruptedException {
    try {
      return check(source);
    } catch (AssertionError | FrontendException | IOException e) {
      return new Checked(source.getFileName().toString(), List.of(e.toString()), 0, 0, 0, 0);
    }
  }

  private Checked check(Path source) throws FrontendException, IOException, InterruptedException {
    List<String> differences = new ArrayList<>();
    List<String> native64 = render(NativeRun.run(source, work));
    InterpretedRun.Result lp64 = InterpretedRun.run(source, DataModel.LP64);
    compare("LP64", native64, render(lp64.reports()), differences);
    Map<Integer, String> overrides = ilp32Overrides(source);
    InterpretedRun.Result ilp32 = InterpretedRun.run(source, DataModel.ILP32);
    compare(
        "ILP32",
        ilp32Expectation(native64, overrides, differences),
        render(ilp32.reports()),
        differences);
    return new Checked(
        source.getFileName().toString(),
        differences,
        native64.size(),
        overrides.size(),
        lp64.uninitializedBytes() + ilp32.uninitializedBytes(),
        lp64.uninitializedLocals() + ilp32.uninitializedLocals());
  }

  /** The native (LP64) reports, with the values of {@code NAME.ilp32} at their source lines. */
  private static List<String> ilp32Expectation(
      List<String> native64, Map<Integer, String> overrides, List<String> differences) {
    List<String> expected = new ArrayList<>();
    Set<Integer> unused = new LinkedHashSet<>(overrides.keySet());
    for (String report : native64) {
      int line = Integer.parseInt(report.substring(0, report.indexOf(' ')));
      String override = overrides.get(line);
      unused.remove(line);
      expected.add(override == null ? report : line + " " + override);
    }
    if (!unused.isEmpty()) {
      differences.add("ILP32 expectations for lines that report nothing: " + unused);
    }
    return expected;
  }

  private static void compare(
      String model, List<String> expected, List<String> actual, List<String> differences) {
    int n = Math.max(expected.size(), actual.size());
    for (int i = 0; i < n; i++) {
      String e = i < expected.size() ? expected.get(i) : "(nothing)";
      String a = i < actual.size() ? actual.get(i) : "(nothing)";
      if (!e.equals(a)) {
        differences.add(model + " report " + i + ": expected " + e + ", interpreter " + a);
      }
    }
  }

  private static List<String> render(List<Report> reports) {
    return reports.stream().map(Report::render).toList();
  }

  /** {@code NAME.ilp32}: lines {@code "line kind value"}, comments after {@code #}. */
  private static Map<Integer, String> ilp32Overrides(Path source) throws IOException {
    Path file = source.resolveSibling(source.getFileName().toString().replace(".c", ".ilp32"));
    Map<Integer, String> overrides = new LinkedHashMap<>();
    if (!Files.exists(file)) {
      return overrides;
    }
    for (String raw : Files.readAllLines(file)) {
      String line = raw.replaceAll("#.*", "").strip();
      if (!line.isEmpty()) {
        int space = line.indexOf(' ');
        overrides.put(Integer.parseInt(line.substring(0, space)), line.substring(space + 1));
      }
    }
    return overrides;
  }

  private static List<Path> programs() throws URISyntaxException {
    Path dir =
        Path.of(
                Optional.ofNullable(DifferentialTest.class.getResource("/difftest/difftest.h"))
                    .orElseThrow()
                    .toURI())
            .getParent();
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.toString().endsWith(".c")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
