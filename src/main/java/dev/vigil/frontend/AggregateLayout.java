package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.IntPointer;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The scalar fields ("leaves") of LLVM's first-class aggregate types (structs and arrays), in
 * order, at their byte offsets from the data layout. The front end scalarises aggregate values: one
 * IR variable per leaf, loads and stores per leaf, so that the IR has no aggregate values.
 */
final class AggregateLayout {
  /** Larger aggregate values are unsupported rather than turned into that many variables. */
  static final int MAX_LEAVES = 1024;

  /** A scalar field: its IR type and its byte offset in the aggregate. */
  record Leaf(Type type, long offset) {}

  /** The leaves {@code [start, start + count)} of an aggregate's element. */
  record Range(int start, int count) {}

  private final TypeLowering types;
  private final Map<Long, List<Leaf>> cache = new HashMap<>();

  AggregateLayout(TypeLowering types) {
    this.types = types;
  }

  /** The leaves of a type; a scalar type is its own single leaf at offset 0. */
  List<Leaf> leaves(LLVMTypeRef t, SourceLoc loc) throws UnsupportedFeatureException {
    List<Leaf> known = cache.get(t.address());
    if (known != null) {
      return known;
    }
    List<Leaf> result = new ArrayList<>();
    collect(t, 0, result, loc);
    result = List.copyOf(result);
    cache.put(t.address(), result);
    return result;
  }

  private void collect(LLVMTypeRef t, long offset, List<Leaf> out, SourceLoc loc)
      throws UnsupportedFeatureException {
    int kind = LLVMGetTypeKind(t);
    if (kind == LLVMStructTypeKind) {
      int n = LLVMCountStructElementTypes(t);
      for (int i = 0; i < n; i++) {
        collect(LLVMStructGetTypeAtIndex(t, i), offset + types.offsetOf(t, i), out, loc);
      }
    } else if (kind == LLVMArrayTypeKind || kind == LLVMVectorTypeKind) {
      // Array elements lie at their alloc size apart; vector elements are packed.
      LLVMTypeRef element = LLVMGetElementType(t);
      long stride = kind == LLVMArrayTypeKind ? types.size(element) : types.bits(element) / 8;
      if (kind == LLVMVectorTypeKind && types.bits(element) % 8 != 0) {
        throw new UnsupportedFeatureException(
            "vector value of " + types.bits(element) + "-bit elements", loc);
      }
      long length = TypeLowering.elementCount(t);
      for (long i = 0; i < length && out.size() <= MAX_LEAVES; i++) {
        collect(element, offset + i * stride, out, loc);
      }
    } else {
      out.add(new Leaf(types.scalar(t, loc), offset));
    }
    if (out.size() > MAX_LEAVES) {
      throw new UnsupportedFeatureException(
          "first-class aggregate value with more than " + MAX_LEAVES + " scalar fields", loc);
    }
  }

  /** The index path of an {@code extractvalue} or {@code insertvalue}. */
  static int[] indexPath(LLVMValueRef instruction) {
    int n = LLVMGetNumIndices(instruction);
    IntPointer indices = LLVMGetIndices(instruction);
    int[] path = new int[n];
    for (int k = 0; k < n; k++) {
      path[k] = indices.get(k);
    }
    return path;
  }

  /** The leaves of the element that an index path (as in {@code extractvalue}) selects. */
  Range range(LLVMTypeRef t, int[] path, SourceLoc loc) throws UnsupportedFeatureException {
    int start = 0;
    LLVMTypeRef current = t;
    for (int index : path) {
      if (LLVMGetTypeKind(current) == LLVMStructTypeKind) {
        for (int i = 0; i < index; i++) {
          start += leaves(LLVMStructGetTypeAtIndex(current, i), loc).size();
        }
        current = LLVMStructGetTypeAtIndex(current, index);
      } else {
        current = LLVMGetElementType(current);
        start += index * leaves(current, loc).size();
      }
    }
    return new Range(start, leaves(current, loc).size());
  }
}
