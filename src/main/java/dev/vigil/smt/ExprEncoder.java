package dev.vigil.smt;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.Binary;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.Cast;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Expr.FloatConst;
import dev.vigil.ir.Expr.FunctionAddress;
import dev.vigil.ir.Expr.GlobalAddress;
import dev.vigil.ir.Expr.IntConst;
import dev.vigil.ir.Expr.Ite;
import dev.vigil.ir.Expr.NullPointer;
import dev.vigil.ir.Expr.PointerQuery;
import dev.vigil.ir.Expr.PtrAdd;
import dev.vigil.ir.Expr.Unary;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import dev.vigil.ir.Var;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * Encodes expressions in a state. Constant subterms are folded with the concrete semantics ({@link
 * Semantics}), so that only what depends on symbols reaches the solver. Expressions are
 * hash-consed, so a cache by identity encodes a shared subterm once per state.
 */
final class ExprEncoder {
  /** How variables get their values: from the state's SSA indexing. */
  interface Variables {
    Term valueOf(Var v, SymState state) throws Unsupported;
  }

  private final Formulas f;
  private final Layout layout;
  private final BvEncoding bv;
  private final FpEncoding fp;
  private final MemoryEncoding memory;
  private final Variables variables;
  private final Map<Expr, Term> cache = new IdentityHashMap<>();
  private SymState cachedFor;

  ExprEncoder(
      Formulas f, BvEncoding bv, FpEncoding fp, MemoryEncoding memory, Variables variables) {
    this.f = f;
    this.layout = f.layout;
    this.bv = bv;
    this.fp = fp;
    this.memory = memory;
    this.variables = variables;
  }

  Term encode(Expr e, SymState state) throws Unsupported {
    if (e instanceof Var v) {
      return variables.valueOf(v, state);
    }
    if (state != cachedFor) {
      cache.clear();
      cachedFor = state;
    }
    Term t = cache.get(e);
    if (t == null) {
      t = compute(e, state);
      cache.put(e, t);
    }
    return t;
  }

  private Term compute(Expr e, SymState s) throws Unsupported {
    return switch (e) {
      case Var v -> variables.valueOf(v, s);
      case IntConst c -> Term.concrete(c.type(), c.bits());
      case FloatConst c -> Term.concrete(c.type(), Semantics.canonical(c.type(), c.bits()));
      case NullPointer _ -> Term.concrete(PointerType.INSTANCE, 0);
      case GlobalAddress g ->
          Term.concrete(PointerType.INSTANCE, layout.address(layout.globalObject(g.global())));
      case FunctionAddress fa ->
          Term.concrete(PointerType.INSTANCE, layout.address(layout.functionObject(fa.function())));
      case Unary u -> unary(u, encode(u.operand(), s));
      case Binary b -> {
        Term x = encode(b.left(), s);
        Term y = encode(b.right(), s);
        Expr narrow = x.isConcrete() && y.isConcrete() ? null : narrowRemainder(b);
        yield narrow != null ? encode(narrow, s) : binary(b, x, y);
      }
      case Cast c -> cast(c, encode(c.operand(), s));
      case Ite ite -> {
        Term c = encode(ite.condition(), s);
        if (c.isConcrete()) {
          yield encode(c.bits != 0 ? ite.thenValue() : ite.elseValue(), s);
        }
        yield f.iteTerm(f.asBool(c), encode(ite.thenValue(), s), encode(ite.elseValue(), s));
      }
      case PtrAdd p -> ptrAdd(encode(p.pointer(), s), encode(p.offset(), s));
      case PointerQuery q ->
          memory.facts.query(s.memory, q.query(), encode(q.pointer(), s), q.resultType());
    };
  }

  private Term unary(Unary u, Term a) throws Unsupported {
    FloatType t = (FloatType) u.type();
    if (a.isConcrete() && Semantics.evaluable(t)) {
      return Term.concrete(t, Semantics.unary(u.op(), t.totalBits(), a.bits));
    }
    return fp.unary(u.op(), t, a);
  }

