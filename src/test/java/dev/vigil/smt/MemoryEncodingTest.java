package dev.vigil.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Expr.Query;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Pointers and memory: layout, PtrAdd, object facts, loads and stores, alloc, free, memmove; on
 * each solver with bit-vectors and arrays (Z3 and Princess; SMTInterpol has no bit-vectors).
 */
@ParameterizedClass
@EnumSource(
    value = SolverKind.class,
    names = {"Z3", "PRINCESS"})
class MemoryEncodingTest {
  private static final List<Global> GLOBALS =
      List.of(
          new Global(
              "g",
              new ArrayType(IntType.I32, 4),
              List.of(new Global.InitValue(4, Exprs.intConst(IntType.I32, 0x11223344L))),
              false,
              false,
              SourceLoc.UNKNOWN),
          new Global("h", IntType.I64, List.of(), false, true, SourceLoc.UNKNOWN));

  @Parameter SolverKind solver;

  private Harness harness(DataModel model) throws Exception {
    return new Harness(solver, model, GLOBALS);
  }

  private static Var ptr(String name) {
    return new Var(name, PointerType.INSTANCE, "test");
  }

  @ParameterizedTest
  @EnumSource(DataModel.class)
  void globalsAreNumberedAndInitialised(DataModel model) throws Exception {
    try (Harness h = harness(model)) {
      int off = model.offsetBits();
      IntType pt = model.pointerIntType();
      assertEquals(1L << off, h.eval(Exprs.cast(CastOp.PTR_TO_INT, Exprs.global("g"), pt)));
      assertEquals(2L << off, h.eval(Exprs.cast(CastOp.PTR_TO_INT, Exprs.global("h"), pt)));
      assertEquals(16L, h.eval(Exprs.query(Query.OBJECT_SIZE, Exprs.global("g"), pt)));
      assertEquals(1L, h.eval(Exprs.query(Query.LIVE, Exprs.global("g"), IntType.BOOL)));
      assertEquals(0L, h.eval(Exprs.query(Query.LIVE, Exprs.NULL, IntType.BOOL)));
      Var x = new Var("x", IntType.I32, "test");
      h.apply(new Op.Load(x, Exprs.ptrAdd(Exprs.global("g"), Exprs.intConst(pt, 4))));
      assertEquals(0x11223344L, h.eval(x));
      Var y = new Var("y", IntType.I32, "test");
      h.apply(new Op.Load(y, Exprs.global("g")));
      assertEquals(0L, h.eval(y), "bytes without initializer are zero");
      Var b = new Var("b", IntType.I8, "test");
      h.apply(new Op.Load(b, Exprs.ptrAdd(Exprs.global("g"), Exprs.intConst(pt, 5))));
      assertEquals(0x33L, h.eval(b), "little-endian");
    }
  }

  @ParameterizedTest
  @EnumSource(DataModel.class)
  void ptrAddChangesOnlyTheOffsetModulo(DataModel model) throws Exception {
    try (Harness h = harness(model)) {
      IntType pt = model.pointerIntType();
      long base = 3L << model.offsetBits();
      long wrapped =
          h.both(
              (p, k) ->
                  Exprs.cast(
                      CastOp.PTR_TO_INT,
                      Exprs.ptrAdd(Exprs.cast(CastOp.INT_TO_PTR, p, PointerType.INSTANCE), k),
                      pt),
              pt,
              base | 5,
              pt.mask() & -7L);
      assertEquals(base | ((1L << model.offsetBits()) - 2), wrapped);
    }
  }

  @ParameterizedTest
  @EnumSource(DataModel.class)
  void allocationsAreNumberedInOrder(DataModel model) throws Exception {
    try (Harness h = harness(model)) {
      IntType pt = model.pointerIntType();
      Var p = ptr("p");
      Var q = ptr("q");
      Var n = h.symbol(pt, 12);
      h.apply(new Op.Alloc(p, AllocKind.HEAP, Exprs.intConst(pt, 8), false, ""));
      Step s = h.apply(new Op.Alloc(q, AllocKind.STACK, n, true, "a"));
      assertFalse(s.unsupportedIf().isTrue());
      // null 0, globals 1 and 2, then allocations 3 and 4 (no functions in this program)
      assertEquals(3L << model.offsetBits(), h.eval(Exprs.cast(CastOp.PTR_TO_INT, p, pt)));
      assertEquals(4L << model.offsetBits(), h.eval(Exprs.cast(CastOp.PTR_TO_INT, q, pt)));
      assertEquals(12L, h.eval(Exprs.query(Query.OBJECT_SIZE, q, pt)));
      assertEquals(1L, h.eval(Exprs.query(Query.HEAP, p, IntType.BOOL)));
      assertEquals(0L, h.eval(Exprs.query(Query.HEAP, q, IntType.BOOL)));
      Var z = new Var("z", IntType.I32, "test");
      h.apply(new Op.Load(z, Exprs.ptrAdd(q, Exprs.intConst(pt, 4))));
      assertEquals(0L, h.eval(z), "zeroed allocation");
      h.apply(new Op.Free(p));
      assertEquals(0L, h.eval(Exprs.query(Query.LIVE, p, IntType.BOOL)));
      assertEquals(1L, h.eval(Exprs.query(Query.LIVE, q, IntType.BOOL)));
      assertEquals(
          0L,
          h.eval(
              Exprs.query(
                  Query.OBJECT_SIZE,
                  Exprs.cast(
                      CastOp.INT_TO_PTR,
                      Exprs.intConst(pt, 9L << model.offsetBits()),
                      PointerType.INSTANCE),
                  pt)),
          "objects not allocated have size 0");
    }
  }

