package dev.vigil.engine.summaries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.SharedTasks;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Result;
import dev.vigil.engine.Statistics;
import dev.vigil.engine.Verdict;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.spec.Instrumenter;
import dev.vigil.task.Task;
import dev.vigil.validation.ReplayingEngine;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The summaries engine on the thesis's examples: verdicts, and the order it expands in. */
class SummariesEngineTest {
  private static final Duration LIMIT = Duration.ofSeconds(60);

  /**
   * The seed examples of the thesis (calysto_*). calysto_sdiv13's proof is the equivalence of a
   * 32-bit signed division and the shift sequence that replaces it: through a divider circuit Z3
   * does not decide it within minutes, through the encoder's strength reduction of {@code n / 13}
   * (the same sequence) it does, but only on a fresh solver per query (about 12 s of solving).
   */
  @TestFactory
  Stream<DynamicTest> seedExamplesGetTheirVerdicts() throws IOException {
    Path dir = SharedTasks.benchmarks("seed-examples");
    List<Path> tasks;
    try (Stream<Path> files = Files.list(dir)) {
      tasks =
          files
              .filter(f -> f.getFileName().toString().startsWith("calysto_"))
              .filter(f -> f.toString().endsWith(".yml"))
              .sorted()
              .toList();
    }
    assertEquals(13, tasks.size(), "calysto tasks: " + tasks);
    return tasks.stream()
        .map(t -> DynamicTest.dynamicTest(t.getFileName().toString(), () -> expected(t)));
  }

  private static void expected(Path yml) throws Exception {
    SharedTasks.Loaded loaded = SharedTasks.load(yml);
    Task.Expected expected = loaded.task().expected().orElseThrow();
    List<String> alarms = new ArrayList<>();
    Verdict v =
        new ReplayingEngine(new SummariesEngine(SummariesOptions.defaults()), alarms::add)
            .verify(loaded.program(), Budget.of(LIMIT))
            .verdict();
    assertEquals(List.of(), alarms);
    if (expected.verdict()) {
      assertInstanceOf(Verdict.Proved.class, v, v.toString());
    } else {
      assertInstanceOf(Verdict.Violated.class, v, v.toString());
    }
  }

  /** Example 6 as the thesis prints it, verified with a refinement order. */
  private static Result example6(Refinement refinement) throws Exception {
    Program program =
        Frontend.load(
            Path.of("src/test/resources/summaries/example6.c"),
            FrontendOptions.defaults(DataModel.ILP32));
    Program instrumented = Instrumenter.instrument(program, Set.of(Property.UNREACH_CALL));
    return new SummariesEngine(SummariesOptions.defaults().withRefinement(refinement))
        .verify(instrumented, Budget.of(LIMIT));
  }

  /** The placeholders expanded, in order, without the call numbers: e.g. flip:memory. */
  private static List<String> order(Result r) {
    Statistics.Statistic s = r.statistics().get("summaries_expansion_order").orElseThrow();
    String text = ((Statistics.Text) s).value();
    return Arrays.stream(text.split(", ")).map(p -> p.replaceAll("#\\d+$", "")).toList();
  }

  @Test
  void consequentsFirstExpandsFlipsWriteToGlobal2FirstAndNeverInit() throws Exception {
    Result r = example6(Refinement.CONSEQUENTS);
    assertInstanceOf(Verdict.Proved.class, r.verdict(), r.verdict().toString());
    List<String> order = order(r);
    // scale is called from main: its errors are lifted first; then the check's consequent,
    // global2 != 0, leads to flip's write to global2, and the antecedent to flip's result.
    assertEquals(
        List.of("scale:errors", "flip:memory", "flip:result"),
        order.subList(0, 3),
        order.toString());
    assertFalse(order.contains("init:result"), order.toString());
  }

  @Test
  void antecedentsFirstExpandsFlipsResultBeforeItsWrite() throws Exception {
    Result r = example6(Refinement.ANTECEDENTS);
    assertInstanceOf(Verdict.Proved.class, r.verdict(), r.verdict().toString());
    List<String> order = order(r);
    assertTrue(order.indexOf("flip:result") < order.indexOf("flip:memory"), order.toString());
    assertFalse(order.contains("init:result"), order.toString());
  }

  @Test
  void fullInliningExpandsInitToo() throws Exception {
    Result r = example6(Refinement.INLINE);
    assertInstanceOf(Verdict.Proved.class, r.verdict(), r.verdict().toString());
    assertTrue(order(r).contains("init:result"), order(r).toString());
  }

  /**
   * Without loops and recursion a deeper bound decides nothing new: the first bound's undefined
   * behaviour is the answer, at bound 1 (the bound once climbed without end, and overflowed).
   */
  @Test
  void aLoopFreeProgramStopsAtTheFirstBound() throws Exception {
    Program program =
        Frontend.load(
            Path.of("src/test/resources/summaries/loopfree_undefined.c"),
            FrontendOptions.defaults(DataModel.ILP32));
    Program instrumented = Instrumenter.instrument(program, Set.of(Property.UNREACH_CALL));
    Result r =
        new SummariesEngine(SummariesOptions.defaults()).verify(instrumented, Budget.of(LIMIT));
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, r.verdict());
    assertTrue(u.reason().toString().contains("undefined"), u.reason().toString());
    Statistics.Statistic bound = r.statistics().get("summaries_bound").orElseThrow();
    assertEquals(1, ((Statistics.Count) bound).value());
  }

  /** A call whose result the caller drops, of a function whose result another call uses. */
  @Test
  void aDroppedResultIsNotLinked() throws Exception {
    Program program =
        Frontend.load(
            Path.of("src/test/resources/summaries/dropped-result.c"),
            FrontendOptions.defaults(DataModel.ILP32));
    Program instrumented = Instrumenter.instrument(program, Set.of(Property.UNREACH_CALL));
    List<String> alarms = new ArrayList<>();
    Verdict v =
        new ReplayingEngine(new SummariesEngine(SummariesOptions.defaults()), alarms::add)
            .verify(instrumented, Budget.of(LIMIT))
            .verdict();
    assertEquals(List.of(), alarms);
    assertInstanceOf(Verdict.Violated.class, v, v.toString());
  }
}