  private Term ptrAdd(Term pointer, Term offset) throws Unsupported {
    if (offset.isConcrete() && offset.bits == 0) {
      return pointer;
    }
    int w = f.width(offset.type);
    LongBinaryOperator add = (p, k) -> Semantics.ptrAdd(p, k, w, layout.offsetBits);
    if (pointer.isConcrete() && offset.isConcrete()) {
      return Term.concrete(PointerType.INSTANCE, add.applyAsLong(pointer.bits, offset.bits));
    }
    Term sum = bv.ptrAdd(pointer, offset);
    List<Term.Choice> values = f.values.combine(pointer, offset, add);
    if (values != null) {
      return f.values.attach(sum, values);
    }
    long object = f.knownObject(pointer);
    return object >= 0 ? Term.pointerInto(object, sum.formula) : sum;
  }

  private Term binary(Binary b, Term x, Term y) throws Unsupported {
    BinaryOp op = b.op();
    Type operandType = b.left().type();
    Type resultType = b.type();
    int width = f.width(operandType);
    if (x.isConcrete() && y.isConcrete() && Semantics.evaluable(operandType)) {
      return Term.concrete(resultType, Semantics.binary(op, width, x.bits, y.bits));
    }
    if (op.isFloat()) {
      return fp.binary(op, (FloatType) operandType, x, y);
    }
    Term simple = simplify(op, operandType, x, y);
    if (simple != null) {
      return simple;
    }
    List<Term.Choice> values = f.values.combine(x, y, (p, q) -> Semantics.binary(op, width, p, q));
    if (values != null && resultType.equals(IntType.BOOL)) {
      return f.fromBool(f.values.whereTrue(values)); // e.g. p == NULL decided value by value
    }
    return f.values.attach(bv.binary(op, operandType, x, y), values);
  }

  /**
   * A remainder of extended narrower integers (C's {@code %} on chars and shorts) as the remainder
   * at their width, extended: the same value for all operands, since the remainder's magnitude is
   * below the divisor's, a remainder by zero is the dividend at both widths, and {@code MIN % -1}
   * is 0 at both; but a much smaller circuit (an 8-bit GCD step was a 32-bit division, seconds per
   * query). Null when an operand is not such an extension.
   */
  private static Expr narrowRemainder(Binary b) {
    boolean signed = b.op() == BinaryOp.SREM;
    if ((!signed && b.op() != BinaryOp.UREM) || !(b.type() instanceof IntType wide)) {
      return null;
    }
    int bits = Math.max(8, Math.max(narrowWidth(b.left(), signed), narrowWidth(b.right(), signed)));
    if (bits >= wide.bits()) {
      return null;
    }
    IntType narrow = IntType.of(bits);
    CastOp extend = signed ? CastOp.SEXT : CastOp.ZEXT;
    Expr rem =
        Exprs.binary(
            b.op(),
            narrowed(b.left(), narrow, extend),
            narrowed(b.right(), narrow, extend),
            b.signedArithmetic());
    return Exprs.cast(extend, rem, wide);
  }

  /** The fewest bits {@code e} is an extension from, or its own width. */
  private static int narrowWidth(Expr e, boolean signed) {
    IntType type = (IntType) e.type();
    return switch (e) {
      case Cast c
          when c.op() == (signed ? CastOp.SEXT : CastOp.ZEXT)
              && c.operand().type() instanceof IntType from ->
          from.bits();
      case IntConst c -> constantWidth(c.bits(), type.bits(), signed);
      default -> type.bits();
    };
  }

  /** The fewest bits (at least 1) whose extension to {@code width} bits gives {@code bits}. */
  private static int constantWidth(long bits, int width, boolean signed) {
    for (int n = 1; n < width; n++) {
      long back =
          Semantics.cast(
              signed ? CastOp.SEXT : CastOp.ZEXT, n, width, false, bits & Semantics.mask(n));
      if (back == (bits & Semantics.mask(width))) {
        return n;
      }
    }
    return width;
  }

