package dev.vigil.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.IntType;
import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class InputsTest {
  @Test
  void replayConvertsBitwiseAndPadsWithZeros() {
    InputSupplier s =
        Inputs.replay(
            List.of(Ir.i64(0x1_0000_0005L), Ir.f64(1.0), Ir.i32(-1), Exprs.NULL),
            Map.of(7L, (byte) 9));
    assertEquals(Ir.i32(5), s.next(IntType.I32, InputOrigin.nondet("a")));
    assertEquals(
        Ir.c(IntType.I64, 0x3ff0000000000000L), s.next(IntType.I64, InputOrigin.nondet("b")));
    assertEquals(
        Exprs.floatConst(Type.FloatType.FLOAT, 0x7fc00000L),
        s.next(Type.FloatType.FLOAT, InputOrigin.nondet("c"))); // the one NaN
    assertEquals(Exprs.NULL, s.next(Type.PointerType.INSTANCE, InputOrigin.nondet("d")));
    assertEquals(Ir.c(IntType.I8, 0), s.next(IntType.I8, InputOrigin.nondet("past the end")));
    assertEquals(9, s.uninitializedByte(7));
    assertEquals(0, s.uninitializedByte(8));
  }

  /** Two large arrays' worth of uninitialised bytes, as a run over 400 KB arrays reads them. */
  private static Map<Long, Byte> denseMemory() {
    Map<Long, Byte> bytes = new LinkedHashMap<>();
    for (long object = 3; object <= 5; object += 2) {
      for (long offset = 0; offset < 400_000; offset++) {
        bytes.put(object << 40 | offset, (byte) offset);
      }
    }
    return bytes;
  }

  @Test
  void replayOfMuchUninitialisedMemoryIsFast() {
    Map<Long, Byte> bytes = denseMemory();
    InputSupplier s =
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> Inputs.replay(List.of(), bytes));
    assertEquals((byte) 12345, s.uninitializedByte(5L << 40 | 12345));
  }

  @Test
  void zerosAreZeroOfEveryType() {
    InputSupplier s = Inputs.zeros();
    assertEquals(Ir.i32(0), s.next(IntType.I32, InputOrigin.nondet("")));
    assertEquals(Ir.f64(0.0), s.next(Type.FloatType.DOUBLE, InputOrigin.nondet("")));
    assertEquals(Exprs.NULL, s.next(Type.PointerType.INSTANCE, InputOrigin.nondet("")));
    assertEquals(0, s.uninitializedByte(123));
  }

  @Test
  void randomValuesCoverTheBoundariesAndRepeatWithTheSeed() {
    InputSupplier s = Inputs.random(42);
    Set<Long> ints = new HashSet<>();
    Set<Long> floats = new HashSet<>();
    for (int i = 0; i < 2000; i++) {
      ints.add(((Expr.IntConst) s.next(IntType.I32, InputOrigin.nondet(""))).signedValue());
      floats.add(((Expr.FloatConst) s.next(Type.FloatType.DOUBLE, InputOrigin.nondet(""))).bits());
    }
    for (long v :
        new long[] {
          0,
          1,
          -1,
          Integer.MIN_VALUE,
          Integer.MAX_VALUE,
          Integer.MIN_VALUE + 1,
          Integer.MAX_VALUE - 1,
          1024,
          1023,
          7,
          -9
        }) {
      assertTrue(ints.contains(v), "missing " + v);
    }
    assertTrue(ints.size() > 500, "too few distinct values: " + ints.size());
    for (double v :
        new double[] {
          Double.NaN,
          0.0,
          -0.0,
          Double.POSITIVE_INFINITY,
          Double.NEGATIVE_INFINITY,
          Double.MIN_VALUE,
          Double.MAX_VALUE
        }) {
      assertTrue(floats.contains(Semantics.bits(v)), "missing " + v);
    }
    InputSupplier again = Inputs.random(42);
    InputSupplier first = Inputs.random(42);
    for (int i = 0; i < 100; i++) {
      assertEquals(
          first.next(IntType.I16, InputOrigin.nondet("")),
          again.next(IntType.I16, InputOrigin.nondet("")));
      assertEquals(first.uninitializedByte(i), again.uninitializedByte(i));
    }
    Set<Long> bools = new HashSet<>();
    for (int i = 0; i < 100; i++) {
      bools.add(((Expr.IntConst) s.next(IntType.BOOL, InputOrigin.nondet(""))).bits());
    }
    assertEquals(Set.of(0L, 1L), bools);
  }
}
