package dev.vigil.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Exprs;
import dev.vigil.ir.Op;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Direct and indirect calls, and which functions are lifted. */
class FunctionPointerTest {
  @TempDir Path dir;

  @Test
  void addressTakenFunctionsAreLiftedAndCalledThroughPointers() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int inc(int x) { return x + 1; }\n"
                + "int dec(int x) { return x - 1; }\n"
                + "int unused(int x) { return x; }\n"
                + "int (*table[2])(int) = {inc, 0};\n"
                + "int main() { int (*f)(int) = __VERIFIER_nondet_int() ? table[0] : dec; return"
                + " f(3); }\n");
    assertEquals(List.of("inc", "dec", "main"), List.copyOf(l.program.functions().keySet()));
    assertEquals(
        Exprs.function("inc"), l.program.globals().get("table").initializer().get(0).value());
    Op.Call call = l.ops("main", Op.Call.class).get(0);
    assertTrue(call.directCallee().isEmpty());
  }

  @Test
  void directCallsNameTheirCallee() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int sq(int x) { return x * x; }\n"
                + "int main() { return sq(__VERIFIER_nondet_int()); }\n");
    Op.Call call = l.ops("main", Op.Call.class).get(0);
    assertEquals("sq", call.directCallee().orElseThrow());
    assertTrue(call.result().isPresent());
    assertEquals(l.function("sq").parameters().size(), call.arguments().size());
  }

  @Test
  void recursionIsLiftedOnce() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n"
                + "int main() { return fib(__VERIFIER_nondet_int()); }\n");
    assertEquals(List.of("fib", "main"), List.copyOf(l.program.functions().keySet()));
    assertEquals(2, l.ops("fib", Op.Call.class).size());
  }
}
