package dev.vigil.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.engine.Proof;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Location;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Invariants as C, in text and in witnesses: what predicate abstraction's loop-head invariants
 * contain (widened comparisons, divisions, shifts) is C, so that a witness validator can parse it.
 */
class CExpressionsTest {
  private static final IntType INT = IntType.I32;
  private static final Var K = new Var("k", INT, "main");
  private static final Var N = new Var("n", INT, "main");
  private static final Var C = new Var("c", IntType.I8, "main");

  private static Proof.Invariant invariant(Expr condition) {
    return new Proof.Invariant(
        "main", new Location("main", 1), SourceLoc.UNKNOWN, condition, Map.of());
  }

  @Test
  void aWidenedComparisonIsTheComparison() {
    Expr positive = Exprs.binary(BinaryOp.SLT, Exprs.intConst(INT, 0), K);
    Expr e =
        Exprs.binary(
            BinaryOp.EQ, Exprs.cast(Expr.CastOp.ZEXT, positive, INT), Exprs.intConst(INT, 0));
    assertEquals("((0 < k) == 0)", CExpressions.render(invariant(e)));
    assertEquals("(((int) 0 < (int) k) == 0)", CExpressions.renderCast(invariant(e)));
  }

  @Test
  void divisionsAndShiftsKeepTheirSignednessInWitnesses() {
    Expr half = Exprs.binary(BinaryOp.SDIV, N, Exprs.intConst(INT, 2));
    Expr e = Exprs.binary(BinaryOp.SLE, half, K);
    assertEquals("((n / 2) <= k)", CExpressions.render(invariant(e)));
    assertEquals("((int) ((int) n / (int) 2) <= (int) k)", CExpressions.renderCast(invariant(e)));
    Expr shifted = Exprs.binary(BinaryOp.LSHR, N, Exprs.intConst(INT, 28));
    Expr bit =
        Exprs.binary(
            BinaryOp.EQ,
            Exprs.binary(BinaryOp.AND, shifted, Exprs.intConst(INT, 1)),
            Exprs.intConst(INT, 0));
    assertEquals(
        "((((unsigned int) n >> (unsigned int) 28u) & 1) == 0)",
        CExpressions.renderCast(invariant(bit)));
  }

  @Test
  void otherWideningsAndTruncationsAreCasts() {
    Expr widened = Exprs.cast(Expr.CastOp.ZEXT, C, INT);
    assertEquals(
        "(((int) (unsigned char) c) < 200)",
        CExpressions.render(
            invariant(Exprs.binary(BinaryOp.SLT, widened, Exprs.intConst(INT, 200)))));
    Expr signed = Exprs.cast(Expr.CastOp.SEXT, C, INT);
    Expr low = Exprs.cast(Expr.CastOp.TRUNC, K, IntType.I8);
    assertEquals(
        "(((int) (signed char) c) == ((int) (signed char) ((signed char) k)))",
        CExpressions.render(
            invariant(Exprs.binary(BinaryOp.EQ, signed, Exprs.cast(Expr.CastOp.SEXT, low, INT)))));
  }
}
