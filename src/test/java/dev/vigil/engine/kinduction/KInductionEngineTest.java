package dev.vigil.engine.kinduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.SharedTasks;
import dev.vigil.analysis.Loops;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.report.CExpressions;
import dev.vigil.spec.Instrumenter;
import dev.vigil.validation.ReplayingEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * k-induction on the thesis's examples, on hand-written loops whose inductiveness is known, and on
 * shared TRUE tasks whose loops do not terminate within any bound BMC could unroll.
 */
class KInductionEngineTest {
  private static final Duration LIMIT = Duration.ofSeconds(20);

  /** Shared TRUE tasks with unbounded (nondeterministic or non-terminating) loops. */
  static final List<String> UNBOUNDED_TRUE_TASKS =
      List.of(
          "locks/test_locks_5_true-unreach-call_true-valid-memsafety_false-termination.yml",
          "locks/test_locks_6_true-unreach-call_true-valid-memsafety_false-termination.yml",
          "locks/test_locks_7_true-unreach-call_true-valid-memsafety_false-termination.yml",
          "locks/test_locks_8_true-unreach-call_true-valid-memsafety_false-termination.yml",
          "locks/test_locks_9_true-unreach-call_true-valid-memsafety_false-termination.yml",
          "locks/test_locks_10_true-unreach-call_true-valid-memsafety_false-termination.yml",
          "locks/test_locks_11_true-unreach-call_true-valid-memsafety_false-termination.yml",
          "locks/test_locks_12_true-unreach-call_true-valid-memsafety_false-termination.yml",
          "locks/test_locks_13_true-unreach-call_true-valid-memsafety_false-termination.yml",
          "locks/test_locks_14_true-unreach-call_true-valid-memsafety_false-termination.yml",
          "locks/test_locks_15_true-unreach-call_true-valid-memsafety_false-termination.yml",
          "loop-zilu/benchmark02_linear.yml",
          "bitvector/jain_1_true-unreach-call_true-no-overflow_false-termination.yml",
          "bitvector/jain_2_true-unreach-call_true-no-overflow_false-termination.yml",
          "bitvector/jain_4_true-unreach-call_true-no-overflow_false-termination.yml",
          "bitvector/jain_5_true-unreach-call_true-no-overflow.yml",
          "bitvector/jain_6_true-unreach-call_true-no-overflow_false-termination.yml",
          "loops/count_up_down_true-unreach-call_true-termination.yml");

  private static Verdict verify(Program p, KInductionOptions options) {
    ReplayingEngine engine =
        new ReplayingEngine(
            new KInductionEngine(options),
            alarm -> {
              throw new AssertionError(alarm);
            });
    return engine.verify(p, Budget.of(LIMIT)).verdict();
  }

  private static Program c(Path dir, String code) throws Exception {
    Path file = Files.writeString(dir.resolve("test.c"), code);
    Program program = Frontend.load(file, FrontendOptions.defaults(DataModel.LP64));
    return Instrumenter.instrument(program, Set.of(Property.UNREACH_CALL));
  }

  private static Program seed(String name) throws Exception {
    return SharedTasks.load(SharedTasks.benchmarks("seed-examples").resolve(name + ".yml"))
        .program();
  }

  private static void proved(Verdict v) {
    assertInstanceOf(Verdict.Proved.class, v, () -> "expected TRUE, got " + v);
  }

  private static void violated(Verdict v) {
    assertInstanceOf(Verdict.Violated.class, v, () -> "expected FALSE, got " + v);
  }

  /** The engine's result, its counterexample replayed. */
  private static Result run(Program p, KInductionOptions options) {
    return new ReplayingEngine(
            new KInductionEngine(options),
            alarm -> {
              throw new AssertionError(alarm);
            })
        .verify(p, Budget.of(LIMIT));
  }

