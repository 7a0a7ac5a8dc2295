package dev.vigil.smt;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.Binary;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.Cast;
import dev.vigil.ir.Expr.FloatConst;
import dev.vigil.ir.Expr.FunctionAddress;
import dev.vigil.ir.Expr.GlobalAddress;
import dev.vigil.ir.Expr.IntConst;
import dev.vigil.ir.Expr.Ite;
import dev.vigil.ir.Expr.NullPointer;
import dev.vigil.ir.Expr.PointerQuery;
import dev.vigil.ir.Expr.PtrAdd;
import dev.vigil.ir.Expr.ResultKind;
import dev.vigil.ir.Expr.Unary;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import dev.vigil.ir.Var;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Encodes expressions in a state. Constant subterms are folded with the concrete semantics
 * ({@link IntEval}, {@link FloatEval}), so that only what depends on symbols reaches the solver.
 * Expressions are hash-consed, so a cache by identity encodes a shared subterm once per state.
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

  ExprEncoder(Formulas f, BvEncoding bv, FpEncoding fp, MemoryEncoding memory, Variables variables) {
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
    if (e instanceof IntConst c) {
      return Term.concrete(c.type(), c.bits());
    }
    if (e instanceof FloatConst c) {
      return Term.concrete(c.type(), FloatEval.canonical(c.type(), c.bits()));
    }
    if (e instanceof NullPointer) {
      return Term.concrete(PointerType.INSTANCE, 0);
    }
    if (e instanceof GlobalAddress g) {
      return Term.concrete(PointerType.INSTANCE, layout.address(layout.globalObject(g.global())));
    }
    if (e instanceof FunctionAddress fa) {
      return Term.concrete(PointerType.INSTANCE, layout.address(layout.functionObject(fa.function())));
    }
    if (e instanceof Unary u) {
      Term a = encode(u.operand(), s);
      FloatType t = (FloatType) u.type();
      if (a.isConcrete() && FloatEval.foldable(t)) {
        return Term.concrete(t, FloatEval.unary(u.op(), t, a.bits));
      }
      return fp.unary(u.op(), t, a);
    }
    if (e instanceof Binary b) {
      return binary(b, encode(b.left(), s), encode(b.right(), s));
    }
    if (e instanceof Cast c) {
      return cast(c, encode(c.operand(), s));
    }
    if (e instanceof Ite ite) {
      Term c = encode(ite.condition(), s);
      if (c.isConcrete()) {
        return encode(c.bits != 0 ? ite.thenValue() : ite.elseValue(), s);
      }
      return f.iteTerm(f.asBool(c), encode(ite.thenValue(), s), encode(ite.elseValue(), s));
    }
    if (e instanceof PtrAdd p) {
      Term pointer = encode(p.pointer(), s);
      Term offset = encode(p.offset(), s);
      if (offset.isConcrete() && offset.bits == 0) {
        return pointer;
      }
      if (pointer.isConcrete() && offset.isConcrete()) {
        int w = f.width(offset.type);
        long k = IntEval.signed(offset.bits, w);
        long off = (layout.offsetOf(pointer.bits) + k) & layout.offsetMask();
        return Term.concrete(PointerType.INSTANCE, (pointer.bits & ~layout.offsetMask()) | off);
      }
      Term sum = bv.ptrAdd(pointer, offset);
      int w = f.width(offset.type);
      List<Term.Choice> values = f.values.combine(pointer, offset, (ptr, k) -> {
        long off = (layout.offsetOf(ptr) + IntEval.signed(k, w)) & layout.offsetMask();
        return (ptr & ~layout.offsetMask()) | off;
      });
      if (values != null) {
        return f.values.attach(sum, values);
      }
      long object = f.knownObject(pointer);
      return object >= 0 ? Term.pointerInto(object, sum.formula) : sum;
    }
    PointerQuery q = (PointerQuery) e;
    return memory.facts.query(s.memory, q.query(), encode(q.pointer(), s), q.resultType());
  }

  private Term binary(Binary b, Term x, Term y) throws Unsupported {
    BinaryOp op = b.op();
    Type operandType = b.left().type();
    Type resultType = op.result == ResultKind.BOOL ? IntType.BOOL : operandType;
    if (op.isFloat()) {
      FloatType t = (FloatType) operandType;
      if (x.isConcrete() && y.isConcrete() && FloatEval.foldable(t)) {
        return Term.concrete(resultType, FloatEval.binary(op, t, x.bits, y.bits));
      }
      return fp.binary(op, t, x, y);
    }
    int width = f.width(operandType);
    if (x.isConcrete() && y.isConcrete()) {
      return Term.concrete(resultType, IntEval.binary(op, width, x.bits, y.bits));
    }
    Term simple = simplify(op, operandType, x, y);
    if (simple != null) {
      return simple;
    }
    List<Term.Choice> values = f.values.combine(x, y, (p, q) -> IntEval.binary(op, width, p, q));
    if (values != null && resultType.equals(IntType.BOOL)) {
      return f.fromBool(f.values.whereTrue(values)); // e.g. p == NULL decided value by value
    }
    return f.values.attach(bv.binary(op, operandType, x, y), values);
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
    long ones = IntEval.mask(f.width(type));
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
    Type from = c.operand().type();
    Type to = c.type();
    switch (c.op()) {
      case ZEXT:
      case SEXT:
      case TRUNC:
        {
          IntType target = (IntType) to;
          boolean signed = c.op() == Expr.CastOp.SEXT;
          int fromBits = f.width(from);
          if (a.isConcrete()) {
            long bits = signed ? IntEval.sext(a.bits, fromBits, target.bits()) : a.bits & target.mask();
            return Term.concrete(target, bits);
          }
          List<Term.Choice> values = f.values.map(
              a, v -> signed ? IntEval.sext(v, fromBits, target.bits()) : v & target.mask());
          return f.values.attach(bv.resize(a, target, signed), values);
        }
      case FP_TO_SINT:
      case FP_TO_UINT:
        {
          FloatType source = (FloatType) from;
          boolean signed = c.op() == Expr.CastOp.FP_TO_SINT;
          IntType target = (IntType) to;
          if (a.isConcrete() && FloatEval.foldable(source)) {
            return Term.concrete(target, FloatEval.toInt(source, a.bits, target.bits(), signed));
          }
          return fp.toInt(source, a, target, signed);
        }
      case SINT_TO_FP:
      case UINT_TO_FP:
        {
          FloatType target = (FloatType) to;
          boolean signed = c.op() == Expr.CastOp.SINT_TO_FP;
          if (a.isConcrete() && FloatEval.foldable(target)) {
            return Term.concrete(target, FloatEval.fromInt(target, a.bits, f.width(from), signed));
          }
          return fp.fromInt(a, target, signed);
        }
      case FP_EXTEND:
      case FP_TRUNC:
        {
          FloatType source = (FloatType) from;
          FloatType target = (FloatType) to;
          if (a.isConcrete() && FloatEval.foldable(source) && FloatEval.foldable(target)) {
            return Term.concrete(target, FloatEval.convert(source, target, a.bits));
          }
          return fp.convert(a, target);
        }
      case PTR_TO_INT:
      case INT_TO_PTR:
        return reinterpret(a, to, true);
      case BITCAST:
        if (from instanceof FloatType source && !(to instanceof FloatType)) {
          if (a.isConcrete()) {
            return Term.concrete(to, FloatEval.canonical(source, a.bits));
          }
          return f.term(to, fp.toBits(source, a));
        }
        if (to instanceof FloatType target && !(from instanceof FloatType)) {
          if (a.isConcrete()) {
            return Term.concrete(target, FloatEval.canonical(target, a.bits));
          }
          return fp.fromBits(target, a);
        }
        return reinterpret(a, to, false);
    }
    throw new IllegalStateException("unhandled cast " + c.op());
  }

  /** The same bits as another integer or pointer type, zero-extended or truncated. */
  private Term reinterpret(Term a, Type to, boolean resize) throws Unsupported {
    int from = f.width(a.type);
    int width = f.width(to);
    if (from != width && !resize) {
      throw new IllegalArgumentException("bitcast between widths " + from + " and " + width);
    }
    if (a.isConcrete()) {
      return Term.concrete(to, a.bits & IntEval.mask(width));
    }
    List<Term.Choice> values = f.values.map(a, v -> v & IntEval.mask(width));
    return f.values.attach(f.term(to, f.resize(f.bits(a), from, width, false)), values);
  }
}
