package dev.vigil.interp;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * Compiles expressions into {@link Ev} trees over one function's registers. Subtrees without
 * variables or memory facts are folded into constants; the common integer shapes get dedicated
 * nodes.
 */
final class ExprCompiler {
  private final DataModel model;
  private final Map<String, Integer> objectNumbers;
  private final ToIntFunction<Var> slots;
  /** Shared subexpressions are compiled once (expressions are hash-consed). */
  private final Map<Expr, Ev> compiled = new IdentityHashMap<>();

  /**
   * @param objectNumbers the object number of each global and function by name
   * @param slots the register of each variable of the function
   */
  ExprCompiler(DataModel model, Map<String, Integer> objectNumbers, ToIntFunction<Var> slots) {
    this.model = model;
    this.objectNumbers = objectNumbers;
    this.slots = slots;
  }

  Ev compile(Expr e) {
    Ev known = compiled.get(e);
    if (known != null) {
      return known;
    }
    Ev ev = compileNode(e);
    if (!(ev instanceof Ev.Const) && isConstant(e)) {
      try {
        ev = new Ev.Const(ev.eval(null, null));
      } catch (Stop unsupported) {
        // keep the node: running it reports what is unsupported
      }
    }
    compiled.put(e, ev);
    return ev;
  }

  /** True when {@code e} reads neither variables nor memory. */
  private boolean isConstant(Expr e) {
    if (e instanceof Var || e instanceof Expr.PointerQuery) {
      return false;
    }
    for (Expr child : e.children()) {
      if (!(compile(child) instanceof Ev.Const)) {
        return false;
      }
    }
    return true;
  }

  private Ev compileNode(Expr e) {
    if (e instanceof Var v) {
      return new Ev.Reg(slots.applyAsInt(v));
    }
    if (e instanceof Expr.IntConst c) {
      return new Ev.Const(c.bits());
    }
    if (e instanceof Expr.FloatConst c) {
      return floatWidth(c.type()) == 0
          ? new Ev.Unsupported("floating-point format " + c.type())
          : new Ev.Const(FloatOps.canonical(c.bits(), floatWidth(c.type()) == 32));
    }
    if (e instanceof Expr.NullPointer) {
      return new Ev.Const(0);
    }
    if (e instanceof Expr.GlobalAddress g) {
      return address(g.global(), "global");
    }
    if (e instanceof Expr.FunctionAddress f) {
      return address(f.function(), "function");
    }
    if (e instanceof Expr.Binary b) {
      return binary(b);
    }
    if (e instanceof Expr.Unary u) {
      int width = floatWidth(u.type());
      return width == 0
          ? new Ev.Unsupported("floating-point format " + u.type())
          : new FloatNodes.Unary(u.op(), compile(u.operand()), width == 32);
    }
    if (e instanceof Expr.Cast c) {
      return cast(c);
    }
    if (e instanceof Expr.Ite i) {
      return new Ev.Ite(compile(i.condition()), compile(i.thenValue()), compile(i.elseValue()));
    }
    if (e instanceof Expr.PtrAdd p) {
      long offsetMask = (1L << model.offsetBits()) - 1;
      return new PointerNodes.Add(
          compile(p.pointer()), compile(p.offset()), width(p.offset().type()), offsetMask);
    }
    Expr.PointerQuery q = (Expr.PointerQuery) e;
    return new PointerNodes.Fact(q.query(), compile(q.pointer()), q.resultType().bits());
  }

  private Ev address(String name, String kind) {
    Integer number = objectNumbers.get(name);
    if (number == null) {
      return new Ev.Unsupported("address of unknown " + kind + " " + name);
    }
    return new Ev.Const((long) number << model.offsetBits());
  }

  private Ev binary(Expr.Binary b) {
    Ev left = compile(b.left());
    Ev right = compile(b.right());
    if (b.op().isFloat()) {
      int width = floatWidth(b.left().type());
      if (width == 0) {
        return new Ev.Unsupported("floating-point format " + b.left().type());
      }
      return new FloatNodes.Binary(b.op(), left, right, width == 32);
    }
    int bits = width(b.left().type());
    BinaryOp op = b.op();
    if (left instanceof Ev.Reg l && right instanceof Ev.Const r) {
      return new IntNodes.RegConst(op, l.slot, r.value, bits);
    }
    if (left instanceof Ev.Const l && right instanceof Ev.Reg r) {
      return new IntNodes.ConstReg(op, l.value, r.slot, bits);
    }
    if (left instanceof Ev.Reg l && right instanceof Ev.Reg r) {
      return new IntNodes.RegReg(op, l.slot, r.slot, bits);
    }
    return new IntNodes.Binary(op, left, right, bits);
  }

  private Ev cast(Expr.Cast c) {
    Ev operand = compile(c.operand());
    Type from = c.operand().type();
    Type to = c.type();
    CastOp op = c.op();
    switch (op) {
      case ZEXT:
      case TRUNC:
      case PTR_TO_INT:
      case INT_TO_PTR:
        return new IntNodes.Truncate(operand, width(to));
      case SEXT:
        return new IntNodes.SignExtend(operand, width(from), width(to));
      case BITCAST:
        if (to instanceof Type.FloatType) {
          return floatConversion(op, operand, width(from), to);
        }
        return new IntNodes.Truncate(operand, width(to));
      case FP_TO_SINT:
      case FP_TO_UINT:
        if (floatWidth(from) == 0) {
          return new Ev.Unsupported("floating-point format " + from);
        }
        return new FloatNodes.Convert(op, operand, floatWidth(from), width(to));
      case SINT_TO_FP:
      case UINT_TO_FP:
        return floatConversion(op, operand, width(from), to);
      default: // FP_EXTEND, FP_TRUNC
        if (floatWidth(from) == 0) {
          return new Ev.Unsupported("floating-point format " + from);
        }
        return floatConversion(op, operand, floatWidth(from), to);
    }
  }

  private Ev floatConversion(CastOp op, Ev operand, int fromWidth, Type to) {
    int toWidth = floatWidth(to);
    if (toWidth == 0) {
      return new Ev.Unsupported("floating-point format " + to);
    }
    return new FloatNodes.Convert(op, operand, fromWidth, toWidth);
  }

  /** The width in bits of a scalar type as a register holds it. */
  private int width(Type t) {
    if (t instanceof Type.IntType i) {
      return i.bits();
    }
    if (t instanceof Type.FloatType f) {
      return f.totalBits();
    }
    return model.pointerBits();
  }

  /** 32 for {@code float}, 64 for {@code double}, 0 for formats the interpreter lacks. */
  static int floatWidth(Type t) {
    if (Type.FloatType.FLOAT.equals(t)) {
      return 32;
    }
    return Type.FloatType.DOUBLE.equals(t) ? 64 : 0;
  }
}
