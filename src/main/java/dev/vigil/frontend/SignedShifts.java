package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.SourceLoc;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Marks C's signed left shifts with {@code nsw}, which clang does not do: LLVM's {@code shl nsw} is
 * poison exactly when {@code x * 2^y} does not fit, the overflow that the no-overflow property asks
 * about, and the lifter turns it into signed arithmetic. Only clang knows which shifts are signed,
 * so the program is compiled with {@code -fsanitize=shift-base -fsanitize-trap=shift-base}, whose
 * checks guard exactly those shifts; here each check is found, its shift marked, and the check
 * removed. Its shape, for {@code x << y}:
 *
 * <pre>
 * E:     %inRange = icmp ule %y, 31 ; br i1 %inRange, label %check, label %cont
 * check: ... %fits = icmp eq ... ; br label %cont
 * cont:  %ok = phi i1 [true, %E], [%fits, %check] ; br i1 %ok, label %S, label %trap
 * trap:  call void @llvm.ubsantrap(i8 20) ; unreachable
 * S:     %shl = shl i32 %x, %y ...
 * </pre>
 *
 * E then branches to S directly. When clang folded the shift to a constant, the check is constant
 * too: a shift that always overflows leaves a marker {@code shl nsw (freeze 1), 31}.
 */
final class SignedShifts {
  /** clang's check kind for a shift out of bounds, the argument of {@code llvm.ubsantrap}. */
  private static final long SHIFT_OUT_OF_BOUNDS = 20;

  private final LlvmModule module;
  private final SourceLocs locs;

  private SignedShifts(LlvmModule module, SourceLocs locs) {
    this.module = module;
    this.locs = locs;
  }

  static void mark(LlvmModule module) throws UnsupportedFeatureException {
    SourceLocs locs = new SourceLocs();
    try {
      new SignedShifts(module, locs).markAll();
    } finally {
      locs.close();
    }
  }

  private void markAll() throws UnsupportedFeatureException {
    List<LLVMValueRef> traps = new ArrayList<>();
    for (LLVMValueRef f = LLVMGetFirstFunction(module.ref());
        !Llvm.isNull(f);
        f = LLVMGetNextFunction(f)) {
      for (var b = LLVMGetFirstBasicBlock(f); !Llvm.isNull(b); b = LLVMGetNextBasicBlock(b)) {
        for (LLVMValueRef i = LLVMGetFirstInstruction(b);
            !Llvm.isNull(i);
            i = LLVMGetNextInstruction(i)) {
          if (isShiftTrap(i)) {
            traps.add(i);
          }
        }
      }
    }
    LLVMBuilderRef builder = LLVMCreateBuilderInContext(module.context());
    try {
      for (LLVMValueRef trap : traps) {
        removeCheck(trap, builder);
      }
    } finally {
      LLVMDisposeBuilder(builder);
    }
  }

  private static boolean isShiftTrap(LLVMValueRef i) {
    if (LLVMGetInstructionOpcode(i) != LLVMCall) {
      return false;
    }
    LLVMValueRef callee = LLVMGetCalledValue(i);
    return !Llvm.isNull(LLVMIsAFunction(callee))
        && Llvm.name(callee).equals("llvm.ubsantrap")
        && !Llvm.isNull(LLVMIsAConstantInt(LLVMGetArgOperand(i, 0)))
        && LLVMConstIntGetZExtValue(LLVMGetArgOperand(i, 0)) == SHIFT_OUT_OF_BOUNDS;
  }

