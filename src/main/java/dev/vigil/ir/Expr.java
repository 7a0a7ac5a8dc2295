package dev.vigil.ir;

import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import java.util.List;
import java.util.Objects;

/**
 * Side-effect-free expressions over scalar values. Every node has the same shape, {@code type()},
 * {@code children()} and {@code withChildren(...)}, so that rewriters need no per-node code. Nodes
 * other than {@link Var} are records and compare structurally; {@link Exprs} interns them so that
 * equal expressions are one object. An inner node therefore compares its inner children by
 * identity, and keeps its hash code, computed once from its children's: neither equality nor
 * hashing walks a deep expression, and hash codes do not change from run to run.
 */
public sealed interface Expr
    permits Var,
        Expr.Leaf,
        Expr.Unary,
        Expr.Binary,
        Expr.Cast,
        Expr.Ite,
        Expr.PtrAdd,
        Expr.PointerQuery {

  Type type();

  List<Expr> children();

  /** A copy with the given children, in the order of {@link #children()}. */
  Expr withChildren(List<Expr> children);

  /** Leaves: constants and addresses have no children. */
  sealed interface Leaf extends Expr permits Constant, GlobalAddress, FunctionAddress {
    @Override
    default List<Expr> children() {
      return List.of();
    }

    @Override
    default Expr withChildren(List<Expr> children) {
      return this;
    }
  }

  /**
   * A value that needs no run to know: the values of inputs and of traces. A non-null pointer is
   * not one (its object number depends on the run); traces give it as an integer of its bits.
   */
  sealed interface Constant extends Leaf permits IntConst, FloatConst, NullPointer {
    /** The value's bits: an integer's zero-extended, a float's IEEE pattern, 0 for null. */
    long bits();
  }

  /**
   * An integer constant. {@code bits} holds the value's two's-complement bit pattern, truncated to
   * the type's width and zero-extended to 64 bits.
   */
  record IntConst(IntType type, long bits) implements Constant {
    public IntConst {
      Objects.requireNonNull(type);
      bits &= type.mask();
    }

    /** The value read as a signed integer of the type's width. */
    public long signedValue() {
      return Semantics.signed(bits, type.bits());
    }

    /** The value read as an unsigned integer (meaningful up to 63 bits as a Java long). */
    public long unsignedValue() {
      return bits;
    }

    @Override
    public String toString() {
      if (type.bits() == 1) {
        return bits == 0 ? "false" : "true";
      }
      return signedValue() + ":" + type;
    }
  }

  /** A floating-point constant, given by its IEEE bit pattern (so NaN payloads and -0 survive). */
  record FloatConst(FloatType type, long bits) implements Constant {
    public FloatConst {
      Objects.requireNonNull(type);
    }

    public static FloatConst ofDouble(double value) {
      return new FloatConst(FloatType.DOUBLE, Double.doubleToRawLongBits(value));
    }

    public static FloatConst ofFloat(float value) {
      return new FloatConst(FloatType.FLOAT, Float.floatToRawIntBits(value) & 0xffffffffL);
    }

    /** The value as a Java double (exact for float and double). */
    public double value() {
      if (type.equals(FloatType.FLOAT)) {
        return Float.intBitsToFloat((int) bits);
      }
      return Double.longBitsToDouble(bits);
    }

    @Override
    public String toString() {
      return value() + (type.equals(FloatType.FLOAT) ? "f" : "");
    }
  }

  /** The null pointer: the null object at offset 0. */
  record NullPointer() implements Constant {
    @Override
    public Type type() {
      return PointerType.INSTANCE;
    }

    @Override
    public long bits() {
      return 0;
    }

    @Override
    public String toString() {
      return "null";
    }
  }

  /** The address of a global variable, offset 0. */
  record GlobalAddress(String global) implements Leaf {
    public GlobalAddress {
      Objects.requireNonNull(global);
    }

    @Override
    public Type type() {
      return PointerType.INSTANCE;
    }

    @Override
    public String toString() {
      return "&" + global;
    }
  }

  /** The address of a function, for calls through pointers. */
  record FunctionAddress(String function) implements Leaf {
    public FunctionAddress {
      Objects.requireNonNull(function);
    }

    @Override
    public Type type() {
      return PointerType.INSTANCE;
    }

    @Override
    public String toString() {
      return "&" + function + "()";
    }
  }

  /** Unary floating-point operations; each maps to one SMT-LIB FP operation. */
  enum UnaryOp {
    FNEG("-"),
    FABS("fabs"),
    FSQRT("sqrt"),
    /** Round toward negative infinity (C {@code floor}). */
    FFLOOR("floor"),
    /** Round toward positive infinity (C {@code ceil}). */
    FCEIL("ceil"),
    /** Round toward zero (C {@code trunc}). */
    FTRUNC("trunc"),
    /** Round to nearest, ties away from zero (C {@code round}). */
    FROUND("round"),
    /** Round to nearest, ties to even (C {@code rint}/{@code nearbyint}). */
    FRINT("rint");

    public final String symbol;

    UnaryOp(String symbol) {
      this.symbol = symbol;
    }
  }

  record Unary(UnaryOp op, Expr operand, int hash) implements Expr {
    Unary(UnaryOp op, Expr operand) {
      this(op, operand, hashOf(1, op.ordinal(), operand));
    }

    public Unary {
      Objects.requireNonNull(op);
      if (!(operand.type() instanceof FloatType)) {
        throw new IllegalArgumentException(op + " on non-float " + operand.type());
      }
    }

    @Override
    public Type type() {
      return operand.type();
    }

    @Override
    public List<Expr> children() {
      return List.of(operand);
    }

    @Override
    public Expr withChildren(List<Expr> children) {
      return Exprs.unary(op, children.get(0));
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Unary x && hash == x.hash && op == x.op && same(operand, x.operand);
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public String toString() {
      return op.symbol + "(" + operand + ")";
    }
  }

  /** What a binary operation yields. */
  enum ResultKind {
    /** The operands' type. */
    SAME,
    /** {@code i1}. */
    BOOL
  }

  /**
   * Binary operations with explicit signedness. Comparisons and overflow predicates yield {@code
   * i1}. Float comparisons follow LLVM's ordered (O) and unordered (U) predicates: C's {@code ==}
   * is {@link #FOEQ}, and {@code !=} is {@link #FUNE}.
   */
  enum BinaryOp {
    ADD("+", ResultKind.SAME),
    SUB("-", ResultKind.SAME),
    MUL("*", ResultKind.SAME),
    SDIV("/s", ResultKind.SAME),
    UDIV("/u", ResultKind.SAME),
    SREM("%s", ResultKind.SAME),
    UREM("%u", ResultKind.SAME),
    SHL("<<", ResultKind.SAME),
    LSHR(">>u", ResultKind.SAME),
    ASHR(">>s", ResultKind.SAME),
    AND("&", ResultKind.SAME),
    OR("|", ResultKind.SAME),
    XOR("^", ResultKind.SAME),
    EQ("==", ResultKind.BOOL),
    NE("!=", ResultKind.BOOL),
    SLT("<s", ResultKind.BOOL),
    SLE("<=s", ResultKind.BOOL),
    ULT("<u", ResultKind.BOOL),
    ULE("<=u", ResultKind.BOOL),
    /** True when the signed sum does not fit the width. */
    SADD_OVERFLOW("+s?", ResultKind.BOOL),
    UADD_OVERFLOW("+u?", ResultKind.BOOL),
    SSUB_OVERFLOW("-s?", ResultKind.BOOL),
    USUB_OVERFLOW("-u?", ResultKind.BOOL),
    SMUL_OVERFLOW("*s?", ResultKind.BOOL),
    UMUL_OVERFLOW("*u?", ResultKind.BOOL),
    FADD("+.", ResultKind.SAME),
    FSUB("-.", ResultKind.SAME),
    FMUL("*.", ResultKind.SAME),
    FDIV("/.", ResultKind.SAME),
    /** C's {@code fmod}: the remainder with the dividend's sign, truncating the quotient. */
    FREM("%.", ResultKind.SAME),
    /** C's {@code fmin}/{@code fmax}: a NaN operand yields the other operand. */
    FMIN("fmin", ResultKind.SAME),
    FMAX("fmax", ResultKind.SAME),
    FCOPYSIGN("copysign", ResultKind.SAME),
    FOEQ("==.", ResultKind.BOOL),
    FONE("!=o.", ResultKind.BOOL),
    FOLT("<.", ResultKind.BOOL),
    FOLE("<=.", ResultKind.BOOL),
    FOGT(">.", ResultKind.BOOL),
    FOGE(">=.", ResultKind.BOOL),
    FORD("ord", ResultKind.BOOL),
    FUNO("uno", ResultKind.BOOL),
    FUEQ("==u.", ResultKind.BOOL),
    FUNE("!=.", ResultKind.BOOL),
    FULT("<u.", ResultKind.BOOL),
    FULE("<=u.", ResultKind.BOOL),
    FUGT(">u.", ResultKind.BOOL),
    FUGE(">=u.", ResultKind.BOOL);

    public final String symbol;
    public final ResultKind result;

    BinaryOp(String symbol, ResultKind result) {
      this.symbol = symbol;
      this.result = result;
    }

    public boolean isFloat() {
      return compareTo(FADD) >= 0;
    }
  }

  /**
   * A binary operation. {@code signedArithmetic} marks C arithmetic on signed operands (LLVM's
   * {@code nsw}): the result still wraps, but the no-overflow property checks it.
   */
  record Binary(BinaryOp op, Expr left, Expr right, boolean signedArithmetic, int hash)
      implements Expr {
    Binary(BinaryOp op, Expr left, Expr right, boolean signedArithmetic) {
      this(
          op,
          left,
          right,
          signedArithmetic,
          hashOf(2, 2 * op.ordinal() + (signedArithmetic ? 1 : 0), left, right));
    }

    public Binary {
      Objects.requireNonNull(op);
      if (!left.type().equals(right.type())) {
        throw new IllegalArgumentException(
            "operand types differ in " + op + ": " + left.type() + " vs " + right.type());
      }
    }

    @Override
    public Type type() {
      return op.result == ResultKind.BOOL ? IntType.BOOL : left.type();
    }

    @Override
    public List<Expr> children() {
      return List.of(left, right);
    }

    @Override
    public Expr withChildren(List<Expr> children) {
      return Exprs.binary(op, children.get(0), children.get(1), signedArithmetic);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Binary x
          && hash == x.hash
          && op == x.op
          && signedArithmetic == x.signedArithmetic
          && same(left, x.left)
          && same(right, x.right);
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public String toString() {
      return "(" + left + " " + op.symbol + (signedArithmetic ? "nsw" : "") + " " + right + ")";
    }
  }

  /** Conversions. Float-to-integer conversions round toward zero, as C does. */
  enum CastOp {
    ZEXT,
    SEXT,
    TRUNC,
    FP_TO_SINT,
    FP_TO_UINT,
    SINT_TO_FP,
    UINT_TO_FP,
    FP_EXTEND,
    FP_TRUNC,
    PTR_TO_INT,
    INT_TO_PTR,
    /** Reinterpret the bits of an integer as a float of the same width, or the reverse. */
    BITCAST
  }

  record Cast(CastOp op, Expr operand, Type type, int hash) implements Expr {
    Cast(CastOp op, Expr operand, Type type) {
      this(op, operand, type, hashOf(3, 31 * op.ordinal() + type.hashCode(), operand));
    }

    public Cast {
      Objects.requireNonNull(op);
      Objects.requireNonNull(operand);
      Objects.requireNonNull(type);
    }

    @Override
    public List<Expr> children() {
      return List.of(operand);
    }

    @Override
    public Expr withChildren(List<Expr> children) {
      return Exprs.cast(op, children.get(0), type);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Cast x
          && hash == x.hash
          && op == x.op
          && type.equals(x.type)
          && same(operand, x.operand);
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public String toString() {
      return op.name().toLowerCase() + "<" + type + ">(" + operand + ")";
    }
  }

  /** If-then-else; LLVM's {@code select}. */
  record Ite(Expr condition, Expr thenValue, Expr elseValue, int hash) implements Expr {
    Ite(Expr condition, Expr thenValue, Expr elseValue) {
      this(condition, thenValue, elseValue, hashOf(4, 0, condition, thenValue, elseValue));
    }

    public Ite {
      if (!condition.type().equals(IntType.BOOL)) {
        throw new IllegalArgumentException("ite condition of type " + condition.type());
      }
      if (!thenValue.type().equals(elseValue.type())) {
        throw new IllegalArgumentException(
            "ite branches differ: " + thenValue.type() + " vs " + elseValue.type());
      }
    }

    @Override
    public Type type() {
      return thenValue.type();
    }

    @Override
    public List<Expr> children() {
      return List.of(condition, thenValue, elseValue);
    }

    @Override
    public Expr withChildren(List<Expr> children) {
      return Exprs.ite(children.get(0), children.get(1), children.get(2));
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Ite x
          && hash == x.hash
          && same(condition, x.condition)
          && same(thenValue, x.thenValue)
          && same(elseValue, x.elseValue);
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public String toString() {
      return "(" + condition + " ? " + thenValue + " : " + elseValue + ")";
    }
  }

  /** Pointer plus a signed byte offset (an integer as wide as a pointer); GEP lowers to this. */
  record PtrAdd(Expr pointer, Expr offset, int hash) implements Expr {
    PtrAdd(Expr pointer, Expr offset) {
      this(pointer, offset, hashOf(5, 0, pointer, offset));
    }

    public PtrAdd {
      if (!(pointer.type() instanceof PointerType)) {
        throw new IllegalArgumentException("ptradd on " + pointer.type());
      }
      if (!(offset.type() instanceof IntType)) {
        throw new IllegalArgumentException("ptradd offset of type " + offset.type());
      }
    }

    @Override
    public Type type() {
      return PointerType.INSTANCE;
    }

    @Override
    public List<Expr> children() {
      return List.of(pointer, offset);
    }

    @Override
    public Expr withChildren(List<Expr> children) {
      return Exprs.ptrAdd(children.get(0), children.get(1));
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof PtrAdd x
          && hash == x.hash
          && same(pointer, x.pointer)
          && same(offset, x.offset);
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public String toString() {
      return "(" + pointer + " +p " + offset + ")";
    }
  }

  /** Facts about the object a pointer points into; property checks are built from these. */
  enum Query {
    /** The byte offset into the object, as a pointer-wide integer. */
    OFFSET,
    /** The object's size in bytes, as a pointer-wide integer (0 for the null object). */
    OBJECT_SIZE,
    /** {@code i1}: the object is allocated and not yet freed (false for null). */
    LIVE,
    /** {@code i1}: the object was allocated on the heap. */
    HEAP
  }

  record PointerQuery(Query query, Expr pointer, IntType resultType, int hash) implements Expr {
    PointerQuery(Query query, Expr pointer, IntType resultType) {
      this(
          query, pointer, resultType, hashOf(6, 31 * query.ordinal() + resultType.bits(), pointer));
    }

    public PointerQuery {
      Objects.requireNonNull(query);
      if (!(pointer.type() instanceof PointerType)) {
        throw new IllegalArgumentException("pointer query on " + pointer.type());
      }
    }

    @Override
    public Type type() {
      return resultType;
    }

    @Override
    public List<Expr> children() {
      return List.of(pointer);
    }

    @Override
    public Expr withChildren(List<Expr> children) {
      return Exprs.intern(new PointerQuery(query, children.get(0), resultType));
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof PointerQuery x
          && hash == x.hash
          && query == x.query
          && resultType.equals(x.resultType)
          && same(pointer, x.pointer);
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public String toString() {
      return query.name().toLowerCase() + "(" + pointer + ")";
    }
  }

  /** Children of interned nodes: inner nodes are equal only if identical; leaves compare. */
  private static boolean same(Expr a, Expr b) {
    return a == b || (a instanceof Leaf && a.equals(b));
  }

  /** A hash code from a node's kind, its fields' codes and its children's hash codes. */
  private static int hashOf(int kind, int fields, Expr... children) {
    int h = 31 * kind + fields;
    for (Expr c : children) {
      h = 31 * h + c.hashCode();
    }
    return h;
  }
}
