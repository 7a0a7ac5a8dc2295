package dev.vigil.engine.bmc;

import static dev.vigil.engine.bmc.BmcEngineTest.input;
import static dev.vigil.engine.bmc.BmcEngineTest.proved;
import static dev.vigil.engine.bmc.BmcEngineTest.verify;
import static dev.vigil.engine.bmc.BmcEngineTest.violated;
import static dev.vigil.engine.bmc.Ir.I32;
import static dev.vigil.engine.bmc.Ir.I64;
import static dev.vigil.engine.bmc.Ir.bin;
import static dev.vigil.engine.bmc.Ir.i32;
import static dev.vigil.engine.bmc.Ir.i64;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Global;
import dev.vigil.ir.Op;
import dev.vigil.ir.Op.AllocKind;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.ArrayType;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.PointerType;
import dev.vigil.ir.Var;
import dev.vigil.spec.Instrumenter;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** BMC with memory (stack arrays, malloc, pointer arithmetic, memory safety) and floats. */
class BmcMemoryTest {
  private static final PointerType PTR = PointerType.INSTANCE;

  private static Expr at(Expr p, Expr byteOffset) {
    return Exprs.ptrAdd(p, byteOffset);
  }

  /** int a[4]; for (i = 0; i < 4; i++) a[i] = i; s = a[0]+…+a[3]; reach_error if s != 6. */
  @Test
  void stackArrayLoopIsProved() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var a = main.var("a", PTR);
    Var i = main.var("i", I32);
    Var s = main.var("s", I32);
    Var v = main.var("v", I32);
    main.op(new Op.Alloc(a, AllocKind.STACK, i64(16), false, "a"))
        .assign(i, i32(0))
        .loop(
            bin(BinaryOp.SLT, i, i32(4)),
            b ->
                b.op(
                        new Op.Store(
                            at(a, bin(BinaryOp.MUL, Exprs.cast(CastOp.SEXT, i, I64), i64(4))), i))
                    .assign(i, bin(BinaryOp.ADD, i, i32(1))))
        .assign(s, i32(0))
        .assign(i, i32(0))
        .loop(
            bin(BinaryOp.SLT, i, i32(4)),
            b ->
                b.op(
                        new Op.Load(
                            v, at(a, bin(BinaryOp.MUL, Exprs.cast(CastOp.SEXT, i, I64), i64(4)))))
                    .assign(s, bin(BinaryOp.ADD, s, v))
                    .assign(i, bin(BinaryOp.ADD, i, i32(1))))
        .ifThen(bin(BinaryOp.NE, s, i32(6)), t -> t.error())
        .ret(i32(0));
    proved(verify(Ir.program(main)));
  }

  /** p = malloc(8); p[1] = x; if (p[1] == 42 && p[0] is whatever) error. */
  @Test
  void heapStoreAndLoadThroughPointerArithmetic() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var p = main.var("p", PTR);
    Var x = main.var("x", I32);
    Var y = main.var("y", I32);
    main.op(new Op.Alloc(p, AllocKind.HEAP, i64(8), false, ""))
        .nondet(x)
        .op(new Op.Store(at(p, i64(4)), x))
        .op(new Op.Load(y, at(p, i64(4))))
        .ifThen(bin(BinaryOp.NE, y, x), t -> t.error())
        .ifThen(bin(BinaryOp.EQ, y, i32(42)), t -> t.error(Property.VALID_DEREF))
        .ret(i32(0));
    Counterexample c = violated(verify(Ir.program(main)));
    assertEquals(Property.VALID_DEREF, c.property());
    assertEquals(42, input(c, 0));
  }

  /** Uninitialised heap bytes are inputs of the counterexample, by address. */
  @Test
  void uninitialisedMemoryIsReported() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var p = main.var("p", PTR);
    Var y = main.var("y", I32);
    main.op(new Op.Alloc(p, AllocKind.HEAP, i64(4), false, ""))
        .op(new Op.Load(y, p))
        .ifThen(bin(BinaryOp.EQ, y, i32(0x01020304)), t -> t.error())
        .ret(i32(0));
    Counterexample c = violated(verify(Ir.program(main)));
    long base = 2L << 40; // null, main, then the allocation
    assertEquals(4, c.uninitializedMemory().size());
    assertEquals((byte) 4, c.uninitializedMemory().get(base));
    assertEquals((byte) 1, c.uninitializedMemory().get(base + 3));
  }

  /** A dangling pointer to a returned function's local is invalid (stack objects die on return). */
  @Test
  void stackObjectsDieWhenTheirFunctionReturns() {
    Ir.Fn get = new Ir.Fn("get", PTR);
    Var local = get.var("local", PTR);
    get.op(new Op.Alloc(local, AllocKind.STACK, i64(4), false, "l"))
        .op(new Op.Store(local, i32(7)))
        .ret(local);
    Ir.Fn main = new Ir.Fn("main", I32);
    Var q = main.var("q", PTR);
    Var v = main.var("v", I32);
    main.call(q, "get").op(new Op.Load(v, q)).ret(i32(0));
    Program p = Instrumenter.instrument(Ir.program(get, main), Set.of(Property.VALID_DEREF));
    Counterexample c = violated(verify(p));
    assertEquals(Property.VALID_DEREF, c.property());
  }

  /** free twice is caught by the valid-free check; free once and no leak is proved. */
  @Test
  void doubleFreeAndMemtrack() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var p = main.var("p", PTR);
    Var c = main.var("c", I32);
    main.op(new Op.Alloc(p, AllocKind.HEAP, i64(4), false, ""))
        .nondet(c)
        .op(new Op.Free(p))
        .ifThen(bin(BinaryOp.EQ, c, i32(3)), t -> t.op(new Op.Free(p)))
        .ret(i32(0));
    Set<Property> memsafety =
        Set.of(Property.VALID_DEREF, Property.VALID_FREE, Property.VALID_MEMTRACK);
    Counterexample cex = violated(verify(Instrumenter.instrument(Ir.program(main), memsafety)));
    assertEquals(Property.VALID_FREE, cex.property());
    assertEquals(3, input(cex, 0));

    Ir.Fn ok = new Ir.Fn("main", I32);
    Var r = ok.var("r", PTR);
    ok.op(new Op.Alloc(r, AllocKind.HEAP, i64(4), false, "")).op(new Op.Free(r)).ret(i32(0));
    proved(verify(Instrumenter.instrument(Ir.program(ok), memsafety)));

    Ir.Fn leak = new Ir.Fn("main", I32);
    Var s = leak.var("s", PTR);
    leak.op(new Op.Alloc(s, AllocKind.HEAP, i64(4), false, "")).ret(i32(0));
    assertEquals(
        Property.VALID_MEMTRACK,
        violated(verify(Instrumenter.instrument(Ir.program(leak), memsafety))).property());
  }

  /** Out-of-bounds access at index 4 of int[4] is a valid-deref violation. */
  @Test
  void outOfBoundsIsFound() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var a = main.var("a", PTR);
    Var i = main.var("i", I32);
    main.op(new Op.Alloc(a, AllocKind.STACK, i64(16), false, "a"))
        .nondet(i)
        .assume(bin(BinaryOp.SLE, i32(0), i))
        .assume(bin(BinaryOp.SLE, i, i32(4)))
        .op(new Op.Store(at(a, bin(BinaryOp.MUL, Exprs.cast(CastOp.SEXT, i, I64), i64(4))), i32(1)))
        .ret(i32(0));
    Counterexample c =
        violated(verify(Instrumenter.instrument(Ir.program(main), Set.of(Property.VALID_DEREF))));
    assertEquals(4, input(c, 0));
  }

  /** Globals start from their initializers; a table lookup. */
  @Test
  void globalInitialisersAreUsed() {
    Global table =
        new Global(
            "t",
            new ArrayType(I32, 3),
            List.of(
                new Global.InitValue(0, i32(5)),
                new Global.InitValue(4, i32(7)),
                new Global.InitValue(8, i32(9))),
            true,
            false,
            SourceLoc.UNKNOWN);
    Ir.Fn main = new Ir.Fn("main", I32);
    Var i = main.var("i", I32);
    Var v = main.var("v", I32);
    main.nondet(i)
        .assume(bin(BinaryOp.ULT, i, i32(3)))
        .op(
            new Op.Load(
                v,
                at(Exprs.global("t"), bin(BinaryOp.MUL, Exprs.cast(CastOp.ZEXT, i, I64), i64(4)))))
        .ifThen(bin(BinaryOp.EQ, v, i32(9)), t -> t.error())
        .ret(i32(0));
    assertEquals(2, input(violated(verify(Ir.program(List.of(table), main))), 0));
  }

  /** x + 1.0 == x holds for large doubles (and infinities); x * 2 >= x for positive x. */
  @Test
  void floats() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var x = main.var("x", FloatType.DOUBLE);
    Expr one = Exprs.floatConst(FloatType.DOUBLE, Double.doubleToRawLongBits(1.0));
    main.nondet(x)
        .assume(
            bin(
                BinaryOp.FOLT,
                x,
                Exprs.floatConst(FloatType.DOUBLE, Double.doubleToRawLongBits(1e300))))
        .ifThen(bin(BinaryOp.FOEQ, bin(BinaryOp.FADD, x, one), x), t -> t.error())
        .ret(i32(0));
    Counterexample c = violated(verify(Ir.program(main)));
    double value = ((Expr.FloatConst) c.inputs().get(0).value()).value();
    assertTrue(value + 1.0 == value && value < 1e300, "input " + value);

    Ir.Fn safe = new Ir.Fn("main", I32);
    Var y = safe.var("y", FloatType.DOUBLE);
    Expr zero = Exprs.floatConst(FloatType.DOUBLE, 0);
    safe.nondet(y)
        .assume(bin(BinaryOp.FOGT, y, zero))
        .ifThen(
            bin(
                BinaryOp.FOLT,
                bin(
                    BinaryOp.FMUL,
                    y,
                    Exprs.floatConst(FloatType.DOUBLE, Double.doubleToRawLongBits(2.0))),
                y),
            t -> t.error())
        .ret(i32(0));
    proved(verify(Ir.program(safe)));
  }

  /** A call through a function pointer chosen by an input. */
  @Test
  void indirectCallsAreSplitOverFunctions() {
    Ir.Fn one = new Ir.Fn("one", I32);
    one.ret(i32(1));
    Ir.Fn two = new Ir.Fn("two", I32);
    two.ret(i32(2));
    Ir.Fn main = new Ir.Fn("main", I32);
    Var c = main.var("c", I32);
    Var f = main.var("f", PTR);
    Var r = main.var("r", I32);
    main.nondet(c)
        .assign(
            f, Exprs.ite(bin(BinaryOp.EQ, c, i32(7)), Exprs.function("two"), Exprs.function("one")))
        .op(new Op.Call(java.util.Optional.of(r), f, List.of()))
        .ifThen(bin(BinaryOp.EQ, r, i32(2)), t -> t.error())
        .ret(i32(0));
    assertEquals(7, input(violated(verify(Ir.program(one, two, main))), 0));
  }

  @Test
  void symbolicMemcpyIsUnsupportedNotTrue() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var p = main.var("p", PTR);
    Var n = main.var("n", I64);
    main.op(new Op.Alloc(p, AllocKind.HEAP, i64(8), false, ""))
        .nondet(n)
        .op(new Op.MemCopy(p, p, n))
        .ret(i32(0));
    Verdict v = verify(Ir.program(main));
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, v);
    assertEquals(Reason.Kind.UNSUPPORTED, u.reason().kind());
    assertTrue(
        u.reason().detail().startsWith("memcpy of a symbolic number of bytes"),
        u.reason().detail());
  }
}
