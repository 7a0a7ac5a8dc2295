package dev.vigil.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
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

class InputRangesTest {
  private static final SourceLoc L = SourceLoc.UNKNOWN;
  private static final IntType I32 = IntType.I32;
  private static final long MAX = Integer.MAX_VALUE;

  private static Expr c(long v) {
    return Exprs.intConst(I32, v);
  }

  private static Op.Havoc read(Var v) {
    return new Op.Havoc(v, InputOrigin.nondet("__VERIFIER_nondet_int"));
  }

  private static Map<Op.Havoc, Interval> ranges(Cfa.Builder b) {
    Function main = new Function("main", List.of(), I32, false, b.build(), L);
    return InputRanges.of(
        new Program(DataModel.LP64, List.of(), List.of(main), List.of(), List.of()));
  }

  /**
   * {@code n = nondet(); assume(1000 <= n && n <= 1010); m = nondet(); __VERIFIER_assume(m > 5 && m
   * < 9); k = nondet(); if (k > 3) ... ; return 0;}, the second condition as clang's short-circuit
   * code writes it: a branch, a boolean temporary, and {@code zext(t) != 0}.
   */
  @Test
  void assumptionsAfterAnInputBoundItAndABranchJoinsItsPaths() {
    Cfa.Builder b = Cfa.builder("main");
    Var n = new Var("n", I32, "main");
    Var m = new Var("m", I32, "main");
    Var k = new Var("k", I32, "main");
    Var t = new Var("t", IntType.BOOL, "main");
    Location[] at = new Location[12];
    for (int i = 0; i < at.length; i++) {
      at[i] = b.newLocation();
    }
    b.entry(at[0]).exit(at[11]);
    b.addEdge(at[0], at[1], read(n), L);
    b.addEdge(
        at[1],
        at[2],
        new Op.Assume(
            Exprs.and(
                Exprs.binary(BinaryOp.SLE, c(1000), n), Exprs.binary(BinaryOp.SLE, n, c(1010)))),
        L);
    b.addEdge(at[2], at[3], read(m), L);
    b.addEdge(at[3], at[4], new Op.Assume(Exprs.binary(BinaryOp.SLT, c(5), m)), L);
    b.addEdge(at[3], at[5], new Op.Assume(Exprs.binary(BinaryOp.SLE, m, c(5))), L);
    b.addEdge(at[4], at[6], new Op.Assign(t, Exprs.binary(BinaryOp.SLT, m, c(9))), L);
    b.addEdge(at[5], at[6], new Op.Assign(t, Exprs.FALSE), L);
    Expr holds = Exprs.binary(BinaryOp.NE, Exprs.cast(Expr.CastOp.ZEXT, t, I32), c(0));
    b.addEdge(at[6], at[7], new Op.Assume(holds), L);
    b.addEdge(at[7], at[8], read(k), L);
    b.addEdge(at[8], at[9], new Op.Assume(Exprs.binary(BinaryOp.SLT, c(3), k)), L);
    b.addEdge(at[8], at[10], new Op.Assume(Exprs.binary(BinaryOp.SLE, k, c(3))), L);
    b.addEdge(at[9], at[10], new Op.Assign(k, c(0)), L);
    b.addEdge(at[10], at[11], new Op.Return(Optional.of(c(0))), L);
    Map<Op.Havoc, Interval> ranges = ranges(b);
    assertEquals(new Interval(32, 1000, 1010), ranges.get(read(n)));
    // The temporary forgets m < 9 (intervals keep no relations); the path with m <= 5 ends.
    assertEquals(new Interval(32, 6, MAX), ranges.get(read(m)));
    // Both branches go on: k > 3 and k <= 3 join to every value.
    assertFalse(ranges.containsKey(read(k)));
  }

  /**
   * {@code b = nondet_bool(); if (b) unsupported; c = nondet_bool(); if (c) x = 1; return;}: as the
   * C models let a signal arrive, the one value of {@code b} that goes on is false.
   */
  @Test
  void aBooleanThatLeadsToSomethingUnsupportedIsFalse() {
    Cfa.Builder b = Cfa.builder("main");
    Var arrives = new Var("arrives", IntType.BOOL, "main");
    Var other = new Var("other", IntType.BOOL, "main");
    Var x = new Var("x", I32, "main");
    Location[] at = new Location[8];
    for (int i = 0; i < at.length; i++) {
      at[i] = b.newLocation();
    }
    b.entry(at[0]).exit(at[7]);
    b.addEdge(at[0], at[1], new Op.Havoc(arrives, InputOrigin.nondet("signal")), L);
    b.addEdge(at[1], at[2], new Op.Assume(arrives), L);
    b.addEdge(at[1], at[3], new Op.Assume(Exprs.not(arrives)), L);
    b.addEdge(
        at[2],
        b.newLocation(),
        new Op.Error(dev.vigil.ir.Property.UNDEFINED_BEHAVIOR, "unsupported: a signal arrives"),
        L);
    b.addEdge(at[3], at[4], new Op.Havoc(other, InputOrigin.nondet("other")), L);
    b.addEdge(at[4], at[5], new Op.Assume(other), L);
    b.addEdge(at[4], at[6], new Op.Assume(Exprs.not(other)), L);
    b.addEdge(at[5], at[6], new Op.Assign(x, c(1)), L);
    b.addEdge(at[6], at[7], new Op.Return(Optional.of(c(0))), L);
    Map<Op.Havoc, Interval> ranges = ranges(b);
    assertEquals(
        new Interval(1, 0, 0), ranges.get(new Op.Havoc(arrives, InputOrigin.nondet("signal"))));
    assertFalse(ranges.containsKey(new Op.Havoc(other, InputOrigin.nondet("other"))));
  }
}
