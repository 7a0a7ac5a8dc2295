package dev.vigil.engine.cpa.data;

import dev.vigil.analysis.PromotedGlobals;
import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bindings;
import dev.vigil.smt.Term;
import java.util.Map;
import java.util.Optional;

/**
 * What an explicit state says about one function's integer variables and the global cells: the
 * conjunction of {@code x == c} for each one it knows to be a constant.
 */
public final class ExplicitFacts {
  private final Bindings bindings;

  public ExplicitFacts(Bindings bindings) {
    this.bindings = bindings;
  }

  /** The state's bindings in a few words, for pictures. */
  public String describe(ExplicitState s) {
    StringBuilder out = new StringBuilder();
    for (Map.Entry<Var, Term> b : bindings.all(s.values()).entrySet()) {
      Term t = b.getValue();
      String value =
          t.isConcrete() && b.getKey().type() instanceof Type.IntType
              ? String.valueOf(ConcreteValue.constant(b.getKey().type(), t.bits()))
                  .replaceAll(":i\\d+", "")
              : t.isConcrete() ? "const" : "sym";
      out.append(out.length() == 0 ? "" : " ").append(b.getKey().name()).append('=').append(value);
    }
    if (!s.pc().isEmpty()) {
      out.append(" | ").append(s.pc().size()).append(" constraints");
    }
    return out.toString();
  }

  public Optional<Expr> of(ExplicitState s, Function f) {
    Expr all = Exprs.TRUE;
    for (Map.Entry<Var, Term> b : bindings.all(s.values()).entrySet()) {
      Var v = b.getKey();
      boolean mine =
          v.function().equals(f.name()) || v.function().equals(PromotedGlobals.GLOBAL_SCOPE);
      if (mine && v.type() instanceof Type.IntType && b.getValue().isConcrete()) {
        Expr c = ConcreteValue.constant(v.type(), b.getValue().bits());
        all = Exprs.and(all, Exprs.binary(Expr.BinaryOp.EQ, v, c));
      }
    }
    return Optional.of(all);
  }
}
