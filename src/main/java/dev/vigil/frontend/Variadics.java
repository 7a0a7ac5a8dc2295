package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Variadic functions with a body, by the System V ABI's stack convention. A call passes its extra
 * arguments in a new stack object laid out as the ABI's argument area on the stack (each in a slot
 * of 8 bytes on x86-64, of 4 on i386, larger values in several), and its address as a last, hidden
 * parameter of the callee. {@code va_start} makes the {@code va_list} read from there: on i386 it
 * is that address; on x86-64 the register-save offsets say every register is used up ({@code
 * gp_offset} 48, {@code fp_offset} 176), so that the code clang emits for {@code va_arg} takes each
 * argument from the overflow area, the object. Arguments the convention passes otherwise
 * (structures by value, {@code long double}) are unsupported.
 */
final class Variadics {
  /** The hidden parameter's name. */
  static final String AREA = "varargs";

  private static final int BYVAL = LLVMGetEnumAttributeKindForName("byval", 5);

  /** x86-64's {@code va_list}: gp_offset, fp_offset, overflow_arg_area, reg_save_area. */
  private static final long X86_64_VA_LIST_BYTES = 24;

  private static final long GP_REGISTERS_USED_UP = 48;
  private static final long FP_REGISTERS_USED_UP = 176;

  private Variadics() {}

  /** The area of the arguments of {@code call} from index {@code first} on (the extra ones). */
  static Expr area(FunctionScope scope, LLVMValueRef call, int first)
      throws UnsupportedFeatureException {
    DataModel model = scope.module.types.model();
    long slot = model.pointerBits() / 8;
    int n = LLVMGetNumArgOperands(call);
    long size = 0;
    List<Op> stores = new ArrayList<>();
    Var area = scope.fresh(AREA, Type.PointerType.INSTANCE);
    for (int i = first; i < n; i++) {
      LLVMValueRef arg = LLVMGetArgOperand(call, i);
      if (TypeLowering.isAggregate(LLVMTypeOf(arg))
          || !Llvm.isNull(LLVMGetCallSiteEnumAttribute(call, i + 1, BYVAL))) {
        throw new UnsupportedFeatureException(
            "a structure passed by value to a variadic function", scope.loc());
      }
      Type t = scope.module.types.scalar(LLVMTypeOf(arg), scope.loc());
      if (t instanceof Type.FloatType f && f.totalBits() > 64) {
        throw new UnsupportedFeatureException(
            "a long double passed to a variadic function", scope.loc());
      }
      Expr at = Exprs.ptrAdd(area, Exprs.intConst(scope.module.types.sizeType(), size));
      stores.add(new Op.Store(at, scope.value(arg)));
      size += (t.byteSize(model) + slot - 1) / slot * slot;
    }
    scope.emit(
        new Op.Alloc(
            area,
            Op.AllocKind.STACK,
            Exprs.intConst(scope.module.types.sizeType(), Math.max(size, slot)),
            false,
            AREA));
    stores.forEach(scope::emit);
    return area;
  }

  /** {@code va_start(list)} in a function whose hidden parameter is {@code area}. */
  static void start(FunctionScope scope, Expr list, Var area) {
    if (scope.module.types.model() == DataModel.ILP32) {
      scope.emit(new Op.Store(list, area));
      return;
    }
    Type.IntType i32 = Type.IntType.I32;
    scope.emit(new Op.Store(list, Exprs.intConst(i32, GP_REGISTERS_USED_UP)));
    scope.emit(new Op.Store(at(scope, list, 4), Exprs.intConst(i32, FP_REGISTERS_USED_UP)));
    scope.emit(new Op.Store(at(scope, list, 8), area));
    scope.emit(new Op.Store(at(scope, list, 16), Exprs.NULL));
  }

  /** {@code va_copy(to, from)}. */
  static void copy(FunctionScope scope, Expr to, Expr from) {
    long bytes = scope.module.types.model() == DataModel.ILP32 ? 4 : X86_64_VA_LIST_BYTES;
    scope.emit(new Op.MemCopy(to, from, Exprs.intConst(scope.module.types.sizeType(), bytes)));
  }

  private static Expr at(FunctionScope scope, Expr list, long offset) {
    return Exprs.ptrAdd(list, Exprs.intConst(scope.module.types.sizeType(), offset));
  }
}
