package dev.vigil.smt;

import java.util.List;
import java.util.Optional;

/**
 * A solver instance holding a stack of assertions, with models. Open it from {@link
 * Smt#newProver()} with try-with-resources. Every check may throw {@link SmtFailure}, never an
 * unchecked solver error.
 */
public interface Prover extends CoreProver {

  /** Whether the assertions are satisfiable. */
  boolean isSatisfiable() throws SmtFailure;

  /** Whether the assertions are satisfiable together with {@code assumptions}. */
  boolean isSatisfiableAssuming(List<Bool> assumptions) throws SmtFailure;

  /**
   * {@inheritDoc} The core is a proper one where the prover was opened for cores ({@link
   * Smt#newProver(boolean)}).
   */
  @Override
  Optional<List<Bool>> unsatCoreAssuming(List<Bool> assumptions) throws SmtFailure;

  /** The model of the last satisfiable check; close it. */
  SmtModel model() throws SmtFailure;
}