  /**
   * {@code e} (of {@link #narrowWidth} at most {@code narrow}'s bits) at {@code narrow}'s width.
   */
  private static Expr narrowed(Expr e, IntType narrow, CastOp extend) {
    return switch (e) {
      case Cast c when c.operand().type().equals(narrow) -> c.operand();
      case Cast c -> Exprs.cast(extend, c.operand(), narrow);
      case IntConst c -> Exprs.intConst(narrow, c.bits() & Semantics.mask(narrow.bits()));
      default -> throw new IllegalArgumentException("not narrowable: " + e);
    };
  }

  /** Identities with one constant operand that keep guards and addresses small. */
  private Term simplify(BinaryOp op, Type type, Term x, Term y) throws Unsupported {
    Term constant = x.isConcrete() ? x : y.isConcrete() ? y : null;
    Term other = constant == x ? y : x;
    if (constant == null) {
      if (x.equals(y)) {
        switch (op) {
          case EQ, ULE, SLE:
            return Term.concrete(IntType.BOOL, 1);
          case NE, ULT, SLT:
            return Term.concrete(IntType.BOOL, 0);
          default:
            return null;
        }
      }
      return null;
    }
    long c = constant.bits;
    long ones = Semantics.mask(f.width(type));
    switch (op) {
      case AND:
        return c == 0 ? constant : c == ones ? other : null;
      case OR:
        return c == 0 ? other : c == ones ? constant : null;
      case XOR:
        if (c == 0) {
          return other;
        }
        if (Formulas.isBool(type)) {
          return f.fromBool(f.smt.not(f.asBool(other)));
        }
        return null;
      case ADD:
        return c == 0 ? other : null;
      case SUB:
        return c == 0 && constant == y ? other : null;
      case MUL:
        return c == 0 ? constant : c == 1 ? other : null;
      default:
        return null;
    }
  }

  private Term cast(Cast c, Term a) throws Unsupported {
    CastOp op = c.op();
    Type from = c.operand().type();
    Type to = c.type();
    int fromBits = f.width(from);
    int toBits = f.width(to);
    if (op == CastOp.BITCAST && fromBits != toBits) {
      throw new IllegalArgumentException("bitcast between widths " + fromBits + " and " + toBits);
    }
    boolean toFloat = to instanceof FloatType;
    LongUnaryOperator concrete = v -> Semantics.cast(op, fromBits, toBits, toFloat, v);
    if (a.isConcrete() && Semantics.evaluable(from) && Semantics.evaluable(to)) {
      return Term.concrete(to, concrete.applyAsLong(a.bits));
    }
    return switch (op) {
      case ZEXT, SEXT, TRUNC ->
          f.values.attach(bv.resize(a, (IntType) to, op == CastOp.SEXT), f.values.map(a, concrete));
      case FP_TO_SINT, FP_TO_UINT ->
          fp.toInt((FloatType) from, a, (IntType) to, op == CastOp.FP_TO_SINT);
      case SINT_TO_FP, UINT_TO_FP -> fp.fromInt(a, (FloatType) to, op == CastOp.SINT_TO_FP);
      case FP_EXTEND, FP_TRUNC -> fp.convert(a, (FloatType) to);
      case PTR_TO_INT, INT_TO_PTR -> reinterpret(a, to, concrete);
      case BITCAST -> {
        if (from instanceof FloatType source && !toFloat) {
          yield f.term(to, fp.toBits(source, a));
        }
        if (toFloat && !(from instanceof FloatType)) {
          yield fp.fromBits((FloatType) to, a);
        }
        yield reinterpret(a, to, concrete);
      }
    };
  }

  /** The same bits as another integer or pointer type, zero-extended or truncated. */
  private Term reinterpret(Term a, Type to, LongUnaryOperator concrete) throws Unsupported {
    int from = f.width(a.type);
    int width = f.width(to);
    List<Term.Choice> values = f.values.map(a, concrete);
    return f.values.attach(f.term(to, f.resize(f.bits(a), from, width, false)), values);
  }
}
