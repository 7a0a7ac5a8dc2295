package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.frontend.Conventions.Role;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Property;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Calls: intrinsics with effects, the verification conventions, library functions modelled in the
 * IR, calls of functions with bodies (direct or through pointers) and of functions without one.
 */
final class CallLifter {
  static final String ATEXIT_RUNNER = "__vigil_run_atexit";
  static final String AT_QUICK_EXIT_RUNNER = "__vigil_run_at_quick_exit";

  private final FunctionScope scope;
  private final LibraryCalls library;
  private final FormattedCalls formatted;

  CallLifter(FunctionScope scope) {
    this.scope = scope;
    this.library = new LibraryCalls(scope);
    this.formatted = new FormattedCalls(scope);
  }

  /**
   * @return false when execution cannot continue after the call
   */
  boolean lift(LLVMValueRef call, FunctionPlan.Kind kind) throws UnsupportedFeatureException {
    LLVMValueRef callee = LLVMGetCalledValue(call);
    if (!Llvm.isNull(LLVMIsAInlineAsm(callee))) {
      throw new UnsupportedFeatureException("inline assembly", scope.loc());
    }
    while (!Llvm.isNull(LLVMIsAGlobalAlias(callee))) {
      callee = LLVMAliasGetAliasee(callee);
    }
    if (Llvm.isNull(LLVMIsAFunction(callee))) {
      scope.emit(new Op.Call(result(call), scope.value(callee), definedArguments(call)));
      returnedAggregate(call);
      return true;
    }
    String name = scope.module.functionName(callee);
    if (name.startsWith("llvm.")) {
      return intrinsic(call, Intrinsics.baseName(name), kind);
    }
    if (scope.module.readWithoutBody(name)) {
      // The program's own function, read without its body (it uses unsupported constructs): that
      // body may write any global by name, which no model of a call without a body covers.
      return unexplored(call, name, name + " uses unsupported constructs");
    }
    Role role = scope.module.conventions.role(name, scope.module.lifts(callee));
    if (TypeLowering.isAggregate(LLVMTypeOf(call))
        && role != Role.DEFINED
        && role != Role.EXTERNAL) {
      throw new UnsupportedFeatureException(
          "first-class aggregate value returned by " + name, scope.loc());
    }
    return switch (role) {
      case ERROR -> error(name + " called");
      case ASSERT_FAIL -> error(assertionMessage(call));
      case CHECKED_ASSERT -> checkedAssert(call);
      case ASSUME -> {
        scope.emit(new Op.Assume(ExprBuilder.truthy(argument(call, 0))));
        yield true;
      }
      case NONDET -> {
        nondet(call, name);
        yield true;
      }
      case UNINITIALIZED -> {
        if (!Llvm.isNull(LLVMGetFirstUse(call))) {
          scope.emit(new Op.Havoc(scope.var(call), InputOrigin.uninitialized()));
        }
        yield true;
      }
      case SKIP -> true;
      case ABORT -> halt("abort");
      case EXIT -> exit(ATEXIT_RUNNER, "exit");
      case QUICK_EXIT -> exit(AT_QUICK_EXIT_RUNNER, "exit (quick_exit)");
      case TERMINATE -> halt("exit (" + name + ")");
      case UNSUPPORTED -> unexplored(call, name, Conventions.unsupportedFeature(name));
      case UNSUPPORTED_HERE -> {
        String what =
            LLVMGetNumArgOperands(call) > 0 ? Llvm.constantString(LLVMGetArgOperand(call, 0)) : "";
        scope.cfa.toSink(
            new Op.Error(Property.UNDEFINED_BEHAVIOR, "unsupported: " + what), scope.loc());
        yield false;
      }
      case HAVOC_OBJECT -> {
        // In a C model: named after the model, as its other arbitrary values are.
        Expr object = ExprBuilder.coerce(argument(call, 0), Type.PointerType.INSTANCE, scope.loc());
        scope.emit(new Op.HavocObjects(List.of(object), false, scope.function));
        yield true;
      }
      case ARBITRARY -> {
        scope.module.calledWithoutBody(scope.function);
        scope.arbitraryResult(call, scope.function);
        yield true;
      }
      case INPUT -> {
        if (!Llvm.isNull(LLVMGetFirstUse(call))) {
          scope.emit(new Op.Havoc(scope.var(call), new InputOrigin.Read(scope.function)));
        }
        yield true;
      }
      case NO_EFFECT -> {
        scope.module.calledWithoutBody(name);
        scope.arbitraryResult(call, name);
        yield true;
      }
      case PRINTF -> {
        formatted.printf(call, name, (LibraryFunctions.Printf) model(name));
        yield true;
      }
      case SCANF -> {
        formatted.scanf(call, name, (LibraryFunctions.Scanf) model(name));
        yield true;
      }
      case DEFINED -> {
        defined(call, callee, name);
        yield true;
      }
      case EXTERNAL -> {
        unknown(call, name);
        yield true;
      }
      default -> {
        library.lift(call, role, name);
        yield true;
      }
    };
  }

