package dev.vigil.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.task.Task;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** SV-COMP scoring on a hand-made results set. */
class ScoringTest {
  private static final Set<String> REACH = Set.of("unreach-call");
  private static final Set<String> MEMSAFETY =
      Set.of("valid-deref", "valid-free", "valid-memtrack");

  private static BenchTask task(
      String id, Set<String> properties, Optional<Task.Expected> expected) {
    String property = properties.size() == 1 ? properties.iterator().next() : "valid-memsafety";
    return new BenchTask(
        id, Path.of(id), id.substring(0, id.indexOf('/')), property, properties, expected);
  }

  private static Optional<Task.Expected> expectTrue() {
    return Optional.of(new Task.Expected(true, Optional.empty()));
  }

  private static Optional<Task.Expected> expectFalse() {
    return Optional.of(new Task.Expected(false, Optional.empty()));
  }

  private static Optional<Task.Expected> expectFalse(String subproperty) {
    return Optional.of(new Task.Expected(false, Optional.of(subproperty)));
  }

  private record Case(BenchTask task, Answer answer, Classification expected) {}

  private static final List<Case> CASES =
      List.of(
          new Case(
              task("loops/a.yml", REACH, expectTrue()),
              Answer.proved(),
              Classification.CORRECT_TRUE),
          new Case(
              task("loops/b.yml", REACH, expectFalse()),
              Answer.violated("unreach-call"),
              Classification.CORRECT_FALSE),
          new Case(
              task("loops/c.yml", REACH, expectFalse()),
              Answer.proved(),
              Classification.WRONG_TRUE),
          new Case(
              task("loops/d.yml", REACH, expectTrue()),
              Answer.violated("unreach-call"),
              Classification.WRONG_FALSE),
          new Case(
              task("loops/e.yml", REACH, expectFalse()),
              Answer.violated("no-overflow"),
              Classification.UNKNOWN),
          new Case(
              task("loops/f.yml", REACH, expectTrue()), Answer.timeout(), Classification.UNKNOWN),
          new Case(
              task("loops/g.yml", REACH, expectFalse()),
              Answer.outOfMemory(),
              Classification.UNKNOWN),
          new Case(
              task("loops/h.yml", REACH, Optional.empty()),
              Answer.proved(),
              Classification.NOT_SCORED),
          new Case(
              task("mem/i.yml", MEMSAFETY, expectFalse("valid-deref")),
              Answer.violated("valid-deref"),
              Classification.CORRECT_FALSE),
          new Case(
              task("mem/j.yml", MEMSAFETY, expectFalse("valid-deref")),
              Answer.violated("valid-free"),
              Classification.WRONG_FALSE),
          new Case(
              task("mem/k.yml", MEMSAFETY, expectFalse("valid-memtrack")),
              Answer.proved(),
              Classification.WRONG_TRUE),
          new Case(
              task("mem/l.yml", MEMSAFETY, expectFalse()),
              Answer.violated("valid-memtrack"),
              Classification.CORRECT_FALSE),
          new Case(
              task("mem/m.yml", MEMSAFETY, expectTrue()),
              Answer.proved(),
              Classification.CORRECT_TRUE),
          new Case(
              task("mem/n.yml", MEMSAFETY, expectTrue()),
              Answer.unknown("unsupported", "unsupported: goto at x.c:3"),
              Classification.UNKNOWN));

  private static List<TaskResult> results() {
    List<TaskResult> results = new ArrayList<>();
    for (Case c : CASES) {
      results.add(
          new TaskResult(
              c.task().id(),
              c.task().category(),
              c.task().property(),
              c.task().expectedText(),
              c.answer().verdictText(),
              Scoring.fitting(c.task(), c.answer()).reason(),
              Scoring.fitting(c.task(), c.answer()).reasonKind(),
              Scoring.classify(c.task(), c.answer()),
              1,
              1,
              10,
              0));
    }
    return results;
  }

