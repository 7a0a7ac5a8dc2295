package dev.vigil.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class IntervalAnalysisTest {
  private static final SourceLoc L = SourceLoc.UNKNOWN;
  private static final IntType I32 = IntType.I32;

  private static Expr c(long v) {
    return Exprs.intConst(I32, v);
  }

  private static Program program(Cfa cfa, List<Global> globals) {
    Function main = new Function("main", List.of(), I32, false, cfa, L);
    return new Program(DataModel.LP64, globals, List.of(main), List.of(), List.of());
  }

  /** {@code i = 0; while (i < 10) i = i + 1; return i;} with i a register. */
  @Test
  void countingLoopIsBoundedAtItsHeadAndExactAfterIt() {
    Cfa.Builder b = Cfa.builder("main");
    Var i = new Var("i", I32, "main");
    Location entry = b.newLocation();
    Location head = b.newLocation();
    Location body = b.newLocation();
    Location after = b.newLocation();
    Location exit = b.newLocation();
    b.entry(entry).exit(exit);
    b.addEdge(entry, head, new Op.Assign(i, c(0)), L);
    b.addEdge(head, body, new Op.Assume(Exprs.binary(BinaryOp.SLT, i, c(10))), L);
    b.addEdge(body, head, new Op.Assign(i, Exprs.binary(BinaryOp.ADD, i, c(1), true)), L);
    b.addEdge(head, after, new Op.Assume(Exprs.not(Exprs.binary(BinaryOp.SLT, i, c(10)))), L);
    b.addEdge(after, exit, new Op.Return(Optional.of(i)), L);
    Map<Location, IntervalState> states = IntervalAnalysis.analyze(program(b.build(), List.of()));
    Cell ci = new Cell.VarCell(i);
    assertEquals(new Interval(32, 0, 10), states.get(head).get(ci));
    assertEquals(new Interval(32, 0, 9), states.get(body).get(ci));
    assertEquals(new Interval(32, 10, 10), states.get(after).get(ci));
  }

  /**
   * The ESBMC thesis's ECA example (its notes, E17) with {@code s} a global: at the loop head
   * {@code s} is in [1, 5], and the error branch {@code input == 5 && s > 5} is unreachable.
   */
  @Test
  void globalStateMachineStaysInItsStates() {
    Cfa.Builder b = Cfa.builder("main");
    Var input = new Var("input", I32, "main");
    Location entry = b.newLocation();
    Location head = b.newLocation();
    b.entry(entry);
    b.addEdge(entry, head, Op.Skip.INSTANCE, L);
    Location read = b.newLocation();
    b.addEdge(head, read, new Op.Havoc(input, InputOrigin.nondet("__VERIFIER_nondet_int")), L);
    Location exit = b.newLocation();
    b.exit(exit);
    Location big = b.newLocation();
    Expr gt5 = Exprs.binary(BinaryOp.ULT, c(5), input);
    b.addEdge(read, big, new Op.Assume(gt5), L);
    b.addEdge(big, exit, new Op.Return(Optional.of(c(0))), L);
    Location dispatch = b.newLocation();
    b.addEdge(read, dispatch, new Op.Assume(Exprs.not(gt5)), L);
    Location next = dispatch;
    for (int k = 1; k <= 4; k++) {
      Var s = new Var("s" + k, I32, "main");
      Location loaded = b.newLocation();
      b.addEdge(next, loaded, new Op.Load(s, Exprs.global("s")), L);
      Expr guard =
          Exprs.and(Exprs.binary(BinaryOp.EQ, input, c(k)), Exprs.binary(BinaryOp.EQ, s, c(k)));
      Location step = b.newLocation();
      b.addEdge(loaded, step, new Op.Assume(guard), L);
      b.addEdge(step, head, new Op.Store(Exprs.global("s"), c(k + 1)), L);
      next = b.newLocation();
      b.addEdge(loaded, next, new Op.Assume(Exprs.not(guard)), L);
    }
    Var s5 = new Var("s5", I32, "main");
    Location loaded = b.newLocation();
    b.addEdge(next, loaded, new Op.Load(s5, Exprs.global("s")), L);
    Expr bad =
        Exprs.and(Exprs.binary(BinaryOp.EQ, input, c(5)), Exprs.binary(BinaryOp.ULT, c(5), s5));
    Location error = b.newLocation();
    b.addEdge(loaded, error, new Op.Assume(bad), L);
    b.addEdge(error, b.newLocation(), new Op.Error(dev.vigil.ir.Property.UNREACH_CALL, ""), L);
    b.addEdge(loaded, head, new Op.Assume(Exprs.not(bad)), L);
    Global s = new Global("s", I32, List.of(new Global.InitValue(0, c(1))), false, false, L);
    Map<Location, IntervalState> states = IntervalAnalysis.analyze(program(b.build(), List.of(s)));
    assertEquals(new Interval(32, 1, 5), states.get(head).get(new Cell.GlobalCell("s", 0, I32)));
    assertTrue(states.get(error).isBottom(), "the error is unreachable: " + states.get(error));
  }

  /**
   * {@code unsigned char c = 0; while (c < 8) c = c + 1;} as the front end writes it, the
   * comparison on {@code zext(c)}: bounded at the head; and a byte read with {@code zext(x) >= 200}
   * is one of the bytes 200 to 255, the signed [-56, -1].
   */
  @Test
  void zeroExtendedComparisonsBoundTheirByte() {
    Cfa.Builder b = Cfa.builder("main");
    Var counter = new Var("c", IntType.I8, "main");
    Var x = new Var("x", IntType.I8, "main");
    Expr wide = Exprs.cast(Expr.CastOp.ZEXT, counter, I32);
    Location entry = b.newLocation();
    Location head = b.newLocation();
    Location body = b.newLocation();
    Location after = b.newLocation();
    Location read = b.newLocation();
    Location high = b.newLocation();
    b.entry(entry).exit(high);
    b.addEdge(entry, head, new Op.Assign(counter, Exprs.intConst(IntType.I8, 0)), L);
    b.addEdge(head, body, new Op.Assume(Exprs.binary(BinaryOp.SLT, wide, c(8))), L);
    Expr next = Exprs.cast(Expr.CastOp.TRUNC, Exprs.binary(BinaryOp.ADD, wide, c(1)), IntType.I8);
    b.addEdge(body, head, new Op.Assign(counter, next), L);
    b.addEdge(head, after, new Op.Assume(Exprs.binary(BinaryOp.SLE, c(8), wide)), L);
    b.addEdge(after, read, new Op.Havoc(x, InputOrigin.nondet("__VERIFIER_nondet_uchar")), L);
    Expr wideX = Exprs.cast(Expr.CastOp.ZEXT, x, I32);
    b.addEdge(read, high, new Op.Assume(Exprs.binary(BinaryOp.SLE, c(200), wideX)), L);
    Map<Location, IntervalState> states = IntervalAnalysis.analyze(program(b.build(), List.of()));
    Cell cc = new Cell.VarCell(counter);
    assertEquals(new Interval(8, 0, 8), states.get(head).get(cc));
    assertEquals(new Interval(8, 0, 7), states.get(body).get(cc));
    assertEquals(new Interval(8, 8, 8), states.get(after).get(cc));
    assertEquals(new Interval(8, -56, -1), states.get(high).get(new Cell.VarCell(x)));
  }

  /** Wrap-around: {@code x = INT_MAX; x = x + 1} may not be read as exact arithmetic. */
  @Test
  void overflowGivesTheFullRange() {
    Cfa.Builder b = Cfa.builder("main");
    Var x = new Var("x", I32, "main");
    Var y = new Var("y", I32, "main");
    Location l0 = b.newLocation();
    Location l1 = b.newLocation();
    Location l2 = b.newLocation();
    Location l3 = b.newLocation();
    b.entry(l0).exit(l3);
    b.addEdge(l0, l1, new Op.Havoc(x, InputOrigin.nondet("__VERIFIER_nondet_int")), L);
    b.addEdge(l1, l2, new Op.Assume(Exprs.binary(BinaryOp.SLT, c(0), x)), L);
    b.addEdge(l2, l3, new Op.Assign(y, Exprs.binary(BinaryOp.ADD, x, c(1))), L);
    Map<Location, IntervalState> states = IntervalAnalysis.analyze(program(b.build(), List.of()));
    assertEquals(new Interval(32, 1, Integer.MAX_VALUE), states.get(l2).get(new Cell.VarCell(x)));
    assertTrue(states.get(l3).get(new Cell.VarCell(y)).isTop());
  }
}
