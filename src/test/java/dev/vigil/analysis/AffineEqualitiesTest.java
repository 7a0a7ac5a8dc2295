package dev.vigil.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Karr's affine equalities at loop heads, checked by evaluating them on concrete values. */
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
   * head.
   */
  private static Set<Expr> atHead(List<Op.Assign> body) {
    Cfa.Builder b = Cfa.builder("main");
    Location entry = b.newLocation();
    Location head = b.newLocation();
    Location exit = b.newLocation();
    b.entry(entry).exit(exit);
    Location l = entry;
    for (Op op :
        List.<Op>of(
            new Op.Havoc(I, InputOrigin.nondet("__VERIFIER_nondet_int")),
            new Op.Havoc(J, InputOrigin.nondet("__VERIFIER_nondet_int")),
            new Op.Assign(X, I))) {
      Location next = b.newLocation();
      b.addEdge(l, next, op, L);
      l = next;
    }
    b.addEdge(l, head, new Op.Assign(Y, J), L);
    l = head;
    for (Op.Assign a : body) {
      Location next = b.newLocation();
      b.addEdge(l, next, a, L);
      l = next;
    }
    b.addEdge(l, head, Op.Skip.INSTANCE, L);
    b.addEdge(head, exit, new Op.Return(Optional.of(X)), L);
    Function f = new Function("main", List.of(), I32, false, b.build(), L);
    Map<Location, Set<Expr>> all = AffineEqualities.atLoopHeads(f);
    assertEquals(Set.of(head), all.keySet(), all::toString);
    return all.get(head);
  }

  /** Whether all {@code equalities} hold when x, y, i, j have these values. */
  private static boolean hold(Set<Expr> equalities, long x, long y, long i, long j) {
    Map<Var, Long> values = Map.of(X, x, Y, y, I, i, J, j);
    return equalities.stream().allMatch(e -> value(e, values) == 1);
  }

  private static long value(Expr e, Map<Var, Long> values) {
    return switch (e) {
      case Var v -> values.get(v);
      case Expr.IntConst k -> k.signedValue();
      case Expr.Binary b ->
          switch (b.op()) {
            case ADD -> value(b.left(), values) + value(b.right(), values);
            case SUB -> value(b.left(), values) - value(b.right(), values);
            case MUL -> value(b.left(), values) * value(b.right(), values);
            case EQ -> value(b.left(), values) == value(b.right(), values) ? 1 : 0;
            default -> throw new AssertionError("not affine: " + e);
          };
      default -> throw new AssertionError("not affine: " + e);
    };
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
