package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.DataModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * C library functions modelled in C ({@link LibraryFunctions.CModel}): each resource is compiled
 * once per data model with the same clang, and linked into a program that calls one of its
 * functions without defining it. The models are weak definitions, so a program's own definition
 * wins.
 */
final class LibcModels {
  private static final List<String> RESOURCES =
      List.of(
          LibraryFunctions.ARGZ_MODELS, // first: its models call those of the string models
          LibraryFunctions.STRING_MODELS,
          LibraryFunctions.EXIT_MODELS,
          LibraryFunctions.SIGNAL_MODELS,
          LibraryFunctions.THREAD_MODELS);
  private static final Map<String, byte[]> BITCODE = new HashMap<>();

  private LibcModels() {}

  /** Links the models of each resource that the module needs. */
  static void linkIfNeeded(LlvmModule module, DataModel model) throws FrontendException {
    for (String resource : RESOURCES) {
      boolean needed = false;
      for (String name : LibraryFunctions.needing(resource)) {
        LLVMValueRef f = LLVMGetNamedFunction(module.ref(), name);
        needed |= !Llvm.isNull(f) && !ModuleContext.hasBody(f);
      }
      if (needed) {
        module.link(bitcode(resource, model), resource);
      }
    }
  }

  private static synchronized byte[] bitcode(String resource, DataModel model)
      throws FrontendException {
    String key = resource + "/" + model;
    byte[] cached = BITCODE.get(key);
    if (cached != null) {
      return cached;
    }
    Path source = null;
    Path output = null;
    try {
      source = TempFiles.create("vigil-libc-models", ".c");
      output = TempFiles.create("vigil-libc-models", ".bc");
      Files.write(source, LlvmModule.readResource(resource));
      ClangCompiler.compile(SourceUnit.of(source), model, output, false, StopRequest.NEVER);
      byte[] bitcode = Files.readAllBytes(output);
      BITCODE.put(key, bitcode);
      return bitcode;
    } catch (IOException e) {
      throw new FrontendException("cannot build the C library models: " + e.getMessage());
    } finally {
      ClangCompiler.deleteQuietly(source);
      ClangCompiler.deleteQuietly(output);
    }
  }
}