  private static LibraryFunctions.Model model(String name) {
    return LibraryFunctions.model(name).orElseThrow();
  }

  private boolean intrinsic(LLVMValueRef call, String name, FunctionPlan.Kind kind)
      throws UnsupportedFeatureException {
    if (kind == FunctionPlan.Kind.AGGREGATE && Intrinsics.isWithOverflow(name)) {
      withOverflow(call, name);
      return true;
    }
    switch (name) {
      case "llvm.memcpy", "llvm.memcpy.inline", "llvm.memmove" ->
          scope.emit(new Op.MemCopy(argument(call, 0), argument(call, 1), argument(call, 2)));
      case "llvm.memset", "llvm.memset.inline" ->
          scope.emit(new Op.MemSet(argument(call, 0), argument(call, 1), argument(call, 2)));
      case "llvm.assume" -> scope.emit(new Op.Assume(argument(call, 0)));
      case "llvm.trap", "llvm.debugtrap", "llvm.ubsantrap" -> {
        return halt("abort (trap)");
      }
      case "llvm.va_start" -> Variadics.start(scope, argument(call, 0), scope.varargsArea());
      case "llvm.va_copy" -> Variadics.copy(scope, argument(call, 0), argument(call, 1));
      case "llvm.va_end" -> {}
      default -> throw new UnsupportedFeatureException("intrinsic " + name, scope.loc());
    }
    return true;
  }

  /** {@code {value, overflowed}} as two variables, assigned together. */
  private void withOverflow(LLVMValueRef call, String name) throws UnsupportedFeatureException {
    Expr a = argument(call, 0);
    Expr b = argument(call, 1);
    Expr.BinaryOp op;
    Expr.BinaryOp overflow;
    switch (name) {
      case "llvm.sadd.with.overflow" -> {
        op = Expr.BinaryOp.ADD;
        overflow = Expr.BinaryOp.SADD_OVERFLOW;
      }
      case "llvm.uadd.with.overflow" -> {
        op = Expr.BinaryOp.ADD;
        overflow = Expr.BinaryOp.UADD_OVERFLOW;
      }
      case "llvm.ssub.with.overflow" -> {
        op = Expr.BinaryOp.SUB;
        overflow = Expr.BinaryOp.SSUB_OVERFLOW;
      }
      case "llvm.usub.with.overflow" -> {
        op = Expr.BinaryOp.SUB;
        overflow = Expr.BinaryOp.USUB_OVERFLOW;
      }
      case "llvm.smul.with.overflow" -> {
        op = Expr.BinaryOp.MUL;
        overflow = Expr.BinaryOp.SMUL_OVERFLOW;
      }
      default -> {
        op = Expr.BinaryOp.MUL;
        overflow = Expr.BinaryOp.UMUL_OVERFLOW;
      }
    }
    List<Var> pair = scope.aggregateVars(call);
    scope.emit(
        new Op.ParallelAssign(
            List.of(
                new Op.Assign(pair.get(0), Exprs.binary(op, a, b)),
                new Op.Assign(pair.get(1), Exprs.binary(overflow, a, b)))));
  }

  /**
   * A call whose runs are not explored: an error of undefined behaviour ends them, so no verdict
   * rests on what follows. Outside a code base read from roots the whole program is unsupported.
   */
  private boolean unexplored(LLVMValueRef call, String name, String feature)
      throws UnsupportedFeatureException {
    if (scope.module.options.roots().isEmpty()) {
      throw new UnsupportedFeatureException(feature, scope.loc());
    }
    // In a code base read from roots, only the runs that reach the call are lost. The code after
    // it is still lifted, behind a branch no run takes: its calls show who calls whom, which entry
    // contexts need (EntryContext).
    scope.module.calledUnsupported(name);
    Location at = scope.cfa.here();
    scope.cfa.edge(
        at,
        scope.cfa.newLocation(),
        new Op.Error(Property.UNDEFINED_BEHAVIOR, "unsupported: " + feature),
        scope.loc());
    scope.cfa.emit(new Op.Assume(Exprs.FALSE), scope.loc());
    scope.arbitraryResult(call, name);
    return true;
  }

