package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.llvm.LLVM.LLVMTargetDataRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;

/**
 * LLVM types to IR types, with sizes and offsets from the module's data layout. x86 {@code long
 * double} is unsupported: read as {@code double} it changes verdicts (digits_for_true-unreach-call
 * computes with its extra precision).
 */
final class TypeLowering {
  private final LLVMTargetDataRef layout;
  private final DataModel model;
  private final Map<Long, Type> memoryTypes = new HashMap<>();

  TypeLowering(LLVMTargetDataRef layout, DataModel model) {
    this.layout = layout;
    this.model = model;
  }

  DataModel model() {
    return model;
  }

  IntType sizeType() {
    return model.pointerIntType();
  }

  /** LLVM's alloc size: the stride of the type in arrays, padding included. */
  long size(LLVMTypeRef t) {
    return LLVMABISizeOfType(layout, t);
  }

  long offsetOf(LLVMTypeRef struct, int field) {
    return LLVMOffsetOfElement(layout, struct, field);
  }

  static boolean isVoid(LLVMTypeRef t) {
    return LLVMGetTypeKind(t) == LLVMVoidTypeKind;
  }

  /**
   * Structs, arrays and fixed-size vectors: values the front end splits into their scalar fields
   * (vectors occur where the x86-64 ABI passes a struct such as {@code {float, float}}).
   */
  static boolean isAggregate(LLVMTypeRef t) {
    int kind = LLVMGetTypeKind(t);
    return kind == LLVMStructTypeKind || kind == LLVMArrayTypeKind || kind == LLVMVectorTypeKind;
  }

  /** The number of elements of a struct, array or vector type. */
  static long elementCount(LLVMTypeRef t) {
    int kind = LLVMGetTypeKind(t);
    if (kind == LLVMStructTypeKind) {
      return LLVMCountStructElementTypes(t);
    }
    return kind == LLVMArrayTypeKind ? LLVMGetArrayLength2(t) : LLVMGetVectorSize(t);
  }

  /** The size in bits of a type's values, without padding (LLVM's type size in bits). */
  long bits(LLVMTypeRef t) {
    return LLVMSizeOfTypeInBits(layout, t);
  }

  /** The type of a register: integers up to 64 bits, float, double and pointers. */
  Type scalar(LLVMTypeRef t, SourceLoc loc) throws UnsupportedFeatureException {
    int kind = LLVMGetTypeKind(t);
    if (kind == LLVMIntegerTypeKind) {
      int bits = LLVMGetIntTypeWidth(t);
      if (bits > 64) {
        throw new UnsupportedFeatureException(bits + "-bit integer", loc);
      }
      return IntType.of(bits);
    }
    if (kind == LLVMFloatTypeKind) {
      return FloatType.FLOAT;
    }
    if (kind == LLVMDoubleTypeKind) {
      return FloatType.DOUBLE;
    }
    if (kind == LLVMPointerTypeKind) {
      return PointerType.INSTANCE;
    }
    throw new UnsupportedFeatureException(describe(kind), loc);
  }

  /** The IR type of memory holding an LLVM type: the layout LLVM gives it. */
  Type memory(LLVMTypeRef t, SourceLoc loc) throws UnsupportedFeatureException {
    Type known = memoryTypes.get(t.address());
    if (known != null) {
      return known;
    }
    Type result;
    int kind = LLVMGetTypeKind(t);
    if (kind == LLVMArrayTypeKind) {
      result = new Type.ArrayType(memory(LLVMGetElementType(t), loc), LLVMGetArrayLength2(t));
    } else if (kind == LLVMStructTypeKind) {
      List<Type.Field> fields = new ArrayList<>();
      int n = LLVMCountStructElementTypes(t);
      for (int i = 0; i < n; i++) {
        fields.add(new Type.Field(memory(LLVMStructGetTypeAtIndex(t, i), loc), offsetOf(t, i)));
      }
      result = new Type.StructType(structName(t), fields, size(t));
    } else {
      result = scalar(t, loc);
    }
    memoryTypes.put(t.address(), result);
    return result;
  }

  private static String structName(LLVMTypeRef t) {
    if (LLVMIsLiteralStruct(t) != 0) {
      return "";
    }
    BytePointer name = LLVMGetStructName(t);
    return Llvm.isNull(name) ? "" : name.getString();
  }

  /** What a value of an unsupported type is, for an unsupported-feature message. */
  static String describe(LLVMTypeRef t) {
    return describe(LLVMGetTypeKind(t));
  }

  private static String describe(int kind) {
    if (kind == LLVMStructTypeKind || kind == LLVMArrayTypeKind) {
      return "first-class aggregate value";
    }
    if (kind == LLVMVectorTypeKind || kind == LLVMScalableVectorTypeKind) {
      return "vector value";
    }
    if (kind == LLVMHalfTypeKind || kind == LLVMBFloatTypeKind) {
      return "16-bit floating point";
    }
    if (kind == LLVMX86_FP80TypeKind) {
      return "long double (x86 80-bit floating point)";
    }
    if (kind == LLVMFP128TypeKind || kind == LLVMPPC_FP128TypeKind) {
      return "128-bit floating point";
    }
    return "value of LLVM type kind " + kind;
  }
}
