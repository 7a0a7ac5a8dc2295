package dev.vigil.interp;

import dev.vigil.ir.DataModel;
import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;

/**
 * The memtrack rule of docs/SEMANTICS.md: a leak is confirmed only if some live heap object is
 * unreachable from the globals. Reachability is conservative, as in a garbage collector: any
 * initialised pointer-wide window of bytes, at any offset of a global or reachable object, whose
 * object field names a live object makes that object reachable, whatever its offset field, and is
 * then scanned in turn. So a leak is confirmed only when no reading of memory could still reach the
 * object.
 */
final class LeakCheck {
  private LeakCheck() {}

  static boolean hasUnreachableHeapObject(Memory memory, DataModel model) {
    int width = model.pointerBytes();
    BitSet reached = new BitSet();
    Deque<MemObject> work = new ArrayDeque<>();
    for (int n = 1; n < memory.objectCount(); n++) {
      MemObject o = memory.object(n);
      if (o.kind == MemObject.Kind.GLOBAL) {
        reached.set(n);
        work.add(o);
      }
    }
    while (!work.isEmpty()) {
      MemObject o = work.poll();
      long[] ranges = o.scanRanges();
      for (int r = 0; r < ranges.length; r += 2) {
        for (long at = ranges[r]; at < ranges[r + 1] && at + width <= o.size; at++) {
          long pointer = window(o, at, width);
          MemObject target = pointer == -1 ? null : memory.objectOf(pointer);
          if (target != null && target.live && !reached.get(target.number)) {
            reached.set(target.number);
            work.add(target);
          }
        }
      }
    }
    for (int n = 1; n < memory.objectCount(); n++) {
      MemObject o = memory.object(n);
      if (o.kind == MemObject.Kind.HEAP && o.live && !reached.get(n)) {
        return true;
      }
    }
    return false;
  }

  /** The little-endian value of {@code width} initialised bytes at {@code at}, or -1. */
  private static long window(MemObject o, long at, int width) {
    long value = 0;
    for (int i = width - 1; i >= 0; i--) {
      int b = o.get(at + i);
      if (b < 0) {
        return -1;
      }
      value = value << 8 | b;
    }
    return value;
  }
}