  private boolean error(String message) {
    scope.cfa.toSink(new Op.Error(Property.UNREACH_CALL, message), scope.loc());
    return false;
  }

  private boolean halt(String reason) {
    scope.cfa.toSink(new Op.Halt(reason), scope.loc());
    return false;
  }

  /** {@code exit}: the registered handlers run (when the program registers any), then it halts. */
  private boolean exit(String runner, String reason) {
    runHandlers(scope, runner);
    return halt(reason);
  }

  /** Calls the C models' {@code runner} of atexit or at_quick_exit handlers, if linked. */
  static void runHandlers(FunctionScope scope, String runner) {
    scope
        .module
        .modelFunction(runner)
        .ifPresent(f -> scope.emit(new Op.Call(Optional.empty(), Exprs.function(f), List.of())));
  }

  /**
   * A function without a body that Vigil does not know: the objects its pointer arguments (and
   * integer arguments converted from pointers) point into get arbitrary contents, and so does
   * whatever else {@link UnknownCalls} finds it may reach; its result is arbitrary.
   */
  private void unknown(LLVMValueRef call, String name) throws UnsupportedFeatureException {
    scope.module.calledUnknown(name);
    Optional<Set<Integer>> written = LibraryFunctions.writtenArguments(name);
    List<Expr> roots = new ArrayList<>();
    for (int i = 0; i < LLVMGetNumArgOperands(call); i++) {
      if (written.isPresent() && !written.get().contains(i)) {
        continue; // a const input of a library function: only read
      }
      for (Expr arg : operand(call, i)) {
        if (arg.type() instanceof Type.PointerType) {
          roots.add(arg);
        } else if (arg instanceof Expr.Cast c && c.op() == Expr.CastOp.PTR_TO_INT) {
          roots.add(c.operand());
        }
      }
    }
    scope.emit(new Op.HavocObjects(roots, false, name));
    scope.arbitraryResult(call, name);
  }

  private String assertionMessage(LLVMValueRef call) {
    if (LLVMGetNumArgOperands(call) > 0) {
      String text = Llvm.constantString(LLVMGetArgOperand(call, 0));
      if (!text.isEmpty()) {
        return "assertion " + text + " failed";
      }
    }
    return "assertion failed";
  }

  /** {@code assert(c, msg)} without a body: an error exactly when {@code c} is false. */
  private boolean checkedAssert(LLVMValueRef call) throws UnsupportedFeatureException {
    Expr holds = ExprBuilder.truthy(argument(call, 0));
    String message = "assertion failed";
    if (LLVMGetNumArgOperands(call) > 1) {
      String text = Llvm.constantString(LLVMGetArgOperand(call, 1));
      message = text.isEmpty() ? message : text;
    }
    CfaEmitter cfa = scope.cfa;
    Location at = cfa.here();
    Location failed = cfa.newLocation();
    cfa.edge(at, failed, new Op.Assume(Exprs.not(holds)), scope.loc());
    cfa.edge(failed, cfa.newLocation(), new Op.Error(Property.UNREACH_CALL, message), scope.loc());
    Location passed = cfa.newLocation();
    cfa.edge(at, passed, new Op.Assume(holds), scope.loc());
    cfa.startAt(passed);
    return true;
  }

  /**
   * {@code __VERIFIER_nondet_T()}: one input. When the call is declared wider than T (implicit
   * {@code int}, say), the input has T's width and is extended, so only T's values occur.
   */
  private void nondet(LLVMValueRef call, String name) throws UnsupportedFeatureException {
    if (TypeLowering.isVoid(LLVMTypeOf(call))) {
      if (LLVMGetNumArgOperands(call) > 0) {
        throw new UnsupportedFeatureException(name + " with arguments", scope.loc());
      }
      return;
    }
    Var result = scope.var(call);
    Optional<Conventions.NondetRange> range =
        Conventions.nondetRange(name, scope.module.types.model());
    if (range.isPresent()
        && result.type() instanceof Type.IntType declared
        && declared.bits() > range.get().type().bits()) {
      Var input = scope.fresh(name, range.get().type());
      scope.emit(new Op.Havoc(input, InputOrigin.nondet(name)));
      scope.emit(new Op.Assign(result, ExprBuilder.toWidth(input, declared, range.get().signed())));
    } else {
      scope.emit(new Op.Havoc(result, InputOrigin.nondet(name)));
    }
  }

