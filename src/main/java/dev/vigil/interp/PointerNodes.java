package dev.vigil.interp;

import dev.vigil.ir.Expr.Query;
import dev.vigil.ir.Semantics;

/** Compiled pointer arithmetic and object facts. */
final class PointerNodes {
  private PointerNodes() {}

  /** {@code PtrAdd}: see {@link Semantics#ptrAdd}. */
  static final class Add extends Ev {
    private final Ev pointer;
    private final Ev offset;
    private final int offsetWidth;
    private final int offsetBits;

    Add(Ev pointer, Ev offset, int offsetWidth, int offsetBits) {
      this.pointer = pointer;
      this.offset = offset;
      this.offsetWidth = offsetWidth;
      this.offsetBits = offsetBits;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      long p = pointer.eval(registers, machine);
      return Semantics.ptrAdd(p, offset.eval(registers, machine), offsetWidth, offsetBits);
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
      this.resultMask = Semantics.mask(resultBits);
    }

    @Override
    long eval(long[] registers, Machine machine) {
      long p = pointer.eval(registers, machine);
      Memory memory = machine.memory();
      return switch (query) {
        case OFFSET -> p & memory.offsetMask() & resultMask;
        case OBJECT_SIZE -> memory.objectSize(p) & resultMask;
        case LIVE -> memory.isLive(p) ? 1 : 0;
        case HEAP -> memory.isHeap(p) ? 1 : 0;
      };
    }
  }
}
