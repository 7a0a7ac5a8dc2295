package dev.vigil.interp;

import static dev.vigil.interp.Ir.I16;
import static dev.vigil.interp.Ir.I32;
import static dev.vigil.interp.Ir.I64;
import static dev.vigil.interp.Ir.I8;
import static dev.vigil.interp.Ir.PTR;
import static dev.vigil.interp.Ir.at;
import static dev.vigil.interp.Ir.bin;
import static dev.vigil.interp.Ir.c;
import static dev.vigil.interp.Ir.f64;
import static dev.vigil.interp.Ir.i32;
import static dev.vigil.interp.Ir.i64;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Expr.Query;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Objects, pointers and bytes as docs/SEMANTICS.md lays them out. */
class MemoryTest {
  private static final Expr OUT = Exprs.global("out");

  private static Expr out(long offset) {
    return Exprs.ptrAdd(OUT, i64(offset));
  }

  private static Snapshot run(Ir.Fn f) {
    return run(f, Inputs.zeros());
  }

  private static Snapshot run(Ir.Fn f, InputSupplier inputs) {
    f.ret(i32(0));
    return new Interpreter(f.done().build()).runAndSnapshot(inputs, 10_000, true);
  }

  private static String ub(Snapshot s) {
    return assertInstanceOf(
            Outcome.UndefinedBehavior.class, s.outcome(), () -> s.outcome().toString())
        .what();
  }

  private static void assertNormal(Snapshot s) {
    assertInstanceOf(Outcome.NormalExit.class, s.outcome(), () -> s.outcome().toString());
  }

  @Test
  void globalsStartWithTheirInitializerLittleEndian() {
    Ir ir =
        Ir.lp64()
            .global("g", new Type.ArrayType(I32, 4), at(0, i32(0x11223344)), at(8, i32(-1)))
            .global("d", Type.FloatType.DOUBLE, at(0, f64(1.5)))
            .global("p", PTR, at(0, Exprs.ptrAdd(Exprs.global("g"), i64(4))))
            .global("out", new Type.ArrayType(I64, 8));
    Ir.Fn f = ir.function("main", I32);
    Var b = f.var("b", I8);
    Var h = f.var("h", I16);
    Var q = f.var("q", PTR);
    Var x = f.var("x", I32);
    f.load(b, Exprs.global("g")).store(out(0), b);
    f.load(h, Exprs.ptrAdd(Exprs.global("g"), i64(1))).store(out(8), h);
    f.load(q, Exprs.global("p")).load(x, Exprs.ptrAdd(q, i64(4))).store(out(16), x);
    Var d = f.var("dd", Type.FloatType.DOUBLE);
    f.load(d, Exprs.global("d")).store(out(24), d);
    Snapshot s = run(f);
    assertNormal(s);
    assertEquals(0x44, s.read("out", 0, 1));
    assertEquals(0x2233, s.read("out", 8, 2));
    assertEquals(0xffffffffL, s.read("out", 16, 4));
    assertEquals(Double.doubleToRawLongBits(1.5), s.read("out", 24, 8));
    assertEquals(0x11223344, s.read("g", 0, 4));
    assertEquals(0, s.read("g", 4, 4));
  }

  @Test
  void objectNumbersAndPointerBits() {
    Ir ir = Ir.lp64().global("a", I32).global("out", new Type.ArrayType(I64, 8)).external("ext");
    ir.function("helper", I32).ret(i32(1)).done();
    Ir.Fn f = ir.function("main", I32);
    Var p = f.var("p", PTR);
    Var q = f.var("q", PTR);
    f.store(out(0), Exprs.cast(CastOp.PTR_TO_INT, Exprs.global("a"), I64));
    f.store(out(8), Exprs.cast(CastOp.PTR_TO_INT, Exprs.global("out"), I64));
    f.store(out(16), Exprs.cast(CastOp.PTR_TO_INT, Exprs.function("main"), I64));
    f.store(out(24), Exprs.cast(CastOp.PTR_TO_INT, Exprs.function("ext"), I64));
    f.malloc(p, i64(4)).malloc(q, i64(4));
    f.store(out(32), Exprs.cast(CastOp.PTR_TO_INT, q, I64));
    f.store(out(40), Exprs.cast(CastOp.PTR_TO_INT, Exprs.ptrAdd(p, i64(-1)), I64));
    f.store(
        out(48),
        Exprs.cast(
            CastOp.PTR_TO_INT, Exprs.cast(CastOp.INT_TO_PTR, i64((2L << 40) | 7), PTR), I32));
    Snapshot s = run(f);
    assertNormal(s);
    assertEquals(1L << 40, s.read("out", 0, 8));
    assertEquals(2L << 40, s.read("out", 8, 8));
    assertEquals(4L << 40, s.read("out", 16, 8)); // helper is 3, main 4
    assertEquals(5L << 40, s.read("out", 24, 8));
    assertEquals(7L << 40, s.read("out", 32, 8)); // p is 6, q 7
    assertEquals(
        (6L << 40) | ((1L << 40) - 1), s.read("out", 40, 8)); // offset wraps within the object
    assertEquals(7, s.read("out", 48, 4));
  }

