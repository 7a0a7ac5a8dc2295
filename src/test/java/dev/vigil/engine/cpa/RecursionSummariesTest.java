package dev.vigil.engine.cpa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Verdict;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.spec.Instrumenter;
import dev.vigil.validation.ReplayingEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Recursive programs under {@code predicate-cegar}: procedure summaries prove input-dependent
 * recursion, and a program whose error the summaries cannot exclude stays UNKNOWN.
 */
class RecursionSummariesTest {
  private static final String HEADER =
      """
      extern void reach_error(void);
      extern int __VERIFIER_nondet_int(void);
      """;

  private static final String MCCARTHY =
      """
      int f91(int x) {
        if (x > 100) return x - 10;
        return f91(f91(x + 11));
      }
      int main() {
        int x = __VERIFIER_nondet_int();
        int result = f91(x);
        if (result == 91 || x > %d && result == x - 10) return 0;
        reach_error();
        return 0;
      }
      """;

  private static final String EVEN_ODD =
      """
      int isEven(int n);
      int isOdd(int n) {
        if (n == 0) return 0;
        if (n == 1) return 1;
        return isEven(n - 1);
      }
      int isEven(int n) {
        if (n == 0) return 1;
        if (n == 1) return 0;
        return isOdd(n - 1);
      }
      int main() {
        int n = __VERIFIER_nondet_int();
        if (n < %d) return 0;
        int result = isOdd(n);
        if (result < 0 || result == n %% 2) return 0;
        reach_error();
        return 0;
      }
      """;

  private static Verdict verify(Path dir, String code) throws Exception {
    Path file = Files.writeString(dir.resolve("test.c"), HEADER + code);
    Program program =
        Instrumenter.instrument(
            Frontend.load(file, FrontendOptions.defaults(DataModel.LP64)),
            Set.of(Property.UNREACH_CALL));
    ReplayingEngine engine =
        new ReplayingEngine(
            new CpaEngine(CpaOptions.defaults().withConfig(CpaConfig.PREDICATE_CEGAR)),
            alarm -> {
              throw new AssertionError(alarm);
            });
    return engine.verify(program, Budget.of(Duration.ofSeconds(30))).verdict();
  }

  @Test
  void mcCarthy91IsProvedAndItsWrongVariantIsNot(@TempDir Path dir) throws Exception {
    assertInstanceOf(Verdict.Proved.class, verify(dir, MCCARTHY.formatted(101)));
    // f91(102) == 92 is neither 91 nor covered by x > 102: the error is reachable.
    Verdict wrong = verify(dir, MCCARTHY.formatted(102));
    assertEquals(
        Reason.Kind.INCOMPLETE, assertInstanceOf(Verdict.Unknown.class, wrong).reason().kind());
  }

  @Test
  void mutualRecursionIsProvedOnlyWhereItsArgumentsCannotOverflow(@TempDir Path dir)
      throws Exception {
    assertInstanceOf(Verdict.Proved.class, verify(dir, EVEN_ODD.formatted(0)));
    // From n == INT_MIN, n - 1 overflows: undefined behaviour, so never TRUE.
    assertInstanceOf(Verdict.Unknown.class, verify(dir, EVEN_ODD.formatted(-2147483647 - 1)));
  }

  @Test
  void recursionThroughGlobalsIsLeftUnsupported(@TempDir Path dir) throws Exception {
    Verdict v =
        verify(
            dir,
            """
            int calls;
            int down(int n) {
              calls++;
              if (n <= 0) return 0;
              return down(n - 1);
            }
            int main() {
              int n = __VERIFIER_nondet_int();
              if (n < 0 || n > 5) return 0;
              down(n);
              if (calls > 6) reach_error();
              return 0;
            }
            """);
    assertEquals(
        Reason.Kind.UNSUPPORTED, assertInstanceOf(Verdict.Unknown.class, v).reason().kind());
  }
}
