package dev.vigil.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.analysis.Loops;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Op;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Branches, loops, phis, switch and select. */
class ControlFlowTest {
  @TempDir Path dir;

  @Test
  void phisBecomeOneParallelAssignmentPerIncomingEdge() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int main() { int a = 1, b = 2; int n = __VERIFIER_nondet_int();\n"
                + "  while (n-- > 0) { int t = a; a = b; b = t; }\n"
                + "  return a - b; }\n");
    List<Op.ParallelAssign> swaps =
        l.ops("main", Op.ParallelAssign.class).stream()
            .filter(p -> p.assignments().size() >= 2)
            .toList();
    // Entry edge and back edge of the loop; the back edge swaps a and b at once.
    assertEquals(2, swaps.size(), swaps.toString());
    Op.ParallelAssign back = swaps.get(1);
    Set<String> pairs =
        back.assignments().stream()
            .map(a -> a.target().name() + "=" + a.value())
            .collect(Collectors.toSet());
    assertTrue(pairs.contains("a.0=b.0") && pairs.contains("b.0=a.0"), pairs.toString());
  }

  @Test
  void branchesBecomeComplementaryAssumptions() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int main() { int x = __VERIFIER_nondet_int(); if (x < 5) return 1; return 2; }\n");
    List<Op.Assume> assumes = l.ops("main", Op.Assume.class);
    assertEquals(2, assumes.size());
    Expr.Binary lt = (Expr.Binary) assumes.get(0).condition();
    Expr.Binary ge = (Expr.Binary) assumes.get(1).condition();
    assertEquals(Expr.BinaryOp.SLT, lt.op());
    assertEquals(Expr.BinaryOp.SLE, ge.op());
    assertEquals(lt.left(), ge.right());
  }

  @Test
  void switchHasOneEdgePerTargetAndADefault() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int main() { int x = __VERIFIER_nondet_int(); int r;\n"
                + "  switch (x) { case 1: case 2: r = 10; break; case 7: r = 20; break; default: r"
                + " = 30; }\n"
                + "  return r; }\n");
    List<String> conditions =
        l.ops("main", Op.Assume.class).stream().map(a -> a.condition().toString()).toList();
    assertEquals(3, conditions.size(), conditions.toString());
    assertTrue(conditions.get(0).contains("== 1:i32") && conditions.get(0).contains("== 2:i32"));
    assertTrue(conditions.get(1).contains("== 7:i32"));
    assertTrue(conditions.get(2).contains("!= 7:i32") && conditions.get(2).contains("!= 1:i32"));
  }

  @Test
  void selectBecomesIfThenElse() throws Exception {
    Lifted l =
        Lifted.llvm(
            dir,
            """
            define i32 @main() {
              %x = call i32 @__VERIFIER_nondet_int()
              %y = call i32 @__VERIFIER_nondet_int()
              %c = icmp slt i32 %x, %y
              %m = select i1 %c, i32 %x, i32 %y
              ret i32 %m
            }
            declare i32 @__VERIFIER_nondet_int()
            """);
    List<Expr.Ite> ites = l.expressions("main", Expr.Ite.class);
    assertEquals(1, ites.size());
    assertEquals(List.of(), l.ops("main", Op.Assume.class), "a select is no branch");
  }

  @Test
  void conditionalExpressionBecomesABranchAndAPhi() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int main() { int x = __VERIFIER_nondet_int(); int y = __VERIFIER_nondet_int();\n"
                + "  return x < y ? x : y; }\n");
    // clang -O0 branches on the condition and joins the two values in a phi
    assertEquals(List.of(), l.expressions("main", Expr.Ite.class));
    assertEquals(2, l.ops("main", Op.Assume.class).size());
    List<Op.ParallelAssign> joined = l.ops("main", Op.ParallelAssign.class);
    assertEquals(2, joined.size(), joined.toString());
    assertEquals(
        joined.get(0).assignments().get(0).target(), joined.get(1).assignments().get(0).target());
  }

  @Test
  void everyEdgeHasAPositionInTheSource() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int main() {\n  int x = __VERIFIER_nondet_int();\n  if (x) x++;\n  return x;\n}\n");
    for (Edge e : l.function("main").cfa().edges()) {
      assertTrue(e.loc().isKnown(), e.toString());
      assertTrue(
          e.loc().file().startsWith("/") && e.loc().file().endsWith("test.c"), e.loc().file());
    }
  }

  @Test
  void codeAfterANoreturnCallIsCut() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "void reach_error(void) __attribute__((noreturn));\n"
                + "int main() { int x = __VERIFIER_nondet_int(); if (x) { reach_error(); x = 5; }"
                + " return x; }\n");
    Cfa cfa = l.function("main").cfa();
    Edge error = l.edges("main", op -> op instanceof Op.Error).get(0);
    assertTrue(cfa.outgoing(error.target()).isEmpty());
    assertEquals(1, l.ops("main", Op.Return.class).size());
  }

  @Test
  void printedIrShowsLoopsPositionsAndPlainPhiAssignments() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "extern void reach_error(void);\n"
                + "int main() { int i = 0;\n"
                + "  while (i < 10) i++;\n"
                + "  if (i != 10) reach_error();\n"
                + "  return 0; }\n");
    Set<dev.vigil.ir.Location> heads = Set.copyOf(Loops.of(l.function("main").cfa()).heads());
    String text = dev.vigil.ir.IrPrinter.print(l.program, heads);
    assertTrue(text.contains(": loop head"), text);
    assertTrue(text.contains("i.0 := 0:i32"), text);
    assertTrue(text.contains("error unreach-call: reach_error called"), text);
    assertTrue(text.contains("; 4:16"), text);
    String dot = dev.vigil.ir.CfaDot.dot(l.function("main"), heads);
    assertTrue(dot.startsWith("digraph \"main\"") && dot.contains("fillcolor=salmon"), dot);
    assertTrue(dot.contains("shape=box"), dot);
  }

  @Test
  void branchesOnConstantsHaveOneEdge() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "extern void reach_error(void);\n"
                + "int main() { int status = 0; if (status >= 0) return 1; reach_error(); return 0;"
                + " }\n");
    assertTrue(l.ops("main", Op.Assume.class).isEmpty());
    // The code behind the branch not taken is not lifted at all.
    assertTrue(l.ops("main", Op.Error.class).isEmpty());
    Cfa cfa = l.function("main").cfa();
    assertTrue(
        cfa.locations().stream()
            .allMatch(x -> x.equals(cfa.entry()) || !cfa.incoming(x).isEmpty()));
  }
}
