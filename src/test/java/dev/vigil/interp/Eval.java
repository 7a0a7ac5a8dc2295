package dev.vigil.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;

/** Evaluates expressions by running tiny programs that store the value into a global. */
final class Eval {
  private Eval() {}

  /** The bits of {@code e}, computed by a program that stores it into a global. */
  static long of(Expr e) {
    return of(DataModel.LP64, e);
  }

  static long of(DataModel model, Expr e) {
    Ir ir = new Ir(model).global("out", Type.IntType.I64);
    Ir.Fn f = ir.function("main", Ir.I32);
    f.store(Exprs.global("out"), e);
    f.ret(Ir.i32(0));
    Snapshot s = new Interpreter(f.done().build()).runAndSnapshot(Inputs.zeros(), 100, false);
    assertInstanceOf(Outcome.NormalExit.class, s.outcome(), () -> s.outcome().toString());
    return s.read("out", 0, Values.byteLength(e.type(), model));
  }

  /**
   * The bits of {@code a op b}, computed four ways: folded at compile time, and at run time with
   * the operands in two registers, a register and a constant, a constant and a register. All must
   * agree.
   */
  static long binary(BinaryOp op, Expr a, Expr b) {
    Expr whole = Exprs.binary(op, a, b);
    long folded = of(whole);
    for (int shape = 0; shape < 3; shape++) {
      Ir ir = Ir.lp64().global("out", Ir.I64);
      Ir.Fn f = ir.function("main", Ir.I32);
      Var x = f.var("x", a.type());
      Var y = f.var("y", b.type());
      f.assign(x, a).assign(y, b);
      f.store(Exprs.global("out"), Exprs.binary(op, shape == 2 ? a : x, shape == 1 ? b : y));
      f.ret(Ir.i32(0));
      Snapshot s = new Interpreter(f.done().build()).runAndSnapshot(Inputs.zeros(), 100, false);
      int shown = shape;
      assertEquals(
          folded,
          s.read("out", 0, Values.byteLength(whole.type(), DataModel.LP64)),
          () -> op + " on " + a + ", " + b + " differs in shape " + shown);
    }
    return folded;
  }
}
