package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import java.util.List;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;

/**
 * Builds IR expressions for LLVM's pure operations (arithmetic, comparisons, casts, GEP), shared by
 * instructions and constant expressions.
 */
final class ExprBuilder {
  private final TypeLowering types;

  ExprBuilder(TypeLowering types) {
    this.types = types;
  }

  /**
   * A binary LLVM opcode. {@code nsw} marks C signed arithmetic (add, sub, mul, and shl as
   * SignedShifts marks it); signed division and remainder always are, because clang emits {@code
   * sdiv}/{@code srem} only for signed C operands.
   */
  Expr binary(int opcode, Expr a, Expr b, boolean nsw, SourceLoc loc)
      throws UnsupportedFeatureException {
    BinaryOp op;
    boolean signed = false;
    if (opcode == LLVMAdd) {
      op = BinaryOp.ADD;
      signed = nsw;
    } else if (opcode == LLVMSub) {
      op = BinaryOp.SUB;
      signed = nsw;
    } else if (opcode == LLVMMul) {
      op = BinaryOp.MUL;
      signed = nsw;
    } else if (opcode == LLVMUDiv) {
      op = BinaryOp.UDIV;
    } else if (opcode == LLVMSDiv) {
      op = BinaryOp.SDIV;
      signed = true;
    } else if (opcode == LLVMURem) {
      op = BinaryOp.UREM;
    } else if (opcode == LLVMSRem) {
      op = BinaryOp.SREM;
      signed = true;
    } else if (opcode == LLVMShl) {
      op = BinaryOp.SHL;
      signed = nsw;
    } else if (opcode == LLVMLShr) {
      op = BinaryOp.LSHR;
    } else if (opcode == LLVMAShr) {
      op = BinaryOp.ASHR;
    } else if (opcode == LLVMAnd) {
      op = BinaryOp.AND;
    } else if (opcode == LLVMOr) {
      op = BinaryOp.OR;
    } else if (opcode == LLVMXor) {
      op = BinaryOp.XOR;
    } else if (opcode == LLVMFAdd) {
      op = BinaryOp.FADD;
    } else if (opcode == LLVMFSub) {
      op = BinaryOp.FSUB;
    } else if (opcode == LLVMFMul) {
      op = BinaryOp.FMUL;
    } else if (opcode == LLVMFDiv) {
      op = BinaryOp.FDIV;
    } else if (opcode == LLVMFRem) {
      op = BinaryOp.FREM;
    } else {
      throw new UnsupportedFeatureException("LLVM binary opcode " + opcode, loc);
    }
    return Exprs.binary(op, a, b, signed);
  }

  static boolean isBinary(int opcode) {
    return opcode >= LLVMAdd && opcode <= LLVMXor;
  }

  static boolean isCast(int opcode) {
    return (opcode >= LLVMTrunc && opcode <= LLVMBitCast) || opcode == LLVMAddrSpaceCast;
  }

  Expr cast(int opcode, Expr a, Type target, SourceLoc loc) throws UnsupportedFeatureException {
    if (a.type().equals(target)) {
      // Pointer bitcasts, and long double read as double on both sides.
      return a;
    }
    CastOp op;
    if (opcode == LLVMTrunc) {
      op = CastOp.TRUNC;
    } else if (opcode == LLVMZExt) {
      op = CastOp.ZEXT;
    } else if (opcode == LLVMSExt) {
      op = CastOp.SEXT;
    } else if (opcode == LLVMFPToUI) {
      op = CastOp.FP_TO_UINT;
    } else if (opcode == LLVMFPToSI) {
      op = CastOp.FP_TO_SINT;
    } else if (opcode == LLVMUIToFP) {
      op = CastOp.UINT_TO_FP;
    } else if (opcode == LLVMSIToFP) {
      op = CastOp.SINT_TO_FP;
    } else if (opcode == LLVMFPTrunc) {
      op = CastOp.FP_TRUNC;
    } else if (opcode == LLVMFPExt) {
      op = CastOp.FP_EXTEND;
    } else if (opcode == LLVMPtrToInt) {
      op = CastOp.PTR_TO_INT;
    } else if (opcode == LLVMIntToPtr) {
      op = CastOp.INT_TO_PTR;
    } else if (opcode == LLVMBitCast && isIntFloatPair(a.type(), target)) {
      op = CastOp.BITCAST;
    } else {
      throw new UnsupportedFeatureException(
          "cast from " + a.type() + " to " + target + " (LLVM opcode " + opcode + ")", loc);
    }
    return Exprs.cast(op, a, target);
  }

