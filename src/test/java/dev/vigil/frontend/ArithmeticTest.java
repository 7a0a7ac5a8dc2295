package dev.vigil.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Op;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Integer and floating-point operations, and the signed arithmetic no-overflow checks. */
class ArithmeticTest {
  @TempDir Path dir;

  private static List<Expr.Binary> binaries(Lifted l, BinaryOp op) {
    return l.expressions("main", Expr.Binary.class).stream().filter(b -> b.op() == op).toList();
  }

  @Test
  void signedArithmeticIsMarkedAndUnsignedIsNot() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int main() { int a = __VERIFIER_nondet_int(); unsigned u = __VERIFIER_nondet_int();\n"
                + "  return a * 3 + (int) (u + 1u); }\n");
    assertTrue(binaries(l, BinaryOp.MUL).stream().allMatch(Expr.Binary::signedArithmetic));
    List<Expr.Binary> adds = binaries(l, BinaryOp.ADD);
    assertEquals(2, adds.size());
    assertEquals(1, adds.stream().filter(Expr.Binary::signedArithmetic).count());
  }

  @Test
  void signedArithmeticHasItsOwnEdgeSoThatItIsCheckedOnce() throws Exception {
    // Folded into the branch, the addition would sit on both assume edges and be checked twice.
    Lifted l =
        Lifted.c(
            dir,
            "int main() { int a = __VERIFIER_nondet_int(); int b = __VERIFIER_nondet_int();\n"
                + "  if (a == (a + b) * 2) return 1; return 0; }\n");
    for (Op.Assume assume : l.ops("main", Op.Assume.class)) {
      assertFalse(assume.condition().toString().contains("nsw"), assume.toString());
    }
    assertEquals(
        2,
        l.ops("main", Op.Assign.class).stream()
            .filter(a -> a.value() instanceof Expr.Binary b && b.signedArithmetic())
            .count());
  }

  @Test
  void signedLeftShiftsAreSignedArithmetic() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int main() { int x = __VERIFIER_nondet_int(); unsigned u = x; int y = x & 7;\n"
                + "  int c = 1 << 31;\n"
                + "  return (x << y) + (int) (u << y) + (x >> 2) + c; }\n");
    List<Expr.Binary> shifts = binaries(l, BinaryOp.SHL);
    // x << y and the constant 1 << 31 clang folded (kept as a shift that overflows), not u << y.
    assertEquals(3, shifts.size(), shifts.toString());
    assertEquals(2, shifts.stream().filter(Expr.Binary::signedArithmetic).count());
    assertTrue(
        shifts.stream()
            .anyMatch(
                s ->
                    s.signedArithmetic()
                        && s.right()
                            .equals(
                                dev.vigil.ir.Exprs.intConst(dev.vigil.ir.Type.IntType.I32, 31))));
    // The sanitizer's checks and data are gone.
    assertTrue(l.program.globals().isEmpty(), l.program.globals().keySet().toString());
    assertTrue(l.ops("main", Op.Halt.class).isEmpty());
  }

  @Test
  void foldedExpressionsStayShallow() throws Exception {
    StringBuilder code = new StringBuilder("int main() { unsigned x = __VERIFIER_nondet_uint();\n");
    for (int k = 0; k < 200; k++) {
      code.append("  x = x * 3u + ").append(k).append("u;\n");
    }
    Lifted l = Lifted.c(dir, code.append("  return x == 5; }\n").toString());
    for (Op.Assign a : l.ops("main", Op.Assign.class)) {
      assertTrue(depth(a.value()) <= 40, a.toString());
    }
  }

  private static int depth(Expr e) {
    int d = 0;
    for (Expr c : e.children()) {
      d = Math.max(d, depth(c));
    }
    return d + 1;
  }

  @Test
  void signedDivisionIsSignedArithmeticAndKeptInPlace() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int main() { int a = __VERIFIER_nondet_int(); int b = __VERIFIER_nondet_int();\n"
                + "  unsigned c = a; return a / b + a % b + (int) (c / 3u); }\n");
    assertTrue(binaries(l, BinaryOp.SDIV).get(0).signedArithmetic());
    assertTrue(binaries(l, BinaryOp.SREM).get(0).signedArithmetic());
    assertFalse(binaries(l, BinaryOp.UDIV).get(0).signedArithmetic());
    // A division has its own assignment, so that its check comes at its place.
    assertTrue(
        l.ops("main", Op.Assign.class).stream()
            .anyMatch(a -> a.value() instanceof Expr.Binary b && b.op() == BinaryOp.SDIV));
  }

  @Test
  void builtinOverflowGivesValueAndFlag() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int main() { int a = __VERIFIER_nondet_int(); int r;\n"
                + "  if (__builtin_mul_overflow(a, 1000, &r)) return -1; return r; }\n");
    Op.ParallelAssign pair = l.ops("main", Op.ParallelAssign.class).get(0);
    assertEquals(BinaryOp.MUL, ((Expr.Binary) pair.assignments().get(0).value()).op());
    assertFalse(((Expr.Binary) pair.assignments().get(0).value()).signedArithmetic());
    assertEquals(BinaryOp.SMUL_OVERFLOW, ((Expr.Binary) pair.assignments().get(1).value()).op());
  }

  @Test
  void mathFunctionsAreFloatOperations() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "#include <math.h>\n"
                + "int main() { double x = __VERIFIER_nondet_double(); float y ="
                + " __VERIFIER_nondet_float();\n"
                + "  return (int) (fabs(x) + sqrt(x) + floor(x) + fmin(x, 1.0) + sqrtf(y) + fmod(x,"
                + " 2.0)); }\n");
    List<Expr.UnaryOp> unary =
        l.expressions("main", Expr.Unary.class).stream().map(Expr.Unary::op).toList();
    assertTrue(
        unary.containsAll(List.of(Expr.UnaryOp.FABS, Expr.UnaryOp.FSQRT, Expr.UnaryOp.FFLOOR)));
    assertEquals(
        2,
        l.expressions("main", Expr.Unary.class).stream()
            .filter(u -> u.op() == Expr.UnaryOp.FSQRT)
            .map(Expr::type)
            .distinct()
            .count());
    assertEquals(1, binaries(l, BinaryOp.FMIN).size());
    assertEquals(1, binaries(l, BinaryOp.FREM).size());
    assertTrue(l.program.externalFunctions().isEmpty());
  }

  @Test
  void floatClassificationIsBitTests() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "#include <math.h>\n"
                + "int main() { double x = __VERIFIER_nondet_double(); return isnormal(x) +"
                + " isinf(x) + isnan(x); }\n");
    assertTrue(
        l.expressions("main", Expr.Cast.class).stream()
            .anyMatch(c -> c.op() == Expr.CastOp.BITCAST));
  }

  @Test
  void bitIntrinsicsAreExpanded() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int main() { unsigned x = __VERIFIER_nondet_uint();\n"
                + "  return __builtin_popcount(x) + __builtin_bswap32(x) + (x << 3 | x >> 29);"
                + " }\n");
    assertTrue(l.program.externalFunctions().isEmpty());
    assertFalse(binaries(l, BinaryOp.SHL).isEmpty());
  }

  @Test
  void longDoubleIsUnsupported() {
    // Read as double it would change verdicts: programs compute with its extra precision.
    UnsupportedFeatureException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            UnsupportedFeatureException.class,
            () ->
                Lifted.c(
                    dir,
                    "int main() {\n"
                        + "  long double x = __VERIFIER_nondet_double();\n"
                        + "  return x > 1.0L; }\n"));
    assertTrue(e.feature().contains("long double"), e.feature());
    assertEquals(2, e.loc().line());
  }
}
