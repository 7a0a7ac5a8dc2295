package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * C variable names for values, so that {@code int a = __VERIFIER_nondet_int()} reads as {@code a :=
 * nondet} rather than clang's {@code call := nondet}. Collected before mem2reg from the stores into
 * named stack slots; only values mem2reg keeps (not loads) are named, so the addresses stay valid
 * afterwards.
 */
final class VariableNames {
  /** clang's own stack slots, which are not C variables. */
  private static final List<String> COMPILER_SLOTS =
      List.of(
          "retval", "tmp", "agg.tmp", "ref.tmp", "coerce", "cleanup", "saved_stack", "__vla_expr");

  private VariableNames() {}

  static Map<Long, String> collect(LlvmModule module) {
    Map<Long, String> names = new HashMap<>();
    for (LLVMValueRef f = LLVMGetFirstFunction(module.ref());
        !Llvm.isNull(f);
        f = LLVMGetNextFunction(f)) {
      for (var b = LLVMGetFirstBasicBlock(f); !Llvm.isNull(b); b = LLVMGetNextBasicBlock(b)) {
        for (LLVMValueRef i = LLVMGetFirstInstruction(b);
            !Llvm.isNull(i);
            i = LLVMGetNextInstruction(i)) {
          if (!Llvm.isNull(LLVMIsAStoreInst(i))) {
            name(names, LLVMGetOperand(i, 0), LLVMGetOperand(i, 1));
          }
        }
      }
    }
    return names;
  }

  private static void name(Map<Long, String> names, LLVMValueRef value, LLVMValueRef slot) {
    if (Llvm.isNull(LLVMIsAInstruction(value))
        || !Llvm.isNull(LLVMIsALoadInst(value))
        || Llvm.isNull(LLVMIsAAllocaInst(slot))) {
      return;
    }
    String variable = Llvm.name(slot).replace(".addr", "");
    if (variable.isEmpty() || COMPILER_SLOTS.stream().anyMatch(variable::startsWith)) {
      return;
    }
    names.putIfAbsent(value.address(), variable);
  }
}
