package dev.vigil.engine.cpa.predicate;

import dev.vigil.analysis.PromotedGlobals;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Var;
import java.util.Optional;

/**
 * What an abstract state of predicate abstraction says about one function's variables and the
 * global cells: its abstraction, each cube without the literals over other variables (which only
 * weakens it), and nothing for states inside a block.
 */
public final class PredicateFacts {
  public Optional<Expr> of(PredicateState s, Function f) {
    if (!s.abstracted()) {
      return Optional.empty();
    }
    Abstraction a = s.abstraction();
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
    return Optional.of(any);
  }

  private static boolean own(Var v, Function f) {
    return v.function().equals(f.name()) || v.function().equals(PromotedGlobals.GLOBAL_SCOPE);
  }
}
