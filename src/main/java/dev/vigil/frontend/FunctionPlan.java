package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * A first pass over a function: its blocks reachable from the entry, their instructions, and how
 * each instruction is lifted. A pure instruction whose only use follows it in the same block, with
 * nothing but pure instructions between, is folded into its user's expression instead of getting a
 * variable; that keeps CFAs small. Signed arithmetic, which the no-overflow property checks, is
 * never folded: its check stays at its place, once, whatever its user does with it.
 */
final class FunctionPlan {
  /** Folded expressions nest at most this deep, so that recursive walks over them stay shallow. */
  private static final int MAX_FOLDED_DEPTH = 32;

  /** How an instruction is lifted. */
  enum Kind {
    /** Folded into the expression of its only user. */
    FOLDED,
    /** A pure value assigned to its own variable. */
    ASSIGNED,
    /** An operation with an effect (memory, calls, division, ...). */
    EFFECT,
    /**
     * A value of aggregate type (a struct, an array, a vector, or an arithmetic-with-overflow
     * intrinsic's value and flag): one variable per leaf (see {@link AggregateLayout}).
     */
    AGGREGATE,
    /** No semantics: debug and lifetime intrinsics and the like. */
    IGNORED,
    PHI,
    TERMINATOR
  }

  /** One reachable basic block and its instructions in order. */
  record Block(LLVMBasicBlockRef ref, List<LLVMValueRef> instructions) {}

  private final List<Block> blocks = new ArrayList<>();
  private final Map<Long, Block> byAddress = new HashMap<>();
  private final Map<Long, Kind> kinds = new HashMap<>();

  /** The nesting depth of each folded instruction's expression. */
  private final Map<Long, Integer> depths = new HashMap<>();

  private final Set<Long> reachable = new HashSet<>();
  private final ModuleContext context;