  private void defined(LLVMValueRef call, LLVMValueRef callee, String name)
      throws UnsupportedFeatureException {
    LLVMTypeRef declared = LLVMGlobalGetValueType(callee);
    LLVMTypeRef used = LLVMGetCalledFunctionType(call);
    if (!declared.equals(used) && !prefixMatches(declared, used)) {
      throw new UnsupportedFeatureException(
          "call of " + name + " with a signature that differs from its definition", scope.loc());
    }
    scope.module.require(callee);
    scope.emit(new Op.Call(result(call), Exprs.function(name), definedArguments(call)));
    returnedAggregate(call);
  }

  /**
   * An aggregate result: its leaves, loaded from where the callee stored them. Pointers are then
   * cleared there, so that the area keeps no object reachable for the memory-leak check.
   */
  private void returnedAggregate(LLVMValueRef call) throws UnsupportedFeatureException {
    LLVMTypeRef type = LLVMTypeOf(call);
    if (!TypeLowering.isAggregate(type)) {
      return;
    }
    Expr area = scope.module.returnArea(scope.module.types.size(type));
    if (!Llvm.isNull(LLVMGetFirstUse(call))) {
      AggregateLifter.load(scope, scope.aggregateVars(call), area, type);
    }
    AggregateLifter.clearPointers(scope, area, type);
  }

  /**
   * The arguments of a call of a function with a body (or through a pointer): a variadic one's
   * fixed arguments and the area of its extra ones ({@link Variadics}).
   */
  private List<Expr> definedArguments(LLVMValueRef call) throws UnsupportedFeatureException {
    LLVMTypeRef type = LLVMGetCalledFunctionType(call);
    if (LLVMIsFunctionVarArg(type) == 0) {
      return arguments(call, Integer.MAX_VALUE);
    }
    int fixed = LLVMCountParamTypes(type);
    List<Expr> args = new ArrayList<>(arguments(call, fixed));
    args.add(Variadics.area(scope, call, fixed));
    return args;
  }

  /** A variadic definition called with extra arguments: same result and fixed parameters. */
  private static boolean prefixMatches(LLVMTypeRef declared, LLVMTypeRef used) {
    if (LLVMIsFunctionVarArg(declared) == 0
        || !LLVMGetReturnType(declared).equals(LLVMGetReturnType(used))) {
      return false;
    }
    int n = LLVMCountParamTypes(declared);
    if (LLVMCountParamTypes(used) < n) {
      return false;
    }
    LLVMTypeRef[] a = paramTypes(declared);
    LLVMTypeRef[] b = paramTypes(used);
    for (int i = 0; i < n; i++) {
      if (!a[i].equals(b[i])) {
        return false;
      }
    }
    return true;
  }

  private static LLVMTypeRef[] paramTypes(LLVMTypeRef function) {
    int n = LLVMCountParamTypes(function);
    LLVMTypeRef[] result = new LLVMTypeRef[n];
    try (org.bytedeco.javacpp.PointerPointer<LLVMTypeRef> p =
        new org.bytedeco.javacpp.PointerPointer<>(n)) {
      LLVMGetParamTypes(function, p);
      for (int i = 0; i < n; i++) {
        result[i] = p.get(LLVMTypeRef.class, i);
      }
    }
    return result;
  }

  /** The variable of a scalar result that is used; aggregates come back another way. */
  private Optional<Var> result(LLVMValueRef call) {
    LLVMTypeRef type = LLVMTypeOf(call);
    if (TypeLowering.isVoid(type)
        || TypeLowering.isAggregate(type)
        || Llvm.isNull(LLVMGetFirstUse(call))) {
      return Optional.empty();
    }
    return Optional.of(scope.var(call));
  }

  private List<Expr> arguments(LLVMValueRef call, int limit) throws UnsupportedFeatureException {
    int n = Math.min(limit, LLVMGetNumArgOperands(call));
    List<Expr> args = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      args.addAll(operand(call, i));
    }
    return args;
  }

  /** Operand {@code i}: one value, or one per leaf of a by-value aggregate (as parameters are). */
  private List<Expr> operand(LLVMValueRef call, int i) throws UnsupportedFeatureException {
    LLVMValueRef arg = LLVMGetArgOperand(call, i);
    if (TypeLowering.isAggregate(LLVMTypeOf(arg))) {
      return scope.aggregate(arg);
    }
    scope.module.types.scalar(LLVMTypeOf(arg), scope.loc());
    return List.of(scope.value(arg));
  }

  Expr argument(LLVMValueRef call, int i) throws UnsupportedFeatureException {
    if (i >= LLVMGetNumArgOperands(call)) {
      throw new UnsupportedFeatureException(
          "call with too few arguments (" + Llvm.name(LLVMGetCalledValue(call)) + ")", scope.loc());
    }
    return scope.value(LLVMGetArgOperand(call, i));
  }
}
