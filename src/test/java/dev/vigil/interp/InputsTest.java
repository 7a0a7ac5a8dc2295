package dev.vigil.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.IntType;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class InputsTest {
  @Test
  void replayConvertsBitwiseAndPadsWithZeros() {
    InputSupplier s =
        Inputs.replay(List.of(Ir.i64(0x1_0000_0005L), Ir.f64(1.0), Ir.i32(-1), Exprs.NULL), Map.of(7L, (byte) 9));
    assertEquals(Ir.i32(5), s.next(IntType.I32, "a"));
    assertEquals(Ir.c(IntType.I64, 0x3ff0000000000000L), s.next(IntType.I64, "b"));
    assertEquals(Exprs.floatConst(Type.FloatType.FLOAT, 0x7fc00000L), s.next(Type.FloatType.FLOAT, "c")); // the one NaN
    assertEquals(Exprs.NULL, s.next(Type.PointerType.INSTANCE, "d"));
    assertEquals(Ir.c(IntType.I8, 0), s.next(IntType.I8, "past the end"));
    assertEquals(9, s.uninitializedByte(7));
    assertEquals(0, s.uninitializedByte(8));
  }

  @Test
  void zerosAreZeroOfEveryType() {
    InputSupplier s = Inputs.zeros();
    assertEquals(Ir.i32(0), s.next(IntType.I32, ""));
    assertEquals(Ir.f64(0.0), s.next(Type.FloatType.DOUBLE, ""));
    assertEquals(Exprs.NULL, s.next(Type.PointerType.INSTANCE, ""));
    assertEquals(0, s.uninitializedByte(123));
  }

  @Test
  void randomValuesCoverTheBoundariesAndRepeatWithTheSeed() {
    InputSupplier s = Inputs.random(42);
    Set<Long> ints = new HashSet<>();
    Set<Long> floats = new HashSet<>();
    for (int i = 0; i < 2000; i++) {
      ints.add(((Expr.IntConst) s.next(IntType.I32, "")).signedValue());
      floats.add(((Expr.FloatConst) s.next(Type.FloatType.DOUBLE, "")).bits());
    }
    for (long v : new long[] {0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE + 1,
        Integer.MAX_VALUE - 1, 1024, 1023, 7, -9}) {
      assertTrue(ints.contains(v), "missing " + v);
    }
    assertTrue(ints.size() > 500, "too few distinct values: " + ints.size());
    for (double v : new double[] {Double.NaN, 0.0, -0.0, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE}) {
      assertTrue(floats.contains(FloatOps.bits(v)), "missing " + v);
    }
    InputSupplier again = Inputs.random(42);
    InputSupplier first = Inputs.random(42);
    for (int i = 0; i < 100; i++) {
      assertEquals(first.next(IntType.I16, ""), again.next(IntType.I16, ""));
      assertEquals(first.uninitializedByte(i), again.uninitializedByte(i));
    }
    Set<Long> bools = new HashSet<>();
    for (int i = 0; i < 100; i++) {
      bools.add(((Expr.IntConst) s.next(IntType.BOOL, "")).bits());
    }
    assertEquals(Set.of(0L, 1L), bools);
  }
}
