package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.SizeTPointer;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/** Small conveniences over the LLVM C API: names, null checks and constant strings. */
final class Llvm {
  private Llvm() {}

  static boolean isNull(org.bytedeco.javacpp.Pointer p) {
    return p == null || p.isNull();
  }

  /** The value's name, or "" when it has none. */
  static String name(LLVMValueRef v) {
    BytePointer p = LLVMGetValueName(v);
    return isNull(p) ? "" : p.getString();
  }

  static String name(LLVMBasicBlockRef b) {
    BytePointer p = LLVMGetBasicBlockName(b);
    return isNull(p) ? "" : p.getString();
  }

  /** The key under which a block is remembered in maps (its address). */
  static long key(LLVMBasicBlockRef b) {
    return b.address();
  }

  /**
   * The C string a pointer constant points to ({@code @.str} or a zero-offset GEP of it), without
   * its terminating NUL; empty when it is not such a constant.
   */
  static String constantString(LLVMValueRef v) {
    LLVMValueRef target = v;
    if (!isNull(LLVMIsAConstantExpr(v)) && LLVMGetConstOpcode(v) == LLVMGetElementPtr) {
      target = LLVMGetOperand(v, 0);
    }
    if (isNull(LLVMIsAGlobalVariable(target))) {
      return "";
    }
    LLVMValueRef init = LLVMGetInitializer(target);
    if (isNull(init)
        || isNull(LLVMIsAConstantDataSequential(init))
        || LLVMIsConstantString(init) == 0) {
      return "";
    }
    try (SizeTPointer length = new SizeTPointer(1)) {
      BytePointer data = LLVMGetAsString(init, length);
      String s = data.limit(length.get()).getString();
      int nul = s.indexOf('\0');
      return nul < 0 ? s : s.substring(0, nul);
    }
  }
}
