package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.frontend.Conventions.Role;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.Query;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import dev.vigil.ir.Var;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * C library functions modelled directly in the IR: allocation, {@code memset}/{@code memcpy}, the
 * math functions that are single IR operations, and the object queries used by the C models of the
 * other library functions. Arguments and results are converted to the types the model needs, so
 * that calls through implicit declarations work too.
 */
final class LibraryCalls {
  private final FunctionScope scope;

  LibraryCalls(FunctionScope scope) {
    this.scope = scope;
  }

  void lift(LLVMValueRef call, Role role, String name) throws UnsupportedFeatureException {
    IntType size = scope.module.types.sizeType();
    switch (role) {
      case MALLOC -> allocate(call, Op.AllocKind.HEAP, sizeArg(call, 0), false, "");
      case ALLOCA -> allocate(call, Op.AllocKind.STACK, sizeArg(call, 0), false, "alloca");
      case CALLOC -> calloc(call, size);
      case FREE -> scope.emit(new Op.Free(pointerArg(call, 0)));
      case MEMSET -> {
        Expr destination = pointerArg(call, 0);
        Expr value = ExprBuilder.toWidth(intArg(call, 1), IntType.I8, false);
        scope.emit(new Op.MemSet(destination, value, sizeArg(call, 2)));
        assignResult(call, destination);
      }
      case MEMCOPY -> {
        Expr destination = pointerArg(call, 0);
        scope.emit(new Op.MemCopy(destination, pointerArg(call, 1), sizeArg(call, 2)));
        assignResult(call, destination);
      }
      case FLOAT_UNARY ->
          assignResult(call, Exprs.unary(Conventions.floatUnary(name), floatArg(call, 0, name)));
      case FLOAT_BINARY ->
          assignResult(
              call,
              Exprs.binary(
                  Conventions.floatBinary(name), floatArg(call, 0, name), floatArg(call, 1, name)));
      case POINTER_QUERY -> {
        Query q = Conventions.pointerQuery(name);
        IntType type = q == Query.LIVE || q == Query.HEAP ? IntType.BOOL : size;
        assignResult(call, Exprs.query(q, pointerArg(call, 0), type));
      }
      default -> throw new IllegalArgumentException("not a library model: " + role);
    }
  }

  private void allocate(
      LLVMValueRef call, Op.AllocKind kind, Expr size, boolean zeroed, String name)
      throws UnsupportedFeatureException {
    Var target = pointerResult(call);
    scope.emit(new Op.Alloc(target, kind, size, zeroed, name));
    assignResult(call, target);
  }

  /**
   * {@code calloc(n, size)}: a zeroed heap object of {@code n * size} bytes, or null when the
   * product overflows (as glibc does).
   */
  private void calloc(LLVMValueRef call, IntType size) throws UnsupportedFeatureException {
    Expr n = sizeArg(call, 0);
    Expr each = sizeArg(call, 1);
    Expr bytes = Exprs.binary(BinaryOp.MUL, n, each);
    Expr overflows = Exprs.binary(BinaryOp.UMUL_OVERFLOW, n, each);
    if (n instanceof Expr.IntConst a && each instanceof Expr.IntConst b) {
      boolean fits =
          a.bits() == 0
              || Long.compareUnsigned(b.bits(), Long.divideUnsigned(size.mask(), a.bits())) <= 0;
      overflows = Exprs.bool(!fits);
      bytes = Exprs.intConst(size, a.bits() * b.bits());
    }
    Var target = pointerResult(call);
    if (overflows.equals(Exprs.FALSE)) {
      scope.emit(new Op.Alloc(target, Op.AllocKind.HEAP, bytes, true, ""));
    } else if (overflows.equals(Exprs.TRUE)) {
      scope.emit(new Op.Assign(target, Exprs.NULL));
    } else {
      CfaEmitter cfa = scope.cfa;
      Location at = cfa.here();
      Location join = cfa.newLocation();
      Location tooBig = cfa.newLocation();
      cfa.edge(at, tooBig, new Op.Assume(overflows), scope.loc());
      cfa.edge(tooBig, join, new Op.Assign(target, Exprs.NULL), scope.loc());
      Location fits = cfa.newLocation();
      cfa.edge(at, fits, new Op.Assume(Exprs.not(overflows)), scope.loc());
      cfa.edge(fits, join, new Op.Alloc(target, Op.AllocKind.HEAP, bytes, true, ""), scope.loc());
      cfa.startAt(join);
    }
    assignResult(call, target);
  }

  /** The call's own variable when it is a pointer, else a fresh pointer converted afterwards. */
  private Var pointerResult(LLVMValueRef call) {
    Var result = scope.var(call);
    if (result != null && result.type() instanceof PointerType) {
      return result;
    }
    return scope.fresh("ptr", PointerType.INSTANCE);
  }

  private void assignResult(LLVMValueRef call, Expr value) throws UnsupportedFeatureException {
    Var result = scope.var(call);
    if (result == null || result.equals(value) || Llvm.isNull(LLVMGetFirstUse(call))) {
      return;
    }
    scope.emit(new Op.Assign(result, ExprBuilder.coerce(value, result.type(), scope.loc())));
  }

  private Expr argument(LLVMValueRef call, int i) throws UnsupportedFeatureException {
    if (i >= LLVMGetNumArgOperands(call)) {
      throw new UnsupportedFeatureException(
          "call of " + Llvm.name(LLVMGetCalledValue(call)) + " with too few arguments",
          scope.loc());
    }
    return scope.value(LLVMGetArgOperand(call, i));
  }

  private Expr sizeArg(LLVMValueRef call, int i) throws UnsupportedFeatureException {
    return ExprBuilder.toWidth(intArg(call, i), scope.module.types.sizeType(), false);
  }

  private Expr intArg(LLVMValueRef call, int i) throws UnsupportedFeatureException {
    Expr e = argument(call, i);
    return e.type() instanceof IntType
        ? e
        : ExprBuilder.coerce(e, scope.module.types.sizeType(), scope.loc());
  }

  private Expr pointerArg(LLVMValueRef call, int i) throws UnsupportedFeatureException {
    return ExprBuilder.coerce(argument(call, i), PointerType.INSTANCE, scope.loc());
  }

  private Expr floatArg(LLVMValueRef call, int i, String name) throws UnsupportedFeatureException {
    Expr e = argument(call, i);
    Var result = scope.var(call);
    if (!(e.type() instanceof FloatType) || result == null || !e.type().equals(result.type())) {
      throw new UnsupportedFeatureException(
          "call of " + name + " with a mismatched signature", scope.loc());
    }
    return e;
  }
}
