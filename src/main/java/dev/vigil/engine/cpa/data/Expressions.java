package dev.vigil.engine.cpa.data;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Var;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What an expression reads, remembered per expression (expressions are hash-consed, so identity is
 * equality): its variables, and whether it reads memory (object facts such as liveness).
 */
public final class Expressions {
  private final Map<Expr, Set<Var>> variables = new IdentityHashMap<>();
  private final Map<Expr, Boolean> memory = new IdentityHashMap<>();

  public Set<Var> variables(Expr e) {
    Set<Var> known = variables.get(e);
    if (known == null) {
      known = Ops.variables(e);
      variables.put(e, known);
    }
    return known;
  }

  /** Whether {@code e} reads facts of memory objects ({@link Expr.PointerQuery}). */
  public boolean readsMemory(Expr e) {
    Boolean known = memory.get(e);
    if (known == null) {
      known = e instanceof Expr.PointerQuery;
      for (Expr c : e.children()) {
        known |= readsMemory(c);
      }
      memory.put(e, known);
    }
    return known;
  }
}
