package dev.vigil.analysis;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.math.BigInteger;

/** Evaluates integer expressions over intervals, soundly for wrap-around arithmetic. */
final class IntervalEval {
  private IntervalEval() {}

  /** The interval of an integer expression, or null for other types. */
  static Interval eval(Expr e, IntervalState.Editor s) {
    if (!(e.type() instanceof IntType t)) {
      return null;
    }
    int bits = t.bits();
    return switch (e) {
      case Expr.IntConst c -> Interval.constant(bits, c.signedValue());
      case Var v -> s.get(new Cell.VarCell(v));
      case Expr.Binary b -> binary(b, bits, s);
      case Expr.Cast c -> cast(c, bits, s);
      case Expr.Ite ite -> {
        Interval a = eval(ite.thenValue(), s);
        Interval b = eval(ite.elseValue(), s);
        yield a.join(b);
      }
      // Object facts, and the other kinds whose integer values are not tracked: any value.
      case Expr.PointerQuery _,
          Expr.FloatConst _,
          Expr.NullPointer _,
          Expr.GlobalAddress _,
          Expr.FunctionAddress _,
          Expr.Unary _,
          Expr.PtrAdd _ ->
          Interval.top(bits);
    };
  }

  private static Interval binary(Expr.Binary b, int bits, IntervalState.Editor s) {
    if (b.op().result == Expr.ResultKind.BOOL) {
      return Interval.of(bits, 0, 1);
    }
    if (b.op().isFloat()) {
      return Interval.top(bits);
    }
    Interval x = eval(b.left(), s);
    Interval y = eval(b.right(), s);
    switch (b.op()) {
      case ADD:
        return exact(bits, big(x.lo()).add(big(y.lo())), big(x.hi()).add(big(y.hi())));
      case SUB:
        return exact(bits, big(x.lo()).subtract(big(y.hi())), big(x.hi()).subtract(big(y.lo())));
      case MUL:
        {
          BigInteger[] p = {
            big(x.lo()).multiply(big(y.lo())),
            big(x.lo()).multiply(big(y.hi())),
            big(x.hi()).multiply(big(y.lo())),
            big(x.hi()).multiply(big(y.hi()))
          };
          BigInteger lo = p[0];
          BigInteger hi = p[0];
          for (BigInteger v : p) {
            lo = lo.min(v);
            hi = hi.max(v);
          }
          return exact(bits, lo, hi);
        }
      case UREM:
        if (y.isConstant() && y.lo() > 0 && x.nonNegative()) {
          return Interval.of(bits, 0, Math.min(x.hi(), y.lo() - 1));
        }
        return Interval.top(bits);
      case SREM:
        if (y.isConstant() && y.lo() > 0 && y.lo() != Long.MIN_VALUE) {
          long m = y.lo() - 1;
          return x.nonNegative()
              ? Interval.of(bits, 0, Math.min(x.hi(), m))
              : Interval.of(bits, -m, m);
        }
        return Interval.top(bits);
      case UDIV:
        if (y.isConstant() && y.lo() > 0 && x.nonNegative()) {
          return Interval.of(bits, x.lo() / y.lo(), x.hi() / y.lo());
        }
        return Interval.top(bits);
      case SDIV:
        // Truncating division by a positive constant is monotone in the dividend.
        if (y.isConstant() && y.lo() > 0) {
          return Interval.of(bits, x.lo() / y.lo(), x.hi() / y.lo());
        }
        return Interval.top(bits);
      case AND:
        if (y.isConstant() && y.lo() >= 0) {
          return Interval.of(bits, 0, x.nonNegative() ? Math.min(x.hi(), y.lo()) : y.lo());
        }
        if (x.isConstant() && x.lo() >= 0) {
          return Interval.of(bits, 0, y.nonNegative() ? Math.min(y.hi(), x.lo()) : x.lo());
        }
        if (x.nonNegative() && y.nonNegative()) {
          return Interval.of(bits, 0, Math.min(x.hi(), y.hi()));
        }
        return Interval.top(bits);
      case LSHR:
        if (y.isConstant() && y.lo() > 0 && y.lo() < bits) {
          long max = Semantics.mask(bits) >>> y.lo();
          return x.nonNegative()
              ? Interval.of(bits, x.lo() >>> y.lo(), x.hi() >>> y.lo())
              : Interval.of(bits, 0, max);
        }
        return Interval.top(bits);
      case ASHR:
        if (y.isConstant() && y.lo() >= 0 && y.lo() < bits) {
          return Interval.of(bits, x.lo() >> y.lo(), x.hi() >> y.lo());
        }
        return Interval.top(bits);
      case SHL:
        if (y.isConstant() && y.lo() >= 0 && y.lo() < bits - 1) {
          BigInteger f = BigInteger.ONE.shiftLeft((int) y.lo());
          return exact(bits, big(x.lo()).multiply(f), big(x.hi()).multiply(f));
        }
        return Interval.top(bits);
      default:
        return Interval.top(bits);
    }
  }

  private static Interval cast(Expr.Cast c, int bits, IntervalState.Editor s) {
    if (!(c.operand().type() instanceof IntType from)) {
      return Interval.top(bits);
    }
    Interval x = eval(c.operand(), s);
    switch (c.op()) {
      case SEXT:
        return Interval.of(bits, x.lo(), x.hi());
      case ZEXT:
        if (x.nonNegative()) {
          return Interval.of(bits, x.lo(), x.hi());
        }
        if (x.hi() < 0) {
          // Only negative values: their unsigned readings form one range.
          long base = 1L << from.bits();
          return from.bits() < 63
              ? Interval.of(bits, x.lo() + base, x.hi() + base)
              : Interval.top(bits);
        }
        return from.bits() < 63
            ? Interval.of(bits, 0, (1L << from.bits()) - 1)
            : Interval.top(bits);
      case TRUNC:
        return Interval.of(bits, x.lo(), x.hi());
      default:
        return Interval.top(bits);
    }
  }

  /** The exact result range if it fits the type; otherwise wrap-around may occur: full range. */
  private static Interval exact(int bits, BigInteger lo, BigInteger hi) {
    if (lo.compareTo(big(Interval.min(bits))) < 0 || hi.compareTo(big(Interval.max(bits))) > 0) {
      return Interval.top(bits);
    }
    return new Interval(bits, lo.longValueExact(), hi.longValueExact());
  }

  private static BigInteger big(long v) {
    return BigInteger.valueOf(v);
  }
}
