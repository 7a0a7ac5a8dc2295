package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Expr;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Op;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The state of lifting one function: its variables, the CFA being emitted, and the source position
 * of the instruction being lifted. {@link #value} turns any LLVM operand into an expression.
 */
final class FunctionScope {
  final ModuleContext module;
  final String function;
  final CfaEmitter cfa;
  final FunctionPlan plan;
  private final Map<Long, Expr> values = new HashMap<>();

  /** The leaves of aggregate values (see {@link AggregateLayout}). */
  private final Map<Long, List<Var>> aggregates = new HashMap<>();

  private final Set<String> names = new HashSet<>();
  private final Map<String, Integer> nextSuffix = new HashMap<>();
  private PureLifter pure;
  private int unnamed;
  private SourceLoc loc = SourceLoc.UNKNOWN;

  /** A variadic function's hidden last parameter, its extra arguments' area ({@link Variadics}). */
  private Var varargsArea;

  FunctionScope(ModuleContext module, String function, FunctionPlan plan) {
    this.module = module;
    this.function = function;
    this.plan = plan;
    this.cfa = new CfaEmitter(function);
  }

  void setVarargsArea(Var area) {
    this.varargsArea = area;
  }

  Var varargsArea() throws UnsupportedFeatureException {
    if (varargsArea == null) {
      throw new UnsupportedFeatureException("va_start in a function that is not variadic", loc);
    }
    return varargsArea;
  }

  void setPureLifter(PureLifter pure) {
    this.pure = pure;
  }

  /** A variable with a name not yet used in this function, based on {@code base}. */
  Var fresh(String base, Type type) {
    // Unnamed LLVM values, and mem2reg's names for them (".0"), get t1, t2, ...
    String b = base.isEmpty() || base.startsWith(".") ? "t" + ++unnamed + base : base;
    String name = b;
    // Many values may share a base name (every version of a C variable): counting on from the
    // last suffix given keeps this linear.
    int i = nextSuffix.getOrDefault(b, 1);
    while (!names.add(name)) {
      name = b + "." + i++;
    }
    nextSuffix.put(b, i);
    return new Var(name, type, function);
  }

  /**
   * The variable that holds an LLVM value (an argument, phi or instruction result), named after it;
   * clang's {@code x.addr} for a parameter's stack slot reads as {@code x}.
   */
  Var define(LLVMValueRef v, Type type) {
    Var var = fresh(module.valueName(v).replace(".addr", ""), type);
    values.put(v.address(), var);
    return var;
  }

  /** Binds a value to an expression without a variable of its own. */
  void bind(LLVMValueRef v, Expr e) {
    values.put(v.address(), e);
  }

  Var var(LLVMValueRef v) {
    return (Var) values.get(v.address());
  }

  /** One variable per leaf for an aggregate-typed argument, phi or instruction result. */
  List<Var> defineAggregate(LLVMValueRef v, String base) throws UnsupportedFeatureException {
    String name = base.isEmpty() ? module.valueName(v).replace(".addr", "") : base;
    if (name.isEmpty() || name.startsWith(".")) {
      name = "t" + ++unnamed + name;
    }
    List<Var> vars = new ArrayList<>();
    for (AggregateLayout.Leaf leaf : module.aggregates.leaves(LLVMTypeOf(v), loc)) {
      vars.add(fresh(name + "." + vars.size(), leaf.type()));
    }
    aggregates.put(v.address(), vars);
    return vars;
  }

  /** The variables of an aggregate value that {@link #defineAggregate} defined. */
  List<Var> aggregateVars(LLVMValueRef v) {
    return aggregates.get(v.address());
  }

  /**
   * An aggregate operand as its leaves: its variables, or a constant's elements, where each {@code
   * undef} leaf becomes a fresh nondeterministic variable.
   */
  List<Expr> aggregate(LLVMValueRef v) throws UnsupportedFeatureException {
    List<Var> known = aggregates.get(v.address());
    if (known != null) {
      return List.copyOf(known);
    }
    if (LLVMIsConstant(v) == 0) {
      throw new IllegalStateException(
          "LLVM value " + Llvm.name(v) + " used in " + function + " before its definition");
    }
    List<Expr> leaves = new ArrayList<>();
    constantLeaves(v, leaves);
    return leaves;
  }

  private void constantLeaves(LLVMValueRef c, List<Expr> out) throws UnsupportedFeatureException {
    LLVMTypeRef t = LLVMTypeOf(c);
    if (!TypeLowering.isAggregate(t)) {
      out.add(value(c));
      return;
    }
    module.aggregates.leaves(t, loc); // refuses aggregates too large before walking them
    long n = TypeLowering.elementCount(t);
    for (int i = 0; i < n; i++) {
      LLVMValueRef element = LLVMGetAggregateElement(c, i);
      if (Llvm.isNull(element)) {
        throw new UnsupportedFeatureException("constant expression of aggregate type", loc);
      }
      constantLeaves(element, out);
    }
  }

  /** An operand as an expression; {@code undef} becomes a fresh nondeterministic variable. */
  Expr value(LLVMValueRef v) throws UnsupportedFeatureException {
    Expr known = values.get(v.address());
    if (known != null) {
      return known;
    }
    if (TypeLowering.isAggregate(LLVMTypeOf(v))) {
      // Aggregates are read through aggregate(); other uses (vector arithmetic) are not lifted.
      throw new UnsupportedFeatureException(TypeLowering.describe(LLVMTypeOf(v)), loc);
    }
    if (plan.isFolded(v)) {
      return pure.lift(v);
    }
    if (ConstantLifter.isUndef(v)) {
      Var undefined = fresh("undef", module.types.scalar(LLVMTypeOf(v), loc));
      emit(new Op.Havoc(undefined, InputOrigin.uninitialized()));
      return undefined;
    }
    if (LLVMIsConstant(v) != 0) {
      return module.constant(v, loc);
    }
    throw new IllegalStateException(
        "LLVM value " + Llvm.name(v) + " used in " + function + " before its definition");
  }

  void emit(Op op) {
    cfa.emit(op, loc);
  }

  /**
   * The result of {@code call}, if used, is an input named {@code origin}. An unused result needs
   * no value: an input nobody reads would only make the run depend on the callee.
   */
  void arbitraryResult(LLVMValueRef call, String origin) {
    if (TypeLowering.isVoid(LLVMTypeOf(call)) || Llvm.isNull(LLVMGetFirstUse(call))) {
      return;
    }
    List<Var> results =
        TypeLowering.isAggregate(LLVMTypeOf(call)) ? aggregateVars(call) : List.of(var(call));
    results.forEach(v -> emit(new Op.Havoc(v, InputOrigin.external(origin))));
  }

  SourceLoc loc() {
    return loc;
  }

  /** Moves to an instruction's source position; instructions without one keep the last. */
  void at(LLVMValueRef instruction) {
    SourceLoc l = module.locs.of(instruction);
    if (l.isKnown()) {
      loc = l;
    }
  }

  void at(SourceLoc l) {
    loc = l;
  }
}
