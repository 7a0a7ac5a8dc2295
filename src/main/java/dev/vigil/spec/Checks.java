package dev.vigil.spec;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.Query;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Op;
import dev.vigil.ir.Property;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Builds the checks to run before an operation, for the properties being verified. */
final class Checks {
  private final Set<Property> properties;
  private final DataModel model;
  private final Type.IntType sizeType;
  private final StackObjects stack;
  private final java.util.Map<String, Long> globalSizes;

  Checks(
      Set<Property> properties,
      DataModel model,
      StackObjects stack,
      java.util.Map<String, Long> globalSizes) {
    this.properties = properties;
    this.model = model;
    this.sizeType = model.pointerIntType();
    this.stack = stack;
    this.globalSizes = globalSizes;
  }

  List<Check> before(Op op) {
    List<Check> checks = new ArrayList<>();
    for (Expr e : dev.vigil.ir.Ops.expressions(op)) {
      arithmetic(e, checks, new LinkedHashSet<>());
    }
    switch (op) {
      case Op.Load l -> deref(l.address(), l.target().type().accessSize(model), checks);
      case Op.Store s -> deref(s.address(), s.value().type().accessSize(model), checks);
      case Op.MemCopy m -> {
        derefRange(m.destination(), m.size(), checks);
        derefRange(m.source(), m.size(), checks);
      }
      case Op.MemSet m -> derefRange(m.destination(), m.size(), checks);
      case Op.Free f -> free(f.pointer(), checks);
      // No access: the havocs change only live objects (docs/SEMANTICS.md).
      case Op.Assign _,
          Op.ParallelAssign _,
          Op.Assume _,
          Op.Havoc _,
          Op.Alloc _,
          Op.Call _,
          Op.Return _,
          Op.Error _,
          Op.HavocMemory _,
          Op.HavocObjects _,
          Op.Halt _,
          Op.Skip _ -> {}
    }
    return checks;
  }

  private Property memoryProperty(Property p) {
    return properties.contains(p) ? p : Property.UNDEFINED_BEHAVIOR;
  }

  private void deref(Expr address, long bytes, List<Check> checks) {
    if (provablyInBounds(address, bytes)) {
      return;
    }
    if (properties.contains(Property.NULL_DEREF)) {
      checks.add(new Check(isNull(address), Property.NULL_DEREF, "null dereference"));
    }
    Expr size = Exprs.query(Query.OBJECT_SIZE, address, sizeType);
    Expr offset = Exprs.query(Query.OFFSET, address, sizeType);
    Expr n = Exprs.intConst(sizeType, bytes);
    Expr valid =
        Exprs.and(
            Exprs.query(Query.LIVE, address, Type.IntType.BOOL),
            Exprs.and(
                Exprs.binary(BinaryOp.ULE, n, size),
                Exprs.binary(BinaryOp.ULE, offset, Exprs.binary(BinaryOp.SUB, size, n))));
    checks.add(
        new Check(Exprs.not(valid), memoryProperty(Property.VALID_DEREF), "invalid dereference"));
  }

  private void derefRange(Expr address, Expr length, List<Check> checks) {
    if (length instanceof Expr.IntConst c) {
      if (c.unsignedValue() != 0) {
        deref(address, c.unsignedValue(), checks);
      }
      return;
    }
    Expr len = widen(length);
    Expr empty = Exprs.binary(BinaryOp.EQ, len, Exprs.intConst(sizeType, 0));
    if (properties.contains(Property.NULL_DEREF)) {
      checks.add(
          new Check(
              Exprs.and(Exprs.not(empty), isNull(address)),
              Property.NULL_DEREF,
              "null dereference"));
    }
    Expr size = Exprs.query(Query.OBJECT_SIZE, address, sizeType);
    Expr offset = Exprs.query(Query.OFFSET, address, sizeType);
    Expr inBounds =
        Exprs.and(
            Exprs.query(Query.LIVE, address, Type.IntType.BOOL),
            Exprs.and(
                Exprs.binary(BinaryOp.ULE, len, size),
                Exprs.binary(BinaryOp.ULE, offset, Exprs.binary(BinaryOp.SUB, size, len))));
    checks.add(
        new Check(
            Exprs.not(Exprs.or(empty, inBounds)),
            memoryProperty(Property.VALID_DEREF),
            "invalid memory range"));
  }

  /**
   * Whether the pointer {@code address} is computed from is null: the address without the offsets
   * added to it ({@code p->field}, {@code p[i]}). Like Calysto, a non-null pointer plus an offset
   * counts as non-null; an address that is invalid in another way is an invalid dereference.
   */
  private static Expr isNull(Expr address) {
    Expr base = address;
    while (base instanceof Expr.PtrAdd add) {
      base = add.pointer();
    }
    return Exprs.binary(BinaryOp.EQ, base, Exprs.NULL);
  }

  private Expr widen(Expr e) {
    Type.IntType t = (Type.IntType) e.type();
    if (t.bits() == sizeType.bits()) {
      return e;
    }
    return t.bits() < sizeType.bits()
        ? Exprs.cast(Expr.CastOp.ZEXT, e, sizeType)
        : Exprs.cast(Expr.CastOp.TRUNC, e, sizeType);
  }

  private void free(Expr pointer, List<Check> checks) {
    Expr isNull = Exprs.binary(BinaryOp.EQ, pointer, Exprs.NULL);
    Expr freeable =
        Exprs.and(
            Exprs.query(Query.LIVE, pointer, Type.IntType.BOOL),
            Exprs.and(
                Exprs.query(Query.HEAP, pointer, Type.IntType.BOOL),
                Exprs.binary(
                    BinaryOp.EQ,
                    Exprs.query(Query.OFFSET, pointer, sizeType),
                    Exprs.intConst(sizeType, 0))));
    checks.add(
        new Check(
            Exprs.not(Exprs.or(isNull, freeable)),
            memoryProperty(Property.VALID_FREE),
            "invalid free"));
  }

