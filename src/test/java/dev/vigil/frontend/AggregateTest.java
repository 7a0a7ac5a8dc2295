package dev.vigil.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.interp.Inputs;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Global;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.spec.Instrumenter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * LLVM aggregate values are scalarised: one variable per leaf, by-value aggregates as one parameter
 * per leaf, and aggregate returns through the return area. The C programs that use them are in the
 * differential tests (difftest/aggregate_values.c); this covers the forms clang does not emit from
 * C ({@code aggregates.ll}).
 */
class AggregateTest {
  @TempDir Path dir;

  private Program llvm(boolean inverted) throws IOException, FrontendException {
    String text;
    try (InputStream in = getClass().getResourceAsStream("/frontend/aggregates.ll")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    if (inverted) {
      String branch = "br i1 %ok, label %fine, label %bad";
      text = text.replace(branch, "br i1 %ok, label %bad, label %fine");
    }
    Path file = Lifted.write(dir, inverted ? "inverted.ll" : "aggregates.ll", text);
    return Frontend.load(file, FrontendOptions.defaults(DataModel.LP64));
  }

  private static Outcome run(Program p, int x) {
    var input = Exprs.intConst(Type.IntType.I32, x);
    return new Interpreter(p).run(Inputs.replay(List.of(input), Map.of()), 10_000, false);
  }

  @Test
  void aggregateValuesComputeAsLlvmSays() throws Exception {
    Program p = llvm(false);
    Program inverted = llvm(true);
    for (int x : new int[] {-7, 0, 10, 11, 1_000_000}) {
      assertInstanceOf(Outcome.NormalExit.class, run(p, x), "x = " + x);
      assertInstanceOf(Outcome.ErrorReached.class, run(inverted, x), "x = " + x);
    }
  }

  @Test
  void aggregateParametersAreOneParameterPerLeaf() throws Exception {
    Program p = llvm(false);
    var sum = p.function("sum").orElseThrow();
    assertEquals(
        List.of("i32", "i8", "i16", "i16", "i64", "i64"),
        sum.parameters().stream().map(v -> v.type().toString()).toList());
    assertEquals(Type.VoidType.INSTANCE, p.function("make").orElseThrow().returnType());
  }

  /** {@code %pair = {i32, {i8, [2 x i16]}}} is 12 bytes; the leaves go to offsets 0, 4, 6, 8. */
  @Test
  void aggregatesAreReturnedThroughTheReturnArea() throws Exception {
    Program p = llvm(false);
    Global area = p.globals().get(ModuleContext.RETURN_AREA);
    assertEquals(12, area.type().byteSize(DataModel.LP64));
    List<String> stored =
        p.function("make").orElseThrow().cfa().edges().stream()
            .map(e -> e.op())
            .filter(Op.Store.class::isInstance)
            .map(op -> ((Op.Store) op).address().toString())
            .toList();
    assertEquals(4, stored.size());
    assertTrue(stored.get(3).contains("8:i64"), stored::toString);
  }

  /** The return area keeps no pointer: a leaked object stays a leak for valid-memtrack. */
  @Test
  void theReturnAreaKeepsNoObjectReachable() throws Exception {
    String code =
        "#include <stdlib.h>\n"
            + "struct node { long v; struct node *next; };\n"
            + "struct node make(long v) { struct node n = {v, malloc(16)}; return n; }\n"
            + "int main() { struct node n = make(3); n.next = 0; return 0; }\n";
    Program p = Lifted.c(dir, code, DataModel.LP64).program;
    Program checked = Instrumenter.instrument(p, Set.of(Property.VALID_MEMTRACK));
    Outcome leaked = new Interpreter(checked).run(Inputs.zeros(), 10_000, false);
    assertEquals(
        Property.VALID_MEMTRACK, assertInstanceOf(Outcome.ErrorReached.class, leaked).property());
  }

  /** x86-64 returns {@code struct {long a; short b;}} as {@code {i64, i16}}; i386 in memory. */
  @Test
  void cStructReturnsUseTheReturnAreaInLp64Only() throws Exception {
    String code =
        "struct S { long long a; short b; };\n"
            + "struct S mk(long long x) { struct S s = {x, 2}; return s; }\n"
            + "int main() { struct S s = mk(7); return s.b; }\n";
    Lifted lp64 = Lifted.c(dir, code, DataModel.LP64);
    assertTrue(lp64.program.globals().containsKey(ModuleContext.RETURN_AREA));
    List<Optional<Var>> results =
        lp64.ops("main", Op.Call.class).stream().map(Op.Call::result).toList();
    assertEquals(List.of(Optional.empty()), results);
    Lifted ilp32 = Lifted.c(dir, code, DataModel.ILP32);
    assertTrue(!ilp32.program.globals().containsKey(ModuleContext.RETURN_AREA));
  }
}
