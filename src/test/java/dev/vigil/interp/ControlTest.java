package dev.vigil.interp;

import static dev.vigil.interp.Ir.I32;
import static dev.vigil.interp.Ir.I64;
import static dev.vigil.interp.Ir.I8;
import static dev.vigil.interp.Ir.PTR;
import static dev.vigil.interp.Ir.bin;
import static dev.vigil.interp.Ir.i32;
import static dev.vigil.interp.Ir.i64;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Input;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.TraceStep;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.report.TraceText;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Calls, inputs, traces and every kind of outcome. */
class ControlTest {
  private static final Expr OUT = Exprs.global("out");

  /** {@code int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }} */
  private static void addFactorial(Ir ir) {
    Var n = new Var("n", I32, "fact");
    Ir.Fn f = ir.function("fact", I32, n);
    Var r = f.var("r", I32);
    Location base = f.ifThen(bin(BinaryOp.SLE, n, i32(1)));
    f.call(r, "fact", bin(BinaryOp.SUB, n, i32(1)));
    f.ret(bin(BinaryOp.MUL, n, r));
    f.here = base;
    f.ret(i32(1));
    f.done();
  }

  private static Outcome run(Program p, InputSupplier inputs) {
    return new Interpreter(p).run(inputs, 1_000_000, true);
  }

  @Test
  void recursionComputesFactorial() {
    Ir ir = Ir.lp64().global("out", I32);
    addFactorial(ir);
    Ir.Fn main = ir.function("main", I32);
    Var r = main.var("r", I32);
    main.call(r, "fact", i32(10)).store(OUT, r).ret(i32(0));
    Snapshot s = new Interpreter(main.done().build()).runAndSnapshot(Inputs.zeros(), 10_000, false);
    assertEquals(
        new Outcome.NormalExit("main returned", List.of(), List.of(), List.of()), s.outcome());
    assertEquals(3628800, s.read("out", 0, 4));
  }

  @Test
  void callsThroughFunctionPointers() {
    Ir ir =
        Ir.lp64()
            .global("out", I32)
            .global(
                "table",
                new Type.ArrayType(PTR, 2),
                Ir.at(0, Exprs.function("twice")),
                Ir.at(8, Exprs.function("fact")));
    addFactorial(ir);
    Var x = new Var("x", I32, "twice");
    Ir.Fn twice = ir.function("twice", I32, x);
    twice.ret(bin(BinaryOp.ADD, x, x));
    twice.done();
    Ir.Fn main = ir.function("main", I32);
    Var fp = main.var("fp", PTR);
    Var a = main.var("a", I32);
    Var b = main.var("b", I32);
    main.load(fp, Exprs.global("table"));
    main.op(new Op.Call(Optional.of(a), fp, List.of(i32(21))));
    main.load(fp, Exprs.ptrAdd(Exprs.global("table"), i64(8)));
    main.op(new Op.Call(Optional.of(b), fp, List.of(i32(4))));
    main.store(OUT, bin(BinaryOp.ADD, a, b)).ret(i32(0));
    Snapshot s = new Interpreter(main.done().build()).runAndSnapshot(Inputs.zeros(), 10_000, false);
    assertInstanceOf(Outcome.NormalExit.class, s.outcome());
    assertEquals(42 + 24, s.read("out", 0, 4));
  }

  @Test
  void badCallsAreUndefined() {
    Ir ir = Ir.lp64().global("g", I32).external("ext");
    addFactorial(ir);
    Ir.Fn main = ir.function("main", I32);
    main.op(new Op.Call(Optional.empty(), Exprs.global("g"), List.of()));
    Outcome o = run(main.ret(i32(0)).done().build(), Inputs.zeros());
    assertTrue(((Outcome.UndefinedBehavior) o).what().contains("not a function's address"));

    ir = Ir.lp64().external("ext");
    main = ir.function("main", I32);
    main.op(new Op.Call(Optional.empty(), Exprs.ptrAdd(Exprs.function("ext"), i64(0)), List.of()));
    o = run(main.ret(i32(0)).done().build(), Inputs.zeros());
    assertTrue(((Outcome.UndefinedBehavior) o).what().contains("no body"));

    ir = Ir.lp64();
    addFactorial(ir);
    main = ir.function("main", I32);
    main.call(null, "fact", i64(3));
    o = run(main.ret(i32(0)).done().build(), Inputs.zeros());
    assertTrue(((Outcome.UndefinedBehavior) o).what().contains("with arguments [i64]"));
  }

