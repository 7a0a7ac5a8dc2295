package dev.vigil.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.analysis.Loops;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Op;
import dev.vigil.ir.Property;
import dev.vigil.ir.Type.IntType;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SV-COMP conventions and program exits, by name. */
class ConventionsTest {
  @TempDir Path dir;

  @Test
  void nondetCallsBecomeHavocsNamedAfterTheFunction() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "extern int __VERIFIER_nondet_int(void);\n"
                + "extern _Bool __VERIFIER_nondet_bool(void);\n"
                + "int main() { int x = __VERIFIER_nondet_int(); return x +"
                + " __VERIFIER_nondet_bool(); }\n");
    List<Op.Havoc> havocs = l.ops("main", Op.Havoc.class);
    assertEquals(
        List.of(
            InputOrigin.nondet("__VERIFIER_nondet_int"),
            InputOrigin.nondet("__VERIFIER_nondet_bool")),
        havocs.stream().map(Op.Havoc::origin).toList());
    assertEquals(IntType.I32, havocs.get(0).target().type());
    assertEquals(IntType.BOOL, havocs.get(1).target().type());
  }

  @Test
  void implicitlyDeclaredNondetKeepsTheRangeOfItsType() throws Exception {
    // Without a prototype the call returns int; the values must still be those of uchar / bool.
    Lifted l =
        Lifted.c(
            dir, "int main() { return __VERIFIER_nondet_uchar() + __VERIFIER_nondet_bool(); }\n");
    List<Op.Havoc> havocs = l.ops("main", Op.Havoc.class);
    assertEquals(IntType.I8, havocs.get(0).target().type());
    assertEquals(IntType.BOOL, havocs.get(1).target().type());
    List<Expr.Cast> widened = l.expressions("main", Expr.Cast.class);
    assertTrue(
        widened.stream().filter(c -> c.op() == Expr.CastOp.ZEXT).count() >= 2, widened.toString());
  }

  @Test
  void errorFunctionCallIsAnErrorEdgeIntoASink() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "void reach_error() { reach_error(); }\n"
                + "int main() { int x = __VERIFIER_nondet_int(); if (x == 3) reach_error(); return"
                + " 0; }\n");
    List<Edge> errors = l.edges("main", op -> op instanceof Op.Error);
    assertEquals(1, errors.size());
    Op.Error error = (Op.Error) errors.get(0).op();
    assertEquals(Property.UNREACH_CALL, error.property());
    Cfa cfa = l.function("main").cfa();
    assertTrue(cfa.outgoing(errors.get(0).target()).isEmpty());
    assertEquals(2, errors.get(0).loc().line());
    // The body of the error function is never needed.
    assertTrue(l.program.function("reach_error").isEmpty());
  }

  @Test
  void failedAssertionIsAnErrorWithItsText() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "#include <assert.h>\n"
                + "int main() { int x = __VERIFIER_nondet_int(); assert(x != 5); return 0; }\n");
    Op.Error error = l.ops("main", Op.Error.class).get(0);
    assertTrue(error.message().contains("x != 5"), error.message());
  }

  @Test
  void esbmcAssertFailsOnlyWhenItsConditionIsFalse() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "void __ESBMC_assert(_Bool c, const char *m);\n"
                + "int main() { int x = __VERIFIER_nondet_int(); __ESBMC_assert(x > 0,"
                + " \"positive\"); return x; }\n");
    Op.Error error = l.ops("main", Op.Error.class).get(0);
    assertEquals("positive", error.message());
    assertEquals(2, l.ops("main", Op.Assume.class).size());
  }

  @Test
  void assumeCallsBecomeAssumptions() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "extern void __VERIFIER_assume(int);\n"
                + "int main() { int x = __VERIFIER_nondet_int(); __VERIFIER_assume(x > 0); return"
                + " x; }\n");
    List<Op.Assume> assumes = l.ops("main", Op.Assume.class);
    assertEquals(1, assumes.size());
    assertTrue(assumes.get(0).condition().toString().contains("0:i32 <s"), assumes.toString());
  }

  @Test
  void abortAndExitHaltTheProgram() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "#include <stdlib.h>\n"
                + "int main() { int x = __VERIFIER_nondet_int(); if (x) abort(); exit(2); }\n");
    List<Op.Halt> halts = l.ops("main", Op.Halt.class);
    assertEquals(2, halts.size());
    assertTrue(halts.get(0).reason().startsWith("abort"));
    assertTrue(halts.get(1).reason().startsWith("exit"));
  }

  @Test
  void unknownFunctionsWriteWhatTheyReachWithAWarning() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int rand(void); void fill(int *); static int g; int h;\n"
                + "int main() { int x = 0; fill(&x); g = 1; h = 2; return rand() + x + g; }\n");
    assertEquals(List.of("fill", "rand"), l.program.externalFunctions());
    // fill may write x and h (another unit can name h), but not g: static, its address unused.
    Op.HavocObjects havoc = l.ops("main", Op.HavocObjects.class).get(0);
    assertEquals("fill", havoc.origin());
    assertEquals(2, havoc.roots().size());
    assertTrue(havoc.roots().contains(dev.vigil.ir.Exprs.global("h")));
    assertFalse(havoc.allStackAndHeap());
    // rand is a library function that writes no memory; its result is arbitrary.
    assertTrue(
        l.ops("main", Op.Havoc.class).stream()
            .anyMatch(h -> h.origin().equals(InputOrigin.external("rand"))));
    assertEquals(
        List.of("no body for fill: their results and the memory they can reach are arbitrary"),
        l.warnings);
  }

  /**
   * In a program that takes a function's address, an unknown function given a pointer might call
   * back (unsupported), but a C library function known to run no code of the program does not: its
   * call writes what it reaches.
   */
  @Test
  void libraryFunctionsThatRunNoProgramCodeDoNotCallBack() throws Exception {
    String program =
        "int %s(int *); static int twice(int x) { return 2 * x; } int (*f)(int) = twice;\n"
            + "int main() { int fds[2] = {0, 0}; %s(fds); return f(fds[0]); }\n";
    org.junit.jupiter.api.Assertions.assertThrows(
        UnsupportedFeatureException.class,
        () -> Lifted.c(dir, program.formatted("make_pipe", "make_pipe")));
    Lifted l = Lifted.c(dir, program.formatted("pipe", "pipe"));
    assertEquals(
        List.of("pipe"),
        l.ops("main", Op.HavocObjects.class).stream().map(Op.HavocObjects::origin).toList());
  }

  @Test
  void unknownFunctionsThatMayKeepPointersReachEveryStackAndHeapObject() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "void keep(int *); void poke(void); int g; int *gp = &g;\n"
                + "int main() { int x = 0; keep(&x); poke(); return x; }\n");
    List<Op.HavocObjects> havocs = l.ops("main", Op.HavocObjects.class);
    assertEquals(2, havocs.size());
    for (Op.HavocObjects h : havocs) {
      assertTrue(h.allStackAndHeap(), h.toString());
      assertTrue(h.roots().contains(dev.vigil.ir.Exprs.global("g")), h.toString());
    }
    assertEquals(2, l.warnings.size(), l.warnings.toString());
    assertTrue(
        l.warnings.get(1).startsWith("calls of keep, poke make every stack and heap object"));
  }

  @Test
  void errorLabelIsAnErrorWhenEntered() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int main() { int x = __VERIFIER_nondet_int(); if (x > 10) { ERROR: return 1; } return"
                + " 0; }\n",
            DataModel.LP64,
            Optional.of("ERROR"));
    List<Op.Error> errors = l.ops("main", Op.Error.class);
    assertEquals(1, errors.size());
    assertTrue(errors.get(0).message().contains("ERROR"));
    assertFalse(
        l.ops("main", Op.Return.class).stream()
            .anyMatch(r -> r.value().orElseThrow().toString().startsWith("1:")));
  }

  @Test
  void uninitializedLocalHasOneValuePerDeclaration() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "extern void reach_error(void);\n"
                + "int main() { int y; if (y > 0) { if (y <= 0) reach_error(); } return 0; }\n");
    List<Op.Havoc> havocs = l.ops("main", Op.Havoc.class);
    assertEquals(1, havocs.size());
    assertEquals(InputOrigin.uninitialized(), havocs.get(0).origin());
    // Both tests read the same variable.
    long uses =
        l.ops("main", Op.Assume.class).stream()
            .filter(a -> a.condition().children().contains(havocs.get(0).target()))
            .count();
    assertEquals(4, uses);
  }

  @Test
  void initializedLocalsNeedNoInput() throws Exception {
    Lifted l = Lifted.c(dir, "int main() { int y; int z = 3; y = z; return y; }\n");
    assertTrue(l.ops("main", Op.Havoc.class).isEmpty());
  }

  @Test
  void variableLengthArraysStayUninitializedWithoutALoop() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int main() { int n = __VERIFIER_nondet_int(); if (n < 1 || n > 9) return 0;\n"
                + "  int a[n]; int b[4]; return a[n - 1] + b[2]; }\n");
    assertTrue(Loops.of(l.function("main").cfa()).heads().isEmpty());
    assertTrue(l.ops("main", Op.MemCopy.class).isEmpty());
    assertTrue(l.ops("main", Op.Store.class).isEmpty());
    assertTrue(l.program.globals().isEmpty(), l.program.globals().keySet().toString());
  }

  @Test
  void cbmcAndEsbmcConventionsAreKnown() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int nondet_int(void); void __CPROVER_assume(_Bool); void"
                + " __VERIFIER_atomic_begin(void);\n"
                + "int main() { __VERIFIER_atomic_begin(); int x = nondet_int(); __CPROVER_assume(x"
                + " > 2);\n"
                + "  return x; }\n");
    assertEquals(InputOrigin.nondet("nondet_int"), l.ops("main", Op.Havoc.class).get(0).origin());
    assertEquals(1, l.ops("main", Op.Assume.class).size());
    assertTrue(l.program.externalFunctions().isEmpty());
  }
}
