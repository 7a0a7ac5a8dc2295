package dev.vigil.frontend;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Expr.UnaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import java.util.List;

/** Expands the side-effect-free intrinsics into IR expressions (bit tricks as shifts and ites). */
final class PureIntrinsics {
  private PureIntrinsics() {}

  static Expr expand(String name, List<Expr> args, Type result, SourceLoc loc)
      throws UnsupportedFeatureException {
    Expr a = args.isEmpty() ? null : args.get(0);
    switch (name) {
      case "llvm.expect",
          "llvm.expect.with.probability",
          "llvm.annotation",
          "llvm.ptr.annotation",
          "llvm.launder.invariant.group",
          "llvm.strip.invariant.group",
          "llvm.ssa.copy" -> {
        return a;
      }
      case "llvm.is.constant" -> {
        // "Not known to be constant" is always a correct answer.
        return Exprs.FALSE;
      }
      case "llvm.objectsize" -> {
        // The answer for "unknown": 0 when asked for a minimum, all ones for a maximum.
        boolean min = args.get(1) instanceof Expr.IntConst c && c.bits() != 0;
        return Exprs.intConst((IntType) result, min ? 0 : -1);
      }
      case "llvm.get.rounding" -> {
        return Exprs.intConst((IntType) result, 1); // to nearest, the only mode Vigil knows
      }
      case "llvm.fabs" -> {
        return Exprs.unary(UnaryOp.FABS, a);
      }
      case "llvm.sqrt" -> {
        return Exprs.unary(UnaryOp.FSQRT, a);
      }
      case "llvm.floor" -> {
        return Exprs.unary(UnaryOp.FFLOOR, a);
      }
      case "llvm.ceil" -> {
        return Exprs.unary(UnaryOp.FCEIL, a);
      }
      case "llvm.trunc" -> {
        return Exprs.unary(UnaryOp.FTRUNC, a);
      }
      case "llvm.round" -> {
        return Exprs.unary(UnaryOp.FROUND, a);
      }
      case "llvm.roundeven", "llvm.rint", "llvm.nearbyint" -> {
        return Exprs.unary(UnaryOp.FRINT, a);
      }
      case "llvm.minnum" -> {
        return Exprs.binary(BinaryOp.FMIN, a, args.get(1));
      }
      case "llvm.maxnum" -> {
        return Exprs.binary(BinaryOp.FMAX, a, args.get(1));
      }
      case "llvm.copysign" -> {
        return Exprs.binary(BinaryOp.FCOPYSIGN, a, args.get(1));
      }
      case "llvm.is.fpclass" -> {
        return FloatClasses.test(a, ((Expr.IntConst) args.get(1)).bits());
      }
      default -> {
        return integer(name, args, loc);
      }
    }
  }

  private static Expr integer(String name, List<Expr> args, SourceLoc loc)
      throws UnsupportedFeatureException {
    Expr a = args.get(0);
    if (!(a.type() instanceof IntType t)) {
      throw new UnsupportedFeatureException("intrinsic " + name + " on " + a.type(), loc);
    }
    switch (name) {
      case "llvm.abs" -> {
        // With its poison flag set, abs(INT_MIN) is C's undefined abs: signed arithmetic.
        boolean intMinPoison = args.get(1) instanceof Expr.IntConst c && c.bits() != 0;
        Expr negated = Exprs.binary(BinaryOp.SUB, Exprs.intConst(t, 0), a, intMinPoison);
        return Exprs.ite(Exprs.binary(BinaryOp.SLT, a, Exprs.intConst(t, 0)), negated, a);
      }
      case "llvm.smax" -> {
        return Exprs.ite(Exprs.binary(BinaryOp.SLT, a, args.get(1)), args.get(1), a);
      }
      case "llvm.smin" -> {
        return Exprs.ite(Exprs.binary(BinaryOp.SLT, a, args.get(1)), a, args.get(1));
      }
      case "llvm.umax" -> {
        return Exprs.ite(Exprs.binary(BinaryOp.ULT, a, args.get(1)), args.get(1), a);
      }
      case "llvm.umin" -> {
        return Exprs.ite(Exprs.binary(BinaryOp.ULT, a, args.get(1)), a, args.get(1));
      }
      case "llvm.bswap" -> {
        return bswap(a, t);
      }
      case "llvm.bitreverse" -> {
        return bitreverse(a, t);
      }
      case "llvm.ctpop" -> {
        return ctpop(a, t);
      }
      case "llvm.ctlz" -> {
        Expr e = Exprs.intConst(t, t.bits());
        for (int i = 0; i < t.bits(); i++) {
          e = Exprs.ite(bit(a, t, i), Exprs.intConst(t, t.bits() - 1 - i), e);
        }
        return e;
      }
      case "llvm.cttz" -> {
        Expr e = Exprs.intConst(t, t.bits());
        for (int i = t.bits() - 1; i >= 0; i--) {
          e = Exprs.ite(bit(a, t, i), Exprs.intConst(t, i), e);
        }
        return e;
      }
      case "llvm.fshl", "llvm.fshr" -> {
        return funnelShift(name.equals("llvm.fshl"), a, args.get(1), args.get(2), t);
      }
      default -> throw new UnsupportedFeatureException("intrinsic " + name, loc);
    }
  }

  private static Expr bit(Expr a, IntType t, int i) {
    Expr shifted = i == 0 ? a : Exprs.binary(BinaryOp.LSHR, a, Exprs.intConst(t, i));
    return Exprs.cast(CastOp.TRUNC, shifted, IntType.BOOL);
  }

