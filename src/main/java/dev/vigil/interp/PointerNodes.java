package dev.vigil.interp;

import dev.vigil.ir.Expr.Query;

/** Compiled pointer arithmetic and object facts. */
final class PointerNodes {
  private PointerNodes() {}

  /** Adds a byte offset to the offset field only, modulo 2^offsetBits. */
  static final class Add extends Ev {
    private final Ev pointer;
    private final Ev offset;
    private final long offsetMask;
    private final int offsetWidth;

    Add(Ev pointer, Ev offset, int offsetWidth, long offsetMask) {
      this.pointer = pointer;
      this.offset = offset;
      this.offsetWidth = offsetWidth;
      this.offsetMask = offsetMask;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      long p = pointer.eval(registers, machine);
      long k = IntOps.signed(offset.eval(registers, machine), offsetWidth);
      return (p & ~offsetMask) | ((p + k) & offsetMask);
    }
  }

  /** A {@link Query} on the run's memory. */
  static final class Fact extends Ev {
    private final Query query;
    private final Ev pointer;
    private final long resultMask;

    Fact(Query query, Ev pointer, int resultBits) {
      this.query = query;
      this.pointer = pointer;
      this.resultMask = IntOps.mask(resultBits);
    }

    @Override
    long eval(long[] registers, Machine machine) {
      long p = pointer.eval(registers, machine);
      Memory memory = machine.memory();
      switch (query) {
        case OFFSET:
          return p & memory.offsetMask() & resultMask;
        case OBJECT_SIZE:
          return memory.objectSize(p) & resultMask;
        case LIVE:
          return memory.isLive(p) ? 1 : 0;
        case HEAP:
          return memory.isHeap(p) ? 1 : 0;
        default:
          throw new IllegalArgumentException("unknown query " + query);
      }
    }
  }
}
