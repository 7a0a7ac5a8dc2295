package dev.vigil.engine.cpa;

import dev.vigil.engine.cpa.core.AbstractState;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import java.util.Optional;

/**
 * What a data state says about the variables of one function and the global cells, as an IR
 * condition, for the invariants of a proof; empty when it says nothing expressible there.
 */
@FunctionalInterface
interface StateFacts {
  Optional<Expr> of(AbstractState data, Function function);
}
