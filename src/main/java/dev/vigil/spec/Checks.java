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
    if (op instanceof Op.Load l) {
      deref(l.address(), l.target().type().accessSize(model), checks);
    } else if (op instanceof Op.Store s) {
      deref(s.address(), s.value().type().accessSize(model), checks);
    } else if (op instanceof Op.MemCopy m) {
      derefRange(m.destination(), m.size(), checks);
      derefRange(m.source(), m.size(), checks);
    } else if (op instanceof Op.MemSet m) {
      derefRange(m.destination(), m.size(), checks);
    } else if (op instanceof Op.Free f) {
      free(f.pointer(), checks);
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
    Expr size = Exprs.query(Query.OBJECT_SIZE, address, sizeType);
    Expr offset = Exprs.query(Query.OFFSET, address, sizeType);
    Expr empty = Exprs.binary(BinaryOp.EQ, len, Exprs.intConst(sizeType, 0));
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
    long size = -1;
    if (base instanceof Expr.GlobalAddress g) {
      size = globalSizes.getOrDefault(g.global(), -1L);
    } else if (base instanceof Var v) {
      size = stack.sizeOf(v);
    }
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
        Expr zero = Exprs.binary(BinaryOp.EQ, b.right(), Exprs.intConst((Type.IntType) b.right().type(), 0));
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
      case ADD, SUB, MUL -> {
        if (b.signedArithmetic() && properties.contains(Property.NO_OVERFLOW)) {
          BinaryOp overflow =
              switch (b.op()) {
                case ADD -> BinaryOp.SADD_OVERFLOW;
                case SUB -> BinaryOp.SSUB_OVERFLOW;
                default -> BinaryOp.SMUL_OVERFLOW;
              };
          checks.add(
              new Check(
                  Exprs.binary(overflow, b.left(), b.right()),
                  Property.NO_OVERFLOW,
                  "signed " + b.op().name().toLowerCase() + " overflow"));
        }
      }
      case SHL, LSHR, ASHR -> shift(b, t, checks);
      default -> {}
    }
  }

  /**
   * A shift by the width or more is undefined in C. A signed left shift overflows, for
   * no-overflow, when {@code x * 2^y} does not fit: then shifting back does not restore x.
   */
  private void shift(Expr.Binary b, Type.IntType t, List<Check> checks) {
    Expr width = Exprs.intConst(t, t.bits());
    Expr tooFar = Exprs.binary(BinaryOp.ULE, width, b.right());
    boolean constantAmount =
        b.right() instanceof Expr.IntConst c && Long.compareUnsigned(c.bits(), t.bits()) < 0;
    if (b.op() == BinaryOp.SHL && b.signedArithmetic() && properties.contains(Property.NO_OVERFLOW)) {
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
