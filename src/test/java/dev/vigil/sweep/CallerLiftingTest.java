package dev.vigil.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.summaries.SummariesEngine;
import dev.vigil.engine.summaries.SummariesOptions;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.report.SweepText;
import dev.vigil.report.SweepText.Finding;
import dev.vigil.validation.ReplayingEngine;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The rules for violations found from an entry in its arbitrary context ({@link CallerLifting}), on
 * {@code summaries/lifting.c}. The sweep's own runs of main and empty end undecided (as a caller
 * that runs out of time would), and slow's always do, so that the violations below them are found
 * from the callees first and lifted.
 */
class CallerLiftingTest {
  private static final String THROUGH_POINTERS =
      "%s is called through pointers, and no call of its type was found";

  /**
   * The findings of a sweep of {@code file} in which the first run of each of {@code undecidedOnce}
   * (and every run of slow) ends undecided.
   */
  private static List<String> findings(String file, Set<String> undecidedOnce) throws Exception {
    Program program =
        Frontend.load(
            Path.of("src/test/resources/summaries", file),
            FrontendOptions.defaults(DataModel.LP64)
                .withRoots(new FrontendOptions.Roots(List.of())));
    List<String> alarms = new ArrayList<>();
    ReplayingEngine engine =
        new ReplayingEngine(new SummariesEngine(SummariesOptions.defaults()), alarms::add);
    Set<String> seen = new HashSet<>();
    FunctionSweep.Verifier verifier =
        (p, budget) -> {
          String entry = entry(p);
          if (entry.equals("slow") || (undecidedOnce.contains(entry) && seen.add(entry))) {
            return Result.of(new Verdict.Unknown(Reason.timeout()));
          }
          return engine.verify(p, budget);
        };
    SweepText.Sweep sweep =
        FunctionSweep.run(
            program,
            Set.of(Property.NULL_DEREF),
            verifier,
            Budget.of(Duration.ofMinutes(5)),
            Duration.ofSeconds(60),
            line -> {});
    assertEquals(List.of(), alarms);
    return sweep.findings().stream().map(CallerLiftingTest::describe).sorted().toList();
  }

  /** The function the harness main calls. */
  private static String entry(Program p) {
    for (Edge e : p.main().cfa().edges()) {
      if (e.op() instanceof Op.Call c && c.directCallee().isPresent()) {
        return c.directCallee().get();
      }
    }
    throw new AssertionError("no harness");
  }

  private static String describe(Finding f) {
    String at = f.found().violation().line() + " from " + f.entry() + ": ";
    return at
        + switch (f) {
          case Finding.Report r -> "report from " + r.from();
          case Finding.NoCaller n -> "no caller, " + n.why();
          case Finding.Undecided u -> "undecided, " + u.why();
        };
  }

  /**
   * A violation that needs nothing of its context (crash) is a report where found; peek's needs its
   * box empty, which its caller empty gives: the report's trace starts at empty; get's needs the
   * same, which main, its only caller, never gives; unused is never called; a callback's (handler)
   * depends on what calls through a pointer pass, and the program has none, and so does deep's,
   * whose only caller slow is a callback.
   */
  @Test
  void violationsThatNeedTheContextAreReportsOnlyFromACallerThatGivesIt() throws Exception {
    assertEquals(
        List.of(
            "10 from crash: report from crash",
            "12 from handler: undecided, " + THROUGH_POINTERS.formatted("handler"),
            "12 from handler: undecided, " + THROUGH_POINTERS.formatted("handler"),
            "13 from unused: no caller, no call of unused, nor its address, in the program",
            "13 from unused: no caller, no call of unused, nor its address, in the program",
            "14 from deep: undecided, " + THROUGH_POINTERS.formatted("slow"),
            "8 from peek: report from empty",
            "9 from get: no caller, safe from " + Program.PROGRAM_MAIN),
        findings("lifting.c", Set.of(Program.PROGRAM_MAIN, "empty")));
  }

  /**
   * handler's violation is lifted to dispatch, which calls through a pointer of its type, and from
   * there (its argument decides the table's entry) to main; add's only call through a pointer of
   * its type is apply's, which passes a valid pointer (from main; apply alone calls an arbitrary
   * one).
   */
  @Test
  void callbacksAreLiftedToTheCallsThroughPointersOfTheirType() throws Exception {
    assertEquals(
        List.of(
            "6 from handler: report from " + Program.PROGRAM_MAIN,
            "8 from add: undecided, add is called through pointers; the calls of its type, in"
                + " apply, did not show it"),
        findings("lifting_indirect.c", Set.of(Program.PROGRAM_MAIN, "dispatch")));
  }
}
