package dev.vigil.engine.bmc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.vigil.SharedTasks;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Program;
import dev.vigil.task.Task;
import dev.vigil.validation.ReplayingEngine;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * BMC on shared SV-COMP tasks (found at {@code ../shared}, or {@code -Dvigil.shared=DIR}) with a
 * short time limit: the verdict must be the expected one, and a FALSE verdict's counterexample must
 * replay in the interpreter. These tasks take about a second each.
 */
class SvCompTasksTest {
  private static final Duration LIMIT = Duration.ofSeconds(20);

  static final List<String> TASKS =
      List.of(
          "bitvector-loops/diamond_false-unreach-call2.yml",
          "bitvector-regression/integerpromotion_false-unreach-call.yml",
          "bitvector-regression/signextension_true-unreach-call_true-termination.yml",
          "bitvector/interleave_bits_true-unreach-call_true-no-overflow.yml",
          "bitvector/modulus_false-no-overflow.yml",
          "float-benchs/addsub_float_exact_true-unreach-call_true-termination.yml",
          "float-benchs/cast_union_tight_false-unreach-call_true-termination.yml",
          "float-benchs/float_int_inv_square_false-unreach-call_true-termination.yml",
          "floats-esbmc-regression/Float_div_true-unreach-call.yml",
          "ldv-regression/mutex_lock_int_true-termination.c_true-unreach-call_1.yml",
          "locks/test_locks_14_false-unreach-call_true-valid-memsafety_false-termination.yml",
          "loop-acceleration/underapprox_true-unreach-call1_true-termination.yml",
          "loop-invgen/NetBSD_loop_false-unreach-call.yml",
          "loop-lit/cggmp2005b_true-unreach-call_true-termination.c.yml",
          "loops/array_false-unreach-call_true-termination.yml",
          "loops/eureka_05_true-unreach-call_true-termination.yml",
          "memsafety/test-0019_false-valid-memtrack_true-termination.yml",
          "memsafety/test-0019_true-valid-memsafety_true-termination.yml",
          "recursive-simple/afterrec_true-unreach-call_true-termination.yml",
          "recursive-simple/fibo_2calls_4_false-unreach-call_true-termination.yml",
          "recursive/EvenOdd03WithOverflowBug_false-no-overflow.yml",
          "recursive/McCarthy91_false-unreach-call_true-no-overflow_true-termination.yml",
          "signedintegeroverflow-regression/IntegerPromotion_true-no-overflow.c.yml",
          "signedintegeroverflow-regression/UnaryMinus_false-no-overflow.c.yml");

  @TestFactory
  Stream<DynamicTest> expectedVerdicts() {
    Path dir = SharedTasks.benchmarks("sv-comp");
    return TASKS.stream().map(t -> DynamicTest.dynamicTest(t, () -> check(dir.resolve(t))));
  }

  private static void check(Path yml) throws Exception {
    SharedTasks.Loaded loaded = SharedTasks.load(yml);
    Task task = loaded.task();
    Program instrumented = loaded.program();
    ReplayingEngine engine =
        new ReplayingEngine(
            new BmcEngine(BmcOptions.defaults()),
            alarm -> {
              throw new AssertionError(alarm);
            });
    Verdict v = engine.verify(instrumented, Budget.of(LIMIT)).verdict();
    Task.Expected expected = task.expected().orElseThrow();
    if (expected.verdict()) {
      assertInstanceOf(Verdict.Proved.class, v, () -> "expected TRUE, got " + v);
    } else {
      Verdict.Violated violated =
          assertInstanceOf(Verdict.Violated.class, v, () -> "expected FALSE, got " + v);
      expected
          .subproperty()
          .ifPresent(p -> assertEquals(p, violated.counterexample().property().svcompName()));
    }
  }
}
