package dev.vigil.ir;

import java.util.List;
import java.util.Objects;

/**
 * The types of the IR. Integers carry only their width: signedness lives in the operations, as in
 * LLVM. Pointers are untyped (LLVM's opaque pointers); loads and stores name the accessed type.
 */
public sealed interface Type {

  /** Size in bytes as laid out in memory (LLVM's alloc size). */
  long byteSize(DataModel model);

  /**
   * The bytes a load or store of this scalar type accesses (LLVM's store size): {@code (N+7)/8} for
   * {@code iN}, which may be less than its alloc size ({@code i24}: 3, not 4).
   */
  default long accessSize(DataModel model) {
    return this instanceof IntType i ? (i.bits() + 7) / 8 : byteSize(model);
  }

  /** True for the types a variable can hold: integers, floats and pointers. */
  default boolean isScalar() {
    return this instanceof IntType || this instanceof FloatType || this instanceof PointerType;
  }

  /**
   * The width in bits of a value of this scalar type: an integer's width, a float's IEEE width, the
   * data model's pointer width.
   */
  default int width(DataModel model) {
    return switch (this) {
      case IntType i -> i.bits();
      case FloatType f -> f.totalBits();
      case PointerType _ -> model.pointerBits();
      case ArrayType _, StructType _, FunctionType _, VoidType _ ->
          throw new IllegalArgumentException("no width for " + this);
    };
  }

  /** An integer of exactly {@code bits} bits, 1 to 64. {@code i1} is the Boolean type. */
  record IntType(int bits) implements Type {
    public static final IntType BOOL = new IntType(1);
    public static final IntType I8 = new IntType(8);
    public static final IntType I16 = new IntType(16);
    public static final IntType I32 = new IntType(32);
    public static final IntType I64 = new IntType(64);

    public IntType {
      if (bits < 1 || bits > 64) {
        throw new IllegalArgumentException("integer width out of range: " + bits);
      }
    }

    public static IntType of(int bits) {
      return switch (bits) {
        case 1 -> BOOL;
        case 8 -> I8;
        case 16 -> I16;
        case 32 -> I32;
        case 64 -> I64;
        default -> new IntType(bits);
      };
    }

    /** The mask of the low {@code bits} bits. */
    public long mask() {
      return Semantics.mask(bits);
    }

    @Override
    public long byteSize(DataModel model) {
      return bits == 1 ? 1 : Long.highestOneBit(Math.max(1, (bits + 7) / 8) * 2 - 1);
    }

    @Override
    public String toString() {
      return "i" + bits;
    }
  }

  /**
   * An IEEE binary floating-point format: exponent and significand widths (hidden bit included).
   */
  record FloatType(int exponentBits, int significandBits) implements Type {
    public static final FloatType FLOAT = new FloatType(8, 24);
    public static final FloatType DOUBLE = new FloatType(11, 53);

    public int totalBits() {
      return exponentBits + significandBits;
    }

    @Override
    public long byteSize(DataModel model) {
      return totalBits() / 8;
    }

    @Override
    public String toString() {
      if (equals(FLOAT)) {
        return "float";
      }
      return equals(DOUBLE) ? "double" : "fp<" + exponentBits + "," + significandBits + ">";
    }
  }

  /** A pointer: an (object, offset) pair, as wide in memory as the data model says. */
  record PointerType() implements Type {
    public static final PointerType INSTANCE = new PointerType();

    @Override
    public long byteSize(DataModel model) {
      return model.pointerBytes();
    }

    @Override
    public String toString() {
      return "ptr";
    }
  }

  /** A fixed-length array. */
  record ArrayType(Type element, long length) implements Type {
    public ArrayType {
      Objects.requireNonNull(element);
    }

    @Override
    public long byteSize(DataModel model) {
      return element.byteSize(model) * length;
    }

    @Override
    public String toString() {
      return "[" + length + " x " + element + "]";
    }
  }

  /** A field of a struct at a byte offset from LLVM's data layout. */
  record Field(Type type, long offset) {
    public Field {
      Objects.requireNonNull(type);
    }
  }

  /**
   * A struct with LLVM's byte layout. C unions arrive as structs of their largest member, so they
   * need no type of their own.
   */
  record StructType(String name, List<Field> fields, long size) implements Type {
    public StructType {
      Objects.requireNonNull(name);
      fields = List.copyOf(fields);
    }

    @Override
    public long byteSize(DataModel model) {
      return size;
    }

    @Override
    public String toString() {
      return name.isEmpty() ? "struct{" + fields.size() + " fields}" : "%" + name;
    }
  }

  /** The type of a function, for declarations and indirect calls. */
  record FunctionType(Type returnType, List<Type> parameters, boolean varargs) implements Type {
    public FunctionType {
      Objects.requireNonNull(returnType);
      parameters = List.copyOf(parameters);
    }

    @Override
    public long byteSize(DataModel model) {
      return 0;
    }
  }

  /** No value: the return type of a procedure. */
  record VoidType() implements Type {
    public static final VoidType INSTANCE = new VoidType();

    @Override
    public long byteSize(DataModel model) {
      return 0;
    }

    @Override
    public String toString() {
      return "void";
    }
  }
}
