package dev.vigil.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Invariants as witnesses write them, read back into IR conditions. */
class CExpressionParserTest {
  private static final Var I = new Var("i", IntType.I32, "main");
  private static final Var N = new Var("n", IntType.I32, "main");
  private static final Var C = new Var("c", IntType.I8, "main");

  private static final CExpressionParser.Scope SCOPE =
      new CExpressionParser.Scope() {
        @Override
        public Optional<Expr> variable(String name) {
          return Optional.ofNullable(Map.<String, Expr>of("i", I, "n", N, "c", C).get(name));
        }

        @Override
        public Optional<Expr> cell(String global, long offset, int bits) {
          return Optional.empty();
        }
      };

  @Test
  void castsDecideTheSignednessOfOrderings() throws Exception {
    assertEquals(
        Exprs.binary(BinaryOp.ULE, I, N),
        CExpressionParser.parse("((unsigned int) i <= (unsigned int) n)", SCOPE));
    assertEquals(
        Exprs.binary(BinaryOp.SLT, N, I), CExpressionParser.parse("(int) i > (int) n", SCOPE));
    assertEquals(
        Exprs.binary(BinaryOp.ULT, I, Exprs.intConst(IntType.I32, 5)),
        CExpressionParser.parse("i < 5u", SCOPE));
  }

  @Test
  void constantsTakeTheWidthOfTheirVariableAndNarrowOnesAreExtended() throws Exception {
    assertEquals(
        Exprs.and(
            Exprs.binary(
                BinaryOp.EQ, N, Exprs.binary(BinaryOp.ADD, I, Exprs.intConst(IntType.I32, 10))),
            Exprs.binary(BinaryOp.SLE, Exprs.cast(Expr.CastOp.SEXT, C, IntType.I32), I)),
        CExpressionParser.parse("(n == (i + 10)) && (c <= i);", SCOPE));
  }

  @Test
  void unknownNamesAndFormsAreNotRead() {
    assertThrows(CExpressionParser.Unreadable.class, () -> CExpressionParser.parse("k < 1", SCOPE));
    assertThrows(
        CExpressionParser.Unreadable.class, () -> CExpressionParser.parse("f(i) < 1", SCOPE));
    assertThrows(CExpressionParser.Unreadable.class, () -> CExpressionParser.parse("i <", SCOPE));
  }

  @Test
  void aFunctionReturnWaypointSitsAtTheCallsClosingParenthesis() {
    List<String> source = List.of("int main() {", "  int x = f(g(1),", "    2) + 3;");
    assertEquals(
        new SourceLoc("p.c", 3, 6),
        YamlWitness.closingParenthesis(source, new SourceLoc("p.c", 2, 11)));
  }
}