  private static Expr bswap(Expr a, IntType t) {
    int bytes = t.bits() / 8;
    Expr result = null;
    for (int i = 0; i < bytes; i++) {
      Expr b =
          Exprs.binary(
              BinaryOp.AND,
              i == 0 ? a : Exprs.binary(BinaryOp.LSHR, a, Exprs.intConst(t, 8L * i)),
              Exprs.intConst(t, 0xff));
      int to = 8 * (bytes - 1 - i);
      Expr placed = to == 0 ? b : Exprs.binary(BinaryOp.SHL, b, Exprs.intConst(t, to));
      result = result == null ? placed : Exprs.binary(BinaryOp.OR, result, placed);
    }
    return result;
  }

  private static Expr bitreverse(Expr a, IntType t) {
    Expr result = Exprs.intConst(t, 0);
    for (int i = 0; i < t.bits(); i++) {
      Expr b = Exprs.cast(CastOp.ZEXT, bit(a, t, i), t);
      int to = t.bits() - 1 - i;
      result =
          Exprs.binary(
              BinaryOp.OR,
              result,
              to == 0 ? b : Exprs.binary(BinaryOp.SHL, b, Exprs.intConst(t, to)));
    }
    return result;
  }

  private static Expr ctpop(Expr a, IntType t) {
    if (t.bits() == 1) {
      return a;
    }
    Expr sum = Exprs.intConst(t, 0);
    for (int i = 0; i < t.bits(); i++) {
      sum = Exprs.binary(BinaryOp.ADD, sum, Exprs.cast(CastOp.ZEXT, bit(a, t, i), t));
    }
    return sum;
  }

  /**
   * {@code fshl(a, b, s)}: the high half of {@code (a:b) << (s mod w)}; fshr the low half of >>.
   */
  private static Expr funnelShift(boolean left, Expr a, Expr b, Expr s, IntType t) {
    Expr w = Exprs.intConst(t, t.bits());
    Expr amount = Exprs.binary(BinaryOp.UREM, s, w);
    Expr rest = Exprs.binary(BinaryOp.SUB, w, amount);
    Expr shifted =
        left
            ? Exprs.binary(
                BinaryOp.OR,
                Exprs.binary(BinaryOp.SHL, a, amount),
                Exprs.binary(BinaryOp.LSHR, b, rest))
            : Exprs.binary(
                BinaryOp.OR,
                Exprs.binary(BinaryOp.SHL, a, rest),
                Exprs.binary(BinaryOp.LSHR, b, amount));
    Expr zero = Exprs.binary(BinaryOp.EQ, amount, Exprs.intConst(t, 0));
    return Exprs.ite(zero, left ? a : b, shifted);
  }

  /** {@code llvm.is.fpclass}: tests of the IEEE bit fields against LLVM's class mask. */
  static final class FloatClasses {
    private FloatClasses() {}

    static Expr test(Expr x, long mask) {
      FloatType f = (FloatType) x.type();
      IntType t = IntType.of(f.totalBits());
      int mantissaBits = f.significandBits() - 1;
      Expr bits = Exprs.cast(CastOp.BITCAST, x, t);
      Expr negative = Exprs.binary(BinaryOp.SLT, bits, Exprs.intConst(t, 0));
      long expMask = ((1L << f.exponentBits()) - 1) << mantissaBits;
      long manMask = (1L << mantissaBits) - 1;
      Expr exp = Exprs.binary(BinaryOp.AND, bits, Exprs.intConst(t, expMask));
      Expr man = Exprs.binary(BinaryOp.AND, bits, Exprs.intConst(t, manMask));
      Expr expAllOnes = Exprs.binary(BinaryOp.EQ, exp, Exprs.intConst(t, expMask));
      Expr expZero = Exprs.binary(BinaryOp.EQ, exp, Exprs.intConst(t, 0));
      Expr manZero = Exprs.binary(BinaryOp.EQ, man, Exprs.intConst(t, 0));
      Expr quietBit =
          Exprs.binary(
              BinaryOp.NE,
              Exprs.binary(BinaryOp.AND, bits, Exprs.intConst(t, 1L << (mantissaBits - 1))),
              Exprs.intConst(t, 0));
      Expr nan = Exprs.and(expAllOnes, Exprs.not(manZero));
      Expr inf = Exprs.and(expAllOnes, manZero);
      Expr zero = Exprs.and(expZero, manZero);
      Expr subnormal = Exprs.and(expZero, Exprs.not(manZero));
      Expr normal = Exprs.and(Exprs.not(expZero), Exprs.not(expAllOnes));
      Expr positive = Exprs.not(negative);
      Expr[] classes = {
        Exprs.and(nan, Exprs.not(quietBit)),
        Exprs.and(nan, quietBit),
        Exprs.and(inf, negative),
        Exprs.and(normal, negative),
        Exprs.and(subnormal, negative),
        Exprs.and(zero, negative),
        Exprs.and(zero, positive),
        Exprs.and(subnormal, positive),
        Exprs.and(normal, positive),
        Exprs.and(inf, positive)
      };
      Expr result = Exprs.FALSE;
      for (int i = 0; i < classes.length; i++) {
        if ((mask & (1L << i)) != 0) {
          result = Exprs.or(result, classes[i]);
        }
      }
      return result;
    }
  }
}
