package dev.vigil.engine.dash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.SharedTasks;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Program;
import dev.vigil.smt.SolverKind;
import dev.vigil.validation.ReplayingEngine;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * DASH on the seed examples of its two documents (LCTD's figures, the DASH study's T01-T25,
 * DASH_call included) with their expected verdicts; every FALSE replays. Where a task's note says
 * DASH diverges, the answer is UNKNOWN by a bound.
 */
class DashEngineTest {
  private static final Duration LIMIT = Duration.ofSeconds(30);

  /** Seed tasks with a definite verdict: true for TRUE, false for FALSE. */
  private static final List<String> DECIDED =
      List.of(
          "lctd_fig2_1",
          "lctd_fig2_6",
          "lctd_sec3_wp_fragment_safe",
          "lctd_sec3_wp_fragment_unsafe",
          "lctd_fig5_19_diamond",
          "lctd_array_store_safe_10",
          "lctd_array_store_safe_1000",
          "lctd_array_store_unsafe_10",
          "lctd_array_store_unsafe_50",
          "dash_T01_no_error",
          "dash_T02_error",
          "dash_T04_abs_overflow",
          "dash_T05_dart_foo",
          "dash_T06_abs_desugared",
          "dash_T08_synergy_loop",
          "dash_T10_state_choice",
          "dash_T11_loop_optimization",
          "dash_T12_synergy_param",
          "dash_T14_false_first_if",
          "dash_T16_call_sum",
          "dash_T17_error_in_sub",
          "dash_T18_call_abs_fail",
          "dash_T18_call_abs_pass",
          "dash_T19_testabs",
          "dash_T20_testabs2",
          "dash_T21_zero",
          "dash_T22_fib_bound",
          "dash_T25_while_x_eq_0");

  static SharedTasks.Loaded seed(String name) throws Exception {
    return SharedTasks.load(SharedTasks.benchmarks("seed-examples").resolve(name + ".yml"));
  }

  /** The program of the shared SV-COMP task {@code path} (a .yml under sv-comp). */
  static Program svComp(String path) throws Exception {
    return SharedTasks.load(SharedTasks.benchmarks("sv-comp").resolve(path)).program();
  }

  static Result run(Program p, DashOptions options) {
    ReplayingEngine engine =
        new ReplayingEngine(
            new DashEngine(options),
            alarm -> {
              throw new AssertionError(alarm);
            });
    return engine.verify(p, Budget.of(LIMIT));
  }

  @TestFactory
  Stream<DynamicTest> seedExamplesGetTheirVerdicts() {
    return DECIDED.stream()
        .map(
            name ->
                DynamicTest.dynamicTest(
                    name,
                    () -> {
                      SharedTasks.Loaded t = seed(name);
                      boolean expected = t.task().expected().orElseThrow().verdict();
                      Verdict v = run(t.program(), DashOptions.defaults()).verdict();
                      Class<? extends Verdict> want =
                          expected ? Verdict.Proved.class : Verdict.Violated.class;
                      assertTrue(want.isInstance(v), () -> name + ": " + v);
                    }));
  }