  @ParameterizedTest
  @EnumSource(DataModel.class)
  void queriesThroughSymbolicPointers(DataModel model) throws Exception {
    try (Harness h = harness(model)) {
      IntType pt = model.pointerIntType();
      Var p = ptr("p");
      h.apply(new Op.Alloc(p, AllocKind.HEAP, Exprs.intConst(pt, 24), false, ""));
      Var bits = h.symbol(pt, (3L << model.offsetBits()) | 7);
      Expr q = Exprs.cast(CastOp.INT_TO_PTR, bits, PointerType.INSTANCE);
      assertTrue(h.isSymbolic(Exprs.query(Query.OBJECT_SIZE, q, pt)));
      assertEquals(24L, h.eval(Exprs.query(Query.OBJECT_SIZE, q, pt)));
      assertEquals(7L, h.eval(Exprs.query(Query.OFFSET, q, pt)));
      assertEquals(1L, h.eval(Exprs.query(Query.HEAP, q, IntType.BOOL)));
      h.apply(new Op.Free(q));
      assertEquals(0L, h.eval(Exprs.query(Query.LIVE, p, IntType.BOOL)));
    }
  }

  @ParameterizedTest
  @EnumSource(DataModel.class)
  void doublesAreStoredAsTheirBits(DataModel model) throws Exception {
    assumeTrue(solver == SolverKind.Z3, "only Z3 has floating point");
    try (Harness h = harness(model)) {
      IntType pt = model.pointerIntType();
      Var p = ptr("p");
      h.apply(new Op.Alloc(p, AllocKind.HEAP, Exprs.intConst(pt, 64), false, ""));
      Var d = h.symbol(FloatType.DOUBLE, Double.doubleToRawLongBits(-2.5));
      Expr at8 = Exprs.ptrAdd(p, Exprs.intConst(pt, 8));
      h.apply(new Op.Store(at8, d));
      Var back = new Var("back", FloatType.DOUBLE, "test");
      h.apply(new Op.Load(back, at8));
      assertEquals(Double.doubleToRawLongBits(-2.5), h.eval(back));
      Var asInt = new Var("asInt", IntType.I64, "test");
      h.apply(new Op.Load(asInt, at8));
      assertEquals(Double.doubleToRawLongBits(-2.5), h.eval(asInt));
      Var nan = new Var("nan", IntType.I64, "test");
      h.apply(new Op.Store(at8, Exprs.floatConst(FloatType.DOUBLE, 0xfff0000000000001L)));
      h.apply(new Op.Load(nan, at8));
      assertEquals(0x7ff8000000000000L, h.eval(nan), "a stored NaN is canonical");
    }
  }

  @ParameterizedTest
  @EnumSource(DataModel.class)
  void storesAndLoadsOfEveryScalar(DataModel model) throws Exception {
    try (Harness h = harness(model)) {
      IntType pt = model.pointerIntType();
      Var p = ptr("p");
      h.apply(new Op.Alloc(p, AllocKind.HEAP, Exprs.intConst(pt, 64), false, ""));
      Var sym = h.symbol(IntType.I32, 0xdeadbeefL);
      h.apply(new Op.Store(p, sym));
      Var b1 = new Var("b1", IntType.I8, "test");
      h.apply(new Op.Load(b1, Exprs.ptrAdd(p, Exprs.intConst(pt, 1))));
      assertEquals(0xbeL, h.eval(b1));
      Expr at16 = Exprs.ptrAdd(p, Exprs.intConst(pt, 16));
      h.apply(new Op.Store(at16, Exprs.global("h")));
      Var q = ptr("q");
      h.apply(new Op.Load(q, at16));
      assertEquals(2L << model.offsetBits(), h.eval(Exprs.cast(CastOp.PTR_TO_INT, q, pt)));
      Expr at24 = Exprs.ptrAdd(p, Exprs.intConst(pt, 24));
      h.apply(new Op.Store(at24, Exprs.binary(BinaryOp.ULT, sym, Exprs.intConst(IntType.I32, 5))));
      Var flag = new Var("flag", IntType.I8, "test");
      h.apply(new Op.Load(flag, at24));
      assertEquals(0L, h.eval(flag), "i1 is stored as one byte 0 or 1");
      Var odd = new Var("odd", IntType.of(17), "test");
      h.apply(new Op.Store(at24, Exprs.intConst(IntType.I32, 0xffffffffL)));
      h.apply(new Op.Load(odd, at24));
      assertEquals(0x1ffffL, h.eval(odd), "i17 reads 3 bytes and keeps 17 bits");
    }
  }

