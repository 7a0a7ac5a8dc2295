package dev.vigil.interp;

import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Ready-made input suppliers. */
public final class Inputs {
  private Inputs() {}

  /**
   * Replays {@code values} in order. A value whose type does not match the request is converted
   * bit-wise (cut or zero-extended); past the end of the list, zero is supplied. Uninitialised
   * bytes come from {@code memory} by address, zero where it has none.
   */
  public static InputSupplier replay(List<Expr> values, Map<Long, Byte> memory) {
    List<Expr> list = List.copyOf(values);
    // A HashMap, not Map.copyOf: the latter's linear probing is quadratic on the dense address
    // ranges of large arrays.
    Map<Long, Byte> bytes = new HashMap<>(memory);
    return new InputSupplier() {
      private int next;

      @Override
      public Expr next(Type type, InputOrigin origin) {
        long bits = next < list.size() ? Values.bitsOf(list.get(next)) : 0;
        next++;
        return ConcreteValue.constant(type, Values.fit(type, bits, DataModel.LP64));
      }

      @Override
      public byte uninitializedByte(long address) {
        return bytes.getOrDefault(address, (byte) 0);
      }
    };
  }

  /** Zero for every input and every uninitialised byte: integers 0, floats +0, pointers null. */
  public static InputSupplier zeros() {
    return (type, origin) -> ConcreteValue.constant(type, 0);
  }

  /**
   * Random values that favour boundary cases (0, ±1, MIN, MAX, small numbers, powers of two) and,
   * for floats, special values (NaN, ±0, ±∞, tiny, huge); pointers are null. The same seed gives
   * the same values.
   */
  public static InputSupplier random(long seed) {
    return new RandomInputs(seed, Map.of());
  }

  /**
   * Random values as {@link #random(long)}'s, but an input of {@code ranges} is drawn from its
   * range nine times in ten (a value outside it would only end the run at the assumption that
   * bounds it).
   */
  public static InputSupplier random(long seed, Map<Op.Havoc, InputRange> ranges) {
    return new RandomInputs(seed, ranges);
  }
}
