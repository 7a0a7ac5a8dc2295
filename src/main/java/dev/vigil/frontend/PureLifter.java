package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.UnaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.SourceLoc;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Pure instructions (arithmetic, comparisons, casts, select, GEP, freeze, extractvalue, pure
 * intrinsics) as expressions over their operands.
 */
final class PureLifter {
  private final FunctionScope scope;
  private final ExprBuilder exprs;

  PureLifter(FunctionScope scope) {
    this.scope = scope;
    this.exprs = scope.module.exprs;
  }

  Expr lift(LLVMValueRef i) throws UnsupportedFeatureException {
    int opcode = LLVMGetInstructionOpcode(i);
    SourceLoc loc = scope.loc();
    if (ExprBuilder.isBinary(opcode)) {
      boolean nsw =
          (opcode == LLVMAdd || opcode == LLVMSub || opcode == LLVMMul || opcode == LLVMShl)
              && LLVMGetNSW(i) != 0;
      return exprs.binary(opcode, operand(i, 0), operand(i, 1), nsw, loc);
    }
    if (ExprBuilder.isCast(opcode)) {
      return exprs.cast(opcode, operand(i, 0), scope.module.types.scalar(LLVMTypeOf(i), loc), loc);
    }
    if (opcode == LLVMFNeg) {
      return Exprs.unary(UnaryOp.FNEG, operand(i, 0));
    }
    if (opcode == LLVMICmp) {
      return exprs.icmp(LLVMGetICmpPredicate(i), operand(i, 0), operand(i, 1), loc);
    }
    if (opcode == LLVMFCmp) {
      return exprs.fcmp(LLVMGetFCmpPredicate(i), operand(i, 0), operand(i, 1), loc);
    }
    if (opcode == LLVMSelect) {
      return Exprs.ite(operand(i, 0), operand(i, 1), operand(i, 2));
    }
    if (opcode == LLVMGetElementPtr) {
      List<Expr> indices = new ArrayList<>();
      int n = LLVMGetNumOperands(i);
      for (int k = 1; k < n; k++) {
        indices.add(operand(i, k));
      }
      return exprs.gep(LLVMGetGEPSourceElementType(i), operand(i, 0), indices, loc);
    }
    if (opcode == LLVMFreeze) {
      // freeze(undef) is some fixed value: the fresh nondeterministic variable undef becomes.
      return operand(i, 0);
    }
    if (opcode == LLVMExtractValue) {
      return extractValue(i, loc);
    }
    if (opcode == LLVMCall) {
      List<Expr> args = new ArrayList<>();
      int n = LLVMGetNumArgOperands(i);
      for (int k = 0; k < n; k++) {
        args.add(operand(i, k));
      }
      return PureIntrinsics.expand(
          scope.plan.intrinsicName(i), args, scope.module.types.scalar(LLVMTypeOf(i), loc), loc);
    }
    throw new UnsupportedFeatureException("LLVM instruction with opcode " + opcode, loc);
  }

  /** A scalar field of an aggregate: its leaf. */
  private Expr extractValue(LLVMValueRef i, SourceLoc loc) throws UnsupportedFeatureException {
    LLVMValueRef aggregate = LLVMGetOperand(i, 0);
    AggregateLayout.Range r =
        scope.module.aggregates.range(LLVMTypeOf(aggregate), AggregateLayout.indexPath(i), loc);
    return scope.aggregate(aggregate).get(r.start());
  }

  private Expr operand(LLVMValueRef i, int k) throws UnsupportedFeatureException {
    return scope.value(LLVMGetOperand(i, k));
  }
}
