package dev.vigil.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Karr's affine equalities at loop heads, checked on concrete values ({@link LoopPrograms}). */
class AffineEqualitiesTest {
  private static final SourceLoc L = SourceLoc.UNKNOWN;
  private static final IntType I32 = IntType.I32;
  private static final Var X = new Var("x", I32, "main");
  private static final Var Y = new Var("y", I32, "main");
  private static final Var I = new Var("i", I32, "main");
  private static final Var J = new Var("j", I32, "main");

  private static Expr c(long v) {
    return Exprs.intConst(I32, v);
  }

  private static Expr plus(Expr a, long k) {
    return Exprs.binary(BinaryOp.ADD, a, c(k), true);
  }

  /**
   * {@code i, j = input; x = i; y = j; while (*) { body }; return}: the equalities at the loop
   * head, which hold at the head on random runs.
   */
  private static Set<Expr> atHead(List<Op> body) {
    LoopPrograms p =
        LoopPrograms.loop(
            List.of(
                LoopPrograms.havoc(I),
                LoopPrograms.havoc(J),
                new Op.Assign(X, I),
                new Op.Assign(Y, J)),
            List.of(body));
    Set<Expr> eqs = p.atHead(AffineEqualities::atLoopHeads);
    p.holdOnRandomRuns(eqs);
    return eqs;
  }

  /** Whether all {@code equalities} hold when x, y, i, j have these values. */
  private static boolean hold(Set<Expr> equalities, long x, long y, long i, long j) {
    Map<Var, Long> values = Map.of(X, x, Y, y, I, i, J, j);
    return equalities.stream().allMatch(e -> LoopPrograms.value(e, values) == 1);
  }

  /** jm2006's loop: {@code x--; y--} keeps {@code x - y == i - j}, and nothing else holds. */
  @Test
  void countersSteppingTogetherKeepTheirDifference() {
    Set<Expr> eqs = atHead(List.of(new Op.Assign(X, plus(X, -1)), new Op.Assign(Y, plus(Y, -1))));
    assertEquals(1, eqs.size(), eqs::toString);
    assertTrue(hold(eqs, 3, 5, 7, 9));
    assertTrue(hold(eqs, -4, 0, 1, 5));
    assertFalse(hold(eqs, 3, 5, 7, 8));
  }

  /** {@code x += 1; y += 2} from {@code x = i, y = j}: {@code 2x - y == 2i - j}. */
  @Test
  void differentStepsGiveAWeightedEquality() {
    Set<Expr> eqs = atHead(List.of(new Op.Assign(X, plus(X, 1)), new Op.Assign(Y, plus(Y, 2))));
    assertEquals(1, eqs.size(), eqs::toString);
    assertTrue(hold(eqs, 10, 16, 7, 10)); // three iterations from i = 7, j = 10
    assertFalse(hold(eqs, 10, 15, 7, 10));
  }

  /** A product of registers is unknown: x keeps no relation, {@code y - j} stays 0. */
  @Test
  void aNonLinearAssignmentForgetsItsTarget() {
    Set<Expr> eqs =
        atHead(
            List.of(
                new Op.Assign(X, Exprs.binary(BinaryOp.MUL, X, Y, true)),
                new Op.Assign(Y, plus(Y, 1)),
                new Op.Assign(J, plus(J, 1))));
    assertEquals(1, eqs.size(), eqs::toString);
    for (Expr e : eqs) {
      assertFalse(Ops.variables(e).contains(X), e::toString);
    }
    assertTrue(hold(eqs, 99, 7, 5, 7));
    assertFalse(hold(eqs, 99, 7, 5, 6));
  }
}
