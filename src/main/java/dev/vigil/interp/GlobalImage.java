package dev.vigil.interp;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Global;

/** The initial contents of one global: its initializer's values laid out in little-endian bytes. */
final class GlobalImage {
  private static final long TEMPLATE_LIMIT = 1 << 24;

  private final String name;
  private final long size;
  private final boolean nondet;
  private final long[] offsets;
  private final int[] lengths;
  private final long[] values;

  /** Why the initializer cannot be run, or null. */
  private final String unsupported;

  /** The initial bytes, made once for globals small enough. */
  private final byte[] template;

  GlobalImage(Global g, DataModel model, ExprCompiler constants) {
    this.name = g.name();
    this.size = g.type().byteSize(model);
    this.nondet = g.nondetContents();
    int n = g.initializer().size();
    offsets = new long[n];
    lengths = new int[n];
    values = new long[n];
    String problem = null;
    for (int i = 0; i < n; i++) {
      Global.InitValue v = g.initializer().get(i);
      Ev ev = constants.compile(v.value());
      offsets[i] = v.offset();
      lengths[i] = Values.byteLength(v.value().type(), model);
      if (ev instanceof Ev.Const c) {
        values[i] = c.value;
      } else {
        problem = "unsupported: initializer " + v.value() + " of global " + name;
      }
      if (v.offset() < 0 || v.offset() + lengths[i] > size) {
        problem = "initializer of global " + name + " outside the object at offset " + v.offset();
      }
    }
    this.unsupported = problem;
    this.template = problem == null && !nondet && size <= TEMPLATE_LIMIT ? layout() : null;
  }

  private byte[] layout() {
    byte[] bytes = new byte[(int) size];
    for (int i = 0; i < offsets.length; i++) {
      for (int b = 0; b < lengths[i]; b++) {
        bytes[(int) offsets[i] + b] = (byte) (values[i] >>> (8 * b));
      }
    }
    return bytes;
  }

  /** Adds this global to a run's memory as its next object. */
  void materialize(Memory memory) {
    if (unsupported != null) {
      throw new Stop(unsupported);
    }
    if (template != null) {
      memory.addFlat(MemObject.Kind.GLOBAL, template.clone(), true, name);
      return;
    }
    int number = memory.allocate(MemObject.Kind.GLOBAL, size, !nondet, name);
    for (int i = 0; i < offsets.length; i++) {
      memory.store(memory.pointer(number, offsets[i]), lengths[i], values[i]);
    }
  }
}
