package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Program;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Reads a C ({@code .c}, {@code .i}) or LLVM ({@code .ll}, {@code .bc}) file into the IR: clang to
 * bitcode with debug information, the C library models where needed, {@code mem2reg}, then lifting
 * (see {@link ProgramLifter}).
 */
public final class Frontend {
  /** Only semantics-preserving passes: nothing that exploits undefined behaviour. */
  private static final String PASSES = "mem2reg";

  private Frontend() {}

  /**
   * The bundled clang executable that the front end runs (for tools that compile C natively, such
   * as harness checks). Not through JavaCPP's loader, which loads nothing once {@link
   * LlvmLibraries} has loaded LLVM itself.
   */
  public static String clang() throws FrontendException {
    return ClangBinary.path();
  }

  public static Program load(Path file, FrontendOptions options) throws FrontendException {
    return load(List.of(SourceUnit.of(file)), options, StopRequest.NEVER);
  }

  /**
   * Reads a program of several translation units: each compiled by clang with its own flags, the
   * bitcode linked by LLVM's linker (so {@code static} names that clash are renamed, as a linker
   * keeps them apart), then lifted as one program. When {@code stop} says so (a time limit passed),
   * clang is killed and the lifting ends early with a {@link FrontendException}.
   */
  public static Program load(List<SourceUnit> units, FrontendOptions options, StopRequest stop)
      throws FrontendException {
    return load(units, options, stop, phase -> {});
  }

  /**
   * As {@link #load(List, FrontendOptions, StopRequest)}, telling {@code phaseDone} when each phase
   * ends: {@code clang}, {@code bitcode} (reading it, the models, the LLVM passes) and {@code
   * lifting}.
   */
  public static Program load(
      List<SourceUnit> units, FrontendOptions options, StopRequest stop, Consumer<String> phaseDone)
      throws FrontendException {
    List<Path> temporary = new ArrayList<>();
    try {
      List<Path> inputs = new ArrayList<>();
      boolean llvm = false;
      for (SourceUnit unit : units) {
        Path source = unit.absoluteFile();
        String name = ClangCompiler.name(source);
        if (!Files.isRegularFile(source)) {
          throw new FrontendException("cannot read " + unit.file() + ": no such file");
        }
        if (name.endsWith(".ll") || name.endsWith(".bc")) {
          llvm = true;
          inputs.add(source);
          continue;
        }
        Path bitcode = TempFiles.create("vigil-", ".bc");
        temporary.add(bitcode);
        ClangCompiler.compile(unit, options.dataModel(), bitcode, true, stop);
        inputs.add(bitcode);
      }
      phaseDone.accept("clang");
      Path source = units.get(0).absoluteFile();
      try (LlvmModule module = LlvmModule.read(inputs.get(0))) {
        for (int i = 1; i < inputs.size(); i++) {
          module.link(
              Files.readAllBytes(inputs.get(i)), ClangCompiler.name(units.get(i).absoluteFile()));
        }
        if (llvm) {
          removeOptnone(module);
        }
        LibcModels.linkIfNeeded(module, options.dataModel());
        UninitializedLocals.rewrite(module);
        SignedShifts.mark(module);
        IrEdits.deleteUnusedPrivateGlobals(module);
        Map<Long, String> names = VariableNames.collect(module);
        module.runPasses(PASSES);
        List<Path> sources = units.stream().map(SourceUnit::absoluteFile).toList();
        phaseDone.accept("bitcode");
        Program program = ProgramLifter.lift(module, options, source, sources, names, stop);
        phaseDone.accept("lifting");
        return program;
      }
    } catch (IOException e) {
      throw new FrontendException(
          "cannot compile " + ClangCompiler.name(units.get(0).file()) + ": " + e.getMessage());
    } finally {
      temporary.forEach(ClangCompiler::deleteQuietly);
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