  @Test
  void inputsAreRecordedWithTheirTypeAndPlace() {
    Ir.Fn main = Ir.lp64().function("main", I32);
    Var x = main.var("x", I32);
    Var d = main.var("d", Type.FloatType.DOUBLE);
    Var p = main.var("p", PTR);
    main.havoc(x).havoc(d).havoc(p);
    Location bad = main.ifThen(bin(BinaryOp.EQ, x, i32(-5)));
    main.ret(i32(0));
    main.here = bad;
    main.reachError();
    Program program = main.done().build();
    Outcome o = run(program, Inputs.replay(List.of(Ir.i64(-5), Ir.f64(2.5)), Map.of()));
    Outcome.ErrorReached e = assertInstanceOf(Outcome.ErrorReached.class, o);
    assertEquals(Property.UNREACH_CALL, e.property());
    assertEquals(
        List.of(Ir.i32(-5), Ir.f64(2.5), Exprs.NULL),
        e.inputs().stream().map(Input::value).toList());
    assertEquals(InputOrigin.nondet("__VERIFIER_nondet_i32"), e.inputs().get(0).origin());
    assertEquals(1, e.inputs().get(0).loc().line());
    assertEquals(
        List.of("x = -5", "d = 2.5", "p = NULL"),
        e.trace().stream().map(ControlTest::text).toList());
    assertEquals("main", e.trace().get(0).function());
    assertInstanceOf(Outcome.NormalExit.class, run(program, Inputs.zeros()));
  }

  @Test
  void traceShowsStoresToNamedObjects() {
    Ir ir = Ir.lp64().global("balance", I32);
    Ir.Fn main = ir.function("main", I32);
    Var p = main.var("p", PTR);
    Var v = main.var("v", I32);
    main.alloca(p, 8, "arr");
    main.store(Exprs.global("balance"), i32(-1));
    main.store(Exprs.ptrAdd(p, i64(4)), i32(3));
    main.load(v, Exprs.ptrAdd(p, i64(4)));
    main.ret(v);
    Outcome o = run(main.done().build(), Inputs.zeros());
    assertEquals(
        List.of("p = &arr", "balance = -1", "*(arr+4) = 3", "v = 3", "return 3"),
        o.trace().stream().map(ControlTest::text).toList());
  }

  @Test
  void everyOutcome() {
    Ir.Fn f = Ir.lp64().function("main", I32);
    f.assume(Exprs.FALSE);
    Outcome o = run(f.done().build(), Inputs.zeros());
    assertEquals(1, assertInstanceOf(Outcome.AssumeViolated.class, o).loc().line());

    f = Ir.lp64().function("main", I32);
    f.op(new Op.Halt("exit(3)"));
    assertEquals(
        "exit(3)",
        assertInstanceOf(Outcome.NormalExit.class, run(f.done().build(), Inputs.zeros())).how());

    f = Ir.lp64().function("main", I32);
    Location loop = f.here;
    f.op(Op.Skip.INSTANCE).edge(f.here, loop, Op.Skip.INSTANCE);
    o = new Interpreter(f.done().build()).run(Inputs.zeros(), 1001, false);
    assertEquals(1001, assertInstanceOf(Outcome.StepLimit.class, o).steps());

    f = Ir.lp64().function("main", I32);
    f.error(Property.UNDEFINED_BEHAVIOR);
    assertEquals(
        Property.UNDEFINED_BEHAVIOR,
        ((Outcome.ErrorReached) run(f.done().build(), Inputs.zeros())).property());

    f = Ir.lp64().function("main", Type.VoidType.INSTANCE);
    f.op(Op.Skip.INSTANCE); // then a dead end: blocked like a failed assumption
    assertInstanceOf(Outcome.AssumeViolated.class, run(f.done().build(), Inputs.zeros()));
  }

