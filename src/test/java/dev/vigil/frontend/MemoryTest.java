package dev.vigil.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Global;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Addresses from the data layout, allocation, copying and global initializers. */
class MemoryTest {
  @TempDir Path dir;

  private static final String STRUCT =
      "struct S { char c; long l; int i; };\n"
          + "int main() { struct S s; s.i = 1; s.l = 2; return (int) sizeof(struct S); }\n";

  /** The constant offsets stored to, in program order. */
  private static List<Long> storeOffsets(Lifted l) {
    return l.ops("main", Op.Store.class).stream()
        .map(
            s ->
                s.address() instanceof Expr.PtrAdd p
                    ? ((Expr.IntConst) p.offset()).signedValue()
                    : 0L)
        .toList();
  }

  @Test
  void structFieldOffsetsFollowIlp32() throws Exception {
    Lifted l = Lifted.c(dir, STRUCT, DataModel.ILP32);
    assertEquals(List.of(8L, 4L), storeOffsets(l));
    Op.Alloc s = l.ops("main", Op.Alloc.class).get(0);
    assertEquals(Exprs.intConst(Type.IntType.I32, 12), s.size());
    assertEquals("s", s.name());
  }

  @Test
  void structFieldOffsetsFollowLp64() throws Exception {
    Lifted l = Lifted.c(dir, STRUCT, DataModel.LP64);
    assertEquals(List.of(16L, 8L), storeOffsets(l));
    assertEquals(Exprs.intConst(Type.IntType.I64, 24), l.ops("main", Op.Alloc.class).get(0).size());
  }

  @Test
  void variableArrayIndexIsScaledByTheElementSize() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "long a[10];\nint main() { int i = __VERIFIER_nondet_int(); a[i] = 5; return 0; }\n",
            DataModel.ILP32);
    Op.Store store = l.ops("main", Op.Store.class).get(0);
    Expr.PtrAdd address = (Expr.PtrAdd) store.address();
    assertEquals(Exprs.global("a"), address.pointer());
    Expr.Binary scaled = (Expr.Binary) address.offset();
    assertEquals(Expr.BinaryOp.MUL, scaled.op());
    assertEquals(Exprs.intConst(Type.IntType.I32, 4), scaled.right());
  }

  @Test
  void globalsKeepTheirInitializers() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "int table[4] = {1, 0, 3};\n"
                + "struct P { int x; int *p; } point = {7, &table[2]};\n"
                + "const char *name = \"hi\";\n"
                + "extern int outside;\n"
                + "int main() { return table[0] + point.x + name[0] + outside; }\n",
            DataModel.LP64);
    Map<String, Global> globals = l.program.globals();
    assertEquals("{0=1:i32, 8=3:i32}", initializer(globals.get("table")));
    assertEquals(new Type.ArrayType(Type.IntType.I32, 4), globals.get("table").type());
    assertEquals("{0=7:i32, 8=(&table +p 8:i64)}", initializer(globals.get("point")));
    Global name = globals.get("name");
    Expr.GlobalAddress literal = (Expr.GlobalAddress) name.initializer().get(0).value();
    assertEquals("{0=104:i8, 1=105:i8}", initializer(globals.get(literal.global())));
    assertTrue(globals.get(literal.global()).constant());
    assertTrue(globals.get("outside").nondetContents());
  }

  private static String initializer(Global g) {
    return g.initializer().stream()
        .collect(
            Collectors.toMap(
                Global.InitValue::offset,
                v -> v.value().toString(),
                (a, b) -> a,
                java.util.TreeMap::new))
        .toString();
  }

  @Test
  void heapFunctionsAreModelled() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "#include <stdlib.h>\n"
                + "int main() { int n = __VERIFIER_nondet_int();\n"
                + "  int *p = malloc(8); int *q = calloc(n, 4); free(p); free(q); return 0; }\n");
    List<Op.Alloc> allocs = l.ops("main", Op.Alloc.class);
    assertEquals(2, allocs.size());
    assertEquals(Op.AllocKind.HEAP, allocs.get(0).kind());
    assertEquals(Exprs.intConst(Type.IntType.I64, 8), allocs.get(0).size());
    assertTrue(allocs.get(1).zeroed());
    // calloc's product may overflow: then it returns null.
    assertTrue(
        l.ops("main", Op.Assume.class).stream()
            .anyMatch(
                a ->
                    a.condition() instanceof Expr.Binary b
                        && b.op() == Expr.BinaryOp.UMUL_OVERFLOW));
    assertEquals(2, l.ops("main", Op.Free.class).size());
  }

  @Test
  void memcpyAndMemsetBecomeMemoryOperations() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "#include <string.h>\n"
                + "struct B { int v[8]; };\n"
                + "int main() { struct B a, b; memset(&a, 1, sizeof a); b = a; memcpy(&a, &b,"
                + " 12);\n"
                + "  return a.v[0]; }\n");
    List<Op.MemSet> sets = l.ops("main", Op.MemSet.class);
    assertEquals(1, sets.size());
    assertEquals(Exprs.intConst(Type.IntType.I8, 1), sets.get(0).value());
    List<Op.MemCopy> copies = l.ops("main", Op.MemCopy.class);
    assertEquals(2, copies.size());
    assertEquals(Exprs.intConst(Type.IntType.I64, 32), copies.get(0).size());
    assertEquals(Exprs.intConst(Type.IntType.I64, 12), copies.get(1).size());
  }

  @Test
  void structPassedByValueIsCopiedOnEntry() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "struct B { int v[8]; };\n"
                + "int f(struct B b) { b.v[0] = 1; return b.v[0]; }\n"
                + "int main() { struct B b = {{0}}; return f(b) + b.v[0]; }\n",
            DataModel.ILP32);
    Op.Alloc copy = l.ops("f", Op.Alloc.class).get(0);
    Op.MemCopy memcpy = l.ops("f", Op.MemCopy.class).get(0);
    assertEquals(copy.target(), memcpy.destination());
    assertEquals(l.function("f").parameters().get(0), memcpy.source());
    // The body writes the copy, not the caller's object.
    assertEquals(copy.target(), l.ops("f", Op.Store.class).get(0).address());
  }

  @Test
  void stringFunctionsAreLinkedFromTheCModels() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "#include <string.h>\n"
                + "int main() { char b[8]; strcpy(b, \"abc\"); return strlen(b); }\n");
    assertTrue(l.program.function("strlen").isPresent());
    assertTrue(l.program.function("strcpy").isPresent());
    assertTrue(l.program.externalFunctions().isEmpty());
    // strlen reads the string byte by byte.
    assertTrue(l.ops("strlen", Op.Load.class).get(0).target().type().equals(Type.IntType.I8));
  }

  @Test
  void reallocReadsTheOldObjectSize() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "#include <stdlib.h>\n"
                + "int main() { int *p = malloc(4); p = realloc(p, 16); free(p); return 0; }\n");
    assertTrue(
        l.expressions("realloc", Expr.PointerQuery.class).stream()
            .anyMatch(q -> q.query() == Expr.Query.OBJECT_SIZE));
  }
}
