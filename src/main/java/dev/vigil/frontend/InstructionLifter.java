package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Non-terminator instructions that get an edge of their own: pure values assigned to their
 * variable, memory operations and calls.
 */
final class InstructionLifter {
  private final FunctionScope scope;
  private final PureLifter pure;
  private final CallLifter calls;
  private final AggregateLifter aggregates;

  InstructionLifter(FunctionScope scope, PureLifter pure, CallLifter calls) {
    this.scope = scope;
    this.pure = pure;
    this.calls = calls;
    this.aggregates = new AggregateLifter(scope);
  }

  /**
   * Lifts one instruction at the end of the current chain.
   *
   * @return false when execution cannot continue after it (error, exit)
   */
  boolean lift(LLVMValueRef i, FunctionPlan.Kind kind) throws UnsupportedFeatureException {
    if (kind == FunctionPlan.Kind.ASSIGNED) {
      scope.emit(new Op.Assign(scope.var(i), pure.lift(i)));
      return true;
    }
    int opcode = LLVMGetInstructionOpcode(i);
    if (opcode == LLVMCall) {
      return calls.lift(i, kind);
    }
    if (kind == FunctionPlan.Kind.AGGREGATE && AggregateLifter.lifts(opcode)) {
      aggregates.lift(i);
      return true;
    }
    if (ExprBuilder.isBinary(opcode)) {
      // Division and remainder: pure, but kept in place so that their checks stay in order.
      scope.emit(new Op.Assign(scope.var(i), pure.lift(i)));
    } else if (opcode == LLVMAlloca) {
      alloca(i);
    } else if (opcode == LLVMLoad) {
      scope.emit(new Op.Load(scope.var(i), scope.value(LLVMGetOperand(i, 0))));
    } else if (opcode == LLVMStore) {
      LLVMValueRef stored = LLVMGetOperand(i, 0);
      if (TypeLowering.isAggregate(LLVMTypeOf(stored))) {
        AggregateLifter.store(scope, scope.value(LLVMGetOperand(i, 1)), stored);
        return true;
      }
      scope.module.types.scalar(LLVMTypeOf(stored), scope.loc());
      scope.emit(new Op.Store(scope.value(LLVMGetOperand(i, 1)), scope.value(stored)));
    } else if (opcode == LLVMAtomicRMW) {
      atomicReadModifyWrite(i);
    } else {
      throw new UnsupportedFeatureException(describe(opcode), scope.loc());
    }
    return true;
  }

  private void alloca(LLVMValueRef i) throws UnsupportedFeatureException {
    TypeLowering types = scope.module.types;
    IntType width = types.sizeType();
    Expr size = Exprs.intConst(width, types.size(LLVMGetAllocatedType(i)));
    Expr count = scope.value(LLVMGetOperand(i, 0));
    if (!(count instanceof Expr.IntConst c && c.bits() == 1)) {
      // A variable-length array: the element count, read unsigned, times the element size.
      size = Exprs.binary(BinaryOp.MUL, ExprBuilder.toWidth(count, width, false), size);
    }
    String name = Llvm.name(i);
    if (name.endsWith(".addr")) {
      name = name.substring(0, name.length() - ".addr".length());
    }
    scope.emit(new Op.Alloc(scope.var(i), Op.AllocKind.STACK, size, false, name));
  }

  /** Sequential semantics, as Vigil's programs have one thread: load, compute, store. */
  private void atomicReadModifyWrite(LLVMValueRef i) throws UnsupportedFeatureException {
    Expr address = scope.value(LLVMGetOperand(i, 0));
    Expr operand = scope.value(LLVMGetOperand(i, 1));
    Var old = scope.var(i);
    scope.emit(new Op.Load(old, address));
    int op = LLVMGetAtomicRMWBinOp(i);
    Expr updated;
    if (op == LLVMAtomicRMWBinOpXchg) {
      updated = operand;
    } else if (op == LLVMAtomicRMWBinOpAdd) {
      updated = Exprs.binary(BinaryOp.ADD, old, operand);
    } else if (op == LLVMAtomicRMWBinOpSub) {
      updated = Exprs.binary(BinaryOp.SUB, old, operand);
    } else if (op == LLVMAtomicRMWBinOpAnd) {
      updated = Exprs.binary(BinaryOp.AND, old, operand);
    } else if (op == LLVMAtomicRMWBinOpOr) {
      updated = Exprs.binary(BinaryOp.OR, old, operand);
    } else if (op == LLVMAtomicRMWBinOpXor) {
      updated = Exprs.binary(BinaryOp.XOR, old, operand);
    } else {
      throw new UnsupportedFeatureException(
          "atomic read-modify-write operation " + op, scope.loc());
    }
    scope.emit(new Op.Store(address, updated));
  }

  private static String describe(int opcode) {
    if (opcode == LLVMVAArg) {
      return "va_arg (variadic function)";
    }
    if (opcode == LLVMAtomicCmpXchg) {
      return "atomic compare-and-exchange";
    }
    if (opcode == LLVMExtractElement
        || opcode == LLVMInsertElement
        || opcode == LLVMShuffleVector) {
      return "vector value";
    }
    if (opcode == LLVMLandingPad) {
      return "exception handling";
    }
    return "LLVM instruction with opcode " + opcode;
  }
}