  private static boolean isIntFloatPair(Type a, Type b) {
    if (a instanceof IntType i && b instanceof FloatType f) {
      return i.bits() == f.totalBits();
    }
    if (a instanceof FloatType f && b instanceof IntType i) {
      return i.bits() == f.totalBits();
    }
    return false;
  }

  /**
   * An integer comparison; constants are compared right away, so that branches on them (common
   * after mem2reg in CIL code) get a single edge.
   */
  Expr icmp(int predicate, Expr a, Expr b, SourceLoc loc) throws UnsupportedFeatureException {
    if (a instanceof Expr.IntConst x && b instanceof Expr.IntConst y) {
      return Exprs.bool(compare(predicate, x, y, loc));
    }
    if (predicate == LLVMIntEQ) {
      return Exprs.binary(BinaryOp.EQ, a, b);
    } else if (predicate == LLVMIntNE) {
      return Exprs.binary(BinaryOp.NE, a, b);
    } else if (predicate == LLVMIntULT) {
      return Exprs.binary(BinaryOp.ULT, a, b);
    } else if (predicate == LLVMIntULE) {
      return Exprs.binary(BinaryOp.ULE, a, b);
    } else if (predicate == LLVMIntUGT) {
      return Exprs.binary(BinaryOp.ULT, b, a);
    } else if (predicate == LLVMIntUGE) {
      return Exprs.binary(BinaryOp.ULE, b, a);
    } else if (predicate == LLVMIntSLT) {
      return Exprs.binary(BinaryOp.SLT, a, b);
    } else if (predicate == LLVMIntSLE) {
      return Exprs.binary(BinaryOp.SLE, a, b);
    } else if (predicate == LLVMIntSGT) {
      return Exprs.binary(BinaryOp.SLT, b, a);
    } else if (predicate == LLVMIntSGE) {
      return Exprs.binary(BinaryOp.SLE, b, a);
    }
    throw new UnsupportedFeatureException("icmp predicate " + predicate, loc);
  }

  private static boolean compare(int predicate, Expr.IntConst x, Expr.IntConst y, SourceLoc loc)
      throws UnsupportedFeatureException {
    long s = Long.compare(x.signedValue(), y.signedValue());
    long u = Long.compareUnsigned(x.unsignedValue(), y.unsignedValue());
    if (predicate == LLVMIntEQ) {
      return s == 0;
    } else if (predicate == LLVMIntNE) {
      return s != 0;
    } else if (predicate == LLVMIntULT) {
      return u < 0;
    } else if (predicate == LLVMIntULE) {
      return u <= 0;
    } else if (predicate == LLVMIntUGT) {
      return u > 0;
    } else if (predicate == LLVMIntUGE) {
      return u >= 0;
    } else if (predicate == LLVMIntSLT) {
      return s < 0;
    } else if (predicate == LLVMIntSLE) {
      return s <= 0;
    } else if (predicate == LLVMIntSGT) {
      return s > 0;
    } else if (predicate == LLVMIntSGE) {
      return s >= 0;
    }
    throw new UnsupportedFeatureException("icmp predicate " + predicate, loc);
  }

  Expr fcmp(int predicate, Expr a, Expr b, SourceLoc loc) throws UnsupportedFeatureException {
    BinaryOp op;
    if (predicate == LLVMRealPredicateFalse) {
      return Exprs.FALSE;
    } else if (predicate == LLVMRealPredicateTrue) {
      return Exprs.TRUE;
    } else if (predicate == LLVMRealOEQ) {
      op = BinaryOp.FOEQ;
    } else if (predicate == LLVMRealOGT) {
      op = BinaryOp.FOGT;
    } else if (predicate == LLVMRealOGE) {
      op = BinaryOp.FOGE;
    } else if (predicate == LLVMRealOLT) {
      op = BinaryOp.FOLT;
    } else if (predicate == LLVMRealOLE) {
      op = BinaryOp.FOLE;
    } else if (predicate == LLVMRealONE) {
      op = BinaryOp.FONE;
    } else if (predicate == LLVMRealORD) {
      op = BinaryOp.FORD;
    } else if (predicate == LLVMRealUNO) {
      op = BinaryOp.FUNO;
    } else if (predicate == LLVMRealUEQ) {
      op = BinaryOp.FUEQ;
    } else if (predicate == LLVMRealUGT) {
      op = BinaryOp.FUGT;
    } else if (predicate == LLVMRealUGE) {
      op = BinaryOp.FUGE;
    } else if (predicate == LLVMRealULT) {
      op = BinaryOp.FULT;
    } else if (predicate == LLVMRealULE) {
      op = BinaryOp.FULE;
    } else if (predicate == LLVMRealUNE) {
      op = BinaryOp.FUNE;
    } else {
      throw new UnsupportedFeatureException("fcmp predicate " + predicate, loc);
    }
    return Exprs.binary(op, a, b);
  }

