package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.DataModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * C library functions modelled in C (libc_models.c): compiled once per data model with the same
 * clang, and linked into a program that calls one of them without defining it. The models are
 * weak definitions, so a program's own definition wins.
 */
final class LibcModels {
  static final List<String> FUNCTIONS =
      List.of(
          "realloc", "strlen", "strnlen", "strcmp", "strncmp", "strcpy", "strncpy", "strcat",
          "strncat", "strchr", "strrchr", "strstr", "memcmp", "memchr", "strdup", "abs", "labs",
          "llabs");

  private static final String RESOURCE = "libc_models.c";
  private static final Map<DataModel, byte[]> BITCODE = new EnumMap<>(DataModel.class);

  private LibcModels() {}

  /** Links the models when the module declares one of the modelled functions. */
  static void linkIfNeeded(LlvmModule module, DataModel model) throws FrontendException {
    boolean needed = false;
    for (String name : FUNCTIONS) {
      LLVMValueRef f = LLVMGetNamedFunction(module.ref(), name);
      needed |= !Llvm.isNull(f) && !ModuleContext.hasBody(f);
    }
    if (needed) {
      module.link(bitcode(model), RESOURCE);
    }
  }

  private static synchronized byte[] bitcode(DataModel model) throws FrontendException {
    byte[] cached = BITCODE.get(model);
    if (cached != null) {
      return cached;
    }
    Path source = null;
    Path output = null;
    try {
      source = Files.createTempFile("vigil-libc-models", ".c");
      output = Files.createTempFile("vigil-libc-models", ".bc");
      Files.write(source, LlvmModule.readResource(RESOURCE));
      ClangCompiler.compile(source, model, output, false, () -> false);
      byte[] bitcode = Files.readAllBytes(output);
      BITCODE.put(model, bitcode);
      return bitcode;
    } catch (IOException e) {
      throw new FrontendException("cannot build the C library models: " + e.getMessage());
    } finally {
      ClangCompiler.deleteQuietly(source);
      ClangCompiler.deleteQuietly(output);
    }
  }
}
