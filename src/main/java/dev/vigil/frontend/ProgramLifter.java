package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.Program;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Lifts a whole module: its globals, and every function reachable from {@code main} through calls
 * or taken addresses, in module order.
 */
final class ProgramLifter {
  private ProgramLifter() {}

  /** Whether {@code main} reads {@code argc}, {@code argv} or whatever parameters it declares. */
  private static boolean readsItsParameters(LLVMValueRef main) {
    for (int i = 0; i < LLVMCountParams(main); i++) {
      if (!Llvm.isNull(LLVMGetFirstUse(LLVMGetParam(main, i)))) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code names}: C variable names of values, by address (see {@link VariableNames}); {@code
   * sources}: the program's source files.
   */
  static Program lift(
      LlvmModule module,
      FrontendOptions options,
      Path source,
      List<Path> sources,
      Map<Long, String> names,
      StopRequest stop)
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
    if (options.roots().isEmpty()) {
      LLVMValueRef main = LLVMGetNamedFunction(module.ref(), "main");
      if (Llvm.isNull(main) || !ModuleContext.hasBody(main)) {
        throw new FrontendException(ClangCompiler.name(source) + " has no main function");
      }
      if (options.commandLineHarness() && readsItsParameters(main)) {
        // Its command line is not zero: the caller starts it from a harness (EntryHarness).
        LLVMSetValueName2(main, Program.PROGRAM_MAIN, Program.PROGRAM_MAIN.length());
      }
      return liftFrom(module, options, sources, names, List.of(main), Set.of(), stop)
          .warned(options);
    }
    LLVMValueRef main = LLVMGetNamedFunction(module.ref(), "main");
    if (!Llvm.isNull(main)) {
      LLVMSetValueName2(main, Program.PROGRAM_MAIN, Program.PROGRAM_MAIN.length());
    }
    List<LLVMValueRef> roots = roots(module, options.roots().get());
    // Functions that cannot be lifted are read as functions without a body; calls of them
    // lifted before that was known are lifted again.
    Set<String> bodiless = new LinkedHashSet<>();
    while (true) {
      List<String> warnings = new ArrayList<>();
      Attempt a =
          liftFrom(
              module, options.withWarnings(warnings::add), sources, names, roots, bodiless, stop);
      if (a.unliftable() == null) {
        warnings.forEach(options.warnings());
        if (!bodiless.isEmpty()) {
          options
              .warnings()
              .accept(
                  "functions read as functions without a body (they use unsupported constructs): "
                      + String.join(", ", bodiless));
        }
        return a.warned(options);
      }
      bodiless.add(a.unliftable());
    }
  }

  /**
   * A lifted program and the unsupported functions it calls, or (in a program read from roots) a
   * function that cannot be lifted.
   */
  private record Attempt(Program program, List<String> unsupportedCalls, String unliftable) {
    /** Warns of the unsupported calls. */
    Program warned(FrontendOptions options) {
      if (!unsupportedCalls.isEmpty()) {
        options
            .warnings()
            .accept(
                "runs that call these functions are not explored (unsupported): "
                    + String.join(", ", unsupportedCalls));
      }
      return program;
    }
  }

  /** The functions named, or (none named) every function with a body. */
  private static List<LLVMValueRef> roots(LlvmModule module, FrontendOptions.Roots roots)
      throws FrontendException {
    List<LLVMValueRef> result = new ArrayList<>();
    if (roots.functions().isEmpty()) {
      for (LLVMValueRef f = LLVMGetFirstFunction(module.ref());
          !Llvm.isNull(f);
          f = LLVMGetNextFunction(f)) {
        // The C library models are compiled without debug information.
        if (ModuleContext.hasBody(f) && !Llvm.isNull(LLVMGetSubprogram(f))) {
          result.add(f);
        }
      }
      return result;
    }
    for (String name : roots.functions()) {
      String llvmName = name.equals("main") ? Program.PROGRAM_MAIN : name;
      LLVMValueRef f = LLVMGetNamedFunction(module.ref(), llvmName);
      if (Llvm.isNull(f) || !ModuleContext.hasBody(f)) {
        throw new FrontendException("the program has no function " + name + " with a body");
      }
      result.add(f);
    }
    return result;
  }

  private static Attempt liftFrom(
      LlvmModule module,
      FrontendOptions options,
      List<Path> sources,
      Map<Long, String> names,
      List<LLVMValueRef> roots,
      Set<String> bodiless,
      StopRequest stop)
      throws FrontendException {
    boolean lenient = options.roots().isPresent();
    ModuleContext context = new ModuleContext(module, options, names, bodiless);
    try {
      List<Global> globals = GlobalLifter.lift(module, context);
      for (LLVMValueRef root : roots) {
        if (context.lifts(root)) {
          context.require(root);
        }
      }
      Map<Long, Function> lifted = new HashMap<>();
      for (LLVMValueRef f = context.nextToLift(); f != null; f = context.nextToLift()) {
        if (stop.stop(Duration.ZERO)) {
          throw new FrontendException(
              "stopped while lifting " + ClangCompiler.name(sources.get(0)));
        }
        try {
          lifted.put(f.address(), FunctionLifter.lift(f, context));
        } catch (UnsupportedFeatureException e) {
          if (!lenient) {
            throw e;
          }
          return new Attempt(null, List.of(), context.functionName(f));
        }
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
          UnknownCalls.complete(
              functions,
              globals,
              GlobalLifter.linkable(module),
              context.unknownFunctions(),
              lenient,
              options.warnings());
      context.returnAreaGlobal().ifPresent(globals::add);
      List<String> external = List.copyOf(context.externalFunctions());
      if (options.errorLabel().isPresent() && !context.hasErrorLabel()) {
        options
            .warnings()
            .accept(
                "the error label "
                    + options.errorLabel().get()
                    + " occurs in no function that main may call");
      }
      return new Attempt(
          new Program(
              options.dataModel(),
              globals,
              functions,
              external,
              sources.stream().map(Path::toString).toList()),
          List.copyOf(context.unsupportedCalls()),
          null);
    } finally {
      context.locs.close();
    }
  }
}