  @Test
  void ilp32PointersHave22OffsetBits() {
    Ir ir = Ir.ilp32().global("a", I32).global("out", I32);
    Ir.Fn f = ir.function("main", I32);
    f.store(OUT, Exprs.cast(CastOp.PTR_TO_INT, Exprs.ptrAdd(Exprs.global("a"), i32(3)), I32));
    Snapshot s = run(f);
    assertNormal(s);
    assertEquals((1L << 22) | 3, s.read("out", 0, 4));
  }

  @Test
  void pointerQueries() {
    Ir ir =
        Ir.lp64()
            .global("a", new Type.ArrayType(I32, 3))
            .global("out", new Type.ArrayType(I64, 16));
    Ir.Fn f = ir.function("main", I32);
    Var p = f.var("p", PTR);
    f.malloc(p, i64(10));
    Expr inside = Exprs.ptrAdd(p, i64(4));
    List<Expr> facts =
        new ArrayList<>(
            List.of(
                Exprs.query(Query.OFFSET, inside, I64),
                Exprs.query(Query.OBJECT_SIZE, inside, I64),
                Exprs.query(Query.OBJECT_SIZE, Exprs.global("a"), I64),
                Exprs.query(Query.OBJECT_SIZE, Exprs.NULL, I64),
                Exprs.query(Query.OBJECT_SIZE, Exprs.function("main"), I64),
                Exprs.query(Query.LIVE, p, Ir.I1),
                Exprs.query(Query.HEAP, p, Ir.I1),
                Exprs.query(Query.LIVE, Exprs.global("a"), Ir.I1),
                Exprs.query(Query.HEAP, Exprs.global("a"), Ir.I1),
                Exprs.query(Query.LIVE, Exprs.NULL, Ir.I1),
                Exprs.query(Query.LIVE, Exprs.function("main"), Ir.I1),
                Exprs.query(
                    Query.OBJECT_SIZE, Exprs.cast(CastOp.INT_TO_PTR, i64(99L << 40), PTR), I64)));
    for (int i = 0; i < facts.size(); i++) {
      Expr e = facts.get(i);
      f.store(out(8L * i), e.type().equals(Ir.I1) ? Exprs.cast(CastOp.ZEXT, e, I64) : e);
    }
    f.op(new Op.Free(p));
    f.store(out(8L * 12), Exprs.cast(CastOp.ZEXT, Exprs.query(Query.LIVE, p, Ir.I1), I64));
    f.store(out(8L * 13), Exprs.query(Query.OBJECT_SIZE, p, I64));
    f.store(out(8L * 14), Exprs.cast(CastOp.ZEXT, Exprs.query(Query.HEAP, p, Ir.I1), I64));
    Snapshot s = run(f);
    assertNormal(s);
    long[] expected = {4, 10, 12, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 10, 1};
    for (int i = 0; i < expected.length; i++) {
      assertEquals(expected[i], s.read("out", 8L * i, 8), "fact " + i);
    }
  }

  @Test
  void invalidAccessesStopTheRun() {
    Ir.Fn f = Ir.lp64().global("a", I32).function("main", I32);
    f.store(Exprs.ptrAdd(Exprs.global("a"), i64(2)), i32(1));
    assertTrue(ub(run(f)).contains("invalid write of 4 bytes at a+2"));

    f = Ir.lp64().function("main", I32);
    Var x = f.var("x", I32);
    f.load(x, Exprs.NULL);
    assertTrue(ub(run(f)).contains("invalid read of 4 bytes at NULL"));

    f = Ir.lp64().function("main", I32);
    Var p = f.var("p", PTR);
    f.malloc(p, i64(4)).op(new Op.Free(p)).load(x = f.var("x", I32), p);
    assertTrue(ub(run(f)).contains("(released)"));

    f = Ir.lp64().function("main", I32);
    p = f.var("p", PTR);
    f.malloc(p, i64(4)).op(new Op.Free(p)).op(new Op.Free(p));
    assertTrue(ub(run(f)).startsWith("invalid free"));

    f = Ir.lp64().function("main", I32);
    p = f.var("p", PTR);
    f.malloc(p, i64(4)).op(new Op.Free(Exprs.ptrAdd(p, i64(1))));
    assertTrue(ub(run(f)).startsWith("invalid free"));

    f = Ir.lp64().global("g", I32).function("main", I32);
    f.op(new Op.Free(Exprs.global("g")));
    assertTrue(ub(run(f)).startsWith("invalid free"));

    f = Ir.lp64().function("main", I32);
    f.op(new Op.Free(Exprs.NULL));
    assertNormal(run(f));

    f = Ir.lp64().function("main", I32);
    p = f.var("p", PTR);
    f.malloc(p, i64((1L << 40) + 1));
    assertTrue(ub(run(f)).contains("more than 2^40"));
  }