  private void removeCheck(LLVMValueRef trapCall, LLVMBuilderRef builder)
      throws UnsupportedFeatureException {
    LLVMBasicBlockRef trap = LLVMGetInstructionParent(trapCall);
    List<LLVMBasicBlockRef> before = IrEdits.predecessors(trap);
    LLVMValueRef decision = before.size() == 1 ? LLVMGetBasicBlockTerminator(before.get(0)) : null;
    if (decision == null || !IrEdits.isConditionalBranch(decision)) {
      throw unknownShape(trapCall);
    }
    LLVMBasicBlockRef cont = before.get(0);
    LLVMBasicBlockRef shift =
        LLVMGetSuccessor(decision, 0).equals(trap)
            ? LLVMGetSuccessor(decision, 1)
            : LLVMGetSuccessor(decision, 0);
    LLVMValueRef ok = LLVMGetCondition(decision);
    if (Llvm.isNull(LLVMIsAPHINode(ok))
        || LLVMCountIncoming(ok) != 2
        || !LLVMGetFirstInstruction(cont).equals(ok)) {
      throw unknownShape(trapCall);
    }
    int checked = isUnconditionalBranchTo(LLVMGetIncomingBlock(ok, 0), cont) ? 0 : 1;
    LLVMBasicBlockRef check = LLVMGetIncomingBlock(ok, checked);
    LLVMBasicBlockRef entry = LLVMGetIncomingBlock(ok, 1 - checked);
    LLVMValueRef inRange = LLVMGetBasicBlockTerminator(entry);
    if (!isUnconditionalBranchTo(check, cont)
        || !IrEdits.isConditionalBranch(inRange)
        || !IrEdits.successors(inRange).contains(check)
        || !IrEdits.successors(inRange).contains(cont)) {
      throw unknownShape(trapCall);
    }
    LLVMValueRef fits = LLVMGetIncomingValue(ok, checked);
    LLVMValueRef shl = firstShift(shift);
    if (shl != null) {
      LLVMSetNSW(shl, 1);
    } else if (alwaysOverflows(inRange, fits)) {
      overflowMarker(shift, builder, trapCall);
    } else if (Llvm.isNull(LLVMIsAConstantInt(fits))) {
      throw unknownShape(trapCall);
    }
    IrEdits.branchTo(entry, shift, builder);
    IrEdits.deleteBlocks(List.of(check, cont, trap));
  }

  /** The shift the check guards: the first instruction after it, unless clang folded it. */
  private static LLVMValueRef firstShift(LLVMBasicBlockRef block) {
    LLVMValueRef first = LLVMGetFirstInstruction(block);
    return LLVMGetInstructionOpcode(first) == LLVMShl ? first : null;
  }

  /** A constant shift whose exponent is in range and whose result does not fit. */
  private static boolean alwaysOverflows(LLVMValueRef inRange, LLVMValueRef fits) {
    LLVMValueRef condition = LLVMGetCondition(inRange);
    return !Llvm.isNull(LLVMIsAConstantInt(condition))
        && LLVMConstIntGetZExtValue(condition) == 1
        && !Llvm.isNull(LLVMIsAConstantInt(fits))
        && LLVMConstIntGetZExtValue(fits) == 0;
  }

  /** {@code shl nsw (freeze 1), 31}: overflows whenever it runs, where the folded shift was. */
  private void overflowMarker(LLVMBasicBlockRef block, LLVMBuilderRef builder, LLVMValueRef at) {
    var i32 = LLVMInt32TypeInContext(module.context());
    LLVMPositionBuilderBefore(builder, LLVMGetFirstInstruction(block));
    LLVMValueRef one = LLVMBuildFreeze(builder, LLVMConstInt(i32, 1, 0), "overflowing.shift");
    LLVMValueRef shl = LLVMBuildShl(builder, one, LLVMConstInt(i32, 31, 0), "overflowing.shift");
    LLVMSetNSW(shl, 1);
    LLVMInstructionSetDebugLoc(one, LLVMInstructionGetDebugLoc(at));
    LLVMInstructionSetDebugLoc(shl, LLVMInstructionGetDebugLoc(at));
  }

  private static boolean isUnconditionalBranchTo(LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(from);
    return !Llvm.isNull(t)
        && LLVMGetInstructionOpcode(t) == LLVMBr
        && LLVMIsConditional(t) == 0
        && LLVMGetSuccessor(t, 0).equals(to);
  }

  private UnsupportedFeatureException unknownShape(LLVMValueRef at) {
    return new UnsupportedFeatureException("signed shift check of an unknown shape", loc(at));
  }

  private SourceLoc loc(LLVMValueRef at) {
    return locs.of(at);
  }
}
