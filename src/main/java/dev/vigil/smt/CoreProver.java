package dev.vigil.smt;

import java.util.List;
import java.util.Optional;

/**
 * A stack of assertions checked under assumptions, answering with unsat cores and no models. Open
 * it from {@link Smt#newCoreProver()} with try-with-resources. Every check may throw {@link
 * SmtFailure}, never an unchecked solver error.
 */
public interface CoreProver extends AutoCloseable {

  /** Opens a backtracking point. */
  void push() throws SmtFailure;

  /** Drops the assertions added since the matching {@link #push()}. */
  void pop();

  void add(Bool constraint) throws SmtFailure;

  /**
   * Empty when the assertions are satisfiable together with {@code assumptions}; otherwise
   * assumptions that are unsatisfiable with the assertions already: an unsat core where the prover
   * gives one, else all of them.
   */
  Optional<List<Bool>> unsatCoreAssuming(List<Bool> assumptions) throws SmtFailure;

  @Override
  void close();
}