  @Test
  void aFalseForAnotherPropertyIsNoAnswer() {
    BenchTask reach = task("loops/x.yml", REACH, expectFalse());
    assertEquals(
        Answer.unknown(
            Answer.WRONG_PROPERTY, "FALSE(no-overflow) does not fit the property unreach-call"),
        Scoring.fitting(reach, Answer.violated("no-overflow")));
    assertEquals(
        Answer.violated("unreach-call"), Scoring.fitting(reach, Answer.violated("unreach-call")));
    assertEquals(Answer.proved(), Scoring.fitting(reach, Answer.proved()));
  }

  @Test
  void eachAnswerIsClassifiedAsSvCompDoes() {
    for (Case c : CASES) {
      assertEquals(
          c.expected(), Scoring.classify(c.task(), c.answer()), c.task().id() + " " + c.answer());
    }
  }

  @Test
  void pointsAreSvCompsAndTheTotalAddsUp() {
    assertEquals(2, Classification.CORRECT_TRUE.points());
    assertEquals(1, Classification.CORRECT_FALSE.points());
    assertEquals(-32, Classification.WRONG_TRUE.points());
    assertEquals(-16, Classification.WRONG_FALSE.points());
    assertEquals(0, Classification.UNKNOWN.points());
    assertEquals(0, Classification.NOT_SCORED.points());
    // 2 correct TRUE (+4), 3 correct FALSE (+3), 2 wrong TRUE (-64), 2 wrong FALSE (-32).
    assertEquals(4 + 3 - 64 - 32, Scoring.score(results()));
  }

  @Test
  void summaryCountsPerCategoryAndOverall() {
    Summary s = Summary.of(results());
    assertEquals(List.of("loops", "mem"), List.copyOf(s.categories().keySet()));
    Summary.Totals loops = s.categories().get("loops");
    assertEquals(8, loops.tasks());
    assertEquals(2 + 1 - 32 - 16, loops.score());
    assertEquals(1, loops.correctTrue());
    assertEquals(1, loops.correctFalse());
    assertEquals(1, loops.wrongTrue());
    assertEquals(1, loops.wrongFalse());
    assertEquals(3, loops.unknown());
    assertEquals(1, loops.notScored());
    Summary.Totals mem = s.categories().get("mem");
    assertEquals(1 - 16 - 32 + 1 + 2, mem.score());
    assertEquals(Scoring.score(results()), s.overall().score());
    assertEquals(14, s.overall().tasks());
    assertEquals(5, s.overall().correct());
    assertEquals(4, s.overall().wrong());
    assertEquals(5.0, s.overall().cpuSecondsCorrect());
    assertEquals(
        Map.of("wrong-property", 1, "out-of-memory", 1, "timeout", 1, "unsupported", 1),
        s.overall().unknownByReason());
  }

  @Test
  void expectedVerdictsReadAsInTables() {
    assertEquals("TRUE", CASES.get(0).task().expectedText());
    assertEquals("FALSE(unreach-call)", CASES.get(1).task().expectedText());
    assertEquals("FALSE(valid-deref)", CASES.get(8).task().expectedText());
    assertEquals("FALSE(valid-memsafety)", CASES.get(11).task().expectedText());
    assertEquals("", CASES.get(7).task().expectedText());
  }

  @Test
  void oldResultsWithoutKindsGetTheKindOfTheirReason() {
    assertEquals(
        "unsupported", ReasonKinds.ofLegacyText("unsupported: inline asm at dir/a.c:12:3"));
    assertEquals(
        "timeout",
        ReasonKinds.ofLegacyText("timeout; inductive step disabled: recursion (f calls itself)"));
    assertEquals("bound-reached", ReasonKinds.ofLegacyText("bound 12 reached"));
    assertEquals("error", ReasonKinds.ofLegacyText("error: exit code 1"));
    assertEquals("", ReasonKinds.ofLegacyText(""));
  }
}
