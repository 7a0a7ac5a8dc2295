package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Narrows intervals by what an assumed condition implies. */
final class IntervalRefiner {
  /** How far back a branch condition's definition is looked for in straight-line code. */
  private static final int CHAIN_LIMIT = 32;

  private IntervalRefiner() {}

  static void assume(Cfa cfa, Edge edge, Expr condition, IntervalState.Editor s) {
    assume(condition, true, s, definitions(cfa, edge), 0);
  }

  /**
   * Definitions {@code v := e} in the straight-line code just before {@code edge} whose variable
   * and operands are not reassigned before the edge, so {@code v} still equals {@code e} there.
   */
  private static Map<Var, Expr> definitions(Cfa cfa, Edge edge) {
    Map<Var, Expr> defs = new LinkedHashMap<>();
    Set<Var> killed = new HashSet<>();
    dev.vigil.ir.Location at = edge.source();
    for (int steps = 0; steps < CHAIN_LIMIT; steps++) {
      List<Edge> in = cfa.incoming(at);
      if (in.size() != 1) {
        break;
      }
      Edge e = in.get(0);
      if (e.op() instanceof Op.Assign a
          && !killed.contains(a.target())
          && disjoint(variables(a.value()), killed)) {
        defs.putIfAbsent(a.target(), a.value());
      }
      killed.addAll(Ops.assignedVars(e.op()));
      at = e.source();
    }
    return defs;
  }

  private static boolean disjoint(Set<Var> a, Set<Var> b) {
    for (Var v : a) {
      if (b.contains(v)) {
        return false;
      }
    }
    return true;
  }

  private static Set<Var> variables(Expr e) {
    Set<Var> vars = new HashSet<>();
    collect(e, vars);
    return vars;
  }

  private static void collect(Expr e, Set<Var> vars) {
    if (e instanceof Var v) {
      vars.add(v);
    }
    for (Expr c : e.children()) {
      collect(c, vars);
    }
  }

  private static void assume(
      Expr c, boolean truth, IntervalState.Editor s, Map<Var, Expr> defs, int depth) {
    if (depth > 8) {
      return;
    }
    switch (c) {
      case Expr.IntConst k -> {
        if ((k.bits() != 0) != truth) {
          s.markUnreachable();
        }
      }
      case Var v -> {
        Expr def = defs.get(v);
        if (def != null) {
          assume(def, truth, s, defs, depth + 1);
        }
      }
      case Expr.Binary b -> assumeBinary(b, truth, s, defs, depth);
      // Conditions of other shapes teach nothing about intervals.
      case Expr.FloatConst _,
          Expr.NullPointer _,
          Expr.GlobalAddress _,
          Expr.FunctionAddress _,
          Expr.Unary _,
          Expr.Cast _,
          Expr.Ite _,
          Expr.PtrAdd _,
          Expr.PointerQuery _ -> {}
    }
  }

  private static void assumeBinary(
      Expr.Binary b, boolean truth, IntervalState.Editor s, Map<Var, Expr> defs, int depth) {
    if (b.op() == BinaryOp.XOR && b.right().equals(Exprs.TRUE)) {
      assume(b.left(), !truth, s, defs, depth + 1);
      return;
    }
    if (b.op() == BinaryOp.AND && truth && b.type().equals(IntType.BOOL)) {
      assume(b.left(), true, s, defs, depth + 1);
      assume(b.right(), true, s, defs, depth + 1);
      return;
    }
    if (b.op() == BinaryOp.OR && !truth && b.type().equals(IntType.BOOL)) {
      assume(b.left(), false, s, defs, depth + 1);
      assume(b.right(), false, s, defs, depth + 1);
      return;
    }
    if ((b.op() == BinaryOp.NE || b.op() == BinaryOp.EQ)
        && b.left() instanceof Expr.Cast c
        && c.op() == Expr.CastOp.ZEXT
        && c.operand() instanceof Expr.Binary
        && c.operand().type().equals(IntType.BOOL)
        && b.right() instanceof Expr.IntConst k
        && k.bits() == 0) {
      // zext(c) != 0 is c, as the front end writes a comparison passed as an int.
      assume(c.operand(), truth == (b.op() == BinaryOp.NE), s, defs, depth + 1);
      return;
    }
    if (!(b.left().type() instanceof IntType)) {
      return;
    }
    compare(b.op(), b.left(), b.right(), truth, s);
  }

