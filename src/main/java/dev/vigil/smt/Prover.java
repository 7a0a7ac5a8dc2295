package dev.vigil.smt;

import java.util.List;
import java.util.Optional;

/**
 * A solver instance holding a stack of assertions. Open it from {@link Smt#newProver()} with
 * try-with-resources. Every check may throw {@link SmtFailure}, never an unchecked solver error.
 */
public interface Prover extends AutoCloseable {

  /** Opens a backtracking point. */
  void push() throws SmtFailure;

  /** Drops the assertions added since the matching {@link #push()}. */
  void pop();

  void add(Bool constraint) throws SmtFailure;

  /** Whether the assertions are satisfiable. */
  boolean isSatisfiable() throws SmtFailure;

  /** Whether the assertions are satisfiable together with {@code assumptions}. */
  boolean isSatisfiableAssuming(List<Bool> assumptions) throws SmtFailure;

  /**
   * Empty when the assertions are satisfiable together with {@code assumptions}; otherwise
   * assumptions that are unsatisfiable with the assertions already: an unsat core where the prover
   * was opened for them, else all of them.
   */
  Optional<List<Bool>> unsatCoreAssuming(List<Bool> assumptions) throws SmtFailure;

  /** The model of the last satisfiable check; close it. */
  SmtModel model() throws SmtFailure;

  @Override
  void close();
}