  /**
   * The concrete runs before the solver: a bug that the all-zero run reaches needs no solver (no k
   * is tried); without the runs, the base case finds it at k = 1.
   */
  @Test
  void concreteRunsFindABugBeforeTheSolver(@TempDir Path dir) throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            extern int __VERIFIER_nondet_int(void);
            int main() {
              int x = __VERIFIER_nondet_int();
              if (x < 5) reach_error();
              return 0;
            }
            """);
    Result tested = run(p, KInductionOptions.defaults());
    violated(tested.verdict());
    assertEquals(1, tested.statistics().count("kind_tests"));
    assertEquals(0, tested.statistics().count("kind_k"));
    Result solved = run(p, KInductionOptions.defaults().withTests(0));
    violated(solved.verdict());
    assertEquals(0, solved.statistics().count("kind_tests"));
    assertEquals(1, solved.statistics().count("kind_k"));
  }

  /**
   * A program that reads no input has one execution: its run decides it, TRUE without a solver; a
   * program with an input is not decided by a run that ends well.
   */
  @Test
  void aProgramWithoutInputsIsDecidedByItsOnlyRun(@TempDir Path dir) throws Exception {
    String code =
        """
        extern void reach_error(void);
        extern int __VERIFIER_nondet_int(void);
        int main() {
          int n = INPUT;
          int s = 0;
          for (int i = 0; i < n; i++) s += i;
          if (s != 45 && n == 10) reach_error();
          return 0;
        }
        """;
    Result only = run(c(dir, code.replace("INPUT", "10")), KInductionOptions.defaults());
    proved(only.verdict());
    assertEquals(1, only.statistics().count("kind_tests"));
    assertEquals(0, only.statistics().count("kind_k"));
    Result input =
        run(c(dir, code.replace("INPUT", "__VERIFIER_nondet_int()")), KInductionOptions.defaults());
    proved(input.verdict());
    assertTrue(input.statistics().count("kind_tests") >= 1);
    assertTrue(input.statistics().count("kind_k") >= 1);
  }

  @Test
  void safeStateMachineNeedsTheIntervalInvariant() throws Exception {
    Program p = seed("esbmc_state_machine_safe");
    proved(verify(p, KInductionOptions.defaults()));
    // Naive k-induction cannot prove it (thesis §4.2): the inductive step starts from s > 5.
    Verdict naive = verify(p, KInductionOptions.defaults().withInvariants("none").withMaxK(6));
    assertInstanceOf(Verdict.Unknown.class, naive, () -> "expected UNKNOWN, got " + naive);
  }

  @Test
  void unsafeStateMachineIsFalse() throws Exception {
    violated(verify(seed("esbmc_state_machine_unsafe"), KInductionOptions.defaults()));
  }

  /**
   * bkind (thesis §4.3.1): the inductive step's counterexample starts at s = 4 or 5; the base case
   * reaches that state sooner than it reaches the error, and the joined trace replays.
   */
  @Test
  void bidirectionalSearchJoinsTheTwoHalves() throws Exception {
    Program p = seed("esbmc_state_machine_unsafe");
    Result plain = new KInductionEngine(KInductionOptions.defaults()).verify(p, Budget.of(LIMIT));
    violated(plain.verdict());
    KInductionEngine bkind =
        new KInductionEngine(KInductionOptions.defaults().withBidirectional(true));
    Result joined =
        new ReplayingEngine(
                bkind,
                alarm -> {
                  throw new AssertionError(alarm);
                })
            .verify(p, Budget.of(LIMIT));
    violated(joined.verdict());
    assertEquals(1, joined.statistics().count("kind_backward_counterexamples"));
    assertTrue(joined.statistics().count("kind_k") < plain.statistics().count("kind_k"));
  }

  @Test
  void nanLoopIsFalse() throws Exception {
    violated(verify(seed("esbmc_fig3_1_double_nan"), KInductionOptions.defaults()));
  }

  @Test
  void unboundedLoopOfChapterFourIsTrue() throws Exception {
    proved(verify(seed("esbmc_fig4_1_unbounded_loop"), KInductionOptions.defaults()));
  }

  /**
   * x == y holds at the loop head but is not 1-inductive (the step starts from any x, y); it is
   * 2-inductive. A proof at k = 1 would mean the step checked fewer than k iterations.
   */
  @Test
  void inductiveStepChecksTheKthIteration(@TempDir Path dir) throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            int main() {
              unsigned x = 0, y = 0;
              while (1) {
                if (x != y) reach_error();
                x++;
                y++;
              }
            }
            """);
    KInductionOptions naive = KInductionOptions.defaults().withInvariants("none").withMaxK(1);
    assertInstanceOf(Verdict.Unknown.class, verify(p, naive));
    Result r = new KInductionEngine(naive.withMaxK(2)).verify(p, Budget.of(LIMIT));
    proved(r.verdict());
    assertEquals(2, r.statistics().count("kind_k"));
  }

  /**
   * sum == 2 * i is no comparison of the program: Karr's analysis finds it at the loop head, and
   * with it the proof is 1-inductive (without it, k-induction unwinds all n <= 100 iterations).
   */
  @Test
  void affineEqualitiesAreCandidates(@TempDir Path dir) throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            extern int __VERIFIER_nondet_int(void);
            int main() {
              int n = __VERIFIER_nondet_int();
              if (n < 0 || n > 100) return 0;
              int sum = 0;
              for (int i = 0; i < n; i++) sum += 2;
              if (sum != 2 * n) reach_error();
              return 0;
            }
            """);
    Result r = new KInductionEngine(KInductionOptions.defaults()).verify(p, Budget.of(LIMIT));
    proved(r.verdict());
    assertEquals(1, r.statistics().count("kind_k"));
  }

  @Test
  void loopWithBreakIsNotAssumedToRunForever(@TempDir Path dir) throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            extern int __VERIFIER_nondet_int(void);
            int main() {
              int i = 0;
              while (1) {
                if (__VERIFIER_nondet_int()) break;
                if (i < 10) i++;
              }
              if (i > 5) reach_error();
              return 0;
            }
            """);
    violated(verify(p, KInductionOptions.defaults()));
  }

  @Test
  void recursionDisablesTheInductiveStep(@TempDir Path dir) throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            extern int __VERIFIER_nondet_int(void);
            int f(int n) { return n <= 0 ? 0 : f(n - 1); }
            int main() {
              while (__VERIFIER_nondet_int()) {
                if (f(__VERIFIER_nondet_int()) != 0) reach_error();
              }
              return 0;
            }
            """);
    Verdict v = verify(p, KInductionOptions.defaults().withMaxK(3));
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, v);
    Reason.Note note = u.reason().notes().get(0);
    assertEquals(Reason.Kind.UNSUPPORTED, note.reason().kind());
    assertTrue(note.reason().detail().startsWith("recursion"), note.reason().detail());
  }

  /**
   * The invariants of a proof are stated at the loop head of the function the user wrote (here one
   * inlined into main), over its own variables, with the line of the loop.
   */
  @Test
  void invariantsMapBackToTheLoopOfTheCalledFunction(@TempDir Path dir) throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            extern int __VERIFIER_nondet_int(void);
            int count(int n) {
              int i = 0;
              int j = 0;
              while (i < n) {
                i++;
                j += 2;
              }
              return j;
            }
            int main() {
              int r = count(__VERIFIER_nondet_int());
              if (r % 2 != 0) reach_error();
              return 0;
            }
            """);
    Verdict v = verify(p, KInductionOptions.defaults());
    Proof proof =
        assertInstanceOf(Verdict.Proved.class, v, () -> "expected TRUE, got " + v).proof();
    assertTrue(proof.method().startsWith("k-induction at k = "), proof.method());
    List<Proof.Invariant> inCount =
        proof.invariants().stream().filter(i -> i.function().equals("count")).toList();
    assertFalse(inCount.isEmpty(), proof.invariants().toString());
    Proof.Invariant parity =
        inCount.stream()
            .filter(i -> CExpressions.render(i).equals("((j & 1) == 0)"))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no parity invariant of j in " + inCount));
    assertTrue(
        Loops.of(p.function("count").orElseThrow().cfa()).isHead(parity.loopHead()),
        parity.toString());
    assertEquals(6, parity.loc().line());
  }

  @TestFactory
  Stream<DynamicTest> sharedTasksWithUnboundedLoops() {
    Path dir = SharedTasks.benchmarks("sv-comp");
    return UNBOUNDED_TRUE_TASKS.stream()
        .map(
            t ->
                DynamicTest.dynamicTest(
                    t,
                    () -> {
                      Verdict v =
                          verify(
                              SharedTasks.load(dir.resolve(t)).program(),
                              KInductionOptions.defaults());
                      proved(v);
                    }));
  }
}
