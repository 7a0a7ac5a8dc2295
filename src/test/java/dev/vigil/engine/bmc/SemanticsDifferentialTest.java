package dev.vigil.engine.bmc;

import static dev.vigil.engine.bmc.Ir.I32;
import static dev.vigil.engine.bmc.Ir.I64;
import static dev.vigil.engine.bmc.Ir.i32;
import static dev.vigil.engine.bmc.Ir.i64;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Expr.Query;
import dev.vigil.ir.Expr.UnaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Global;
import dev.vigil.ir.Op;
import dev.vigil.ir.Op.AllocKind;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.ArrayType;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The encoder and the interpreter agree on {@value #SEEDS} random runs of each of these programs.
 */
class SemanticsDifferentialTest {
  private static final int SEEDS = 4;
  private static final FloatType D = FloatType.DOUBLE;
  private static final FloatType F = FloatType.FLOAT;
  private static final PointerType PTR = PointerType.INSTANCE;

  private static Expr b(BinaryOp op, Expr a, Expr c) {
    return Exprs.binary(op, a, c);
  }

  private static Expr cast(CastOp op, Expr a, Type t) {
    return Exprs.cast(op, a, t);
  }

  private static Expr zext32(Expr bool) {
    return cast(CastOp.ZEXT, bool, I32);
  }

  private static Expr dconst(double v) {
    return Exprs.floatConst(D, Double.doubleToRawLongBits(v));
  }

  /** Publishes {@code name := e}. */
  private static Var out(Differential.Ctx c, String name, Expr e) {
    Var r = c.fn().var(name, e.type());
    c.out(r, new Op.Assign(r, e));
    return r;
  }

  private static Var load(Differential.Ctx c, String name, Type t, Expr address) {
    Var r = c.fn().var(name, t);
    c.out(r, new Op.Load(r, address));
    return r;
  }

  private static final List<Differential.Spec> SPECS = new ArrayList<>();

  private static void spec(String name, BiConsumer<Ir.Fn, Differential.Ctx> body) {
    SPECS.add(new Differential.Spec(name, List.of(), List::of, body, false, false));
  }

  private static void hard(String name, Type t, BinaryOp... ops) {
    SPECS.add(new Differential.Spec(name, List.of(), List::of, binaryBody(t, ops), false, true));
  }

  private static void binaries(String name, Type t, BinaryOp... ops) {
    spec(name, binaryBody(t, ops));
  }

  private static BiConsumer<Ir.Fn, Differential.Ctx> binaryBody(Type t, BinaryOp... ops) {
    return (f, c) -> {
      Var x = c.in("x", t);
      Var y = c.in("y", t);
      for (int i = 0; i < ops.length; i++) {
        Expr e = b(ops[i], x, y);
        out(c, "r" + i, e.type().equals(IntType.BOOL) ? zext32(e) : e);
      }
    };
  }

  static {
    binaries("i32 wrapping arithmetic", I32, BinaryOp.ADD, BinaryOp.SUB, BinaryOp.MUL);
    binaries("i32 signed division", I32, BinaryOp.SDIV, BinaryOp.SREM);
    binaries("i64 unsigned division", I64, BinaryOp.UDIV, BinaryOp.UREM);
    binaries("i8 division", IntType.I8, BinaryOp.SDIV, BinaryOp.UDIV, BinaryOp.SREM, BinaryOp.UREM);
    binaries("i32 shifts", I32, BinaryOp.SHL, BinaryOp.LSHR, BinaryOp.ASHR);
    binaries("i64 shifts", I64, BinaryOp.SHL, BinaryOp.LSHR, BinaryOp.ASHR);
    binaries(
        "i32 overflow predicates",
        I32,
        BinaryOp.SADD_OVERFLOW,
        BinaryOp.UADD_OVERFLOW,
        BinaryOp.SSUB_OVERFLOW,
        BinaryOp.USUB_OVERFLOW,
        BinaryOp.SMUL_OVERFLOW,
        BinaryOp.UMUL_OVERFLOW);
    hard(
        "i64 overflow predicates",
        I64,
        BinaryOp.SADD_OVERFLOW,
        BinaryOp.SMUL_OVERFLOW,
        BinaryOp.UMUL_OVERFLOW);
    binaries(
        "i16 comparisons",
        IntType.I16,
        BinaryOp.SLT,
        BinaryOp.SLE,
        BinaryOp.ULT,
        BinaryOp.ULE,
        BinaryOp.EQ,
        BinaryOp.NE);
    binaries("i32 bitwise", I32, BinaryOp.AND, BinaryOp.OR, BinaryOp.XOR);
    binaries(
        "i1 arithmetic",
        IntType.BOOL,
        BinaryOp.ADD,
        BinaryOp.MUL,
        BinaryOp.SDIV,
        BinaryOp.SLT,
        BinaryOp.XOR,
        BinaryOp.OR);
    hard("double arithmetic", D, BinaryOp.FADD, BinaryOp.FSUB, BinaryOp.FMUL, BinaryOp.FDIV);
    hard("float arithmetic", F, BinaryOp.FADD, BinaryOp.FSUB, BinaryOp.FMUL, BinaryOp.FDIV);
    hard("double fmod", D, BinaryOp.FREM);
    hard("float fmod", F, BinaryOp.FREM);
    binaries("fmin fmax copysign", D, BinaryOp.FMIN, BinaryOp.FMAX, BinaryOp.FCOPYSIGN);
    binaries(
        "ordered comparisons",
        D,
        BinaryOp.FOEQ,
        BinaryOp.FONE,
        BinaryOp.FOLT,
        BinaryOp.FOGE,
        BinaryOp.FORD);
    binaries(
        "unordered comparisons",
        F,
        BinaryOp.FUEQ,
        BinaryOp.FUNE,
        BinaryOp.FULT,
        BinaryOp.FUGE,
        BinaryOp.FUNO);

    spec(
        "odd widths",
        (f, c) -> {
          Var x = c.in("x", I64);
          Expr a = cast(CastOp.TRUNC, x, IntType.of(17));
          Expr m = b(BinaryOp.MUL, a, a);
          out(c, "r0", cast(CastOp.ZEXT, m, I32));
          out(c, "r1", cast(CastOp.SEXT, cast(CastOp.TRUNC, x, IntType.of(33)), I64));
          out(
              c,
              "r2",
              cast(CastOp.SEXT, b(BinaryOp.ASHR, a, cast(CastOp.TRUNC, x, IntType.of(17))), I32));
        });
    spec(
        "extensions and ite",
        (f, c) -> {
          Var x = c.in("x", IntType.I8);
          Var y = c.in("y", IntType.I8);
          out(c, "r0", cast(CastOp.SEXT, b(BinaryOp.MUL, x, y), I32));
          out(c, "r1", b(BinaryOp.ADD, cast(CastOp.ZEXT, x, I32), cast(CastOp.ZEXT, y, I32)));
          out(c, "r2", Exprs.ite(b(BinaryOp.SLT, x, y), cast(CastOp.SEXT, x, I64), i64(-7)));
          out(c, "r3", cast(CastOp.ZEXT, cast(CastOp.TRUNC, x, IntType.BOOL), I32));
        });
    for (UnaryOp op : UnaryOp.values()) {
      spec(
          "double " + op.name().toLowerCase(),
          (f, c) -> out(c, "r0", Exprs.unary(op, c.in("x", D))));
    }
    spec(
        "float rounding",
        (f, c) -> {
          Var x = c.in("x", F);
          out(c, "r0", Exprs.unary(UnaryOp.FROUND, x));
          out(c, "r1", Exprs.unary(UnaryOp.FRINT, x));
          out(c, "r2", Exprs.unary(UnaryOp.FSQRT, x));
        });
    spec(
        "float to integer",
        (f, c) -> {
          Var x = c.in("x", D);
          out(c, "r0", cast(CastOp.FP_TO_SINT, x, I32));
          out(c, "r1", cast(CastOp.FP_TO_UINT, x, I32));
          out(c, "r2", cast(CastOp.FP_TO_SINT, x, I64));
          out(c, "r3", cast(CastOp.FP_TO_UINT, x, IntType.I8));
          out(c, "r4", cast(CastOp.FP_TO_UINT, x, I64));
        });
    spec(
        "integer to float",
        (f, c) -> {
          Var x = c.in("x", I64);
          Var y = c.in("y", I32);
          out(c, "r0", cast(CastOp.SINT_TO_FP, y, D));
          out(c, "r1", cast(CastOp.UINT_TO_FP, x, F));
          out(c, "r2", cast(CastOp.SINT_TO_FP, x, F));
          out(c, "r3", cast(CastOp.UINT_TO_FP, x, D));
        });
    spec(
        "float formats and bitcasts",
        (f, c) -> {
          Var x = c.in("x", D);
          Var y = c.in("y", I32);
          out(c, "r0", cast(CastOp.FP_TRUNC, x, F));
          out(c, "r1", cast(CastOp.FP_EXTEND, cast(CastOp.FP_TRUNC, x, F), D));
          out(c, "r2", cast(CastOp.BITCAST, x, I64));
          out(c, "r3", cast(CastOp.BITCAST, y, F));
          out(c, "r4", cast(CastOp.BITCAST, b(BinaryOp.FDIV, x, x), I64));
        });
    spec(
        "pointer arithmetic and casts",
        (f, c) -> {
          Var x = c.in("x", I64);
          Expr p = Exprs.ptrAdd(Exprs.function("main"), x);
          out(c, "r0", cast(CastOp.PTR_TO_INT, p, I64));
          out(
              c,
              "r1",
              cast(CastOp.PTR_TO_INT, Exprs.ptrAdd(p, cast(CastOp.TRUNC, x, IntType.I8)), I32));
          out(c, "r2", zext32(b(BinaryOp.ULT, p, Exprs.ptrAdd(Exprs.function("main"), i64(100)))));
          out(c, "r3", Exprs.query(Query.OFFSET, p, I64));
        });
    spec(
        "stack bytes little-endian",
        (f, c) -> {
          Var x = c.in("x", I64);
          Var p = f.var("p", PTR);
          f.op(new Op.Alloc(p, AllocKind.STACK, i64(16), false, "buf"));
          f.op(new Op.Store(p, x));
          load(c, "r0", IntType.I8, Exprs.ptrAdd(p, i64(1)));
          load(c, "r1", IntType.I16, Exprs.ptrAdd(p, i64(3)));
          f.op(new Op.Store(Exprs.ptrAdd(p, i64(8)), b(BinaryOp.SLT, x, i64(0))));
          load(c, "r2", IntType.I8, Exprs.ptrAdd(p, i64(8)));
          f.op(new Op.Store(Exprs.ptrAdd(p, i64(9)), cast(CastOp.TRUNC, x, IntType.of(17))));
          load(c, "r3", I32, Exprs.ptrAdd(p, i64(8)));
        });
    spec(
        "heap floats through memory",
        (f, c) -> {
          Var x = c.in("x", D);
          Var p = f.var("p", PTR);
          f.op(new Op.Alloc(p, AllocKind.HEAP, i64(8), true, ""));
          f.op(new Op.Store(p, b(BinaryOp.FMUL, x, dconst(3.0))));
          load(c, "r0", I64, p);
          load(c, "r1", F, Exprs.ptrAdd(p, i64(4)));
          f.op(new Op.Free(p));
        });
    spec(
        "memmove and memset",
        (f, c) -> {
          Var x = c.in("x", I64);
          Var n = c.in("n", IntType.I8);
          Var p = f.var("p", PTR);
          f.op(new Op.Alloc(p, AllocKind.HEAP, i64(16), false, ""));
          f.op(new Op.Store(p, x));
          f.op(new Op.Store(Exprs.ptrAdd(p, i64(8)), x));
          f.op(new Op.MemCopy(Exprs.ptrAdd(p, i64(3)), p, i64(6)));
          load(c, "r0", I64, p);
          f.op(new Op.MemSet(Exprs.ptrAdd(p, i64(10)), n, i64(3)));
          load(c, "r1", I64, Exprs.ptrAdd(p, i64(8)));
          f.op(new Op.MemCopy(p, Exprs.ptrAdd(p, i64(2)), i64(7)));
          load(c, "r2", I64, p);
        });
    spec(
        "pointer queries",
        (f, c) -> {
          Var n = c.in("n", IntType.I8);
          Var p = f.var("p", PTR);
          Var q = f.var("q", PTR);
          f.op(new Op.Alloc(p, AllocKind.HEAP, cast(CastOp.ZEXT, n, I64), false, ""));
          f.op(new Op.Alloc(q, AllocKind.STACK, i64(4), true, "q"));
          out(c, "r0", Exprs.query(Query.OBJECT_SIZE, p, I64));
          out(c, "r1", zext32(Exprs.query(Query.HEAP, p, IntType.BOOL)));
          out(c, "r2", zext32(Exprs.query(Query.HEAP, q, IntType.BOOL)));
          f.op(new Op.Free(p));
          out(c, "r3", zext32(Exprs.query(Query.LIVE, p, IntType.BOOL)));
          out(c, "r4", Exprs.query(Query.OBJECT_SIZE, p, I32));
          out(c, "r5", cast(CastOp.PTR_TO_INT, q, I64));
          out(c, "r6", Exprs.query(Query.OFFSET, Exprs.ptrAdd(q, cast(CastOp.SEXT, n, I64)), I32));
        });
    Global table =
        new Global(
            "table",
            new ArrayType(I32, 8),
            List.of(
                new Global.InitValue(0, i32(10)),
                new Global.InitValue(4, i32(-20)),
                new Global.InitValue(12, i32(40)),
                new Global.InitValue(24, Exprs.global("table"))),
            false,
            false,
            SourceLoc.UNKNOWN);
    Global ptrs =
        new Global(
            "ptrs",
            new ArrayType(PTR, 2),
            List.of(new Global.InitValue(8, Exprs.ptrAdd(Exprs.global("table"), i64(4)))),
            false,
            false,
            SourceLoc.UNKNOWN);
    SPECS.add(
        new Differential.Spec(
            "global initialisers",
            List.of(table, ptrs),
            List::of,
            (f, c) -> {
              Var i = c.in("i", I32);
              Expr index = cast(CastOp.ZEXT, b(BinaryOp.AND, i, i32(3)), I64);
              load(
                  c,
                  "r0",
                  I32,
                  Exprs.ptrAdd(Exprs.global("table"), b(BinaryOp.MUL, index, i64(4))));
              Var q = f.var("q", PTR);
              f.op(new Op.Load(q, Exprs.ptrAdd(Exprs.global("ptrs"), i64(8))));
              load(c, "r1", I32, q);
              f.op(new Op.Store(q, i));
              load(c, "r2", I64, Exprs.global("table"));
            },
            false,
            false));
    SPECS.add(
        new Differential.Spec(
            "calls and returns",
            List.of(),
            () -> {
              Ir.Fn mix = new Ir.Fn("mix", I32);
              Var a = mix.param("a", I32);
              Var c2 = mix.param("c", IntType.I8);
              mix.ifThen(b(BinaryOp.SLT, a, i32(0)), t -> t.ret(b(BinaryOp.SUB, i32(0), a)));
              mix.ret(b(BinaryOp.MUL, a, cast(CastOp.SEXT, c2, I32)));
              return List.of(mix);
            },
            (f, c) -> {
              Var x = c.in("x", I32);
              Var y = c.in("y", IntType.I8);
              Var r = f.var("r0", I32);
              c.out(r, new Op.Call(java.util.Optional.of(r), Exprs.function("mix"), List.of(x, y)));
            },
            false,
            false));
    SPECS.add(
        new Differential.Spec(
            "recursion",
            List.of(),
            () -> {
              Ir.Fn sum = new Ir.Fn("sum", I32);
              Var k = sum.param("k", I32);
              Var s = sum.var("s", I32);
              sum.ifThen(b(BinaryOp.SLE, k, i32(0)), t -> t.ret(i32(0)));
              sum.call(s, "sum", b(BinaryOp.SUB, k, i32(1)))
                  .ret(b(BinaryOp.ADD, s, b(BinaryOp.MUL, k, k)));
              return List.of(sum);
            },
            (f, c) -> {
              Var n = c.in("n", I32);
              Var r = f.var("r0", I32);
              c.out(
                  r,
                  new Op.Call(
                      java.util.Optional.of(r),
                      Exprs.function("sum"),
                      List.of(b(BinaryOp.AND, n, i32(7)))));
            },
            false,
            false));
    SPECS.add(
        new Differential.Spec(
            "function pointers",
            List.of(),
            () -> {
              Ir.Fn inc = new Ir.Fn("inc", I32);
              Var a = inc.param("a", I32);
              inc.ret(b(BinaryOp.ADD, a, i32(1)));
              Ir.Fn neg = new Ir.Fn("neg", I32);
              Var z = neg.param("a", I32);
              neg.ret(b(BinaryOp.SUB, i32(0), z));
              return List.of(inc, neg);
            },
            (f, c) -> {
              Var x = c.in("x", I32);
              Var fp = f.var("fp", PTR);
              f.assign(
                  fp,
                  Exprs.ite(
                      b(BinaryOp.SLT, x, i32(5)), Exprs.function("inc"), Exprs.function("neg")));
              Var r = f.var("r0", I32);
              c.out(r, new Op.Call(java.util.Optional.of(r), fp, List.of(x)));
            },
            false,
            false));
    spec(
        "loop with an input bound",
        (f, c) -> {
          Var n = c.in("n", I32);
          Var i = f.var("i", I32);
          Var s = f.var("s", I64);
          f.assign(i, i32(0)).assign(s, i64(1));
          f.loop(
              b(BinaryOp.SLT, i, b(BinaryOp.AND, n, i32(7))),
              body ->
                  body.assign(s, b(BinaryOp.MUL, s, i64(3))).assign(i, b(BinaryOp.ADD, i, i32(1))));
          out(c, "r0", s);
          out(c, "r1", i);
        });
    spec(
        "error on a computed condition",
        (f, c) -> {
          Var x = c.in("x", I32);
          Var y = f.var("y", I32);
          f.assign(
              y, b(BinaryOp.XOR, b(BinaryOp.MUL, x, i32(0x9e3779b1)), b(BinaryOp.LSHR, x, i32(7))));
          out(c, "r0", y);
          f.ifThen(b(BinaryOp.EQ, b(BinaryOp.AND, y, i32(3)), i32(1)), t -> t.error());
        });
    spec(
        "pointer value sets",
        (f, c) -> {
          Var x = c.in("x", I32);
          Var a = f.var("a", PTR);
          Var b2 = f.var("b", PTR);
          Var p = f.var("p", PTR);
          f.op(new Op.Alloc(a, AllocKind.STACK, i64(8), true, "a"));
          f.op(new Op.Alloc(b2, AllocKind.STACK, i64(16), true, "b"));
          f.assign(p, Exprs.ite(b(BinaryOp.SLT, x, i32(0)), a, Exprs.ptrAdd(b2, i64(4))));
          f.op(new Op.Store(p, x));
          load(c, "r0", I32, p);
          load(c, "r1", I64, a);
          load(c, "r2", I64, Exprs.ptrAdd(b2, i64(4)));
          out(c, "r3", Exprs.query(Query.OBJECT_SIZE, p, I64));
          out(c, "r4", zext32(b(BinaryOp.EQ, p, a)));
          out(c, "r5", Exprs.query(Query.OFFSET, p, I32));
        });
    spec(
        "pointers through memory",
        (f, c) -> {
          Var x = c.in("x", I32);
          Var cell = f.var("cell", PTR);
          Var q = f.var("q", PTR);
          Var back = f.var("back", PTR);
          f.op(new Op.Alloc(cell, AllocKind.HEAP, i64(8), false, ""));
          f.op(new Op.Alloc(q, AllocKind.HEAP, i64(4), true, ""));
          f.ifThen(
              b(BinaryOp.EQ, b(BinaryOp.AND, x, i32(1)), i32(0)),
              t -> t.op(new Op.Store(cell, q)),
              e -> e.op(new Op.Store(cell, Exprs.NULL)));
          f.op(new Op.Load(back, cell));
          out(c, "r0", zext32(b(BinaryOp.EQ, back, Exprs.NULL)));
          f.ifThen(b(BinaryOp.NE, back, Exprs.NULL), t -> t.op(new Op.Store(back, x)));
          load(c, "r1", I32, q);
          out(c, "r2", cast(CastOp.PTR_TO_INT, back, I64));
        });
    spec(
        "allocations on some paths",
        (f, c) -> {
          Var x = c.in("x", I32);
          Var tmp = f.var("tmp", PTR);
          Var r = f.var("r", PTR);
          f.ifThen(
              b(BinaryOp.SLT, x, i32(10)),
              t -> t.op(new Op.Alloc(tmp, AllocKind.HEAP, i64(2), false, "")));
          Expr size = cast(CastOp.ZEXT, b(BinaryOp.ADD, b(BinaryOp.AND, x, i32(15)), i32(1)), I64);
          f.op(new Op.Alloc(r, AllocKind.HEAP, size, true, ""));
          out(c, "r0", cast(CastOp.PTR_TO_INT, r, I64));
          out(c, "r1", Exprs.query(Query.OBJECT_SIZE, r, I64));
          f.ifThen(
              b(BinaryOp.ULE, i32(4), b(BinaryOp.AND, x, i32(15))), t -> t.op(new Op.Store(r, x)));
          load(c, "r2", IntType.I8, r);
          f.op(new Op.Free(r));
          out(c, "r3", zext32(Exprs.query(Query.LIVE, r, IntType.BOOL)));
        });
    Global flags =
        new Global(
            "flags",
            new ArrayType(I32, 4),
            List.of(new Global.InitValue(4, i32(7))),
            false,
            false,
            SourceLoc.UNKNOWN);
    // Stores at known addresses are pending until an access at an unknown offset, a whole-object
    // memset or a store through a value set needs them; joins merge them byte by byte.
    SPECS.add(
        new Differential.Spec(
            "stores at known addresses on joined paths",
            List.of(flags),
            List::of,
            (f, c) -> {
              Var x = c.in("x", I32);
              Var y = c.in("y", I32);
              Expr g = Exprs.global("flags");
              Expr index = cast(CastOp.ZEXT, b(BinaryOp.AND, y, i32(3)), I64);
              Expr at = Exprs.ptrAdd(g, b(BinaryOp.MUL, index, i64(4)));
              Var h = f.var("h", PTR);
              Var p = f.var("p", PTR);
              f.op(new Op.Alloc(h, AllocKind.HEAP, i64(8), false, ""));
              f.op(new Op.Store(h, i64(1)));
              f.ifThen(
                  b(BinaryOp.SLT, x, i32(0)),
                  t -> t.op(new Op.Store(Exprs.ptrAdd(g, i64(8)), x)),
                  e -> e.op(new Op.Store(g, y)));
              load(c, "r0", I32, at);
              f.ifThen(
                  b(BinaryOp.EQ, b(BinaryOp.AND, x, i32(2)), i32(0)),
                  t -> t.op(new Op.Store(at, i32(-1))));
              load(c, "r1", I64, Exprs.ptrAdd(g, i64(8)));
              load(c, "r2", I32, g);
              f.ifThen(
                  b(BinaryOp.EQ, b(BinaryOp.AND, x, i32(4)), i32(0)),
                  t -> t.op(new Op.MemSet(g, Exprs.intConst(IntType.I8, 3), i64(16))));
              load(c, "r3", I32, at);
              f.assign(p, Exprs.ite(b(BinaryOp.SLT, y, i32(0)), h, Exprs.ptrAdd(g, i64(12))));
              f.op(new Op.Store(p, y));
              load(c, "r4", I32, Exprs.ptrAdd(g, i64(12)));
              load(c, "r5", I64, h);
              f.op(new Op.Store(Exprs.ptrAdd(h, index), Exprs.intConst(IntType.I8, 9)));
              load(c, "r6", I32, h);
              load(c, "r7", I32, at);
            },
            false,
            false));
    SPECS.add(
        new Differential.Spec(
            "uninitialised heap bytes",
            List.of(),
            List::of,
            (f, c) -> {
              Var p = f.var("p", PTR);
              c.in("x", I32);
              f.op(new Op.Alloc(p, AllocKind.HEAP, i64(8), false, ""));
              load(c, "r0", I32, Exprs.ptrAdd(p, i64(2)));
              f.op(new Op.MemCopy(p, Exprs.ptrAdd(p, i64(4)), i64(4)));
              load(c, "r1", I64, p);
            },
            true,
            false));
  }

  @TestFactory
  Stream<DynamicTest> encoderAndInterpreterAgree() {
    assertEquals(true, SPECS.size() >= 30, "at least 30 programs");
    return SPECS.stream()
        .map(
            s ->
                DynamicTest.dynamicTest(
                    s.name(), () -> assertEquals(List.of(), Differential.check(s, SEEDS))));
  }
}
