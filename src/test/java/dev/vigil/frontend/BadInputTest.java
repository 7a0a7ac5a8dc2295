package dev.vigil.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Unsupported constructs and bad input: one clear line, never a stack trace. */
class BadInputTest {
  @TempDir Path dir;

  private UnsupportedFeatureException unsupported(String code) {
    return assertThrows(UnsupportedFeatureException.class, () -> Lifted.c(dir, code));
  }

  @Test
  void unsupportedConstructsAreNamedWithFileAndLine() {
    UnsupportedFeatureException e =
        unsupported("int main() {\n  int x = 1;\n  __asm__ volatile(\"nop\");\n  return x;\n}\n");
    assertEquals("inline assembly", e.feature());
    assertEquals(3, e.loc().line());
    assertEquals("unsupported: inline assembly at test.c:3:3", e.getMessage());
  }

  @Test
  void threadsAreUnsupported() {
    UnsupportedFeatureException e =
        unsupported(
            "#include <pthread.h>\nvoid *w(void *a) { return a; }\n"
                + "int main() { pthread_t t; return pthread_create(&t, 0, w, 0); }\n");
    assertTrue(e.feature().contains("pthread_create"));
    assertEquals(3, e.loc().line());
  }

  @Test
  void structuresPassedToVariadicFunctionsAndVectorArithmeticAreUnsupported() {
    assertEquals(
        "a structure passed by value to a variadic function",
        unsupported(
                "#include <stdarg.h>\n"
                    + "struct p { long a, b, c; };\n"
                    + "long s(int n, ...) { va_list a; va_start(a, n); struct p r = va_arg(a,"
                    + " struct p); va_end(a); return r.a; }\n"
                    + "int main() { struct p x = {1, 2, 3}; return s(1, x); }\n")
            .feature());
    assertEquals(
        "vector value",
        unsupported(
                "typedef int v4 __attribute__((vector_size(16)));\n"
                    + "int main() { v4 a = {1, 2, 3, 4}; v4 b = a + a; return b[1]; }\n")
            .feature());
  }

  @Test
  void clangErrorsComeWithDiagnostics() {
    FrontendException e =
        assertThrows(
            FrontendException.class, () -> Lifted.c(dir, "int main() { return undefined_var; }\n"));
    assertEquals(
        "clang could not compile test.c: test.c:1:21: use of undeclared identifier 'undefined_var'",
        e.getMessage());
    assertTrue(e.details().contains("undefined_var"));
  }

  @Test
  void oldStyleCIsAccepted() throws Exception {
    Lifted l =
        Lifted.c(
            dir,
            "foo(x) { return x + 1; }\nstatic bar;\nint *p = 5;\n"
                + "main() { int y = undeclared(3); long *q = (int *) p; return foo(y) + bar; }\n",
            DataModel.ILP32);
    assertTrue(l.program.function("foo").isPresent());
  }

  @Test
  void missingMainIsOneLine() {
    FrontendException e =
        assertThrows(
            FrontendException.class, () -> Lifted.c(dir, "int helper(void) { return 1; }\n"));
    assertEquals("test.c has no main function", e.getMessage());
  }

  @Test
  void missingFileIsOneLine() {
    FrontendException e =
        assertThrows(
            FrontendException.class,
            () -> Frontend.load(dir.resolve("nope.c"), FrontendOptions.defaults(DataModel.LP64)));
    assertTrue(e.getMessage().startsWith("cannot read"));
  }

  @Test
  void llvmFilesAreReadDirectly() throws Exception {
    Path ll =
        Lifted.write(
            dir,
            "p.ll",
            "declare void @reach_error()\n"
                + "define i32 @main() {\nentry:\n  call void @reach_error()\n  ret i32 0\n}\n");
    Program p = Frontend.load(ll, FrontendOptions.defaults(DataModel.LP64));
    assertTrue(p.main().cfa().edges().stream().anyMatch(e -> e.op() instanceof Op.Error));
  }

  @Test
  void brokenBitcodeIsOneLine() {
    Path bc = Lifted.write(dir, "p.bc", "BC\u00c0\u00de not really");
    FrontendException e =
        assertThrows(
            FrontendException.class,
            () -> Frontend.load(bc, FrontendOptions.defaults(DataModel.LP64)));
    assertTrue(e.getMessage().startsWith("cannot read p.bc"), e.getMessage());
  }

  @Test
  void llvmFileForTheWrongDataModelIsRejected() {
    Path ll =
        Lifted.write(
            dir,
            "p.ll",
            "target datalayout ="
                + " \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n"
                + "define i32 @main() {\n"
                + "  ret i32 0\n"
                + "}\n");
    FrontendException e =
        assertThrows(
            FrontendException.class,
            () -> Frontend.load(ll, FrontendOptions.defaults(DataModel.ILP32)));
    assertTrue(e.getMessage().contains("64-bit pointers"), e.getMessage());
  }
}
