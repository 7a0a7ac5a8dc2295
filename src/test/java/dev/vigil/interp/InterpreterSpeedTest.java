package dev.vigil.interp;

import static dev.vigil.interp.Ir.I32;
import static dev.vigil.interp.Ir.bin;
import static dev.vigil.interp.Ir.i32;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Var;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Measures edges per second on {@code for (unsigned i = 0; i < N; i++) sum += i*i;} as the front
 * end lifts it (SSA, phi assignments on the back edge). Prints the rate; asserts only the result.
 */
class InterpreterSpeedTest {
  static final int N = 2_000_000;

  static Program sumOfSquares(int n) {
    Ir ir = Ir.lp64().global("out", I32);
    Ir.Fn f = ir.function("main", I32);
    Var i = f.var("i", I32);
    Var sum = f.var("sum", I32);
    Var t = f.var("t", I32);
    Var sum2 = f.var("sum2", I32);
    Var i2 = f.var("i2", I32);
    f.op(new Op.ParallelAssign(List.of(new Op.Assign(i, i32(0)), new Op.Assign(sum, i32(0)))));
    Location head = f.here;
    Location body = f.ifThen(bin(BinaryOp.ULT, i, i32(n)));
    Location after = f.here;
    f.here = body;
    f.assign(t, bin(BinaryOp.MUL, i, i));
    f.assign(sum2, bin(BinaryOp.ADD, sum, t));
    f.assign(i2, bin(BinaryOp.ADD, i, i32(1)));
    f.edge(
        f.here,
        head,
        new Op.ParallelAssign(List.of(new Op.Assign(i, i2), new Op.Assign(sum, sum2))));
    f.here = after;
    f.store(Exprs.global("out"), sum);
    f.ret(i32(0));
    return f.done().build();
  }

  @Test
  void sumOfSquaresRunsFast() {
    Interpreter interpreter = new Interpreter(sumOfSquares(N));
    int expected = 0;
    for (int k = 0; k < N; k++) {
      expected += k * k;
    }
    double best = 0;
    for (int round = 0; round < 8; round++) {
      long start = System.nanoTime();
      Snapshot s = interpreter.runAndSnapshot(Inputs.zeros(), Long.MAX_VALUE, false);
      long nanos = System.nanoTime() - start;
      assertInstanceOf(Outcome.NormalExit.class, s.outcome());
      assertEquals(expected, (int) s.read("out", 0, 4));
      long edges = 5L * N + 4;
      best = Math.max(best, edges * 1e9 / nanos);
    }
    System.out.printf(
        "interpreter speed: %.1f million edges/s (best of 8 runs of %d edges)%n",
        best / 1e6, 5L * N + 4);
  }

  /**
   * {@code for (i = 0; i < n; i++) a[i & 255] += i;} with {@code a} a global array: loads and
   * stores.
   */
  static Program arrayUpdates(int n) {
    Ir ir = Ir.lp64().global("a", new dev.vigil.ir.Type.ArrayType(I32, 256));
    Ir.Fn f = ir.function("main", I32);
    Var i = f.var("i", I32);
    Var index = f.var("index", Ir.I64);
    Var address = f.var("address", Ir.PTR);
    Var old = f.var("old", I32);
    Var i2 = f.var("i2", I32);
    f.assign(i, i32(0));
    Location head = f.here;
    Location body = f.ifThen(bin(BinaryOp.SLT, i, i32(n)));
    Location after = f.here;
    f.here = body;
    f.assign(
        index, Exprs.cast(dev.vigil.ir.Expr.CastOp.ZEXT, bin(BinaryOp.AND, i, i32(255)), Ir.I64));
    f.assign(address, Exprs.ptrAdd(Exprs.global("a"), bin(BinaryOp.MUL, index, Ir.i64(4))));
    f.load(old, address);
    f.store(address, bin(BinaryOp.ADD, old, i));
    f.assign(i2, bin(BinaryOp.ADD, i, i32(1)));
    f.edge(f.here, head, new Op.Assign(i, i2));
    f.here = after;
    f.ret(i32(0));
    return f.done().build();
  }

  @Test
  void arrayUpdatesRunFast() {
    Interpreter interpreter = new Interpreter(arrayUpdates(N));
    long expected = 0;
    for (int k = 255; k < N; k += 256) {
      expected += k;
    }
    double best = 0;
    for (int round = 0; round < 8; round++) {
      long start = System.nanoTime();
      Snapshot s = interpreter.runAndSnapshot(Inputs.zeros(), Long.MAX_VALUE, false);
      long nanos = System.nanoTime() - start;
      assertEquals((int) expected, (int) s.read("a", 255 * 4, 4));
      best = Math.max(best, 7.0 * N * 1e9 / nanos);
    }
    System.out.printf(
        "interpreter speed with loads and stores: %.1f million edges/s%n", best / 1e6);
  }
}
