package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Global.InitValue;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.SizeTPointer;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * LLVM constants to closed IR expressions: numbers, null, addresses of globals and functions, and
 * constant expressions over them (GEP, casts, arithmetic). Also flattens global initializers into
 * byte-offset lists.
 */
final class ConstantLifter {
  /** Told about every function whose address a constant takes, so that it gets lifted. */
  interface AddressTaken {
    void function(LLVMValueRef function, SourceLoc loc) throws UnsupportedFeatureException;
  }

  private final TypeLowering types;
  private final ExprBuilder builder;
  private final AddressTaken addressTaken;

  ConstantLifter(TypeLowering types, ExprBuilder builder, AddressTaken addressTaken) {
    this.types = types;
    this.builder = builder;
    this.addressTaken = addressTaken;
  }

  static boolean isUndef(LLVMValueRef c) {
    return LLVMIsUndef(c) != 0;
  }

  /** A scalar constant; {@code undef} and {@code poison} must be handled by the caller. */
  Expr lift(LLVMValueRef c, SourceLoc loc) throws UnsupportedFeatureException {
    if (isUndef(c)) {
      throw new UnsupportedFeatureException("undef inside a constant expression", loc);
    }
    if (!Llvm.isNull(LLVMIsAConstantInt(c))) {
      Type t = types.scalar(LLVMTypeOf(c), loc);
      return Exprs.intConst((IntType) t, LLVMConstIntGetZExtValue(c));
    }
    if (!Llvm.isNull(LLVMIsAConstantFP(c))) {
      Type t = types.scalar(LLVMTypeOf(c), loc);
      double value = LLVMConstRealGetDouble(c, new int[1]);
      return t.equals(FloatType.FLOAT)
          ? Exprs.intern(Expr.FloatConst.ofFloat((float) value))
          : Exprs.intern(Expr.FloatConst.ofDouble(value));
    }
    if (!Llvm.isNull(LLVMIsAConstantPointerNull(c))) {
      return Exprs.NULL;
    }
    if (!Llvm.isNull(LLVMIsAGlobalAlias(c))) {
      return lift(LLVMAliasGetAliasee(c), loc);
    }
    if (!Llvm.isNull(LLVMIsAFunction(c))) {
      addressTaken.function(c, loc);
      return Exprs.function(Llvm.name(c));
    }
    if (!Llvm.isNull(LLVMIsAGlobalVariable(c))) {
      return Exprs.global(Llvm.name(c));
    }
    if (!Llvm.isNull(LLVMIsAConstantExpr(c))) {
      return constantExpression(c, loc);
    }
    if (!Llvm.isNull(LLVMIsABlockAddress(c))) {
      throw new UnsupportedFeatureException("address of a label", loc);
    }
    if (!Llvm.isNull(LLVMIsAConstantAggregateZero(c)) && !TypeLowering.isAggregate(LLVMTypeOf(c))) {
      return Exprs.zero(types.scalar(LLVMTypeOf(c), loc));
    }
    throw new UnsupportedFeatureException(
        "constant of kind " + LLVMGetValueKind(c) + " (" + types.scalar(LLVMTypeOf(c), loc) + ")",
        loc);
  }

  private Expr constantExpression(LLVMValueRef c, SourceLoc loc)
      throws UnsupportedFeatureException {
    int opcode = LLVMGetConstOpcode(c);
    if (opcode == LLVMGetElementPtr) {
      List<Expr> indices = new ArrayList<>();
      int n = LLVMGetNumOperands(c);
      for (int i = 1; i < n; i++) {
        indices.add(lift(LLVMGetOperand(c, i), loc));
      }
      return builder.gep(
          LLVMGetGEPSourceElementType(c), lift(LLVMGetOperand(c, 0), loc), indices, loc);
    }
    if (ExprBuilder.isCast(opcode)) {
      return builder.cast(
          opcode, lift(LLVMGetOperand(c, 0), loc), types.scalar(LLVMTypeOf(c), loc), loc);
    }
    if (ExprBuilder.isBinary(opcode)) {
      // Flags such as nsw cannot be read from constant expressions through the C API.
      return builder.binary(
          opcode, lift(LLVMGetOperand(c, 0), loc), lift(LLVMGetOperand(c, 1), loc), false, loc);
    }
    throw new UnsupportedFeatureException("constant expression with LLVM opcode " + opcode, loc);
  }

  /**
   * The non-zero scalars of a global's initializer at their byte offsets; bytes not listed are
   * zero, as in C ({@code undef} padding included).
   */
  List<InitValue> initializer(LLVMValueRef init, SourceLoc loc) throws UnsupportedFeatureException {
    List<InitValue> out = new ArrayList<>();
    flatten(init, 0, out, loc);
    return out;
  }

  private void flatten(LLVMValueRef c, long offset, List<InitValue> out, SourceLoc loc)
      throws UnsupportedFeatureException {
    if (isUndef(c)
        || !Llvm.isNull(LLVMIsAConstantAggregateZero(c))
        || !Llvm.isNull(LLVMIsAConstantPointerNull(c))) {
      return;
    }
    LLVMTypeRef type = LLVMTypeOf(c);
    int kind = LLVMGetTypeKind(type);
    if (kind == LLVMArrayTypeKind) {
      LLVMTypeRef element = LLVMGetElementType(type);
      long stride = types.size(element);
      long length = LLVMGetArrayLength2(type);
      boolean data = !Llvm.isNull(LLVMIsAConstantDataSequential(c));
      if (data && LLVMIsConstantString(c) != 0) {
        bytes(c, offset, out);
        return;
      }
      for (int i = 0; i < length; i++) {
        LLVMValueRef e = data ? LLVMGetAggregateElement(c, i) : LLVMGetOperand(c, i);
        flatten(e, offset + i * stride, out, loc);
      }
      return;
    }
    if (kind == LLVMStructTypeKind) {
      int n = LLVMCountStructElementTypes(type);
      for (int i = 0; i < n; i++) {
        flatten(LLVMGetOperand(c, i), offset + types.offsetOf(type, i), out, loc);
      }
      return;
    }
    Expr value = lift(c, loc);
    if (!isZero(value)) {
      out.add(new InitValue(offset, value));
    }
  }

  private static void bytes(LLVMValueRef c, long offset, List<InitValue> out) {
    try (SizeTPointer length = new SizeTPointer(1)) {
      BytePointer data = LLVMGetAsString(c, length);
      long n = length.get();
      for (int i = 0; i < n; i++) {
        byte b = data.get(i);
        if (b != 0) {
          out.add(new InitValue(offset + i, Exprs.intConst(IntType.I8, b)));
        }
      }
    }
  }

  private static boolean isZero(Expr e) {
    return e instanceof Expr.Constant c && c.bits() == 0;
  }
}
