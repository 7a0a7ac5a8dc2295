package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Gives each uninitialised local variable one nondeterministic value per declaration. mem2reg turns
 * a read of an uninitialised variable into {@code undef}, which may differ at every use; C
 * verification expects one arbitrary value. clang's {@code -ftrivial-auto-var-init=pattern} stores
 * a pattern where each such variable is declared (marked {@code !annotation "auto-init"}); here the
 * scalar stores get a call of {@code __vigil.uninitialized.N()} instead, which the lifter turns
 * into a havoc, and the aggregate ones are removed (uninitialised memory is nondeterministic by
 * itself).
 */
final class UninitializedLocals {
  /** Prefix of the functions whose calls stand for an uninitialised value. */
  static final String PREFIX = "__vigil.uninitialized.";

  private final LlvmModule module;
  private final int annotationKind;
  private final Map<Long, LLVMValueRef> functions = new HashMap<>();

  private UninitializedLocals(LlvmModule module) {
    this.module = module;
    this.annotationKind =
        LLVMGetMDKindIDInContext(module.context(), "annotation", "annotation".length());
  }

  static void rewrite(LlvmModule module) {
    new UninitializedLocals(module).rewriteAll();
  }

  private void rewriteAll() {
    List<LLVMValueRef> annotated = new ArrayList<>();
    for (LLVMValueRef f = LLVMGetFirstFunction(module.ref());
        !Llvm.isNull(f);
        f = LLVMGetNextFunction(f)) {
      for (var b = LLVMGetFirstBasicBlock(f); !Llvm.isNull(b); b = LLVMGetNextBasicBlock(b)) {
        for (LLVMValueRef i = LLVMGetFirstInstruction(b);
            !Llvm.isNull(i);
            i = LLVMGetNextInstruction(i)) {
          if (isAutoInit(i)) {
            annotated.add(i);
          }
        }
      }
    }
    Set<Long> removedBlocks = new HashSet<>();
    LLVMBuilderRef builder = LLVMCreateBuilderInContext(module.context());
    try {
      for (LLVMValueRef i : annotated) {
        LLVMBasicBlockRef block = LLVMGetInstructionParent(i);
        if (removedBlocks.contains(block.address())) {
          continue;
        }
        if (removeInitializationLoop(block)) {
          removedBlocks.add(block.address());
        } else if (!Llvm.isNull(LLVMIsAStoreInst(i))) {
          replaceStoredValue(builder, i);
        } else if (!Llvm.isNull(LLVMIsAMemIntrinsic(i))) {
          LLVMInstructionEraseFromParent(i);
        }
      }
    } finally {
      LLVMDisposeBuilder(builder);
    }
  }

  /**
   * A variable-length array is initialised by a one-block loop. Without its stores the loop does
   * nothing, but an engine would still have to unroll it: branches into it go to its exit instead,
   * and the block is deleted.
   */
  private boolean removeInitializationLoop(LLVMBasicBlockRef loop) {
    LLVMValueRef back = LLVMGetBasicBlockTerminator(loop);
    if (!IrEdits.isConditionalBranch(back) || !IrEdits.successors(back).contains(loop)) {
      return false;
    }
    LLVMBasicBlockRef exit =
        LLVMGetSuccessor(back, 0).equals(loop)
            ? LLVMGetSuccessor(back, 1)
            : LLVMGetSuccessor(back, 0);
    if (!Llvm.isNull(LLVMIsAPHINode(LLVMGetFirstInstruction(exit)))) {
      return false; // the exit would need phi entries for the new edges
    }
    for (LLVMBasicBlockRef b : IrEdits.predecessors(loop)) {
      if (b.equals(loop)) {
        continue;
      }
      LLVMValueRef terminator = LLVMGetBasicBlockTerminator(b);
      for (int i = 0; i < LLVMGetNumSuccessors(terminator); i++) {
        if (LLVMGetSuccessor(terminator, i).equals(loop)) {
          LLVMSetSuccessor(terminator, i, exit);
        }
      }
    }
    // Nothing outside uses the loop's values: its exit has no phis and it dominates nothing.
    IrEdits.deleteBlocks(List.of(loop));
    return true;
  }

  private void replaceStoredValue(LLVMBuilderRef builder, LLVMValueRef store) {
    LLVMTypeRef type = LLVMTypeOf(LLVMGetOperand(store, 0));
    int kind = LLVMGetTypeKind(type);
    if (kind == LLVMStructTypeKind || kind == LLVMArrayTypeKind || kind == LLVMVectorTypeKind) {
      LLVMInstructionEraseFromParent(store);
      return;
    }
    LLVMValueRef function = uninitialized(type);
    LLVMPositionBuilderBefore(builder, store);
    String name = Llvm.name(LLVMGetOperand(store, 1));
    LLVMValueRef call =
        LLVMBuildCall2(
            builder,
            LLVMGlobalGetValueType(function),
            function,
            (PointerPointer<?>) null,
            0,
            name + ".uninit");
    LLVMSetOperand(store, 0, call);
  }

  /** {@code T __vigil.uninitialized.N(void)}, one per type. */
  private LLVMValueRef uninitialized(LLVMTypeRef type) {
    return functions.computeIfAbsent(
        type.address(),
        k ->
            LLVMAddFunction(
                module.ref(),
                PREFIX + functions.size(),
                LLVMFunctionType(type, (PointerPointer<?>) null, 0, 0)));
  }

  private boolean isAutoInit(LLVMValueRef instruction) {
    LLVMValueRef annotation = LLVMGetMetadata(instruction, annotationKind);
    if (Llvm.isNull(annotation)) {
      return false;
    }
    // The binding writes the operands through one pointer: ask only for one-operand nodes.
    if (LLVMGetMDNodeNumOperands(annotation) != 1) {
      return false;
    }
    LLVMValueRef operand = new LLVMValueRef();
    LLVMGetMDNodeOperands(annotation, operand);
    int[] length = new int[1];
    BytePointer text = Llvm.isNull(operand) ? null : LLVMGetMDString(operand, length);
    return !Llvm.isNull(text) && text.limit(length[0]).getString().equals("auto-init");
  }
}
