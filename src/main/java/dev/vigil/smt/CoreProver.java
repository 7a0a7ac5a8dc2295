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

  /**
   * The core of assumptions that hold the constant false, which a solver leaves out of its cores
   * (answering with an empty one, as if the assertions alone contradicted); empty when none does.
   */
  static Optional<List<Bool>> constantCore(List<Bool> assumptions) {
    return assumptions.stream().filter(Bool::isFalse).findFirst().map(List::of);
  }
}
