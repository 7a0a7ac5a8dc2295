package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Program;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Reads a C ({@code .c}, {@code .i}) or LLVM ({@code .ll}, {@code .bc}) file into the IR: clang
 * to bitcode with debug information, the C library models where needed, {@code mem2reg}, then
 * lifting (see {@link ProgramLifter}).
 */
public final class Frontend {
  /** Only semantics-preserving passes: nothing that exploits undefined behaviour. */
  private static final String PASSES = "mem2reg";

  private Frontend() {}

  public static Program load(Path file, FrontendOptions options) throws FrontendException {
    return load(file, options, () -> false);
  }

  /**
   * Reads {@code file}; when {@code stop} says so (a time limit passed), clang is killed and the
   * lifting ends early with a {@link FrontendException}.
   */
  public static Program load(Path file, FrontendOptions options, BooleanSupplier stop)
      throws FrontendException {
    Path source = file.toAbsolutePath().normalize();
    String name = ClangCompiler.name(source);
    if (!Files.isRegularFile(source)) {
      throw new FrontendException("cannot read " + file + ": no such file");
    }
    boolean llvm = name.endsWith(".ll") || name.endsWith(".bc");
    Path bitcode = null;
    try {
      if (!llvm) {
        bitcode = Files.createTempFile("vigil-", ".bc");
        ClangCompiler.compile(source, options.dataModel(), bitcode, true, stop);
      }
      try (LlvmModule module = LlvmModule.read(llvm ? source : bitcode)) {
        if (llvm) {
          removeOptnone(module);
        }
        LibcModels.linkIfNeeded(module, options.dataModel());
        UninitializedLocals.rewrite(module);
        SignedShifts.mark(module);
        IrEdits.deleteUnusedPrivateGlobals(module);
        Map<Long, String> names = VariableNames.collect(module);
        module.runPasses(PASSES);
        return ProgramLifter.lift(module, options, source, names, stop);
      }
    } catch (IOException e) {
      throw new FrontendException("cannot compile " + name + ": " + e.getMessage());
    } finally {
      ClangCompiler.deleteQuietly(bitcode);
    }
  }

  /** {@code optnone} (clang -O0 without -disable-O0-optnone) would make mem2reg skip a function. */
  private static void removeOptnone(LlvmModule module) {
    int optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
    for (LLVMValueRef f = LLVMGetFirstFunction(module.ref());
        !Llvm.isNull(f);
        f = LLVMGetNextFunction(f)) {
      LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone);
    }
  }
}
