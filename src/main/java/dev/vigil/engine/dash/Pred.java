package dev.vigil.engine.dash;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Smt;
import java.util.Objects;

/**
 * A predicate on the states of one function's template (see {@link dev.vigil.smt.StateTemplate}):
 * the states for which some values of its temporaries satisfy {@code definitions} and {@code
 * guard}. The definitions are the equations that give each temporary its value (SSA symbols of a
 * preimage), so that the negation is {@code definitions ∧ ¬guard}, exact where every temporary is
 * defined and an over-approximation where one is free (an input read in a preimage); every use of a
 * negation in DASH (unsatisfiability proves emptiness) tolerates that. {@code ir} is the same
 * predicate as an IR condition over the function's variables (and the callers' variables, which a
 * callee does not change) where one exists (else null), for proofs stated in C. {@code existential}
 * says whether it may have temporaries at all (symbols of no template), which must be renamed apart
 * before it is copied into another predicate; {@code free} whether some temporary may lack a
 * definition (an input read in a preimage), so that the negation over-approximates (LCTD's erratum
 * E9).
 */
record Pred(Bool definitions, Bool guard, Expr ir, boolean existential, boolean free) {
  /** IR forms larger than this are dropped: they would only be printed, and cost to build. */
  private static final int MAX_IR_NODES = 48;

  Pred {
    Objects.requireNonNull(definitions);
    Objects.requireNonNull(guard);
    if (ir != null && !IrSubstitution.small(ir, MAX_IR_NODES)) {
      ir = null;
    }
  }

  static Pred top(Smt smt) {
    return new Pred(smt.tru(), smt.tru(), Exprs.TRUE, false, false);
  }

  static Pred bottom(Smt smt) {
    return new Pred(smt.tru(), smt.fls(), Exprs.FALSE, false, false);
  }

  /** The predicate as one formula. */
  Bool formula(Smt smt) {
    return smt.and(definitions, guard);
  }

  boolean isTrue() {
    return guard.isTrue() && definitions.isTrue();
  }

  boolean isFalse() {
    return guard.isFalse();
  }

  Pred negate(Smt smt) {
    return new Pred(definitions, smt.not(guard), ir == null ? null : irNot(ir), existential, free);
  }

  /** The IR negation, without a double one. */
  static Expr irNot(Expr e) {
    return e instanceof Expr.Binary b && b.op() == Expr.BinaryOp.XOR && b.right().equals(Exprs.TRUE)
        ? b.left()
        : Exprs.not(e);
  }

  Pred and(Smt smt, Pred other) {
    Expr both = ir == null || other.ir == null ? null : Exprs.and(ir, other.ir);
    return new Pred(
        smt.and(definitions, other.definitions),
        smt.and(guard, other.guard),
        both,
        existential || other.existential,
        free || other.free);
  }

  /**
   * The disjunction; exact because definitions are satisfiable for every state and the two
   * predicates' temporaries are apart.
   */
  Pred or(Smt smt, Pred other) {
    Expr either = ir == null || other.ir == null ? null : Exprs.or(ir, other.ir);
    return new Pred(
        smt.and(definitions, other.definitions),
        smt.or(guard, other.guard),
        either,
        existential || other.existential,
        free || other.free);
  }

  /** The predicate simplified by the solver, with the same meaning. */
  Pred simplified(Smt smt) throws dev.vigil.smt.SmtFailure {
    return new Pred(smt.simplify(definitions), smt.simplify(guard), ir, existential, free);
  }
}
