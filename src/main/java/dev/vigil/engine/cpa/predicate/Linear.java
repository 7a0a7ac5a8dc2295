package dev.vigil.engine.cpa.predicate;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Type.IntType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A sum of integer terms times constants plus a constant, read over the integers: a term is a
 * register or any other integer expression taken whole ({@code n / 2}). What it says of C's
 * wrapping arithmetic is for a solver to check; here it only shapes candidates.
 */
record Linear(Map<Expr, BigInteger> terms, BigInteger constant) {
  Linear {
    Map<Expr, BigInteger> nonZero = new LinkedHashMap<>();
    terms.forEach(
        (t, c) -> {
          if (c.signum() != 0) {
            nonZero.put(t, c);
          }
        });
    terms = java.util.Collections.unmodifiableMap(nonZero);
  }

  /** The linear form of an integer expression. */
  static Linear of(Expr e) {
    if (e instanceof Expr.IntConst c) {
      return new Linear(Map.of(), BigInteger.valueOf(c.signedValue()));
    }
    if (e instanceof Expr.Binary b) {
      switch (b.op()) {
        case ADD -> {
          return of(b.left()).plus(of(b.right()));
        }
        case SUB -> {
          return of(b.left()).minus(of(b.right()));
        }
        case MUL -> {
          if (b.left() instanceof Expr.IntConst c) {
            return of(b.right()).times(BigInteger.valueOf(c.signedValue()));
          }
          if (b.right() instanceof Expr.IntConst c) {
            return of(b.left()).times(BigInteger.valueOf(c.signedValue()));
          }
        }
        default -> {}
      }
    }
    return new Linear(Map.of(e, BigInteger.ONE), BigInteger.ZERO);
  }

  Linear plus(Linear o) {
    Map<Expr, BigInteger> sum = new LinkedHashMap<>(terms);
    o.terms.forEach((t, c) -> sum.merge(t, c, BigInteger::add));
    return new Linear(sum, constant.add(o.constant));
  }

  Linear minus(Linear o) {
    return plus(o.times(BigInteger.ONE.negate()));
  }

  Linear times(BigInteger k) {
    Map<Expr, BigInteger> scaled = new LinkedHashMap<>();
    terms.forEach((t, c) -> scaled.put(t, c.multiply(k)));
    return new Linear(scaled, constant.multiply(k));
  }

  /**
   * The forms {@code f} with {@code condition} equivalent to all {@code f <= 0} over the integers,
   * for signed comparisons (and their negations) and equalities of integers; empty for others.
   */
  static List<AtMostZero> bounds(Expr condition, boolean negated) {
    if (!(condition instanceof Expr.Binary b)) {
      return List.of();
    }
    if (b.op() == BinaryOp.XOR && b.right().equals(Exprs.TRUE)) {
      return bounds(b.left(), !negated);
    }
    if ((b.op() == BinaryOp.EQ || b.op() == BinaryOp.NE)
        && b.left() instanceof Expr.Cast c
        && c.op() == Expr.CastOp.ZEXT
        && c.operand().type().equals(IntType.BOOL)
        && b.right() instanceof Expr.IntConst k) {
      boolean holds = (k.bits() != 0) == (b.op() == BinaryOp.EQ);
      return bounds(c.operand(), holds == negated);
    }
    if (!(b.left().type() instanceof IntType t) || t.equals(IntType.BOOL)) {
      return List.of();
    }
    Linear l = of(b.left());
    Linear r = of(b.right());
    Linear one = new Linear(Map.of(), BigInteger.ONE);
    List<AtMostZero> out = new ArrayList<>();
    switch (b.op()) {
      case SLT -> out.add(new AtMostZero(t, negated ? r.minus(l) : l.minus(r).plus(one)));
      case SLE -> out.add(new AtMostZero(t, negated ? r.minus(l).plus(one) : l.minus(r)));
      case EQ, NE -> {
        if ((b.op() == BinaryOp.EQ) != negated) {
          out.add(new AtMostZero(t, l.minus(r)));
          out.add(new AtMostZero(t, r.minus(l)));
        }
      }
      default -> {}
    }
    return out;
  }

  /** {@code form <= 0} over a type. */
  record AtMostZero(IntType type, Linear form) {
    /**
     * As a signed comparison of the type, terms with positive coefficients on the left; empty if a
     * coefficient does not fit the type or no term is left.
     */
    Optional<Expr> expression() {
      BigInteger gcd = BigInteger.ZERO;
      for (BigInteger c : form.terms.values()) {
        gcd = gcd.gcd(c);
      }
      if (gcd.signum() == 0) {
        return Optional.empty();
      }
      // sum c_i x_i + constant <= 0, each c_i a multiple of g: sum (c_i / g) x_i <= k.
      BigInteger[] qr = form.constant.negate().divideAndRemainder(gcd);
      BigInteger k = qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
      Expr left = null;
      Expr right = null;
      for (Map.Entry<Expr, BigInteger> e : form.terms.entrySet()) {
        BigInteger c = e.getValue().divide(gcd);
        Optional<Expr> term = scaled(e.getKey(), c.abs());
        if (term.isEmpty()) {
          return Optional.empty();
        }
        if (c.signum() > 0) {
          left = left == null ? term.get() : Exprs.binary(BinaryOp.ADD, left, term.get());
        } else {
          right = right == null ? term.get() : Exprs.binary(BinaryOp.ADD, right, term.get());
        }
      }
      // left - right <= k, so left <= right + k.
      Optional<Expr> bound = constant(k);
      if (bound.isEmpty()) {
        return Optional.empty();
      }
      if (left == null) {
        left = Exprs.intConst(type, 0);
      }
      if (right == null) {
        right = bound.get();
      } else if (k.signum() != 0) {
        right = Exprs.binary(BinaryOp.ADD, right, bound.get());
      }
      return Optional.of(Exprs.binary(BinaryOp.SLE, left, right));
    }

    private Optional<Expr> scaled(Expr term, BigInteger c) {
      if (c.equals(BigInteger.ONE)) {
        return Optional.of(term);
      }
      return constant(c).map(k -> Exprs.binary(BinaryOp.MUL, k, term));
    }

    private Optional<Expr> constant(BigInteger k) {
      return k.bitLength() < type.bits()
          ? Optional.of(Exprs.intConst(type, k.longValueExact()))
          : Optional.empty();
    }
  }
}
