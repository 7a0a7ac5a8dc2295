package dev.vigil.engine.shared;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Location;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Variables of proof invariants named as in C: the SSA suffix of a front-end name ({@code i.0}) is
 * dropped from the register the loop head assigns (its phi: the C variable's value there; {@code
 * k.1} in a second loop over {@code k}, not the first loop's {@code k.0}), or, where the head
 * assigns none of that name, from the only one the conditions mention. What the conditions say of
 * registers left without a C name is then weakened away, so that a witness's reader can parse it.
 */
public final class SourceNames {
  private static final Pattern C_IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  private SourceNames() {}

  /**
   * The conditions at {@code head} of {@code cfa} over C names; the variables in {@code keep}
   * (which stand for globals) keep their names.
   */
  public static List<Expr> named(List<Expr> conditions, Set<Var> keep, Cfa cfa, Location head) {
    Set<Var> current = new LinkedHashSet<>();
    for (Edge e : cfa.incoming(head)) {
      current.addAll(Ops.assignedVars(e.op()));
    }
    UnaryOperator<Var> names = of(conditions, keep, current);
    List<Expr> out = new ArrayList<>();
    for (Expr c : conditions) {
      out.add(weakened(Ops.rename(c, names), keep, true));
    }
    return out;
  }

  /** The renaming for {@code conditions}. */
  private static UnaryOperator<Var> of(List<Expr> conditions, Set<Var> keep, Set<Var> current) {
    Set<Var> vars = new LinkedHashSet<>();
    conditions.forEach(c -> vars.addAll(Ops.variables(c)));
    vars.removeAll(keep);
    Map<String, List<Var>> byName = new LinkedHashMap<>();
    for (Var v : vars) {
      byName.computeIfAbsent(base(v), n -> new ArrayList<>()).add(v);
    }
    Set<String> assignedHere = new HashSet<>();
    current.forEach(v -> assignedHere.add(base(v)));
    Map<Var, Var> renamed = new HashMap<>();
    byName.forEach(
        (name, same) -> {
          List<Var> chosen =
              assignedHere.contains(name)
                  ? same.stream().filter(current::contains).toList()
                  : same.size() == 1 ? same : List.of();
          if (chosen.size() == 1 && !chosen.get(0).name().equals(name)) {
            Var v = chosen.get(0);
            renamed.put(v, new Var(name, v.type(), v.function()));
          }
        });
    return v -> renamed.getOrDefault(v, v);
  }

  /** The C name of a front-end register: without its SSA suffixes. */
  private static String base(Var v) {
    return v.name().replaceFirst("(\\.\\d+)+$", "");
  }

  /**
   * {@code c} with each atom over a variable without a C name replaced by what makes the whole
   * weaker: true where the atom stands positively, false under a negation.
   */
  private static Expr weakened(Expr c, Set<Var> keep, boolean positive) {
    if (c instanceof Expr.Binary b && b.type().equals(Type.IntType.BOOL)) {
      switch (b.op()) {
        case AND -> {
          Expr l = weakened(b.left(), keep, positive);
          Expr r = weakened(b.right(), keep, positive);
          return l.equals(Exprs.FALSE) || r.equals(Exprs.FALSE) ? Exprs.FALSE : Exprs.and(l, r);
        }
        case OR -> {
          Expr l = weakened(b.left(), keep, positive);
          Expr r = weakened(b.right(), keep, positive);
          return l.equals(Exprs.TRUE) || r.equals(Exprs.TRUE) ? Exprs.TRUE : Exprs.or(l, r);
        }
        case XOR -> {
          if (b.right().equals(Exprs.TRUE)) {
            return Exprs.not(weakened(b.left(), keep, !positive));
          }
        }
        default -> {}
      }
    }
    boolean unnamed =
        Ops.variables(c).stream()
            .anyMatch(v -> !keep.contains(v) && !C_IDENTIFIER.matcher(v.name()).matches());
    return unnamed ? Exprs.bool(positive) : c;
  }
}
