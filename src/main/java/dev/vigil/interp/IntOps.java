package dev.vigil.interp;

/**
 * Integer operations of docs/SEMANTICS.md on bit-vectors held in a {@code long}: a value of width
 * {@code bits} is stored zero-extended (its two's-complement pattern in the low bits, zeros
 * above). Every result is returned in the same form.
 */
final class IntOps {
  private IntOps() {}

  static long mask(int bits) {
    return bits == 64 ? -1L : (1L << bits) - 1;
  }

  /** The value read as a signed integer of {@code bits} bits. */
  static long signed(long value, int bits) {
    int shift = 64 - bits;
    return (value << shift) >> shift;
  }

  static long udiv(long a, long b, int bits) {
    return b == 0 ? mask(bits) : Long.divideUnsigned(a, b);
  }

  static long urem(long a, long b) {
    return b == 0 ? a : Long.remainderUnsigned(a, b);
  }

  /** SMT-LIB bvsdiv: x/0 is -1 for x >= 0 and 1 otherwise; MIN/-1 wraps to MIN. */
  static long sdiv(long a, long b, int bits) {
    long sa = signed(a, bits);
    long sb = signed(b, bits);
    if (sb == 0) {
      return sa >= 0 ? mask(bits) : 1;
    }
    return (sa / sb) & mask(bits);
  }

  /** SMT-LIB bvsrem: the remainder has the dividend's sign; x rem 0 is x. */
  static long srem(long a, long b, int bits) {
    long sb = signed(b, bits);
    if (sb == 0) {
      return a;
    }
    return (signed(a, bits) % sb) & mask(bits);
  }

  /** Shift amounts are read unsigned; amounts of at least the width shift everything out. */
  static long shl(long a, long b, int bits) {
    return Long.compareUnsigned(b, bits) >= 0 ? 0 : (a << b) & mask(bits);
  }

  static long lshr(long a, long b, int bits) {
    return Long.compareUnsigned(b, bits) >= 0 ? 0 : a >>> b;
  }

  static long ashr(long a, long b, int bits) {
    long amount = Long.compareUnsigned(b, bits) >= 0 ? 63 : b;
    return (signed(a, bits) >> amount) & mask(bits);
  }

  static long slt(long a, long b, int bits) {
    return signed(a, bits) < signed(b, bits) ? 1 : 0;
  }

  static long sle(long a, long b, int bits) {
    return signed(a, bits) <= signed(b, bits) ? 1 : 0;
  }

  static long ult(long a, long b) {
    return Long.compareUnsigned(a, b) < 0 ? 1 : 0;
  }

  static long ule(long a, long b) {
    return Long.compareUnsigned(a, b) <= 0 ? 1 : 0;
  }

  /** Whether the exact signed sum of two {@code bits}-bit values does not fit {@code bits} bits. */
  static boolean saddOverflow(long a, long b, int bits) {
    long sa = signed(a, bits);
    long sb = signed(b, bits);
    long sum = sa + sb;
    if (bits == 64) {
      return ((sum ^ sa) & (sum ^ sb)) < 0;
    }
    return sum != signed(sum, bits);
  }

  static boolean uaddOverflow(long a, long b, int bits) {
    long sum = a + b;
    return bits == 64 ? Long.compareUnsigned(sum, a) < 0 : (sum & ~mask(bits)) != 0;
  }

  static boolean ssubOverflow(long a, long b, int bits) {
    long sa = signed(a, bits);
    long sb = signed(b, bits);
    long diff = sa - sb;
    if (bits == 64) {
      return ((sa ^ sb) & (sa ^ diff)) < 0;
    }
    return diff != signed(diff, bits);
  }

  static boolean usubOverflow(long a, long b) {
    return Long.compareUnsigned(a, b) < 0;
  }

  static boolean smulOverflow(long a, long b, int bits) {
    long sa = signed(a, bits);
    long sb = signed(b, bits);
    long low = sa * sb;
    if (bits <= 32) {
      return low != signed(low, bits);
    }
    long high = Math.multiplyHigh(sa, sb);
    return high != (low >> 63) || low != signed(low, bits);
  }

  static boolean umulOverflow(long a, long b, int bits) {
    long low = a * b;
    if (bits <= 32) {
      return (low & ~mask(bits)) != 0;
    }
    long high = Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    return high != 0 || (low & ~mask(bits)) != 0;
  }
}