  @Test
  void hugeObjectsCostOnlyWhatIsTouched() {
    Ir.Fn f = Ir.lp64().global("out", new Type.ArrayType(I64, 2)).function("main", I32);
    Var p = f.var("p", PTR);
    Var x = f.var("x", I64);
    Var y = f.var("y", I64);
    f.op(new Op.Alloc(p, Op.AllocKind.HEAP, i64(1L << 40), true, ""));
    f.store(Exprs.ptrAdd(p, i64((1L << 40) - 8)), i64(42));
    f.load(x, Exprs.ptrAdd(p, i64((1L << 40) - 8))).store(OUT, x);
    f.load(y, Exprs.ptrAdd(p, i64(123456789))).store(out(8), bin(BinaryOp.ADD, y, i64(1)));
    Snapshot s = run(f);
    assertNormal(s);
    assertEquals(42, s.read("out", 0, 8));
    assertEquals(1, s.read("out", 8, 8));
  }

  @Test
  void tooManyObjectsForIlp32() {
    Ir.Fn f = Ir.ilp32().function("main", I32);
    Var p = f.var("p", PTR);
    var loop = f.here;
    f.op(new Op.Alloc(p, Op.AllocKind.HEAP, i32(1), false, ""));
    f.edge(f.here, loop, Op.Skip.INSTANCE);
    Snapshot s = new Interpreter(f.done().build()).runAndSnapshot(Inputs.zeros(), 10_000, false);
    assertTrue(ub(s).contains("more than 1023 memory objects"));
  }

  @Test
  void uninitialisedBytesAreReadOnceByAddressThenFixed() {
    Ir.Fn f = Ir.lp64().global("out", new Type.ArrayType(I64, 2)).function("main", I32);
    Var p = f.var("p", PTR);
    Var x = f.var("x", I32);
    Var y = f.var("y", I32);
    f.alloca(p, 8, "local");
    f.store(Exprs.ptrAdd(p, i64(1)), c(I8, 0xee));
    f.load(x, p).load(y, p);
    f.store(OUT, x).store(out(8), y);
    List<Long> asked = new ArrayList<>();
    InputSupplier inputs =
        new InputSupplier() {
          @Override
          public Expr next(Type type, InputOrigin origin) {
            throw new AssertionError();
          }

          @Override
          public byte uninitializedByte(long address) {
            asked.add(address);
            return (byte) (address & 0xff);
          }
        };
    Snapshot s = run(f, inputs);
    assertNormal(s);
    long base = 3L << 40; // out is 1, main 2: the stack object is 3
    assertEquals(List.of(base + 3, base + 2, base), asked);
    assertEquals(0x0302ee00L, s.read("out", 0, 4));
    assertEquals(0x0302ee00L, s.read("out", 8, 4));
  }

  @Test
  void havocMakesTheRootsObjectsUninitialisedAndTheirReadsAreReported() {
    Ir.Fn f = Ir.lp64().global("out", new Type.ArrayType(I64, 3)).function("main", I32);
    Var a = f.var("a", PTR);
    Var b = f.var("b", PTR);
    Var x = f.var("x", I32);
    Var y = f.var("y", I32);
    Var z = f.var("z", I32);
    f.alloca(a, 8, "a").alloca(b, 4, "b");
    f.store(a, i64(-1)).store(b, i32(7));
    // A root anywhere in a (at offset 4) makes all of a arbitrary; null and b's untouched.
    f.op(new Op.HavocObjects(List.of(Exprs.ptrAdd(a, i64(4)), Exprs.NULL), false, "fill"));
    f.load(x, a).load(y, b).store(OUT, x).store(out(8), y);
    Snapshot first = run(f, Inputs.replay(List.of(), Map.of(3L << 40, (byte) 0x2a)));
    assertNormal(first);
    assertEquals(0x2aL, first.read("out", 0, 4));
    assertEquals(7L, first.read("out", 8, 4));
    assertEquals(List.of("fill"), first.outcome().havocReads());

    Ir.Fn g = Ir.lp64().global("out", new Type.ArrayType(I64, 3)).function("main", I32);
    Var c2 = g.var("c", PTR);
    Var h = g.var("h", PTR);
    g.alloca(c2, 4, "c");
    g.op(new Op.Alloc(h, Op.AllocKind.HEAP, i64(4), true, ""));
    g.store(c2, i32(5)).store(h, i32(6));
    // With allStackAndHeap, every live stack and heap object, but not the globals.
    g.store(OUT, i32(9));
    g.op(new Op.HavocObjects(List.of(), true, "poke"));
    g.load(z, c2).store(out(8), z).load(z, h).store(out(16), z);
    Snapshot second = run(g, Inputs.zeros());
    assertNormal(second);
    assertEquals(9L, second.read("out", 0, 4));
    assertEquals(0L, second.read("out", 8, 4));
    assertEquals(0L, second.read("out", 16, 4));
    assertEquals(List.of("poke"), second.outcome().havocReads());
  }

