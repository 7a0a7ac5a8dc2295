package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.Program;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Lifts a whole module: its globals, and every function reachable from {@code main} through
 * calls or taken addresses, in module order.
 */
final class ProgramLifter {
  private ProgramLifter() {}

  /** {@code names}: C variable names of values, by address (see {@link VariableNames}). */
  static Program lift(
      LlvmModule module,
      FrontendOptions options,
      Path source,
      Map<Long, String> names,
      BooleanSupplier stop)
      throws FrontendException {
    int pointerBits = LLVMPointerSize(module.dataLayout()) * 8;
    if (pointerBits != options.dataModel().pointerBits()) {
      throw new FrontendException(
          ClangCompiler.name(source)
              + " was compiled for "
              + pointerBits
              + "-bit pointers, but the data model is "
              + options.dataModel());
    }
    LLVMValueRef main = LLVMGetNamedFunction(module.ref(), "main");
    if (Llvm.isNull(main) || !ModuleContext.hasBody(main)) {
      throw new FrontendException(ClangCompiler.name(source) + " has no main function");
    }
    ModuleContext context = new ModuleContext(module, options, names);
    try {
      List<Global> globals = GlobalLifter.lift(module, context);
      context.require(main);
      Map<Long, Function> lifted = new HashMap<>();
      for (LLVMValueRef f = context.nextToLift(); f != null; f = context.nextToLift()) {
        if (stop.getAsBoolean()) {
          throw new FrontendException("stopped while lifting " + ClangCompiler.name(source));
        }
        lifted.put(f.address(), FunctionLifter.lift(f, context));
      }
      List<Function> functions = new ArrayList<>();
      for (LLVMValueRef f = LLVMGetFirstFunction(module.ref());
          !Llvm.isNull(f);
          f = LLVMGetNextFunction(f)) {
        Function function = lifted.get(f.address());
        if (function != null) {
          functions.add(function);
        }
      }
      functions =
          UnknownCalls.complete(functions, globals, context.unknownFunctions(), options.warnings());
      context.returnAreaGlobal().ifPresent(globals::add);
      List<String> external = List.copyOf(context.externalFunctions());
      options.errorLabel().filter(l -> !context.hasErrorLabel()).ifPresent(
          l -> options.warnings().accept(
              "the error label " + l + " occurs in no function that main may call"));
      return new Program(
          options.dataModel(), globals, functions, external, List.of(source.toString()));
    } finally {
      context.locs.close();
    }
  }
}
