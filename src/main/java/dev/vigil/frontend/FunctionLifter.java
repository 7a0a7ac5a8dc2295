package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.bytedeco.llvm.LLVM.LLVMAttributeRef;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Lifts one LLVM function into a {@link Function}: a location per basic block, a chain of edges per
 * instruction, assume edges for branches, and the block's phi nodes as one parallel assignment on
 * each incoming edge.
 */
final class FunctionLifter {
  private static final int BYVAL = LLVMGetEnumAttributeKindForName("byval", 5);

  private final LLVMValueRef function;
  private final ModuleContext module;
  private final FunctionScope scope;
  private final FunctionPlan plan;
  private final InstructionLifter instructions;
  private final SwitchLifter switches;
  private final Map<Long, Location> blockLocations = new HashMap<>();
  private final Deque<FunctionPlan.Block> toLift = new ArrayDeque<>();
  private Location exit;

  private FunctionLifter(LLVMValueRef function, ModuleContext module, String name) {
    this.function = function;
    this.module = module;
    this.plan = new FunctionPlan(function, module);
    this.scope = new FunctionScope(module, name, plan);
    PureLifter pure = new PureLifter(scope);
    scope.setPureLifter(pure);
    this.instructions = new InstructionLifter(scope, pure, new CallLifter(scope));
    this.switches = new SwitchLifter(scope, this);
  }

  static Function lift(LLVMValueRef function, ModuleContext module)
      throws UnsupportedFeatureException {
    String name = module.functionName(function);
    return new FunctionLifter(function, module, name).lift(name);
  }

  private Function lift(String name) throws UnsupportedFeatureException {
    SourceLoc loc = module.locs.of(function);
    scope.at(loc);
    var type = LLVMGlobalGetValueType(function);
    var llvmReturn = LLVMGetReturnType(type);
    // An aggregate is returned through the return area (see ModuleContext.returnArea).
    Type returnType =
        TypeLowering.isVoid(llvmReturn) || TypeLowering.isAggregate(llvmReturn)
            ? Type.VoidType.INSTANCE
            : module.types.scalar(llvmReturn, loc);
    List<Var> parameters = defineParameters(loc);
    defineResults();
    FunctionPlan.Block first = plan.blocks().get(0);
    Location entry = location(first.ref());
    // The entry block, then every block a lifted edge enters (not those behind constant branches).
    for (FunctionPlan.Block b = toLift.poll(); b != null; b = toLift.poll()) {
      scope.cfa.startAt(location(b.ref()));
      if (b == first) {
        // Allocas have no position of their own: they belong to the function's line.
        scope.at(loc);
        copyByValueParameters(loc);
      } else {
        scope.at(firstPosition(b));
      }
      liftBlock(b);
    }
    return new Function(
        name,
        parameters,
        returnType,
        LLVMIsFunctionVarArg(type) != 0,
        scope.cfa.build(entry, exit()),
        loc);
  }