  /**
   * {@code getelementptr sourceType, base, indices...} as a pointer plus a byte offset. The first
   * index steps over whole {@code sourceType}s, later ones into struct fields (constant indices)
   * and array elements; variable indices are sign-extended or truncated to pointer width.
   */
  Expr gep(LLVMTypeRef sourceType, Expr base, List<Expr> indices, SourceLoc loc)
      throws UnsupportedFeatureException {
    IntType width = types.sizeType();
    long constant = 0;
    Expr variable = null;
    LLVMTypeRef current = sourceType;
    for (int i = 0; i < indices.size(); i++) {
      Expr index = indices.get(i);
      long stride;
      if (i == 0) {
        stride = types.size(sourceType);
      } else {
        int kind = LLVMGetTypeKind(current);
        if (kind == LLVMStructTypeKind) {
          int field = (int) ((Expr.IntConst) index).unsignedValue();
          constant += types.offsetOf(current, field);
          current = LLVMStructGetTypeAtIndex(current, field);
          continue;
        }
        if (kind != LLVMArrayTypeKind) {
          throw new UnsupportedFeatureException("getelementptr into a vector", loc);
        }
        current = LLVMGetElementType(current);
        stride = types.size(current);
      }
      if (index instanceof Expr.IntConst c) {
        constant += c.signedValue() * stride;
      } else if (stride != 0) {
        Expr scaled = toWidth(index, width, true);
        if (stride != 1) {
          scaled = Exprs.binary(BinaryOp.MUL, scaled, Exprs.intConst(width, stride));
        }
        variable = variable == null ? scaled : Exprs.binary(BinaryOp.ADD, variable, scaled);
      }
    }
    Expr offset = Exprs.intConst(width, constant);
    if (variable != null) {
      offset = constant == 0 ? variable : Exprs.binary(BinaryOp.ADD, variable, offset);
    }
    return ptrAdd(base, offset);
  }

  /** {@code base + offset}, folding constant offsets so that checks see constant positions. */
  static Expr ptrAdd(Expr base, Expr offset) {
    if (offset instanceof Expr.IntConst c) {
      if (c.bits() == 0) {
        return base;
      }
      if (base instanceof Expr.PtrAdd inner && inner.offset() instanceof Expr.IntConst k) {
        long sum = k.bits() + c.bits();
        return (sum & c.type().mask()) == 0
            ? inner.pointer()
            : Exprs.ptrAdd(inner.pointer(), Exprs.intConst(c.type(), sum));
      }
    }
    return Exprs.ptrAdd(base, offset);
  }

  /** An integer converted to another width, sign- or zero-extending. */
  static Expr toWidth(Expr e, IntType target, boolean signed) {
    int bits = ((IntType) e.type()).bits();
    if (bits == target.bits()) {
      return e;
    }
    if (bits > target.bits()) {
      return Exprs.cast(CastOp.TRUNC, e, target);
    }
    return Exprs.cast(signed ? CastOp.SEXT : CastOp.ZEXT, e, target);
  }

  /** C truth: the value is not zero (for floats, {@code x != 0.0}, which holds for NaN). */
  static Expr truthy(Expr e) {
    Type t = e.type();
    if (t.equals(IntType.BOOL)) {
      return e;
    }
    return Exprs.binary(t instanceof FloatType ? BinaryOp.FUNE : BinaryOp.NE, e, Exprs.zero(t));
  }

  /**
   * A value converted to the type a call site expects, for library models called through implicit
   * or loose declarations: integers change width, pointers and integers convert by bits.
   */
  static Expr coerce(Expr e, Type target, SourceLoc loc) throws UnsupportedFeatureException {
    Type t = e.type();
    if (t.equals(target)) {
      return e;
    }
    if (t instanceof IntType && target instanceof IntType it) {
      return toWidth(e, it, false);
    }
    if (t instanceof PointerType && target instanceof IntType) {
      return Exprs.cast(CastOp.PTR_TO_INT, e, target);
    }
    if (t instanceof IntType && target instanceof PointerType) {
      return Exprs.cast(CastOp.INT_TO_PTR, e, target);
    }
    throw new UnsupportedFeatureException(
        "call with a mismatched signature (" + t + " where " + target + " is expected)", loc);
  }
}