  @Test
  void exactlyOneOfSeveralEdgesMayBeEnabled() {
    Ir.Fn f = Ir.lp64().global("out", I8).function("main", I32);
    Var x = f.var("x", I8);
    f.havoc(x);
    Location join = f.newLocation();
    Location from = f.here;
    f.edge(from, join, new Op.Assume(bin(BinaryOp.ULT, x, Ir.c(I8, 10))));
    f.edge(from, join, new Op.Assume(bin(BinaryOp.ULT, x, Ir.c(I8, 20))));
    Location last = f.newLocation();
    f.edge(from, last, new Op.Assume(bin(BinaryOp.EQ, x, Ir.c(I8, 30))));
    f.edge(last, join, new Op.Store(OUT, Ir.c(I8, 7)));
    f.here = join;
    f.ret(i32(0));
    Interpreter interpreter = new Interpreter(f.done().build());
    Snapshot s =
        interpreter.runAndSnapshot(Inputs.replay(List.of(Ir.c(I8, 15)), Map.of()), 100, false);
    assertInstanceOf(Outcome.NormalExit.class, s.outcome());
    s = interpreter.runAndSnapshot(Inputs.replay(List.of(Ir.c(I8, 30)), Map.of()), 100, false);
    assertEquals(7, s.read("out", 0, 1));
    assertInstanceOf(
        Outcome.AssumeViolated.class,
        interpreter.run(Inputs.replay(List.of(Ir.c(I8, 40)), Map.of()), 100, false));
    Outcome o = interpreter.run(Inputs.replay(List.of(Ir.c(I8, 5)), Map.of()), 100, false);
    String what = assertInstanceOf(Outcome.UndefinedBehavior.class, o).what();
    assertTrue(what.contains("more than one edge can be taken at test.c:2:1"), what);
  }

  @Test
  void memtrackLeaksAreConfirmedOnlyWhenUnreachableFromGlobals() {
    for (boolean keep : new boolean[] {false, true}) {
      Ir.Fn f = Ir.lp64().global("keep", PTR).function("main", I32);
      Var p = f.var("p", PTR);
      Var q = f.var("q", PTR);
      f.malloc(p, i64(16)).malloc(q, i64(4));
      f.store(Exprs.ptrAdd(p, i64(3)), q); // p's object points (unaligned) to q's
      if (keep) {
        f.store(Exprs.global("keep"), Exprs.ptrAdd(p, i64(5)));
      }
      f.error(Property.VALID_MEMTRACK);
      Outcome o = run(f.done().build(), Inputs.zeros());
      if (keep) {
        assertInstanceOf(Outcome.NormalExit.class, o);
      } else {
        assertEquals(
            Property.VALID_MEMTRACK, assertInstanceOf(Outcome.ErrorReached.class, o).property());
      }
    }
  }

  @Test
  void floatsMoveThroughMemoryAndRegisters() {
    Ir.Fn f = Ir.lp64().global("out", Type.FloatType.FLOAT).function("main", I32);
    Var a = f.var("a", Type.FloatType.FLOAT);
    Var b = f.var("b", Type.FloatType.FLOAT);
    f.havoc(a).store(OUT, bin(BinaryOp.FMUL, a, Ir.f32(2f))).load(b, OUT).ret(i32(0));
    Outcome o = run(f.done().build(), Inputs.replay(List.of(Ir.f32(1.25f)), Map.of()));
    assertEquals(
        List.of("a = 1.25", "out = 2.5", "b = 2.5", "return 0"),
        o.trace().stream().map(ControlTest::text).toList());
  }

  @Test
  void parallelAssignmentsReadAllValuesFirst() {
    Ir.Fn f = Ir.lp64().global("out", new Type.ArrayType(I32, 2)).function("main", I32);
    Var a = f.var("a", I32);
    Var b = f.var("b", I32);
    f.assign(a, i32(1)).assign(b, i32(2));
    f.op(new Op.ParallelAssign(List.of(new Op.Assign(a, b), new Op.Assign(b, a))));
    f.store(OUT, a).store(Exprs.ptrAdd(OUT, i64(4)), b).ret(i32(0));
    Snapshot s = new Interpreter(f.done().build()).runAndSnapshot(Inputs.zeros(), 100, true);
    assertEquals(2, s.read("out", 0, 4));
    assertEquals(1, s.read("out", 4, 4));
    assertEquals(
        List.of("a = 1", "b = 2", "a = 2", "b = 1", "out = 2", "*(out+4) = 1", "return 0"),
        s.outcome().trace().stream().map(ControlTest::text).toList());
  }