  private List<Var> defineParameters(SourceLoc loc) throws UnsupportedFeatureException {
    List<Var> parameters = new ArrayList<>();
    int n = LLVMCountParams(function);
    for (int i = 0; i < n; i++) {
      LLVMValueRef p = LLVMGetParam(function, i);
      if (TypeLowering.isAggregate(LLVMTypeOf(p))) {
        // A by-value aggregate: one parameter per leaf, as calls pass it.
        parameters.addAll(scope.defineAggregate(p, Llvm.name(p).isEmpty() ? "arg" + i : ""));
        continue;
      }
      Type t = module.types.scalar(LLVMTypeOf(p), loc);
      Var v = Llvm.name(p).isEmpty() ? scope.fresh("arg" + i, t) : scope.define(p, t);
      scope.bind(p, v);
      parameters.add(v);
    }
    if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(function)) != 0) {
      Var area = scope.fresh(Variadics.AREA, Type.PointerType.INSTANCE);
      scope.setVarargsArea(area);
      parameters.add(area);
    }
    return parameters;
  }

  /**
   * A {@code byval} parameter points to the caller's object, but the callee owns a copy: copy it
   * into a stack object on entry and let the body use the copy.
   */
  private void copyByValueParameters(SourceLoc loc) throws UnsupportedFeatureException {
    int n = LLVMCountParams(function);
    for (int i = 0; i < n; i++) {
      LLVMAttributeRef byval = LLVMGetEnumAttributeAtIndex(function, i + 1, BYVAL);
      if (Llvm.isNull(byval)) {
        continue;
      }
      LLVMValueRef p = LLVMGetParam(function, i);
      Var original = scope.var(p);
      Expr size =
          Exprs.intConst(
              module.types.sizeType(), module.types.size(LLVMGetTypeAttributeValue(byval)));
      Var copy = scope.fresh(original.name() + ".copy", original.type());
      scope.emit(new Op.Alloc(copy, Op.AllocKind.STACK, size, false, original.name()));
      scope.emit(new Op.MemCopy(copy, original, size));
      scope.bind(p, copy);
    }
  }

  /**
   * Variables for every instruction result, so that uses may precede definitions in layout. Phis
   * first: they carry mem2reg's {@code x.0}-style names, which the others then avoid.
   */
  private void defineResults() throws UnsupportedFeatureException {
    for (FunctionPlan.Block b : plan.blocks()) {
      for (LLVMValueRef i : b.instructions()) {
        if (plan.kind(i) == FunctionPlan.Kind.PHI) {
          scope.at(i);
          if (TypeLowering.isAggregate(LLVMTypeOf(i))) {
            scope.defineAggregate(i, "");
          } else {
            scope.define(i, module.types.scalar(LLVMTypeOf(i), scope.loc()));
          }
        }
      }
    }
    for (FunctionPlan.Block b : plan.blocks()) {
      for (LLVMValueRef i : b.instructions()) {
        FunctionPlan.Kind kind = plan.kind(i);
        var type = LLVMTypeOf(i);
        if (kind == FunctionPlan.Kind.PHI
            || kind == FunctionPlan.Kind.TERMINATOR
            || TypeLowering.isVoid(type)) {
          continue;
        }
        scope.at(i);
        if (kind == FunctionPlan.Kind.FOLDED) {
          // No variable, but an unsupported type is reported at its own position.
          module.types.scalar(type, scope.loc());
        } else if (kind == FunctionPlan.Kind.AGGREGATE) {
          scope.defineAggregate(i, "");
        } else if (kind == FunctionPlan.Kind.IGNORED) {
          // stacksave and the like: a value nothing of meaning reads.
          scope.bind(i, Exprs.NULL);
        } else {
          scope.define(i, module.types.scalar(type, scope.loc()));
        }
      }
    }
  }

  /** The source position of the block's first instruction that has one. */
  private SourceLoc firstPosition(FunctionPlan.Block b) {
    for (LLVMValueRef i : b.instructions()) {
      SourceLoc l = module.locs.of(i);
      if (l.isKnown()) {
        return l;
      }
    }
    return scope.loc();
  }

  /**
   * The block's location, created on first mention (so that numbers follow the code), when the
   * block is queued for lifting.
   */
  Location location(LLVMBasicBlockRef b) {
    Location known = blockLocations.get(Llvm.key(b));
    if (known != null) {
      return known;
    }
    Location l = scope.cfa.newLocation();
    blockLocations.put(Llvm.key(b), l);
    toLift.add(plan.block(b));
    return l;
  }

  private Location exit() {
    if (exit == null) {
      exit = scope.cfa.newLocation();
    }
    return exit;
  }

  private void liftBlock(FunctionPlan.Block b) throws UnsupportedFeatureException {
    Optional<String> errorLabel = module.options.errorLabel();
    if (errorLabel.isPresent() && errorLabel.get().equals(Llvm.name(b.ref()))) {
      module.errorLabelFound();
      b.instructions().stream().findFirst().ifPresent(scope::at);
      scope.cfa.toSink(
          new Op.Error(Property.UNREACH_CALL, "label " + errorLabel.get() + " reached"),
          scope.loc());
      return;
    }
    for (LLVMValueRef i : b.instructions()) {
      FunctionPlan.Kind kind = plan.kind(i);
      if (kind == FunctionPlan.Kind.PHI
          || kind == FunctionPlan.Kind.FOLDED
          || kind == FunctionPlan.Kind.IGNORED) {
        continue;
      }
      scope.at(i);
      if (kind == FunctionPlan.Kind.TERMINATOR) {
        terminator(i, b.ref());
        return;
      }
      if (!instructions.lift(i, kind)) {
        return;
      }
    }
  }

  private void terminator(LLVMValueRef t, LLVMBasicBlockRef block)
      throws UnsupportedFeatureException {
    int opcode = LLVMGetInstructionOpcode(t);
    if (opcode == LLVMBr) {
      if (LLVMIsConditional(t) == 0) {
        goTo(block, LLVMGetSuccessor(t, 0));
        return;
      }
      Expr condition = scope.value(LLVMGetCondition(t));
      LLVMBasicBlockRef then = LLVMGetSuccessor(t, 0);
      LLVMBasicBlockRef otherwise = LLVMGetSuccessor(t, 1);
      if (condition instanceof Expr.IntConst c) {
        goTo(block, c.bits() != 0 ? then : otherwise);
        return;
      }
      Location at = scope.cfa.here();
      branch(at, condition, block, then);
      branch(at, Exprs.negate(condition), block, otherwise);
    } else if (opcode == LLVMSwitch) {
      switches.lift(t, block);
    } else if (opcode == LLVMRet) {
      if (scope.function.equals("main")) {
        CallLifter.runHandlers(scope, CallLifter.ATEXIT_RUNNER); // returning from main is exit
      }
      Optional<Expr> value = Optional.empty();
      if (LLVMGetNumOperands(t) > 0) {
        LLVMValueRef returned = LLVMGetOperand(t, 0);
        if (TypeLowering.isAggregate(LLVMTypeOf(returned))) {
          Expr area = module.returnArea(module.types.size(LLVMTypeOf(returned)));
          AggregateLifter.store(scope, area, returned);
        } else {
          value = Optional.of(scope.value(returned));
        }
      }
      scope.emit(new Op.Return(value));
      scope.cfa.jump(exit(), scope.loc());
    } else if (opcode == LLVMUnreachable) {
      scope.cfa.stop();
    } else if (opcode == LLVMIndirectBr) {
      throw new UnsupportedFeatureException("computed goto", scope.loc());
    } else if (opcode == LLVMCallBr) {
      throw new UnsupportedFeatureException("inline assembly", scope.loc());
    } else {
      throw new UnsupportedFeatureException("exception handling", scope.loc());
    }
  }

  /** A new chain from {@code at}: assume the condition, then enter {@code target}. */
  void branch(Location at, Expr condition, LLVMBasicBlockRef from, LLVMBasicBlockRef target)
      throws UnsupportedFeatureException {
    scope.cfa.startAt(at);
    scope.emit(new Op.Assume(condition));
    goTo(from, target);
  }

  /** Ends the chain by entering {@code target} from {@code from}: its phis, then the jump. */
  void goTo(LLVMBasicBlockRef from, LLVMBasicBlockRef target) throws UnsupportedFeatureException {
    List<Op.Assign> assignments = new ArrayList<>();
    for (LLVMValueRef phi = LLVMGetFirstInstruction(target);
        !Llvm.isNull(phi) && !Llvm.isNull(LLVMIsAPHINode(phi));
        phi = LLVMGetNextInstruction(phi)) {
      LLVMValueRef in = incoming(phi, from);
      if (TypeLowering.isAggregate(LLVMTypeOf(phi))) {
        AggregateLifter.assignments(scope.aggregateVars(phi), scope.aggregate(in), assignments);
        continue;
      }
      Var var = scope.var(phi);
      Expr value = scope.value(in);
      if (!value.equals(var)) {
        assignments.add(new Op.Assign(var, value));
      }
    }
    if (!assignments.isEmpty()) {
      scope.emit(new Op.ParallelAssign(assignments));
    }
    scope.cfa.jump(location(target), scope.loc());
  }

  private static LLVMValueRef incoming(LLVMValueRef phi, LLVMBasicBlockRef from) {
    int n = LLVMCountIncoming(phi);
    for (int k = 0; k < n; k++) {
      if (LLVMGetIncomingBlock(phi, k).equals(from)) {
        return LLVMGetIncomingValue(phi, k);
      }
    }
    throw new IllegalStateException("phi without a value for a predecessor");
  }
}
