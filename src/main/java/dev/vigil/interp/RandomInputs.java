package dev.vigil.interp;

import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.Expr;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Op;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.Type;
import java.util.Map;
import java.util.SplittableRandom;

/** See {@link Inputs#random}. */
final class RandomInputs implements InputSupplier {
  private static final double[] SPECIAL_DOUBLES = {
    Double.NaN,
    0.0,
    -0.0,
    Double.POSITIVE_INFINITY,
    Double.NEGATIVE_INFINITY,
    Double.MIN_VALUE,
    -Double.MIN_VALUE,
    Double.MIN_NORMAL,
    Double.MAX_VALUE,
    -Double.MAX_VALUE,
    1.0,
    -1.0,
    0.5,
    0.1,
    Float.MIN_VALUE,
    Float.MIN_NORMAL,
    Float.MAX_VALUE,
    -Float.MAX_VALUE,
    0x1p24,
    0x1p31,
    0x1p53,
    0x1p63,
  };

  private final SplittableRandom random;
  private final Map<Op.Havoc, InputRange> ranges;

  /** Whether this run draws inputs outside their ranges too (one run in ten). */
  private final boolean unranged;

  RandomInputs(long seed, Map<Op.Havoc, InputRange> ranges) {
    this.random = new SplittableRandom(seed);
    this.ranges = Map.copyOf(ranges);
    this.unranged = random.nextInt(10) == 0;
  }

  @Override
  public Expr next(Op.Havoc site) {
    InputRange range = ranges.get(site);
    if (range != null && !unranged && site.target().type() instanceof Type.IntType t) {
      return ConcreteValue.constant(t, within(range) & Semantics.mask(t.bits()));
    }
    return next(site.target().type(), site.origin());
  }

  @Override
  public Expr next(Type type, InputOrigin origin) {
    return switch (type) {
      case Type.IntType t -> ConcreteValue.constant(type, integer(t.bits()));
      case Type.FloatType f -> ConcreteValue.constant(type, floating(f));
      case Type.PointerType _,
          Type.ArrayType _,
          Type.StructType _,
          Type.FunctionType _,
          Type.VoidType _ ->
          ConcreteValue.constant(type, 0);
    };
  }

  @Override
  public byte uninitializedByte(long address) {
    return random.nextInt(4) == 0 ? 0 : (byte) random.nextInt(256);
  }

  /** A value of {@code r}: an end, a small step from the lower end, or uniform. */
  private long within(InputRange r) {
    long span = r.hi() - r.lo(); // negative if the range is wider than a long's half
    int kind = random.nextInt(100);
    if (kind < 25) {
      long[] ends = {r.lo(), r.hi(), r.lo() + 1, r.hi() - 1};
      long v = ends[random.nextInt(ends.length)];
      return v < r.lo() || v > r.hi() ? r.lo() : v;
    }
    if (kind < 55 && span >= 0) {
      return r.lo() + random.nextLong(Math.min(span, 16) + 1);
    }
    if (span >= 0 && span < Long.MAX_VALUE) {
      return r.lo() + random.nextLong(span + 1);
    }
    long v = random.nextLong();
    return v < r.lo() || v > r.hi() ? r.lo() : v;
  }

  /** A {@code bits}-wide pattern: a boundary value, a small number, a power of two, or uniform. */
  long integer(int bits) {
    long mask = Semantics.mask(bits);
    if (bits == 1) {
      return random.nextInt(2);
    }
    long min = 1L << (bits - 1);
    long max = min - 1;
    int kind = random.nextInt(100);
    long value;
    if (kind < 25) {
      long[] boundary = {0, 1, -1, min, max, min + 1, max - 1, 2, -2};
      value = boundary[random.nextInt(boundary.length)];
    } else if (kind < 55) {
      value = random.nextInt(-16, 17);
    } else if (kind < 70) {
      long power = 1L << random.nextInt(bits);
      value = power + random.nextInt(-1, 2);
    } else if (kind < 80) {
      value = random.nextInt(-1000, 1001);
    } else {
      value = random.nextLong();
    }
    return value & mask;
  }

  private long floating(Type.FloatType f) {
    boolean single = f.totalBits() == 32;
    int kind = random.nextInt(100);
    double value;
    if (kind < 30) {
      value = SPECIAL_DOUBLES[random.nextInt(SPECIAL_DOUBLES.length)];
    } else if (kind < 55) {
      value = random.nextInt(-16, 17);
    } else if (kind < 75) {
      value = (random.nextDouble() - 0.5) * 2000;
    } else if (kind < 85) {
      value = random.nextDouble();
    } else {
      return single ? random.nextLong() & 0xffffffffL : random.nextLong();
    }
    if (single) {
      return Semantics.bits((float) value);
    }
    return f.totalBits() == 64 ? Semantics.bits(value) : 0;
  }
}