  @Test
  void replayedMemoryFillsUninitialisedGlobals() {
    Ir ir = Ir.lp64().nondetGlobal("ext", I16).global("out", I16);
    Ir.Fn f = ir.function("main", I32);
    Var x = f.var("x", I16);
    f.load(x, Exprs.global("ext")).store(OUT, x);
    Snapshot s =
        run(
            f,
            Inputs.replay(List.of(), Map.of(1L << 40, (byte) 0x34, (1L << 40) + 1, (byte) 0x12)));
    assertNormal(s);
    assertEquals(0x1234, s.read("out", 0, 2));
  }

  @Test
  void memcpyIsMemmoveAndMemsetFills() {
    Ir ir =
        Ir.lp64()
            .global(
                "a",
                new Type.ArrayType(I8, 8),
                at(0, c(I8, 1)),
                at(1, c(I8, 2)),
                at(2, c(I8, 3)),
                at(3, c(I8, 4)),
                at(4, c(I8, 5)));
    ir.global("b", new Type.ArrayType(I8, 8));
    Ir.Fn f = ir.function("main", I32);
    f.op(new Op.MemCopy(Exprs.ptrAdd(Exprs.global("a"), i64(2)), Exprs.global("a"), i64(5)));
    f.op(new Op.MemSet(Exprs.ptrAdd(Exprs.global("b"), i64(1)), c(I8, 0xab), i32(3)));
    f.op(new Op.MemCopy(Exprs.global("b"), Exprs.NULL, i64(0)));
    Snapshot s = run(f);
    assertNormal(s);
    assertEquals(0x0504030201_0201L, s.read("a", 0, 7));
    assertEquals(0xababab00L, s.read("b", 0, 4));

    Ir.Fn bad = Ir.lp64().global("a", I32).function("main", I32);
    bad.op(new Op.MemSet(Exprs.global("a"), c(I8, 0), i64(5)));
    assertTrue(ub(run(bad)).contains("memset"));
  }

  @Test
  void memcpyOfUninitialisedBytesFixesThemAtTheSource() {
    Ir ir = Ir.lp64().nondetGlobal("src", I16).global("dst", I16);
    Ir.Fn f = ir.function("main", I32);
    f.op(new Op.MemCopy(Exprs.global("dst"), Exprs.global("src"), i64(2)));
    Snapshot s = run(f, Inputs.replay(List.of(), Map.of(1L << 40, (byte) 7)));
    assertNormal(s);
    assertEquals(7, s.read("dst", 0, 2));
    assertEquals(7, s.read("src", 0, 2));
  }

  @Test
  void oddWidthsUseWholeBytes() {
    Ir.Fn f = Ir.lp64().global("out", I64).function("main", I32);
    Var x = f.var("x", Ir.I1);
    f.store(OUT, c(Type.IntType.of(24), 0xabcdef));
    f.store(out(4), c(Ir.I1, 1));
    f.load(x, out(2)).store(out(5), x); // low bit of 0xab
    Snapshot s = run(f);
    assertNormal(s);
    assertEquals(0x01_01_00_abcdefL, s.read("out", 0, 6));
  }

  @Test
  void stackObjectsAreReleasedOnReturn() {
    Ir ir = Ir.lp64();
    Ir.Fn g = ir.function("leak", PTR);
    Var local = g.var("local", PTR);
    g.alloca(local, 4, "x").ret(local).done();
    Ir.Fn f = ir.function("main", I32);
    Var p = f.var("p", PTR);
    Var v = f.var("v", I32);
    f.call(p, "leak").load(v, p);
    String what = ub(run(f));
    assertTrue(what.contains("x (released)"), what);
  }
}
