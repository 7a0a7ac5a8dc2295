package dev.vigil.engine.cpa;

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
import dev.vigil.engine.cpa.predicate.PredicateCandidates;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Location;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.report.CExpressions;
import dev.vigil.spec.Instrumenter;
import dev.vigil.validation.ReplayingEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The CPA engine's configurations on the thesis's examples and on small programs. */
class CpaEngineTest {
  private static final Duration LIMIT = Duration.ofSeconds(20);

  private static Result verify(Program p, CpaOptions options) {
    ReplayingEngine engine =
        new ReplayingEngine(
            new CpaEngine(options),
            alarm -> {
              throw new AssertionError(alarm);
            });
    return engine.verify(p, Budget.of(LIMIT));
  }

  private static Result verify(Program p, CpaConfig config) {
    return verify(p, CpaOptions.defaults().withConfig(config));
  }

  private static Program seed(String name) throws Exception {
    return SharedTasks.load(SharedTasks.benchmarks("seed-examples").resolve(name + ".yml"))
        .program();
  }

  private static Program c(Path dir, String code) throws Exception {
    Path file = Files.writeString(dir.resolve("test.c"), code);
    Program program = Frontend.load(file, FrontendOptions.defaults(DataModel.LP64));
    return Instrumenter.instrument(program, Set.of(Property.UNREACH_CALL));
  }

  @Test
  void runningExampleIsProvedBySlicingWithCegar() throws Exception {
    Result r = verify(seed("slicing_running_example"), CpaConfig.SYMEX_SLICING_CEGAR);
    Verdict.Proved p = assertInstanceOf(Verdict.Proved.class, r.verdict(), r::toString);
    assertTrue(p.proof().invariants().isEmpty(), "sliced states are no invariants");
  }

  /**
   * byte_add_1 (an adder by bytes) needs most of its slice's variables: CEGAR alone adds one or two
   * per refinement and runs out of time; slicing with CEGAR completes its precision to the slice's
   * variables after 8 refinements and proves it.
   */
  @Test
  void slicingCompletesAPrecisionThatTracksHalfTheSlice() throws Exception {
    Program p =
        SharedTasks.load(
                SharedTasks.benchmarks("sv-comp")
                    .resolve(
                        "bitvector/byte_add_1_true-unreach-call_true-no-overflow_true-termination.yml"))
            .program();
    // About 1 s in the command line; a test JVM without the ahead-of-time cache needs more.
    Result r =
        new CpaEngine(CpaOptions.defaults().withConfig(CpaConfig.SYMEX_SLICING_CEGAR))
            .verify(p, Budget.of(Duration.ofSeconds(60)));
    assertInstanceOf(Verdict.Proved.class, r.verdict(), r::toString);
    assertEquals(1, r.statistics().count("cpa_precision_completions"), r::toString);
    assertTrue(r.statistics().count("cpa_refinements") > 8, r::toString);
  }

