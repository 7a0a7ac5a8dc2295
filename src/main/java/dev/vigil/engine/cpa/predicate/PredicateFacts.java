package dev.vigil.engine.cpa.predicate;

import dev.vigil.analysis.PromotedGlobals;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Var;
import java.util.List;
import java.util.Optional;

/**
 * What an abstract state of predicate abstraction says about one function's variables and the
 * global cells: its abstraction, each cube without the literals over other variables (which only
 * weakens it), and the facts the abstraction assumed there; nothing for states inside a block.
 */
public final class PredicateFacts {
  private final java.util.function.Function<Location, List<Expr>> assumed;

  /** {@code assumed} gives the facts each abstraction at a location assumes. */
  public PredicateFacts(java.util.function.Function<Location, List<Expr>> assumed) {
    this.assumed = assumed;
  }

  public Optional<Expr> of(PredicateState s, Function f) {
    if (!s.abstracted()) {
      return Optional.empty();
    }
    Abstraction a = s.abstraction();
    Expr facts = Exprs.TRUE;
    if (a.at() != null) {
      for (Expr fact : assumed.apply(a.at())) {
        if (Ops.variables(fact).stream().allMatch(v -> own(v, f))) {
          facts = Exprs.and(facts, fact);
        }
      }
    }
    Expr any = Exprs.FALSE;
    for (Abstraction.Cube c : a.cubes()) {
      Expr all = Exprs.TRUE;
      for (int i = c.decided().nextSetBit(0); i >= 0; i = c.decided().nextSetBit(i + 1)) {
        Expr p = a.predicates().get(i);
        if (Ops.variables(p).stream().allMatch(v -> own(v, f))) {
          all = Exprs.and(all, c.values().get(i) ? p : Exprs.not(p));
        }
      }
      any = Exprs.or(any, all);
    }
    return Optional.of(Exprs.and(any, facts));
  }

  private static boolean own(Var v, Function f) {
    return v.function().equals(f.name()) || v.function().equals(PromotedGlobals.GLOBAL_SCOPE);
  }
}