  /**
   * JavaSMT's Princess cannot substitute into some bit-vector terms, which DASH does to read a
   * region in a state: the run ends UNKNOWN naming the solver (it crashed before), unless it
   * answers.
   */
  @Test
  void aSolverFailureEndsUnknownWithItsReason() throws Exception {
    DashOptions d = DashOptions.defaults();
    DashOptions princess =
        new DashOptions(
            SolverKind.PRINCESS,
            d.dotDirectory(),
            d.maxIterations(),
            d.maxCallDepth(),
            d.maxTestSteps(),
            d.disabled(),
            d.blocks());
    Verdict v = run(seed("dash_T04_abs_overflow").program(), princess).verdict();
    if (!(v instanceof Verdict.Violated)) {
      Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, v);
      assertEquals(Reason.Kind.SOLVER_FAILURE, u.reason().kind(), u.reason()::toString);
      assertTrue(u.reason().detail().contains("princess"), u.reason().detail());
    }
  }

  /**
   * A program without inputs (SV-COMP's num_conversion_1: a loop over the bits of the constant 37)
   * has one execution: the first test, which reaches no error, is the proof; no refinement.
   */
  @Test
  void aProgramWithoutInputsIsProvedByItsOnlyRun() throws Exception {
    Result r =
        run(
            svComp("bitvector/num_conversion_1_true-unreach-call_true-no-overflow.yml"),
            DashOptions.defaults());
    assertInstanceOf(Verdict.Proved.class, r.verdict());
    assertEquals(1, r.statistics().count("dash_test_runs"));
    assertEquals(0, r.statistics().count("dash_solve_runs"));
  }

  /**
   * SV-COMP's num_conversion_2 (a loop over the 8 bits of an input) and stateful_check (an error
   * after four steps of a loop, each chosen by an input). Each split of a region is by the preimage
   * of another region, and a region is the conjunction of the splits above it; preimages of whole
   * regions hold all of them, and around a loop they doubled in size with every split (both timed
   * out at 60 s). Preimages of the split predicates grow by one iteration each.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "bitvector/num_conversion_2_true-unreach-call_true-no-overflow.yml",
        "ldv-regression/stateful_check_false-unreach-call_false-termination.yml"
      })
  void regionsInLoopsAreSplitByTheirOwnPredicates(String name) throws Exception {
    SharedTasks.Loaded t = SharedTasks.load(SharedTasks.benchmarks("sv-comp").resolve(name));
    Result r = run(t.program(), DashOptions.defaults());
    Class<? extends Verdict> want =
        t.task().expected().orElseThrow().verdict() ? Verdict.Proved.class : Verdict.Violated.class;
    assertInstanceOf(want, r.verdict(), r.statistics()::toString);
  }

  /**
   * Fig. 3.15 of the study (T13), where DASH diverges: WP cannot find the loop invariant on k.
   * Generalised test states at the loop head find it (k's low bits against i's), unless the loop
   * optimization splits a region by a predicate it already implies: then the outside is empty, the
   * inside the old region unvisited, and the same frontier comes back forever (until the CPU
   * limit).
   */
  @Test
  void forSumIsProvedWithoutEmptySplits() throws Exception {
    Result r = run(seed("dash_T13_for_sum").program(), DashOptions.defaults());
    assertInstanceOf(Verdict.Proved.class, r.verdict());
    assertTrue(r.statistics().count("dash_iterations") < 1000, r.statistics()::toString);
  }

  /** Fig. 4.12b: recursion whose depth is an input ends UNKNOWN at the recursion bound, fast. */
  @Test
  void recursionOfInputDependentDepthEndsAtTheBound() throws Exception {
    Result r = run(seed("dash_T23_fib_free").program(), DashOptions.defaults());
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, r.verdict());
    assertEquals(Reason.Kind.BOUND_REACHED, u.reason().kind());
    assertTrue(u.reason().detail().contains("fib"), u.reason().detail());
  }

  /** DASH_call (Fig. 4.1): the callee is analysed at its call frontier, never inlined. */
  @Test
  void callSumIsProvedByAnalysingTheCallee() throws Exception {
    Result r = run(seed("dash_T16_call_sum").program(), DashOptions.defaults());
    assertInstanceOf(Verdict.Proved.class, r.verdict());
    assertTrue(r.statistics().count("dash_callee_runs") > 0);
  }

  /** Fig. 4.12a: constant recursion depth; the failing input is x = 2. */
  @Test
  void fibOfThreeFailsWithTwo() throws Exception {
    Verdict v = run(seed("dash_T22_fib_bound").program(), DashOptions.defaults()).verdict();
    Verdict.Violated f = assertInstanceOf(Verdict.Violated.class, v);
    assertEquals(
        2, ((dev.vigil.ir.Expr.IntConst) f.counterexample().inputValues().get(0)).signedValue());
  }

  /**
   * SV-COMP's gcd_1: the caller asserts {@code gcd_test(x, y) == y} where {@code x % y == 0}. The
   * callee's loop head is split by one preimage per Euclid iteration until a generalised test state
   * keeps an equality between a local and the caller's variable ({@code b.1 == y}), which no cube
   * of bits states; without it the run does not end within the limit.
   */
  @Test
  void gcdIsProvedWithAnEqualityToTheCallersVariable() throws Exception {
    Result r =
        run(
            svComp("bitvector/gcd_1_true-unreach-call_true-no-overflow.yml"),
            DashOptions.defaults());
    assertInstanceOf(Verdict.Proved.class, r.verdict());
    assertTrue(r.statistics().count("dash_iterations") < 200, r.statistics()::toString);
  }

  /**
   * SV-COMP's gcd_2 and gcd_3: the caller asserts {@code y >= gcd_test(x, y)} where {@code y > 0}
   * (gcd_3: the same for {@code x}). After its first iteration the callee's loop keeps {@code a.1
   * <= y} and {@code b.1 <= y}, which generalised test states state as orders to the caller's
   * variable, where its sign is positive; with equalities and bits alone the loop head was split
   * once per test state and iteration until the limit.
   */
  @ParameterizedTest
  @ValueSource(strings = {"gcd_2", "gcd_3"})
  void gcdBoundIsProvedWithOrdersToTheCallersVariable(String name) throws Exception {
    Result r =
        run(
            svComp("bitvector/" + name + "_true-unreach-call_true-no-overflow.yml"),
            DashOptions.defaults().withMaxIterations(400));
    assertInstanceOf(Verdict.Proved.class, r.verdict(), r.statistics()::toString);
  }

  /**
   * SV-COMP's byte_add_1: the callee adds two words byte by byte in a loop that runs at most five
   * times from the states its code reaches, where its byte counts are 1 to 4, and up to 255 times
   * from others. Preimages around the loop unroll it backwards from all of them unless the loop
   * head's regions lie within the interval analysis's bounds (1036 iterations without, 134 with).
   */
  @Test
  void byteAddIsProvedWithinTheLoopHeadsBounds() throws Exception {
    Result r =
        run(
            svComp("bitvector/byte_add_1_true-unreach-call_true-no-overflow_true-termination.yml"),
            DashOptions.defaults());
    assertInstanceOf(Verdict.Proved.class, r.verdict());
    assertTrue(r.statistics().count("dash_iterations") < 400, r.statistics()::toString);
  }

  /**
   * Parity (LCTD's group): the proof unrolls the loop once per set bit of a 32-bit word, and no
   * cube of a few bits excludes the preimages at its head. Each failed generalisation costs a dozen
   * checks; after four in a row they are tried only after 8, 16, 32 failures (571 checks without
   * that, 67 with it).
   */
  @Test
  void parityStopsGeneralizingWhereNoCubeOfFewBitsExcludes() throws Exception {
    Result r =
        run(
            svComp("bitvector/parity_true-unreach-call_true-no-overflow.yml"),
            DashOptions.defaults());
    assertInstanceOf(Verdict.Proved.class, r.verdict());
    assertTrue(r.statistics().count("dash_generalization_calls") < 200, r.statistics()::toString);
  }

  /** The array-store programs at N = 1000 (Table 5.18): same iterations as N = 10. */
  @Test
  void arrayStoreIterationsDoNotDependOnTheLength() throws Exception {
    Result small = run(seed("lctd_array_store_safe_10").program(), DashOptions.defaults());
    Result large =
        run(
            SharedTasks.load(resource("lctd_array_store_safe_1000.yml")).program(),
            DashOptions.defaults());
    assertInstanceOf(Verdict.Proved.class, large.verdict());
    assertEquals(
        small.statistics().count("dash_solve_runs"), large.statistics().count("dash_solve_runs"));
  }

  /**
   * A loop body of six diamonds, each a branch whose arms join again. The preimage of a region
   * after a diamond is the union of the arms' preimages; as a disjunction it held the region once
   * per arm, so it doubled at each diamond (2^18 copies of the exit region after three iterations,
   * a timeout at 60 s). In the arms' merged state the region is read once.
   */
  @Test
  void preimagesThroughDiamondsReadTheTargetOnce() throws Exception {
    Result r =
        run(SharedTasks.load(resource("loop_of_diamonds.yml")).program(), DashOptions.defaults());
    assertInstanceOf(Verdict.Proved.class, r.verdict(), r.statistics()::toString);
  }

  /**
   * The same loop's diamonds only assign: if-converted ({@code --blocks select}), the body is one
   * edge of {@code ite}s, DASH has no region at the joins and refines the loop at its head only.
   */
  @Test
  void diamondsThatOnlyAssignAreOneEdge() throws Exception {
    Program p = SharedTasks.load(resource("loop_of_diamonds.yml")).program();
    Result converted = run(p, DashOptions.defaults());
    Result armByArm = run(p, DashOptions.defaults().withBlocks(DashOptions.Granularity.BLOCK));
    assertInstanceOf(Verdict.Proved.class, converted.verdict(), converted.statistics()::toString);
    for (String count : List.of("dash_regions", "dash_solve_runs")) {
      assertTrue(
          converted.statistics().count(count) < armByArm.statistics().count(count),
          () -> count + ": " + converted.statistics() + " against " + armByArm.statistics());
    }
  }

  /** TRUE carries the region predicates at loop heads, as C over source variables. */
  @Test
  void proofHasLoopHeadInvariants() throws Exception {
    Verdict v =
        run(SharedTasks.load(resource("loop_exit_flag.yml")).program(), DashOptions.defaults())
            .verdict();
    Verdict.Proved p = assertInstanceOf(Verdict.Proved.class, v);
    assertFalse(p.proof().invariants().isEmpty(), p.proof().toString());
    assertEquals("main", p.proof().invariants().get(0).function());
    assertEquals(java.util.Set.of("s"), names(p.proof().invariants().get(0).condition()));
  }

  /**
   * Locks 5's loop head has regions whose IR forms together say nothing ({@code p1 == 0 || !(p1 ==
   * 0)}): the proof leaves that invariant out.
   */
  @Test
  void proofOmitsTrivialInvariants() throws Exception {
    Program locks =
        svComp("locks/test_locks_5_true-unreach-call_true-valid-memsafety_false-termination.yml");
    Verdict v = run(locks, DashOptions.defaults()).verdict();
    Verdict.Proved p = assertInstanceOf(Verdict.Proved.class, v);
    assertTrue(p.proof().invariants().isEmpty(), p.proof().toString());
  }

  private static java.util.Set<String> names(dev.vigil.ir.Expr e) {
    java.util.Set<String> out = new java.util.TreeSet<>();
    if (e instanceof dev.vigil.ir.Var var) {
      out.add(var.name());
    }
    e.children().forEach(c -> out.addAll(names(c)));
    return out;
  }

  static Path resource(String name) throws Exception {
    return Path.of(DashEngineTest.class.getResource("/dash/" + name).toURI());
  }
}