  /** Accesses to globals and own stack objects at constant in-bounds offsets cannot fail. */
  private boolean provablyInBounds(Expr address, long bytes) {
    long offset = 0;
    Expr base = address;
    if (address instanceof Expr.PtrAdd add && add.offset() instanceof Expr.IntConst c) {
      offset = c.signedValue();
      base = add.pointer();
    }
    long size =
        switch (base) {
          case Expr.GlobalAddress g -> globalSizes.getOrDefault(g.global(), -1L);
          case Var v -> stack.sizeOf(v);
          // Pointers into objects of a size not known here.
          case Expr.IntConst _,
              Expr.FloatConst _,
              Expr.NullPointer _,
              Expr.FunctionAddress _,
              Expr.Unary _,
              Expr.Binary _,
              Expr.Cast _,
              Expr.Ite _,
              Expr.PtrAdd _,
              Expr.PointerQuery _ ->
              -1;
        };
    return size >= 0 && offset >= 0 && offset + bytes <= size;
  }

  /** Division by zero and, for no-overflow, signed overflow in {@code e} and its subterms. */
  private void arithmetic(Expr e, List<Check> checks, Set<Expr> seen) {
    if (!seen.add(e)) {
      return;
    }
    for (Expr child : e.children()) {
      arithmetic(child, checks, seen);
    }
    if (!(e instanceof Expr.Binary b)) {
      return;
    }
    Type.IntType t = b.type() instanceof Type.IntType it ? it : null;
    switch (b.op()) {
      case SDIV, UDIV, SREM, UREM -> {
        Expr zero =
            Exprs.binary(
                BinaryOp.EQ, b.right(), Exprs.intConst((Type.IntType) b.right().type(), 0));
        checks.add(new Check(zero, Property.UNDEFINED_BEHAVIOR, "division by zero"));
        if (b.op() == BinaryOp.SDIV || b.op() == BinaryOp.SREM) {
          Expr minOverMinusOne =
              Exprs.and(
                  Exprs.binary(BinaryOp.EQ, b.left(), Exprs.intConst(t, 1L << (t.bits() - 1))),
                  Exprs.binary(BinaryOp.EQ, b.right(), Exprs.intConst(t, -1)));
          checks.add(
              new Check(
                  minOverMinusOne,
                  properties.contains(Property.NO_OVERFLOW) && b.signedArithmetic()
                      ? Property.NO_OVERFLOW
                      : Property.UNDEFINED_BEHAVIOR,
                  "signed division overflow"));
        }
      }
      case ADD -> overflow(b, BinaryOp.SADD_OVERFLOW, checks);
      case SUB -> overflow(b, BinaryOp.SSUB_OVERFLOW, checks);
      case MUL -> overflow(b, BinaryOp.SMUL_OVERFLOW, checks);
      case SHL, LSHR, ASHR -> shift(b, t, checks);
      // Defined for all operands: bit operations, comparisons, overflow predicates, and floats.
      case AND, OR, XOR, EQ, NE, SLT, SLE, ULT, ULE -> {}
      case SADD_OVERFLOW,
          UADD_OVERFLOW,
          SSUB_OVERFLOW,
          USUB_OVERFLOW,
          SMUL_OVERFLOW,
          UMUL_OVERFLOW -> {}
      case FADD, FSUB, FMUL, FDIV, FREM, FMIN, FMAX, FCOPYSIGN -> {}
      case FOEQ, FONE, FOLT, FOLE, FOGT, FOGE, FORD, FUNO, FUEQ, FUNE, FULT, FULE, FUGT, FUGE -> {}
    }
  }

  /** For no-overflow, C's signed {@code +}, {@code -}, {@code *} must fit. */
  private void overflow(Expr.Binary b, BinaryOp overflow, List<Check> checks) {
    if (b.signedArithmetic() && properties.contains(Property.NO_OVERFLOW)) {
      checks.add(
          new Check(
              Exprs.binary(overflow, b.left(), b.right()),
              Property.NO_OVERFLOW,
              "signed " + b.op().name().toLowerCase() + " overflow"));
    }
  }

  /**
   * A shift by the width or more is undefined in C. A signed left shift overflows, for no-overflow,
   * when {@code x * 2^y} does not fit: then shifting back does not restore x.
   */
  private void shift(Expr.Binary b, Type.IntType t, List<Check> checks) {
    Expr width = Exprs.intConst(t, t.bits());
    Expr tooFar = Exprs.binary(BinaryOp.ULE, width, b.right());
    boolean constantAmount =
        b.right() instanceof Expr.IntConst c && Long.compareUnsigned(c.bits(), t.bits()) < 0;
    if (b.op() == BinaryOp.SHL
        && b.signedArithmetic()
        && properties.contains(Property.NO_OVERFLOW)) {
      Expr shifted = Exprs.binary(BinaryOp.SHL, b.left(), b.right());
      Expr lost =
          Exprs.binary(BinaryOp.NE, Exprs.binary(BinaryOp.ASHR, shifted, b.right()), b.left());
      checks.add(
          new Check(
              constantAmount ? lost : Exprs.or(tooFar, lost),
              Property.NO_OVERFLOW,
              "signed shift overflow"));
    } else if (!constantAmount) {
      checks.add(new Check(tooFar, Property.UNDEFINED_BEHAVIOR, "shift by the width or more"));
    }
  }
}
