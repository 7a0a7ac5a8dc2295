package dev.vigil.engine.cpa.predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.analysis.Loop;
import dev.vigil.analysis.Loops;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Loop steps and the predicates that accelerating a loop gives. */
class AccelerationTest {
  private static Function main(Path dir, String code) throws Exception {
    Program p =
        Frontend.load(
            Files.writeString(dir.resolve("test.c"), code),
            FrontendOptions.defaults(DataModel.LP64));
    return p.main();
  }

  private static Map<String, Var> registers(Function f) {
    Map<String, Var> out = new HashMap<>();
    for (Edge e : f.cfa().edges()) {
      Ops.assignedVars(e.op()).forEach(v -> out.put(v.name(), v));
      Ops.expressions(e.op()).forEach(x -> Ops.variables(x).forEach(v -> out.put(v.name(), v)));
    }
    return out;
  }

  /** The steps of the function's only loop. */
  private static LoopSteps steps(Function f) {
    Loop loop = Loops.of(f.cfa()).loops().get(0);
    return LoopSteps.of(f, loop, e -> false).orElseThrow();
  }

  @Test
  void stepsAreConstantOnEveryWayRoundOrAbsent(@TempDir Path dir) throws Exception {
    Function f =
        main(
            dir,
            """
            extern int __VERIFIER_nondet_int(void);
            int main() {
              int n = __VERIFIER_nondet_int(), k = n, j = 0, m = 0, x = 0;
              while (j < n) {
                if (__VERIFIER_nondet_int()) { k = k - 2; m = m + 1; } else { k -= 2; m = m + 3; }
                x = x + __VERIFIER_nondet_int();
                j++;
              }
              return k + m + x;
            }
            """);
    LoopSteps steps = steps(f);
    Map<String, BigInteger> byName =
        steps.steps().entrySet().stream()
            .collect(Collectors.toMap(e -> e.getKey().name(), Map.Entry::getValue));
    Map<String, Var> r = registers(f);
    assertEquals(BigInteger.ONE, steps.step(r.get("j.0")).orElseThrow(), byName::toString);
    assertEquals(BigInteger.valueOf(-2), steps.step(r.get("k.0")).orElseThrow(), byName::toString);
    assertTrue(steps.step(r.get("m.0")).isEmpty(), "m steps by 1 or 3: " + byName);
    assertTrue(steps.step(r.get("x.0")).isEmpty(), "x steps by an input: " + byName);
    assertEquals(BigInteger.ZERO, steps.step(r.get("n")).orElseThrow(), "n is not assigned");
  }

  /**
   * {@code j < n / 2} holds for at most some more iterations (j steps by 1), {@code k <= 0} from
   * some iteration on (k steps by -1): both hold after the same count iff {@code k + j <= n / 2 -
   * 1}.
   */
  @Test
  void eliminatingTheCountOfIterations(@TempDir Path dir) throws Exception {
    Function f =
        main(
            dir,
            """
            extern int __VERIFIER_nondet_int(void);
            int main() {
              int n = __VERIFIER_nondet_int(), k = __VERIFIER_nondet_int(), j = 0;
              while (j < n / 2) { k--; j++; }
              return k;
            }
            """);
    LoopSteps steps = steps(f);
    Map<String, Var> r = registers(f);
    Var n = r.get("n");
    Type.IntType t = (Type.IntType) n.type();
    Expr half = Exprs.binary(BinaryOp.SDIV, n, Exprs.intConst(t, 2));
    Expr below = Exprs.binary(BinaryOp.SLT, r.get("j.0"), half);
    Expr nonPositive =
        Exprs.binary(
            BinaryOp.EQ,
            Exprs.cast(
                Expr.CastOp.ZEXT,
                Exprs.binary(BinaryOp.SLT, Exprs.intConst(t, 0), r.get("k.0")),
                t),
            Exprs.intConst(t, 0));
    Set<Expr> found = Acceleration.of(steps, List.of(below, nonPositive));
    assertEquals(
        Set.of("((k.0 + j.0) <=s ((n /s 2:i32) + -1:i32))"),
        found.stream().map(Expr::toString).collect(Collectors.toSet()));
    assertEquals(Set.of(), Acceleration.of(steps, List.of(below)), "one bound alone meets nothing");
  }
}
