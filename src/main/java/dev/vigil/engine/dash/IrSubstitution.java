package dev.vigil.engine.dash;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Replaces variables in IR expressions, all at once, and asks which variables an expression reads.
 */
final class IrSubstitution {
  private IrSubstitution() {}

  static Expr apply(Expr e, Map<Var, Expr> replace) {
    if (e instanceof Var v) {
      return replace.getOrDefault(v, v);
    }
    List<Expr> children = e.children();
    if (children.isEmpty()) {
      return e;
    }
    List<Expr> changed = new ArrayList<>(children.size());
    boolean any = false;
    for (Expr c : children) {
      Expr n = apply(c, replace);
      any |= n != c;
      changed.add(n);
    }
    return any ? Exprs.intern(e.withChildren(changed)) : e;
  }

  /** Whether {@code e} has at most {@code limit} nodes (counting stops there). */
  static boolean small(Expr e, int limit) {
    return count(e, limit) <= limit;
  }

  private static int count(Expr e, int limit) {
    int n = 1;
    for (Expr c : e.children()) {
      n += count(c, limit - n);
      if (n > limit) {
        return n;
      }
    }
    return n;
  }

  static boolean reads(Expr e, Var v) {
    if (e == v) {
      return true;
    }
    for (Expr c : e.children()) {
      if (reads(c, v)) {
        return true;
      }
    }
    return false;
  }

  static boolean queriesMemory(Expr e) {
    if (e instanceof Expr.PointerQuery) {
      return true;
    }
    for (Expr c : e.children()) {
      if (queriesMemory(c)) {
        return true;
      }
    }
    return false;
  }
}