  @ParameterizedTest
  @EnumSource(DataModel.class)
  void memCopyIsMemmove(DataModel model) throws Exception {
    try (Harness h = harness(model)) {
      IntType pt = model.pointerIntType();
      Var p = ptr("p");
      h.apply(new Op.Alloc(p, AllocKind.HEAP, Exprs.intConst(pt, 8), false, ""));
      for (int k = 0; k < 8; k++) {
        h.apply(
            new Op.Store(
                Exprs.ptrAdd(p, Exprs.intConst(pt, k)), Exprs.intConst(IntType.I8, k + 1)));
      }
      h.apply(new Op.MemCopy(Exprs.ptrAdd(p, Exprs.intConst(pt, 2)), p, Exprs.intConst(pt, 4)));
      Var all = new Var("all", IntType.I64, "test");
      h.apply(new Op.Load(all, p));
      assertEquals(0x0807040302010201L, h.eval(all));
      h.apply(
          new Op.MemSet(
              Exprs.ptrAdd(p, Exprs.intConst(pt, 6)),
              Exprs.intConst(IntType.I8, 0xaa),
              Exprs.intConst(pt, 2)));
      h.apply(new Op.Load(all, p));
      assertEquals(0xaaaa040302010201L, h.eval(all));
      Var n = h.symbol(pt, 3);
      assertThrows(Unsupported.class, () -> h.encoder.apply(new Op.MemCopy(p, p, n), h.state));
    }
  }

  @ParameterizedTest
  @EnumSource(DataModel.class)
  void uninitialisedBytesAreReportedByAddress(DataModel model) throws Exception {
    try (Harness h = harness(model)) {
      IntType pt = model.pointerIntType();
      Var p = ptr("p");
      h.apply(new Op.Alloc(p, AllocKind.HEAP, Exprs.intConst(pt, 4), false, ""));
      Var v = new Var("v", IntType.I16, "test");
      Step s = h.apply(new Op.Load(v, Exprs.ptrAdd(p, Exprs.intConst(pt, 2))));
      h.prover.add(
          h.encoder.condition(
              Exprs.binary(BinaryOp.EQ, v, Exprs.intConst(IntType.I16, 0x1234)), h.state));
      Observation.BytesRead read = (Observation.BytesRead) s.observations().get(0);
      Map<Long, Byte> bytes = new LinkedHashMap<>();
      assertTrue(h.prover.isSatisfiable());
      try (SmtModel m = h.prover.model()) {
        m.addBytes(read, model, bytes);
      }
      long base = 3L << model.offsetBits();
      assertEquals(Map.of(base + 2, (byte) 0x34, base + 3, (byte) 0x12), bytes);
      Var x = new Var("x", IntType.I64, "test");
      h.apply(new Op.Load(x, Exprs.global("h")));
      assertTrue(h.isSymbolic(x), "an extern global starts uninitialised");
    }
  }

  @ParameterizedTest
  @EnumSource(DataModel.class)
  void oversizedAllocationIsUnsupported(DataModel model) throws Exception {
    try (Harness h = harness(model)) {
      Var p = ptr("p");
      Type it = model.pointerIntType();
      Step big =
          h.apply(
              new Op.Alloc(
                  p,
                  AllocKind.HEAP,
                  Exprs.intConst((IntType) it, (1L << model.offsetBits()) + 1),
                  false,
                  ""));
      assertTrue(big.unsupportedIf().isTrue());
      Step exact =
          h.apply(
              new Op.Alloc(
                  p,
                  AllocKind.HEAP,
                  Exprs.intConst((IntType) it, 1L << model.offsetBits()),
                  false,
                  ""));
      assertTrue(exact.unsupportedIf().isFalse());
      Var n = h.symbol(IntType.I64, 5);
      Step symbolic = h.apply(new Op.Alloc(p, AllocKind.HEAP, n, false, ""));
      assertFalse(symbolic.unsupportedIf().isFalse(), "a symbolic size may be too large");
      h.prover.push();
      h.prover.add(symbolic.unsupportedIf());
      assertFalse(h.prover.isSatisfiable(), "but not when it is 5");
      h.prover.pop();
    }
  }

  @ParameterizedTest
  @EnumSource(DataModel.class)
  void pointerComparisonsCompareBits(DataModel model) throws Exception {
    try (Harness h = harness(model)) {
      IntType pt = model.pointerIntType();
      assertEquals(1L, h.eval(Exprs.binary(BinaryOp.ULT, Exprs.global("g"), Exprs.global("h"))));
      assertEquals(0L, h.eval(Exprs.binary(BinaryOp.EQ, Exprs.global("g"), Exprs.NULL)));
      assertEquals(
          1L << model.offsetBits(), h.eval(Exprs.cast(CastOp.PTR_TO_INT, Exprs.global("g"), pt)));
    }
  }
}
