package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Global;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * What the lifters of one module share: options, type layout, constants, source positions, the
 * functions still to lift and the functions found without a body.
 */
final class ModuleContext {
  /** The global that carries aggregate return values (see {@link #returnArea}). */
  static final String RETURN_AREA = "__vigil_return_area";

  final FrontendOptions options;
  final TypeLowering types;
  final ExprBuilder exprs;
  final ConstantLifter constants;
  final SourceLocs locs = new SourceLocs();
  final Conventions conventions;
  final AggregateLayout aggregates;
  private final Map<Long, String> variableNames;
  private final Map<Long, Expr> constantCache = new HashMap<>();
  private final Map<Long, String> calleeNames = new HashMap<>();
  private final Set<Long> queued = new HashSet<>();
  private final Deque<LLVMValueRef> toLift = new ArrayDeque<>();
  private final Set<String> external = new LinkedHashSet<>();
  private long returnAreaSize;
  private boolean errorLabelFound;
  private final Set<String> unknown = new LinkedHashSet<>();
  private final Set<String> unsupported = new LinkedHashSet<>();
  private final LlvmModule module;

  /** Functions with a body that are read as if they had none (they could not be lifted). */
  private final Set<String> bodiless;

  ModuleContext(
      LlvmModule module,
      FrontendOptions options,
      Map<Long, String> variableNames,
      Set<String> bodiless) {
    this.module = module;
    this.options = options;
    this.bodiless = bodiless;
    this.variableNames = variableNames;
    this.types = new TypeLowering(module.dataLayout(), options.dataModel());
    this.exprs = new ExprBuilder(types);
    this.constants = new ConstantLifter(types, exprs, this::addressTaken);
    this.conventions = new Conventions(options);
    this.aggregates = new AggregateLayout(types);
  }

  /**
   * The address of the global through which functions return aggregates, which must hold an
   * aggregate of {@code size} bytes: the callee stores the leaves there before it returns, the
   * caller loads them right after the call, so no other code runs in between.
   */
  Expr returnArea(long size) {
    returnAreaSize = Math.max(returnAreaSize, size);
    return Exprs.global(RETURN_AREA);
  }

  /** The global of {@link #returnArea}, if a function returns an aggregate. */
  Optional<Global> returnAreaGlobal() {
    if (returnAreaSize == 0) {
      return Optional.empty();
    }
    Type bytes = new Type.ArrayType(Type.IntType.I8, returnAreaSize);
    return Optional.of(new Global(RETURN_AREA, bytes, List.of(), false, false, SourceLoc.UNKNOWN));
  }

  /** A constant operand as an expression, cached for the whole module. */
  Expr constant(LLVMValueRef c, SourceLoc loc) throws UnsupportedFeatureException {
    Expr e = constantCache.get(c.address());
    if (e == null) {
      e = constants.lift(c, loc);
      constantCache.put(c.address(), e);
    }
    return e;
  }

  /**
   * The C variable a value is stored to, else its LLVM name. Unused values keep theirs, so that the
   * variable's name goes to a value that is read.
   */
  String valueName(LLVMValueRef v) {
    String name = variableNames.get(v.address());
    return name != null && !Llvm.isNull(LLVMGetFirstUse(v)) ? name : Llvm.name(v);
  }

  /** The name of a function value, cached. */
  String functionName(LLVMValueRef f) {
    return calleeNames.computeIfAbsent(f.address(), k -> Llvm.name(f));
  }

  static boolean hasBody(LLVMValueRef f) {
    return LLVMIsDeclaration(f) == 0;
  }

  /** Whether {@code f} is lifted with its body (else calls of it are calls without a body). */
  boolean lifts(LLVMValueRef f) {
    return hasBody(f) && !bodiless.contains(functionName(f));
  }

  /** Whether {@code name} is the program's own function, read without its body. */
  boolean readWithoutBody(String name) {
    return bodiless.contains(name);
  }

  /** Queues a function with a body for lifting (once). */
  void require(LLVMValueRef function) {
    if (queued.add(function.address())) {
      toLift.add(function);
    }
  }

  LLVMValueRef nextToLift() {
    return toLift.poll();
  }

  /**
   * A function's address is taken: it may be called through a pointer, so it must have a body to be
   * lifted; calls through pointers to functions without one cannot be modelled.
   */
  private void addressTaken(LLVMValueRef function, SourceLoc loc)
      throws UnsupportedFeatureException {
    if (!lifts(function)) {
      throw new UnsupportedFeatureException(
          "address of function without a body: " + functionName(function), loc);
    }
    require(function);
  }

  /** A call of an unsupported library function ends the runs that reach it (see CallLifter). */
  void calledUnsupported(String name) {
    unsupported.add(name);
  }

  Set<String> unsupportedCalls() {
    return unsupported;
  }

  /** The error label occurs in a lifted function. */
  void errorLabelFound() {
    errorLabelFound = true;
  }

  boolean hasErrorLabel() {
    return errorLabelFound;
  }

  /**
   * A function of Vigil's C library models that lifted calls use ({@code __vigil_run_atexit},
   * {@code __vigil_read_string}, ...), queued for lifting; empty if its models are not linked.
   */
  Optional<String> modelFunction(String name) {
    LLVMValueRef f = LLVMGetNamedFunction(module.ref(), name);
    if (Llvm.isNull(f) || !hasBody(f)) {
      return Optional.empty();
    }
    require(f);
    return Optional.of(name);
  }

  /** A function without a body is called; its results are arbitrary (inputs named after it). */
  void calledWithoutBody(String name) {
    external.add(name);
  }

  Set<String> externalFunctions() {
    return external;
  }

  /** A function without a body that Vigil does not know is called (see UnknownCalls). */
  void calledUnknown(String name) {
    external.add(name);
    unknown.add(name);
  }

  Set<String> unknownFunctions() {
    return unknown;
  }
}
