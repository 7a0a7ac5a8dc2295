package dev.vigil.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.bmc.BmcEngine;
import dev.vigil.engine.bmc.BmcOptions;
import dev.vigil.engine.kinduction.KInductionEngine;
import dev.vigil.engine.kinduction.KInductionOptions;
import dev.vigil.engine.random.RandomEngine;
import dev.vigil.engine.random.RandomOptions;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.report.ReasonText;
import dev.vigil.spec.Instrumenter;
import dev.vigil.validation.ReplayingEngine;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * C programs with the verdict every engine must give ({@code src/test/resources/programs}):
 * functions without a body, atexit handlers, and the C library models. Each program starts with
 * {@code // verdict: TRUE|FALSE|UNKNOWN [words the reason contains]}, and may say {@code //
 * property: P} and {@code // engines: E...} (default: bmc, kinduction and random, which only finds
 * bugs, so it must not contradict the verdict). Every entry of {@link LibraryFunctions} is called
 * by one of them, or, if unsupported, makes a program UNKNOWN.
 */
class LibraryProgramsTest {
  private static final Path DIR = Path.of("src/test/resources/programs");

  /**
   * CPU time per engine and program. k-induction finds libc_snprintf_false's bug at depth 13 after
   * 12 inductive steps that each run out of their share: 27 s alone, past 30 s on a busy machine.
   */
  private static final Duration LIMIT = Duration.ofSeconds(60);

  private static final Duration RANDOM_LIMIT = Duration.ofSeconds(1);

  @TempDir Path dir;

  /** What a program's header asks. */
  private record Expectation(
      String verdict, String reason, Set<Property> properties, List<String> engines) {}

  @TestFactory
  Stream<DynamicTest> everyEngineGivesTheExpectedVerdict() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    for (Path file : programs()) {
      Expectation expected = expectation(file);
      for (String engine : expected.engines()) {
        tests.add(
            DynamicTest.dynamicTest(
                file.getFileName() + " with " + engine, () -> check(file, expected, engine)));
      }
    }
    return tests.stream();
  }

  @Test
  void everyLibraryFunctionIsCalledByAProgram() throws IOException {
    StringBuilder all = new StringBuilder();
    for (Path file : programs()) {
      all.append(Files.readString(file)).append('\n');
    }
    List<String> missing = new ArrayList<>();
    for (Map.Entry<String, LibraryFunctions.Model> e : LibraryFunctions.all().entrySet()) {
      Pattern call = Pattern.compile("\\b" + Pattern.quote(e.getKey()) + "\\s*\\(");
      boolean called = call.matcher(all).find();
      if (!(e.getValue() instanceof LibraryFunctions.Unsupported) && !called) {
        missing.add(e.getKey());
      }
    }
    assertEquals(List.of(), missing, "library functions that no test program calls");
  }

  @Test
  void everyUnsupportedLibraryFunctionMakesTheVerdictUnknown() {
    for (Map.Entry<String, LibraryFunctions.Model> e : LibraryFunctions.all().entrySet()) {
      if (e.getValue() instanceof LibraryFunctions.Unsupported) {
        String name = e.getKey();
        UnsupportedFeatureException thrown =
            assertThrows(
                UnsupportedFeatureException.class,
                () -> Lifted.c(dir, "void " + name + "();\nint main(void) { " + name + "(); }\n"),
                name);
        assertTrue(thrown.getMessage().contains(name), thrown.getMessage());
      }
    }
  }

  private static void check(Path file, Expectation expected, String engineName) throws Exception {
    List<String> alarms = new ArrayList<>();
    Verdict verdict;
    try {
      Program program = Frontend.load(file, FrontendOptions.defaults(DataModel.LP64));
      Program instrumented = Instrumenter.instrument(program, expected.properties());
      Engine engine = new ReplayingEngine(engine(engineName), alarms::add);
      Duration limit = engineName.equals("random") ? RANDOM_LIMIT : LIMIT;
      verdict = engine.verify(instrumented, Budget.of(limit)).verdict();
    } catch (UnsupportedFeatureException e) {
      verdict = new Verdict.Unknown(Reason.of(Reason.Kind.UNSUPPORTED, e.getMessage()));
    }
    assertEquals(List.of(), alarms);
    String got =
        switch (verdict) {
          case Verdict.Proved p -> "TRUE";
          case Verdict.Violated v -> "FALSE";
          case Verdict.Unknown u -> "UNKNOWN";
        };
    if (engineName.equals("random") && got.equals("UNKNOWN")) {
      return; // random testing only finds bugs
    }
    if (!got.equals(expected.verdict())) {
      fail("expected " + expected.verdict() + ", got " + verdict);
    }
    if (verdict instanceof Verdict.Unknown u) {
      String reason = ReasonText.render(u.reason());
      assertTrue(reason.contains(expected.reason()), reason);
    }
  }

  private static Engine engine(String name) {
    return switch (name) {
      case "bmc" -> new BmcEngine(BmcOptions.defaults());
      case "kinduction" -> new KInductionEngine(KInductionOptions.defaults());
      case "random" -> new RandomEngine(RandomOptions.defaults());
      default -> throw new IllegalArgumentException("no engine " + name);
    };
  }

  private static List<Path> programs() throws IOException {
    try (Stream<Path> files = Files.list(DIR)) {
      return files.filter(f -> f.toString().endsWith(".c")).sorted().toList();
    }
  }

  private static Set<Property> property(String name) {
    return switch (name) {
      case "valid-memsafety" ->
          Set.of(Property.VALID_DEREF, Property.VALID_FREE, Property.VALID_MEMTRACK);
      case "unreach-call" -> Set.of(Property.UNREACH_CALL);
      default -> throw new IllegalArgumentException("unknown property " + name);
    };
  }

  private static Expectation expectation(Path file) throws IOException {
    String verdict = null;
    String reason = "";
    Set<Property> properties = Set.of(Property.UNREACH_CALL);
    List<String> engines = List.of("bmc", "kinduction", "random");
    for (String line : Files.readAllLines(file)) {
      if (!line.startsWith("// ")) {
        break;
      }
      String[] words = line.substring(3).split(" ", 2);
      String rest = words.length > 1 ? words[1].trim() : "";
      switch (words[0]) {
        case "verdict:" -> {
          String[] v = rest.split(" ", 2);
          verdict = v[0];
          reason = v.length > 1 ? v[1] : "";
        }
        case "property:" -> properties = property(rest);
        case "engines:" -> engines = List.of(rest.split(" "));
        default -> {}
      }
    }
    if (verdict == null) {
      throw new IllegalStateException(file + " has no '// verdict:' line");
    }
    return new Expectation(verdict, reason, properties, engines);
  }
}
