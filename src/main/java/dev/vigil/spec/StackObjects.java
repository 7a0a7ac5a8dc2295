package dev.vigil.spec;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Var;
import java.util.HashMap;
import java.util.Map;

/**
 * The variables of a function that hold the address of one of its own stack objects of constant
 * size. Such an object is live for the whole function, so accesses at constant in-bounds offsets
 * need no check. Sound because the IR is in SSA form: each such variable is assigned only by its
 * {@link Op.Alloc}.
 */
final class StackObjects {
  private final Map<Var, Long> sizes;

  private StackObjects(Map<Var, Long> sizes) {
    this.sizes = sizes;
  }

  static StackObjects of(Function f, DataModel model) {
    Map<Var, Long> sizes = new HashMap<>();
    Map<Var, Integer> assignments = new HashMap<>();
    f.cfa()
        .edges()
        .forEach(
            e ->
                dev.vigil.ir.Ops.assignedVars(e.op())
                    .forEach(v -> assignments.merge(v, 1, Integer::sum)));
    for (var e : f.cfa().edges()) {
      if (e.op() instanceof Op.Alloc a
          && a.kind() == Op.AllocKind.STACK
          && a.size() instanceof Expr.IntConst c
          && assignments.getOrDefault(a.target(), 0) == 1) {
        sizes.put(a.target(), c.unsignedValue());
      }
    }
    return new StackObjects(sizes);
  }

  /** The size of the stack object {@code v} points to at offset 0, or -1. */
  long sizeOf(Var v) {
    return sizes.getOrDefault(v, -1L);
  }
}
