package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.List;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/** Small edits of LLVM functions before lifting: redirecting branches and deleting blocks. */
final class IrEdits {
  private IrEdits() {}

  /**
   * Deletes the private globals nothing refers to: the patterns and source descriptions left by
   * clang's initialisation and sanitizer code once UninitializedLocals and SignedShifts are done.
   */
  static void deleteUnusedPrivateGlobals(LlvmModule module) {
    List<LLVMValueRef> unused = new ArrayList<>();
    for (LLVMValueRef g = LLVMGetFirstGlobal(module.ref());
        !Llvm.isNull(g);
        g = LLVMGetNextGlobal(g)) {
      if (LLVMGetLinkage(g) == LLVMPrivateLinkage && Llvm.isNull(LLVMGetFirstUse(g))) {
        unused.add(g);
      }
    }
    unused.forEach(org.bytedeco.llvm.global.LLVM::LLVMDeleteGlobal);
  }

  /** The blocks of the function whose terminator may branch to {@code block}. */
  static List<LLVMBasicBlockRef> predecessors(LLVMBasicBlockRef block) {
    List<LLVMBasicBlockRef> result = new ArrayList<>();
    LLVMValueRef function = LLVMGetBasicBlockParent(block);
    for (var b = LLVMGetFirstBasicBlock(function); !Llvm.isNull(b); b = LLVMGetNextBasicBlock(b)) {
      LLVMValueRef terminator = LLVMGetBasicBlockTerminator(b);
      if (!Llvm.isNull(terminator) && successors(terminator).contains(block)) {
        result.add(b);
      }
    }
    return result;
  }

  static List<LLVMBasicBlockRef> successors(LLVMValueRef terminator) {
    List<LLVMBasicBlockRef> result = new ArrayList<>();
    for (int i = 0; i < LLVMGetNumSuccessors(terminator); i++) {
      result.add(LLVMGetSuccessor(terminator, i));
    }
    return result;
  }

  static boolean isConditionalBranch(LLVMValueRef terminator) {
    return !Llvm.isNull(terminator)
        && LLVMGetInstructionOpcode(terminator) == LLVMBr
        && LLVMIsConditional(terminator) != 0;
  }

  /** Replaces the block's terminator by {@code br label %target}. */
  static void branchTo(LLVMBasicBlockRef block, LLVMBasicBlockRef target, LLVMBuilderRef builder) {
    LLVMValueRef old = LLVMGetBasicBlockTerminator(block);
    LLVMPositionBuilderBefore(builder, old);
    LLVMBuildBr(builder, target);
    LLVMInstructionEraseFromParent(old);
  }

  /**
   * Deletes blocks that only branch among themselves; blocks outside must neither branch to them
   * nor use their values (which become undef where they are). All instructions go first, so that no
   * reference to a deleted block remains.
   */
  static void deleteBlocks(List<LLVMBasicBlockRef> blocks) {
    for (LLVMBasicBlockRef block : blocks) {
      for (LLVMValueRef i = LLVMGetLastInstruction(block); !Llvm.isNull(i); ) {
        LLVMValueRef previous = LLVMGetPreviousInstruction(i);
        if (!TypeLowering.isVoid(LLVMTypeOf(i))) {
          LLVMReplaceAllUsesWith(i, LLVMGetUndef(LLVMTypeOf(i)));
        }
        LLVMInstructionEraseFromParent(i);
        i = previous;
      }
    }
    blocks.forEach(org.bytedeco.llvm.global.LLVM::LLVMDeleteBasicBlock);
  }
}
