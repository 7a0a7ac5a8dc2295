package dev.vigil.interp;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Semantics;
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
    return switch (e) {
      case Var v -> new Ev.Reg(slots.applyAsInt(v));
      case Expr.IntConst c -> new Ev.Const(c.bits());
      case Expr.FloatConst c ->
          Semantics.evaluable(c.type())
              ? new Ev.Const(Semantics.canonical(c.type(), c.bits()))
              : unsupported(c.type());
      case Expr.NullPointer _ -> new Ev.Const(0);
      case Expr.GlobalAddress g -> address(g.global(), "global");
      case Expr.FunctionAddress f -> address(f.function(), "function");
      case Expr.Binary b -> binary(b);
      case Expr.Unary u ->
          Semantics.evaluable(u.type())
              ? new OpNodes.Unary(u.op(), compile(u.operand()), width(u.type()))
              : unsupported(u.type());
      case Expr.Cast c -> cast(c);
      case Expr.Ite i ->
          new Ev.Ite(compile(i.condition()), compile(i.thenValue()), compile(i.elseValue()));
      case Expr.PtrAdd p ->
          new PointerNodes.Add(
              compile(p.pointer()),
              compile(p.offset()),
              width(p.offset().type()),
              model.offsetBits());
      case Expr.PointerQuery q ->
          new PointerNodes.Fact(q.query(), compile(q.pointer()), q.resultType().bits());
    };
  }

  private Ev address(String name, String kind) {
    Integer number = objectNumbers.get(name);
    if (number == null) {
      return new Ev.Unsupported("address of unknown " + kind + " " + name);
    }
    return new Ev.Const(model.pointer(number, 0));
  }

  private Ev binary(Expr.Binary b) {
    Type operands = b.left().type();
    if (!Semantics.evaluable(operands)) {
      return unsupported(operands);
    }
    Ev left = compile(b.left());
    Ev right = compile(b.right());
    int width = width(operands);
    BinaryOp op = b.op();
    if (left instanceof Ev.Reg l && right instanceof Ev.Const r) {
      return new OpNodes.RegConst(op, l.slot, r.value, width);
    }
    if (left instanceof Ev.Const l && right instanceof Ev.Reg r) {
      return new OpNodes.ConstReg(op, l.value, r.slot, width);
    }
    if (left instanceof Ev.Reg l && right instanceof Ev.Reg r) {
      return new OpNodes.RegReg(op, l.slot, r.slot, width);
    }
    return new OpNodes.Binary(op, left, right, width);
  }

  private Ev cast(Expr.Cast c) {
    Type from = c.operand().type();
    Type to = c.type();
    if (!Semantics.evaluable(from)) {
      return unsupported(from);
    }
    if (!Semantics.evaluable(to)) {
      return unsupported(to);
    }
    return new OpNodes.Cast(
        c.op(), compile(c.operand()), width(from), width(to), to instanceof Type.FloatType);
  }

  /** The width in bits of a scalar type as a register holds it. */
  private int width(Type t) {
    return t.width(model);
  }

  private static Ev unsupported(Type format) {
    return new Ev.Unsupported("floating-point format " + format);
  }
}