  private static void compare(BinaryOp op, Expr a, Expr b, boolean truth, IntervalState.Editor s) {
    if (!truth) {
      switch (op) {
        case EQ -> op = BinaryOp.NE;
        case NE -> op = BinaryOp.EQ;
        case SLT, SLE, ULT, ULE -> {
          // !(a < b) is b <= a, and !(a <= b) is b < a.
          BinaryOp flipped =
              op == BinaryOp.SLT
                  ? BinaryOp.SLE
                  : op == BinaryOp.SLE
                      ? BinaryOp.SLT
                      : op == BinaryOp.ULT ? BinaryOp.ULE : BinaryOp.ULT;
          compare(flipped, b, a, true, s);
          return;
        }
        default -> {
          return;
        }
      }
    }
    Interval ia = IntervalEval.eval(a, s);
    Interval ib = IntervalEval.eval(b, s);
    int bits = ia.bits();
    long min = Interval.min(bits);
    long max = Interval.max(bits);
    switch (op) {
      case EQ -> {
        narrow(a, ia.lo(), ia.hi(), ib, s);
        narrow(b, ib.lo(), ib.hi(), ia, s);
      }
      case NE -> {
        if (ib.isConstant()) {
          shave(a, ia, ib.lo(), s);
        }
        if (ia.isConstant()) {
          shave(b, ib, ia.lo(), s);
        }
      }
      case SLT -> {
        if (ib.hi() == min || ia.lo() == max) {
          s.markUnreachable(); // nothing is below the minimum or above the maximum
          return;
        }
        narrow(a, min, ib.hi() - 1, null, s);
        narrow(b, ia.lo() + 1, max, null, s);
      }
      case SLE -> {
        narrow(a, min, ib.hi(), null, s);
        narrow(b, ia.lo(), max, null, s);
      }
      case ULT, ULE -> {
        long strict = op == BinaryOp.ULT ? 1 : 0;
        // b read unsigned fits the signed range: then a, being unsigned-below b, is too.
        if (ib.nonNegative()) {
          if (ib.hi() - strict < 0) {
            s.markUnreachable();
            return;
          }
          narrow(a, 0, ib.hi() - strict, null, s);
          if (ia.nonNegative()) {
            if (ia.lo() == max && strict == 1) {
              s.markUnreachable();
              return;
            }
            narrow(b, ia.lo() + strict, max, null, s);
          }
        }
      }
      default -> {}
    }
  }

  private static void shave(Expr a, Interval ia, long value, IntervalState.Editor s) {
    if (ia.lo() == value && ia.hi() == value) {
      s.markUnreachable();
    } else if (ia.lo() == value) {
      narrow(a, value + 1, ia.hi(), null, s);
    } else if (ia.hi() == value) {
      narrow(a, ia.lo(), value - 1, null, s);
    }
  }

  /** Narrows term {@code a} to [lo, hi] (∩ {@code also} if given) where it names a cell. */
  private static void narrow(Expr a, long lo, long hi, Interval also, IntervalState.Editor s) {
    Interval ia = IntervalEval.eval(a, s);
    if (ia == null) {
      return;
    }
    if (lo > hi) {
      s.markUnreachable();
      return;
    }
    Interval target = new Interval(ia.bits(), lo, hi);
    if (also != null) {
      target = target.meet(also);
      if (target == null) {
        s.markUnreachable();
        return;
      }
    }
    switch (a) {
      case Expr.IntConst k -> {
        if (!target.contains(k.signedValue())) {
          s.markUnreachable();
        }
      }
      case Var v -> {
        s.refine(new Cell.VarCell(v), target);
        Cell.GlobalCell g = s.copyOf(v);
        if (g != null) {
          s.refine(g, target);
        }
      }
      case Expr.Cast cast -> narrowCast(cast, target, s);
      // Terms of other shapes name no cell.
      case Expr.FloatConst _,
          Expr.NullPointer _,
          Expr.GlobalAddress _,
          Expr.FunctionAddress _,
          Expr.Unary _,
          Expr.Binary _,
          Expr.Ite _,
          Expr.PtrAdd _,
          Expr.PointerQuery _ -> {}
    }
  }

  private static void narrowCast(Expr.Cast cast, Interval target, IntervalState.Editor s) {
    if (!(cast.operand() instanceof Var v) || !(v.type() instanceof IntType from)) {
      return;
    }
    switch (cast.op()) {
      case SEXT -> {
        // within the source's range, sext keeps the value
        Interval inner = target.meet(Interval.top(from));
        if (inner == null) {
          s.markUnreachable();
        } else {
          narrow(v, inner.lo(), inner.hi(), null, s);
        }
      }
      case ZEXT -> narrowZext(v, from.bits(), target, s);
      default -> {}
    }
  }

  /**
   * Narrows {@code v}, a register of {@code bits} bits, to the values whose zero extension lies in
   * {@code target}: those in the lower half of its unsigned range read alike signed, those in the
   * upper half are the negative ones, 2^bits lower ({@code zext(c) < 8} bounds an unsigned char
   * counter to [0, 7], where the target is [min, 7] of the wider type). Of a target in both halves,
   * the parts that meet {@code v}'s interval (a counter in [0, 8] leaves its loop at 8 by {@code 8
   * <= zext(c)}).
   */
  private static void narrowZext(Var v, int bits, Interval target, IntervalState.Editor s) {
    if (bits >= 63) {
      return;
    }
    long half = 1L << (bits - 1);
    Interval now = IntervalEval.eval(v, s);
    if (now == null) {
      now = Interval.top(bits);
    }
    Interval lower = target.meet(new Interval(target.bits(), 0, half - 1));
    Interval upper = target.meet(new Interval(target.bits(), half, 2 * half - 1));
    lower = lower == null ? null : now.meet(new Interval(bits, lower.lo(), lower.hi()));
    upper =
        upper == null
            ? null
            : now.meet(new Interval(bits, upper.lo() - 2 * half, upper.hi() - 2 * half));
    if (lower == null && upper == null) {
      s.markUnreachable();
      return;
    }
    Interval within = lower == null ? upper : upper == null ? lower : lower.join(upper);
    narrow(v, within.lo(), within.hi(), null, s);
  }
}