  @Test
  void pointersCompareByTheirBits() {
    Ir.Fn f =
        Ir.lp64()
            .global("a", new Type.ArrayType(I32, 4))
            .global("b", I32)
            .global("out", I64)
            .function("main", I32);
    Expr a1 = Exprs.ptrAdd(Exprs.global("a"), i64(4));
    Expr a2 = Exprs.ptrAdd(Exprs.global("a"), i64(8));
    Expr facts =
        Exprs.binary(
            BinaryOp.OR,
            Exprs.cast(Expr.CastOp.ZEXT, bin(BinaryOp.ULT, a1, a2), I64),
            Exprs.binary(
                BinaryOp.OR,
                Exprs.binary(
                    BinaryOp.SHL,
                    Exprs.cast(Expr.CastOp.ZEXT, bin(BinaryOp.ULT, a2, Exprs.global("b")), I64),
                    i64(1)),
                Exprs.binary(
                    BinaryOp.SHL,
                    Exprs.cast(Expr.CastOp.ZEXT, bin(BinaryOp.EQ, Exprs.NULL, a1), I64),
                    i64(2))));
    f.store(OUT, facts).ret(i32(0));
    Snapshot s = new Interpreter(f.done().build()).runAndSnapshot(Inputs.zeros(), 100, false);
    assertEquals(0b011, s.read("out", 0, 8));
  }

  @Test
  void unsupportedFloatFormatsStopTheRunWhenReached() {
    Type half = new Type.FloatType(5, 11);
    Ir.Fn f = Ir.lp64().function("main", I32);
    Var h = f.var("h", half);
    Location never = f.ifThen(Exprs.FALSE);
    f.ret(i32(0));
    f.here = never;
    f.assign(h, Exprs.unary(Expr.UnaryOp.FNEG, Exprs.floatConst((Type.FloatType) half, 0x3c00)));
    Program p = f.done().build();
    assertInstanceOf(Outcome.NormalExit.class, run(p, Inputs.zeros()));

    f = Ir.lp64().function("main", I32);
    h = f.var("h", half);
    f.assign(h, Exprs.unary(Expr.UnaryOp.FNEG, Exprs.floatConst((Type.FloatType) half, 0x3c00)));
    Outcome o = run(f.done().build(), Inputs.zeros());
    assertTrue(
        assertInstanceOf(Outcome.UndefinedBehavior.class, o).what().startsWith("unsupported"));
  }

  @Test
  void callocZeroesAndMallocDoesNot() {
    Ir.Fn f = Ir.lp64().global("out", I64).function("main", I32);
    Var p = f.var("p", PTR);
    Var q = f.var("q", PTR);
    Var x = f.var("x", I32);
    Var y = f.var("y", I32);
    f.op(new Op.Alloc(p, Op.AllocKind.HEAP, i64(8), true, ""));
    f.malloc(q, i64(8));
    f.load(x, Exprs.ptrAdd(p, i64(4))).load(y, q);
    f.store(OUT, bin(BinaryOp.ADD, x, y)).ret(i32(0));
    Snapshot s =
        new Interpreter(f.done().build())
            .runAndSnapshot(
                new InputSupplier() {
                  @Override
                  public Expr next(Type type, InputOrigin origin) {
                    throw new AssertionError();
                  }

                  @Override
                  public byte uninitializedByte(long address) {
                    return 1;
                  }
                },
                100,
                false);
    assertEquals(0x01010101L, s.read("out", 0, 4));
  }

  @Test
  void longTracesKeepTheirEnd() {
    Ir.Fn f = Ir.lp64().function("main", I32);
    Var i = f.var("i", I32);
    Location head = f.here;
    Location body = f.ifThen(bin(BinaryOp.SLT, i, i32(150_000)));
    Location done = f.here;
    f.here = body;
    f.edge(body, head, new Op.Assign(i, bin(BinaryOp.ADD, i, i32(1))));
    f.here = done;
    f.ret(i);
    Outcome o = new Interpreter(f.done().build()).run(Inputs.zeros(), 1_000_000, true);
    assertEquals(Trace.LIMIT + 1, o.trace().size());
    assertEquals(new TraceStep.Elided(50001), o.trace().get(0).event());
    assertEquals("return 150000", text(o.trace().get(Trace.LIMIT)));
  }

  /** A step as traces show it. */
  private static String text(TraceStep step) {
    return TraceText.event(step.event());
  }
}
