package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Global;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Global variables, in module order, with their initializers. A global the module declares but does
 * not define ({@code extern}) has nondeterministic contents.
 */
final class GlobalLifter {
  private GlobalLifter() {}

  static List<Global> lift(LlvmModule module, ModuleContext context)
      throws UnsupportedFeatureException {
    List<Global> globals = new ArrayList<>();
    for (LLVMValueRef g = LLVMGetFirstGlobal(module.ref());
        !Llvm.isNull(g);
        g = LLVMGetNextGlobal(g)) {
      String name = Llvm.name(g);
      SourceLoc loc = context.locs.of(g);
      LLVMValueRef init = LLVMGetInitializer(g);
      if (name.startsWith("llvm.")) {
        if ((name.equals("llvm.global_ctors") || name.equals("llvm.global_dtors"))
            && !Llvm.isNull(init)
            && LLVMGetNumOperands(init) > 0) {
          // Entries are {priority, function, data}.
          LLVMValueRef function = LLVMGetOperand(LLVMGetOperand(init, 0), 1);
          throw new UnsupportedFeatureException(
              (name.endsWith("ctors") ? "constructor" : "destructor")
                  + " function "
                  + Llvm.name(function),
              context.locs.of(function));
        }
        continue;
      }
      Type type = context.types.memory(LLVMGlobalGetValueType(g), loc);
      boolean defined = !Llvm.isNull(init);
      globals.add(
          new Global(
              name,
              type,
              defined ? context.constants.initializer(init, loc) : List.of(),
              LLVMIsGlobalConstant(g) != 0,
              !defined,
              loc));
    }
    return globals;
  }

  /**
   * The globals another translation unit can name ({@code extern int g;} there): every one not
   * {@code static}. A function without a body may be defined there and write them.
   */
  static Set<String> linkable(LlvmModule module) {
    Set<String> names = new HashSet<>();
    for (LLVMValueRef g = LLVMGetFirstGlobal(module.ref());
        !Llvm.isNull(g);
        g = LLVMGetNextGlobal(g)) {
      int linkage = LLVMGetLinkage(g);
      if (linkage != LLVMInternalLinkage && linkage != LLVMPrivateLinkage) {
        names.add(Llvm.name(g));
      }
    }
    return names;
  }
}