  FunctionPlan(LLVMValueRef function, ModuleContext context) {
    this.context = context;
    findReachableBlocks(function);
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(function);
        !Llvm.isNull(b);
        b = LLVMGetNextBasicBlock(b)) {
      if (reachable.contains(b.address())) {
        Block block = plan(b);
        blocks.add(block);
        byAddress.put(b.address(), block);
      }
    }
  }

  List<Block> blocks() {
    return blocks;
  }

  Block block(LLVMBasicBlockRef b) {
    return byAddress.get(b.address());
  }

  Kind kind(LLVMValueRef instruction) {
    return kinds.get(instruction.address());
  }

  boolean isFolded(LLVMValueRef v) {
    return kinds.get(v.address()) == Kind.FOLDED;
  }

  private void findReachableBlocks(LLVMValueRef function) {
    Deque<LLVMBasicBlockRef> work = new ArrayDeque<>();
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(function);
    reachable.add(entry.address());
    work.add(entry);
    while (!work.isEmpty()) {
      LLVMValueRef terminator = LLVMGetBasicBlockTerminator(work.poll());
      if (Llvm.isNull(terminator)) {
        continue;
      }
      int n = LLVMGetNumSuccessors(terminator);
      for (int i = 0; i < n; i++) {
        LLVMBasicBlockRef s = LLVMGetSuccessor(terminator, i);
        if (reachable.add(s.address())) {
          work.add(s);
        }
      }
    }
  }

  private Block plan(LLVMBasicBlockRef b) {
    List<LLVMValueRef> instructions = new ArrayList<>();
    for (LLVMValueRef i = LLVMGetFirstInstruction(b);
        !Llvm.isNull(i);
        i = LLVMGetNextInstruction(i)) {
      instructions.add(i);
    }
    int n = instructions.size();
    Kind[] blockKinds = new Kind[n];
    Map<Long, Integer> position = new HashMap<>();
    for (int i = 0; i < n; i++) {
      blockKinds[i] = classify(instructions.get(i));
      position.put(instructions.get(i).address(), i);
    }
    // nextBarrier[i]: the first instruction after i that is neither pure nor ignored.
    int[] nextBarrier = new int[n + 1];
    nextBarrier[n] = n;
    for (int i = n - 1; i >= 0; i--) {
      boolean barrier = blockKinds[i] != Kind.ASSIGNED && blockKinds[i] != Kind.IGNORED;
      nextBarrier[i] = barrier ? i : nextBarrier[i + 1];
    }
    for (int i = 0; i < n; i++) {
      LLVMValueRef instruction = instructions.get(i);
      if (blockKinds[i] == Kind.ASSIGNED && isPureKind(instruction)) {
        Integer user = soleUserPosition(instruction, position);
        if (user != null
            && user > i
            && nextBarrier[i + 1] >= user
            && !isSignedArithmetic(instruction)
            && foldedDepth(instruction) < MAX_FOLDED_DEPTH) {
          blockKinds[i] = Kind.FOLDED;
          depths.put(instruction.address(), foldedDepth(instruction));
        } else if (isDead(instruction)) {
          blockKinds[i] = Kind.IGNORED;
        }
      }
      kinds.put(instruction.address(), blockKinds[i]);
    }
    return new Block(b, instructions);
  }

  /**
   * C signed arithmetic: {@code nsw} add, sub, mul, shl (see SignedShifts) and {@code abs} of an
   * int (see PureIntrinsics).
   */
  private boolean isSignedArithmetic(LLVMValueRef i) {
    int opcode = LLVMGetInstructionOpcode(i);
    if (opcode == LLVMCall) {
      return intrinsicName(i).equals("llvm.abs") && LLVMIsNull(LLVMGetArgOperand(i, 1)) == 0;
    }
    return (opcode == LLVMAdd || opcode == LLVMSub || opcode == LLVMMul || opcode == LLVMShl)
        && LLVMGetNSW(i) != 0;
  }

  /**
   * An unused pure value without a property check (its folded operands have none either): it can
   * go.
   */
  private boolean isDead(LLVMValueRef i) {
    return Llvm.isNull(LLVMGetFirstUse(i)) && !isSignedArithmetic(i);
  }

  /** How deep the expression of an instruction is with its folded operands. */
  private int foldedDepth(LLVMValueRef i) {
    int depth = 1;
    int operands = LLVMGetNumOperands(i);
    for (int k = 0; k < operands; k++) {
      Integer d = depths.get(LLVMGetOperand(i, k).address());
      if (d != null) {
        depth = Math.max(depth, d + 1);
      }
    }
    return depth;
  }

  /** The position of the only user, if it is a non-phi instruction of the same block. */
  private static Integer soleUserPosition(LLVMValueRef v, Map<Long, Integer> position) {
    LLVMUseRef use = LLVMGetFirstUse(v);
    if (Llvm.isNull(use) || !Llvm.isNull(LLVMGetNextUse(use))) {
      return null;
    }
    LLVMValueRef user = LLVMGetUser(use);
    if (!Llvm.isNull(LLVMIsAPHINode(user))) {
      return null;
    }
    return position.get(user.address());
  }

  private Kind classify(LLVMValueRef i) {
    int opcode = LLVMGetInstructionOpcode(i);
    if (opcode == LLVMPHI) {
      return Kind.PHI;
    }
    if (!Llvm.isNull(LLVMIsATerminatorInst(i))) {
      return Kind.TERMINATOR;
    }
    if (TypeLowering.isAggregate(LLVMTypeOf(i))) {
      return Kind.AGGREGATE;
    }
    if (opcode == LLVMCall) {
      String intrinsic = intrinsicName(i);
      if (Intrinsics.isIgnored(intrinsic)) {
        return Kind.IGNORED;
      }
      return Intrinsics.isPure(intrinsic) ? Kind.ASSIGNED : Kind.EFFECT;
    }
    if (opcode == LLVMFence) {
      return Kind.IGNORED;
    }
    return isPureKind(i) ? Kind.ASSIGNED : Kind.EFFECT;
  }

  /** Pure and unable to fail: may be evaluated at its use instead of its definition. */
  private boolean isPureKind(LLVMValueRef i) {
    int opcode = LLVMGetInstructionOpcode(i);
    if (opcode == LLVMCall) {
      return Intrinsics.isPure(intrinsicName(i));
    }
    if (ExprBuilder.isBinary(opcode)) {
      return opcode != LLVMUDiv && opcode != LLVMSDiv && opcode != LLVMURem && opcode != LLVMSRem;
    }
    return ExprBuilder.isCast(opcode)
        || opcode == LLVMFNeg
        || opcode == LLVMICmp
        || opcode == LLVMFCmp
        || opcode == LLVMSelect
        || opcode == LLVMGetElementPtr
        || opcode == LLVMFreeze
        || opcode == LLVMExtractValue;
  }

  /** The base name of the intrinsic a call calls, or "" for other calls. */
  String intrinsicName(LLVMValueRef call) {
    LLVMValueRef callee = LLVMGetCalledValue(call);
    if (Llvm.isNull(LLVMIsAFunction(callee))) {
      return "";
    }
    String name = context.functionName(callee);
    return name.startsWith("llvm.") ? Intrinsics.baseName(name) : "";
  }
}
