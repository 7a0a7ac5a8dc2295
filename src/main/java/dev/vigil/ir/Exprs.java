package dev.vigil.ir;

import dev.vigil.ir.Expr.Binary;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.Cast;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Expr.FunctionAddress;
import dev.vigil.ir.Expr.GlobalAddress;
import dev.vigil.ir.Expr.IntConst;
import dev.vigil.ir.Expr.Ite;
import dev.vigil.ir.Expr.NullPointer;
import dev.vigil.ir.Expr.PointerQuery;
import dev.vigil.ir.Expr.PtrAdd;
import dev.vigil.ir.Expr.Query;
import dev.vigil.ir.Expr.Unary;
import dev.vigil.ir.Expr.UnaryOp;
import dev.vigil.ir.Type.IntType;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one factory of expressions. It hash-conses: structurally equal expressions built through it
 * are the same object, so a shared subterm is stored, and later encoded, once (Calysto's maximally
 * shared graph).
 */
public final class Exprs {
  private static final ConcurrentHashMap<Expr, Expr> TABLE = new ConcurrentHashMap<>();

  public static final IntConst TRUE = intern(new IntConst(IntType.BOOL, 1));
  public static final IntConst FALSE = intern(new IntConst(IntType.BOOL, 0));
  public static final NullPointer NULL = intern(new NullPointer());

  private Exprs() {}

  /** The canonical object equal to {@code e}. */
  @SuppressWarnings("unchecked")
  public static <E extends Expr> E intern(E e) {
    if (e instanceof Var) {
      return e;
    }
    return (E) TABLE.computeIfAbsent(e, k -> k);
  }

  public static IntConst intConst(IntType type, long value) {
    return intern(new IntConst(type, value));
  }

  public static IntConst bool(boolean value) {
    return value ? TRUE : FALSE;
  }

  public static Expr floatConst(Type.FloatType type, long bits) {
    return intern(new Expr.FloatConst(type, bits));
  }

  /** The zero of a scalar type: integer 0, float +0 or null. */
  public static Expr zero(Type type) {
    return switch (type) {
      case IntType t -> intConst(t, 0);
      case Type.FloatType f -> floatConst(f, 0);
      case Type.PointerType _ -> NULL;
      case Type.ArrayType _, Type.StructType _, Type.FunctionType _, Type.VoidType _ ->
          throw new IllegalArgumentException("no zero of type " + type);
    };
  }

  public static GlobalAddress global(String name) {
    return intern(new GlobalAddress(name));
  }

  public static FunctionAddress function(String name) {
    return intern(new FunctionAddress(name));
  }

  public static Expr unary(UnaryOp op, Expr operand) {
    return intern(new Unary(op, operand));
  }

  public static Expr binary(BinaryOp op, Expr left, Expr right) {
    return binary(op, left, right, false);
  }

  public static Expr binary(BinaryOp op, Expr left, Expr right, boolean signedArithmetic) {
    return intern(new Binary(op, left, right, signedArithmetic));
  }

  public static Expr cast(CastOp op, Expr operand, Type type) {
    return intern(new Cast(op, operand, type));
  }

  public static Expr ite(Expr condition, Expr thenValue, Expr elseValue) {
    return intern(new Ite(condition, thenValue, elseValue));
  }

  public static Expr ptrAdd(Expr pointer, Expr offset) {
    return intern(new PtrAdd(pointer, offset));
  }

  public static Expr query(Query query, Expr pointer, IntType resultType) {
    return intern(new PointerQuery(query, pointer, resultType));
  }

  /** Boolean negation of an {@code i1} expression. */
  public static Expr not(Expr condition) {
    if (condition.equals(TRUE)) {
      return FALSE;
    }
    if (condition.equals(FALSE)) {
      return TRUE;
    }
    return binary(BinaryOp.XOR, condition, TRUE);
  }

  /**
   * The negation of a Boolean expression; comparisons become the opposite comparison (for floats
   * the unordered one), so that branch conditions stay readable.
   */
  public static Expr negate(Expr condition) {
    if (!(condition instanceof Expr.Binary b)) {
      return Exprs.not(condition);
    }
    Expr l = b.left();
    Expr r = b.right();
    return switch (b.op()) {
      case EQ -> Exprs.binary(BinaryOp.NE, l, r);
      case NE -> Exprs.binary(BinaryOp.EQ, l, r);
      case SLT -> Exprs.binary(BinaryOp.SLE, r, l);
      case SLE -> Exprs.binary(BinaryOp.SLT, r, l);
      case ULT -> Exprs.binary(BinaryOp.ULE, r, l);
      case ULE -> Exprs.binary(BinaryOp.ULT, r, l);
      case FOEQ -> Exprs.binary(BinaryOp.FUNE, l, r);
      case FUNE -> Exprs.binary(BinaryOp.FOEQ, l, r);
      case FONE -> Exprs.binary(BinaryOp.FUEQ, l, r);
      case FUEQ -> Exprs.binary(BinaryOp.FONE, l, r);
      case FOLT -> Exprs.binary(BinaryOp.FUGE, l, r);
      case FOLE -> Exprs.binary(BinaryOp.FUGT, l, r);
      case FOGT -> Exprs.binary(BinaryOp.FULE, l, r);
      case FOGE -> Exprs.binary(BinaryOp.FULT, l, r);
      case FULT -> Exprs.binary(BinaryOp.FOGE, l, r);
      case FULE -> Exprs.binary(BinaryOp.FOGT, l, r);
      case FUGT -> Exprs.binary(BinaryOp.FOLE, l, r);
      case FUGE -> Exprs.binary(BinaryOp.FOLT, l, r);
      case FORD -> Exprs.binary(BinaryOp.FUNO, l, r);
      case FUNO -> Exprs.binary(BinaryOp.FORD, l, r);
      case XOR -> r.equals(Exprs.TRUE) ? l : Exprs.not(condition);
      default -> Exprs.not(condition);
    };
  }

  public static Expr and(Expr a, Expr b) {
    if (a.equals(TRUE)) {
      return b;
    }
    if (b.equals(TRUE)) {
      return a;
    }
    return binary(BinaryOp.AND, a, b);
  }

  public static Expr or(Expr a, Expr b) {
    if (a.equals(FALSE)) {
      return b;
    }
    if (b.equals(FALSE)) {
      return a;
    }
    return binary(BinaryOp.OR, a, b);
  }
}
