package dev.vigil.engine.shared;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Variables of proof invariants named as in C: the SSA suffix of a front-end name ({@code i.0}) is
 * dropped where no two variables of the conditions would then share a name.
 */
public final class SourceNames {
  private SourceNames() {}

  /** The renaming for {@code conditions}; the variables in {@code keep} keep their names. */
  public static UnaryOperator<Var> of(List<Expr> conditions, Set<Var> keep) {
    Set<Var> vars = new LinkedHashSet<>();
    conditions.forEach(c -> collect(c, vars));
    vars.removeAll(keep);
    Map<String, List<Var>> byName = new LinkedHashMap<>();
    for (Var v : vars) {
      byName.computeIfAbsent(v.name().replaceFirst("\\.\\d+$", ""), n -> new ArrayList<>()).add(v);
    }
    Map<Var, Var> renamed = new HashMap<>();
    byName.forEach(
        (name, same) -> {
          if (same.size() == 1 && !same.get(0).name().equals(name)) {
            Var v = same.get(0);
            renamed.put(v, new Var(name, v.type(), v.function()));
          }
        });
    return v -> renamed.getOrDefault(v, v);
  }

  private static void collect(Expr e, Set<Var> out) {
    if (e instanceof Var v) {
      out.add(v);
    }
    e.children().forEach(c -> collect(c, out));
  }
}
