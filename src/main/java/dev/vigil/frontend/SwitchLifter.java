package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Location;
import java.util.LinkedHashMap;
import java.util.Map;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * {@code switch}: one assume edge per distinct target (the disjunction of its case values) and one
 * for the default target (no case value matches).
 */
final class SwitchLifter {
  private final FunctionScope scope;
  private final FunctionLifter blocks;

  SwitchLifter(FunctionScope scope, FunctionLifter blocks) {
    this.scope = scope;
    this.blocks = blocks;
  }

  void lift(LLVMValueRef s, LLVMBasicBlockRef from) throws UnsupportedFeatureException {
    Expr value = scope.value(LLVMGetOperand(s, 0));
    LLVMBasicBlockRef defaultTarget = LLVMGetSwitchDefaultDest(s);
    int cases = (LLVMGetNumOperands(s) - 2) / 2;
    if (cases == 0) {
      blocks.goTo(from, defaultTarget);
      return;
    }
    Map<Long, LLVMBasicBlockRef> targets = new LinkedHashMap<>();
    Map<Long, Expr> conditions = new LinkedHashMap<>();
    Expr noneMatches = Exprs.TRUE;
    for (int k = 0; k < cases; k++) {
      Expr caseValue = scope.value(LLVMGetOperand(s, 2 + 2 * k));
      LLVMBasicBlockRef target = LLVMValueAsBasicBlock(LLVMGetOperand(s, 3 + 2 * k));
      Expr matches = Exprs.binary(BinaryOp.EQ, value, caseValue);
      targets.putIfAbsent(target.address(), target);
      conditions.merge(target.address(), matches, Exprs::or);
      noneMatches = Exprs.and(noneMatches, Exprs.binary(BinaryOp.NE, value, caseValue));
    }
    Location at = scope.cfa.here();
    for (Map.Entry<Long, LLVMBasicBlockRef> t : targets.entrySet()) {
      blocks.branch(at, conditions.get(t.getKey()), from, t.getValue());
    }
    blocks.branch(at, noneMatches, from, defaultTarget);
  }
}