  /**
   * The running example as the thesis has it: in the shared task {@code y} is the constant 1, so
   * the front end folds {@code y < 0} away and symbolic execution with CEGAR alone proves it (its
   * only refinement is for the division's overflow check). With {@code y} an input assumed to be 1,
   * refinement must track y and its constraint, loop 2 then unrolls forever (Fig. 14), and only
   * slicing with CEGAR proves the program (Fig. 22).
   */
  @Test
  void onlySlicingWithCegarProvesTheThesissRunningExample(@TempDir Path dir) throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            extern int __VERIFIER_nondet_int(void);
            int main(void) {
              int x = __VERIFIER_nondet_int();
              int y = __VERIFIER_nondet_int();
              if (y != 1) return 0;
              int w = __VERIFIER_nondet_int();
              while (x > 0) {
                x = x - 1;
              }
              w = w & 7;
              if (x < 0 && y < 0) {
                reach_error();
              } else {
                while (y < w) {
                  y = y + 1;
                }
              }
              return 0;
            }
            """);
    Result sliced = verify(p, CpaConfig.SYMEX_SLICING_CEGAR);
    assertInstanceOf(Verdict.Proved.class, sliced.verdict(), sliced::toString);
    CpaOptions defaults = CpaOptions.defaults();
    for (CpaConfig diverging :
        List.of(CpaConfig.SYMEX, CpaConfig.SYMEX_SLICING, CpaConfig.SYMEX_CEGAR)) {
      Result r =
          new CpaEngine(defaults.withConfig(diverging)).verify(p, Budget.of(Duration.ofSeconds(1)));
      Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, r.verdict(), r::toString);
      assertEquals(Reason.Kind.TIMEOUT, u.reason().kind(), () -> diverging + ": " + u);
    }
  }

  /**
   * Programs whose refinements need the pointers and array indices: with them dropped from the
   * interpolants, the refinement's checks went through symbolic addresses and one refinement
   * outlasted the budget (both a timeout at 60 s); kept, the answer comes after a few refinements.
   */
  @ParameterizedTest
  @CsvSource({
    "list-properties/list_search_false-unreach-call_false-valid-memcleanup.yml, false",
    "loops/eureka_05_true-unreach-call_true-termination.yml, true"
  })
  void symbolicRefinementKeepsAddresses(String task, boolean safe) throws Exception {
    Program p = SharedTasks.load(SharedTasks.benchmarks("sv-comp").resolve(task)).program();
    Result r = verify(p, CpaConfig.SYMEX_SLICING_CEGAR);
    Class<? extends Verdict> expected = safe ? Verdict.Proved.class : Verdict.Violated.class;
    assertInstanceOf(expected, r.verdict(), r::toString);
  }

  @Test
  void targetPathExampleIsFalseWithTargetPathSlicing() throws Exception {
    Result r = verify(seed("slicing_fig21_target_path"), CpaConfig.SYMEX_SLICING_CEGAR);
    assertInstanceOf(Verdict.Violated.class, r.verdict(), r::toString);
  }

  /**
   * Fig. 21 as the thesis has it: in the shared task x is the constant 0 and the front end folds
   * the infeasible branch away; with x an input assumed to be 0, the first target path runs through
   * {@code [x < 0]}. Target-path slicing refines it away and finds the real counterexample;
   * target-location slicing finds nothing new to add.
   */
  @Test
  void figure21NeedsTargetPathSlicing(@TempDir Path dir) throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            extern int __VERIFIER_nondet_int(void);
            int main(void) {
              int x = __VERIFIER_nondet_int();
              if (x != 0) return 0;
              if (x < 0) {
                x = x - 1;
              } else {
                x = x + 1;
              }
              reach_error();
              return 0;
            }
            """);
    CpaOptions options = CpaOptions.defaults().withConfig(CpaConfig.SYMEX_SLICING_CEGAR);
    Result path = verify(p, options);
    assertInstanceOf(Verdict.Violated.class, path.verdict(), path::toString);
    Result location = verify(p, options.withTargetPath(false));
    assertInstanceOf(Verdict.Unknown.class, location.verdict(), location::toString);
  }

  /** A counter bounded by its loop: predicate abstraction proves it, with an invariant. */
  @Test
  void predicateAbstractionProvesWithInvariantAtTheLoopHead(@TempDir Path dir) throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            extern int __VERIFIER_nondet_int(void);
            int main() {
              int n = __VERIFIER_nondet_int();
              int i = 0;
              while (i < n) {
                i++;
              }
              if (i < 0) reach_error();
              return 0;
            }
            """);
    Result r = verify(p, CpaConfig.PREDICATE_CEGAR);
    Verdict.Proved proved = assertInstanceOf(Verdict.Proved.class, r.verdict(), r::toString);
    assertFalse(proved.proof().invariants().isEmpty());
    for (Proof.Invariant i : proved.proof().invariants()) {
      var main = p.functions().get(i.function());
      assertTrue(Loops.of(main.cfa()).isHead(i.loopHead()), i.toString());
    }
  }

  /** jm2006 (loop-lit), with its assertion negated when {@code violated}. */
  private static Program jm2006(Path dir, boolean violated) throws Exception {
    return c(
        dir,
        """
        extern void reach_error(void);
        extern int __VERIFIER_nondet_int(void);
        int main() {
          int i = __VERIFIER_nondet_int();
          int j = __VERIFIER_nondet_int();
          if (i < 0 || j < 0) return 0;
          int x = i;
          int y = j;
          while (x != 0) {
            x--;
            y--;
          }
          if (i == j && %s) reach_error();
          return 0;
        }
        """
            .formatted(violated ? "y == 0" : "y != 0"));
  }

  /** Karr's {@code x - y == i - j} at the loop head is the whole proof: no refinement needed. */
  @Test
  void affineEqualitiesProveJm2006WithoutRefinement(@TempDir Path dir) throws Exception {
    Result r = verify(jm2006(dir, false), CpaConfig.PREDICATE_CEGAR);
    assertInstanceOf(Verdict.Proved.class, r.verdict(), r::toString);
    assertEquals(0, r.statistics().count("cpa_refinements"));
  }

  /** jain_7 (bitvector), comparing {@code 4x - 2y + z} with {@code target}. */
  private static Program jain7(Path dir, String target) throws Exception {
    return c(
        dir,
        """
        extern void reach_error(void);
        extern unsigned int __VERIFIER_nondet_uint(void);
        int main() {
          unsigned int x = 0, y = 0, z = 0;
          while (1) {
            x = x + 1048576U * __VERIFIER_nondet_uint();
            y = y + 2097152U * __VERIFIER_nondet_uint();
            z = z + 4194304U * __VERIFIER_nondet_uint();
            if (4U * x - 2U * y + z == %s) reach_error();
          }
        }
        """
            .formatted(target));
  }

  /**
   * jain_7 needs the low bits of x, y and z (zero below 2^20, 2^21, 2^22): refinement finds no
   * predicate for them, the congruence candidates are the proof; 2^22 itself is reachable.
   */
  @Test
  void congruencesProveJain7(@TempDir Path dir) throws Exception {
    Program p = jain7(dir, "1048576U");
    Result r = verify(p, CpaConfig.PREDICATE_CEGAR);
    assertInstanceOf(Verdict.Proved.class, r.verdict(), r::toString);
    assertEquals(0, r.statistics().count("cpa_refinements"));
    Result affineOnly =
        verify(
            p,
            CpaOptions.defaults()
                .withConfig(CpaConfig.PREDICATE_CEGAR)
                .withCandidates(PredicateCandidates.AFFINE));
    assertFalse(affineOnly.verdict() instanceof Verdict.Proved, affineOnly::toString);
    Result reachable = verify(jain7(dir, "4194304U"), CpaConfig.PREDICATE_CEGAR);
    assertInstanceOf(Verdict.Violated.class, reachable.verdict(), reachable::toString);
  }

  private static Program phases(Path dir, int bound, int firstPhase) throws Exception {
    return c(
        dir,
        """
        extern void reach_error(void);
        int main(void) {
          unsigned int x = 0;
          while (x < %dU) {
            if (x < %dU) x++; else x += 2;
          }
          if (x %% 2) reach_error();
          return 0;
        }
        """
            .formatted(bound, firstPhase));
  }

  /**
   * phases: x is even once the first phase ({@code x < 0xfff0}, counting by one) is over, so the
   * phase candidate {@code x < 0xfff0 || (x & 1) == 0} is the proof. When the second phase starts
   * at an odd value the candidate is wrong, and the program is FALSE with a replayed
   * counterexample.
   */
  @Test
  void phaseCandidatesProvePhases(@TempDir Path dir) throws Exception {
    CpaOptions all =
        CpaOptions.defaults()
            .withConfig(CpaConfig.PREDICATE_CEGAR)
            .withCandidates(PredicateCandidates.Named.ALL.candidates());
    Result r = verify(phases(dir, 0x0fffffff, 0xfff0), all);
    assertInstanceOf(Verdict.Proved.class, r.verdict(), r::toString);
    assertEquals(0, r.statistics().count("cpa_refinements"));
    Result odd = verify(phases(dir, 6, 3), all);
    assertInstanceOf(Verdict.Violated.class, odd.verdict(), odd::toString);
  }

  private static Program countByK(Path dir, int start, int times) throws Exception {
    return c(
        dir,
        """
        extern void reach_error(void);
        extern int __VERIFIER_nondet_int(void);
        int main(void) {
          int i;
          int k = __VERIFIER_nondet_int();
          if (!(0 <= k && k <= 3)) return 0;
          for (i = %d; i < %d * k; i += k) ;
          if (i != %d * k) reach_error();
          return 0;
        }
        """
            .formatted(start, times, times));
  }

  /**
   * count_by_k: refinement alone finds {@code i + k < M}, {@code i + 2k < M}, ... (one predicate
   * per iteration); the stride candidates {@code i % k == 0} and the bounds on {@code k} make
   * {@code i <= M} inductive. Counting from 1 the candidate is false, and the program is FALSE with
   * a replayed counterexample. (The task bounds {@code k} by 10; by 3 the solver's division circuit
   * is smaller: 2 s of CPU against 7.)
   */
  @Test
  void strideCandidatesProveCountByK(@TempDir Path dir) throws Exception {
    Program p = countByK(dir, 0, 100);
    Set<Expr> candidates = PredicateCandidates.STRIDES.at(p.main()).values().iterator().next();
    assertEquals(
        Set.of("(0:i32 <=s k)", "(k <=s 3:i32)", "((i.0 %s k) == 0:i32)"),
        candidates.stream().map(Expr::toString).collect(Collectors.toSet()));
    Result r = verify(p, CpaConfig.PREDICATE_CEGAR);
    assertInstanceOf(Verdict.Proved.class, r.verdict(), r::toString);
    Result odd = verify(countByK(dir, 1, 3), CpaConfig.PREDICATE_CEGAR);
    assertInstanceOf(Verdict.Violated.class, odd.verdict(), odd::toString);
  }

  /** half_2 (loop-invgen), its second loop running {@code n / 2 + slack} times. */
  static Program half2(Path dir, int slack) throws Exception {
    return c(
        dir,
        """
        extern void reach_error(void);
        extern int __VERIFIER_nondet_int(void);
        void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }
        int main() {
          int n = __VERIFIER_nondet_int();
          if (!(n <= 1000000)) return 0;
          int k = n, i = 0;
          while (i < n) { k--; i = i + 2; }
          int j = 0;
          while (j < n / 2 + %d) { __VERIFIER_assert(k > 0); k--; j++; }
          return 0;
        }
        """
            .formatted(slack));
  }

  /**
   * half_2 needs {@code k >= n / 2} where the first loop ends. Refinement alone finds {@code k <=
   * 0}, {@code k - 1 <= 0}, ... one iteration of the second loop at a time and diverges;
   * accelerating the second loop gives {@code k + j <= n / 2 - 1} there and so {@code k <= n / 2 -
   * 1} at the first loop's head, and the interval facts ({@code 0 <= i}, {@code n <= 1000000}) keep
   * it inductive over bit-vectors. One more iteration reaches the error.
   */
  @ParameterizedTest
  @CsvSource({"0, true", "1, false"})
  void accelerationProvesHalf2(int slack, boolean safe, @TempDir Path dir) throws Exception {
    Result r = verify(half2(dir, slack), CpaConfig.PREDICATE_CEGAR);
    if (safe) {
      Verdict.Proved proved = assertInstanceOf(Verdict.Proved.class, r.verdict(), r::toString);
      assertEquals(1, r.statistics().count("cpa_refinements"));
      // In C: the second loop's k (k.1) is k, the first loop's last k (k.0) is weakened away.
      List<String> invariants =
          proved.proof().invariants().stream().map(CExpressions::render).toList();
      assertEquals(2, invariants.size(), invariants::toString);
      for (String text : invariants) {
        assertFalse(text.matches("(?s).*[A-Za-z_]\\.[0-9].*"), text);
      }
      assertTrue(invariants.get(1).contains("((k + j) <= ((n / 2) + -1))"), invariants::toString);
    } else {
      assertInstanceOf(Verdict.Violated.class, r.verdict(), r::toString);
    }
  }

  /**
   * Candidate predicates are never assumed: with each affine equality shifted by one (so that, if
   * it were believed, {@code y == 0} would be impossible at the error), the abstraction finds them
   * false and the program is still FALSE, with a replayed counterexample.
   */
  @Test
  void wrongCandidatesCannotMakeAProof(@TempDir Path dir) throws Exception {
    PredicateCandidates shifted =
        f -> {
          Map<Location, Set<Expr>> out = new HashMap<>();
          PredicateCandidates.AFFINE
              .at(f)
              .forEach(
                  (head, eqs) -> {
                    Set<Expr> wrong = new LinkedHashSet<>();
                    for (Expr e : eqs) {
                      Expr.Binary eq = (Expr.Binary) e;
                      Expr.IntConst k = (Expr.IntConst) eq.right();
                      wrong.add(
                          Exprs.binary(
                              Expr.BinaryOp.EQ,
                              eq.left(),
                              Exprs.intConst(k.type(), k.signedValue() + 1)));
                    }
                    out.put(head, wrong);
                  });
          return out;
        };
    Program p = jm2006(dir, true);
    assertFalse(shifted.at(p.main()).isEmpty(), "main has a candidate to shift");
    Result r = verify(p, CpaOptions.defaults().withCandidates(shifted));
    assertInstanceOf(Verdict.Violated.class, r.verdict(), r::toString);
  }

  @Test
  void everyConfigurationFindsAReachableError(@TempDir Path dir) throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            extern int __VERIFIER_nondet_int(void);
            int main() {
              int x = __VERIFIER_nondet_int();
              int y = 0;
              for (int i = 0; i < 3; i++) {
                y += 2;
              }
              if (x == 7 && y == 6) reach_error();
              return 0;
            }
            """);
    for (CpaConfig config : CpaConfig.values()) {
      Result r = verify(p, config);
      assertInstanceOf(Verdict.Violated.class, r.verdict(), () -> config + ": " + r);
    }
  }

  /**
   * Interpolation drops what the rest of an infeasible prefix does not need; dropping the size of
   * an allocation ({@code n}) leaves a step the analysis cannot make (a size that may exceed the
   * memory model), which shows nothing about infeasibility: {@code n} is kept. Before, the
   * refinement ended with the analysis, UNKNOWN("allocation of more than 2^40 bytes"), as on
   * 960521-1.
   */
  @Test
  void interpolationKeepsAllocationSizes(@TempDir Path dir) throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            extern void *malloc(unsigned long);
            int n;
            int main() {
              n = 16;
              int *a = malloc(n * sizeof(int));
              if (!a) return 0;
              a[3] = 7;
              if (a[3] != 7) reach_error();
              return 0;
            }
            """);
    for (CpaConfig config :
        List.of(CpaConfig.VALUE_CEGAR, CpaConfig.SYMEX_CEGAR, CpaConfig.SYMEX_SLICING_CEGAR)) {
      Result r = verify(p, config);
      assertInstanceOf(Verdict.Proved.class, r.verdict(), () -> config + ": " + r);
    }
  }

  /**
   * Recursion in symbolic execution: each activation has its own locals (the caller's {@code x} is
   * the same after the recursive call returns) and its own stack objects ({@code &cell}), also
   * through mutual recursion. The program sums 0..k for k < 5, so the sum is 10 only for k = 4:
   * {@code bound} 10 is reachable (FALSE, replayed), 11 is not (TRUE). With CEGAR, the depth of the
   * calls is bounded only because the precision starts with what the branches of the recursive
   * functions depend on (without it: a timeout, checked).
   */
  @ParameterizedTest
  @CsvSource({"10, false", "11, true"})
  void recursionHasAnActivationPerCall(int bound, boolean safe, @TempDir Path dir)
      throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            extern int __VERIFIER_nondet_int(void);
            int odd(int n);
            int even(int n) {
              int x = n;
              int cell = n;
              int *at = &cell;
              if (n == 0) return 0;
              int r = odd(n - 1);
              if (x != n || *at != n) reach_error();
              return r + x;
            }
            int odd(int n) {
              int y = n;
              if (n == 0) return 0;
              int r = even(n - 1);
              if (y != n) reach_error();
              return r + y;
            }
            int main() {
              int k = __VERIFIER_nondet_int();
              if (k < 0 || k > 4) return 0;
              if (even(k) == BOUND) reach_error();
              return 0;
            }
            """
                .replace("BOUND", Integer.toString(bound)));
    List<CpaConfig> configs =
        List.of(
            CpaConfig.SYMEX,
            CpaConfig.SYMEX_SLICING,
            CpaConfig.SYMEX_CEGAR,
            CpaConfig.SYMEX_SLICING_CEGAR);
    for (CpaConfig config : configs) {
      Result r = verify(p, config);
      Class<? extends Verdict> expected = safe ? Verdict.Proved.class : Verdict.Violated.class;
      assertInstanceOf(expected, r.verdict(), () -> config + ": " + r);
    }
  }

  /**
   * An error path through fibo(15)'s thousands of calls is too long for interpolation, which
   * replays the rest of the path for each variable it tries to drop (a timeout at 20 s); past its
   * limit the refinement tracks everything the path touches, and the next run proves the program.
   */
  @Test
  void longPathsAreRefinedByWhatTheyTouch() throws Exception {
    Program p =
        SharedTasks.load(
                SharedTasks.benchmarks("sv-comp")
                    .resolve("recursive-simple/fibo_15_true-unreach-call.yml"))
            .program();
    Result r = verify(p, CpaConfig.SYMEX_CEGAR);
    assertInstanceOf(Verdict.Proved.class, r.verdict(), r::toString);
  }

  /** A function without a body may write what its argument points to. */
  @Test
  void bodilessFunctionHavocsWhatItReaches(@TempDir Path dir) throws Exception {
    Program p =
        c(
            dir,
            """
            extern void reach_error(void);
            extern void fill(int *p);
            int main() {
              int x = 0;
              fill(&x);
              if (x != 0) reach_error();
              return 0;
            }
            """);
    for (CpaConfig config : CpaConfig.values()) {
      Verdict v = verify(p, config).verdict();
      assertFalse(v instanceof Verdict.Proved, () -> config + ": " + v);
    }
  }

  @Test
  void pixelTreeIsAPng(@TempDir Path dir) throws Exception {
    Path png = dir.resolve("tree.png");
    CpaOptions options =
        CpaOptions.defaults()
            .withConfig(CpaConfig.SYMEX_SLICING_CEGAR)
            .withPictures(Optional.of(dir.resolve("arg.dot")), Optional.of(png));
    verify(seed("slicing_running_example"), options);
    byte[] bytes = Files.readAllBytes(png);
    assertEquals('P', bytes[1]);
    assertEquals('N', bytes[2]);
    assertTrue(Files.readString(dir.resolve("arg.dot")).startsWith("digraph"));
  }
}
