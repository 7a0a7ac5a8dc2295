package dev.vigil.ir;

import java.util.Objects;

/**
 * Where a nondeterministic value comes from ({@link Op.Havoc}): a {@code __VERIFIER_nondet_*} call,
 * the program's input read through a C library model, a function without a body, an uninitialised
 * variable, or a state an engine chose (such as the start of k-induction's inductive step). Traces,
 * witnesses and the replay check read it; {@link #toString()} is the IR printer's form.
 */
public sealed interface InputOrigin {

  /** The result of {@code __VERIFIER_nondet_*} (or another function the task declares nondet). */
  record Nondet(String function) implements InputOrigin {
    public Nondet {
      Objects.requireNonNull(function);
    }

    @Override
    public String toString() {
      return function;
    }
  }

  /** The result of a function without a body, which may return anything its type allows. */
  record External(String function) implements InputOrigin {
    public External {
      Objects.requireNonNull(function);
    }

    @Override
    public String toString() {
      return function;
    }
  }

  /**
   * A value the program reads from its input through a C library model ({@code getchar}'s
   * character, the numbers {@code scanf} converts from stdin): every value the model lets it have
   * is one that some input, typed or piped, gives at that point, so a counterexample may rest on
   * it. {@code function} is the model's.
   */
  record Read(String function) implements InputOrigin {
    public Read {
      Objects.requireNonNull(function);
    }

    @Override
    public String toString() {
      return function;
    }
  }

  /** The value of a variable read before it was written (LLVM's {@code undef}). */
  record Uninitialized() implements InputOrigin {
    @Override
    public String toString() {
      return "uninitialized";
    }
  }

  /**
   * A value an engine chose for a program it built itself, e.g. the arbitrary start state of
   * k-induction's inductive step. Never part of a counterexample of the user's program.
   */
  record EngineChoice(String purpose) implements InputOrigin {
    public EngineChoice {
      Objects.requireNonNull(purpose);
    }

    @Override
    public String toString() {
      return purpose;
    }
  }

  /**
   * A part of the arbitrary context an entry other than {@code main} starts in (see {@code
   * spec.EntryHarness}): an argument's value, or the size of the object a pointer argument points
   * to; {@code what} says which.
   */
  record Context(String what) implements InputOrigin {
    public Context {
      Objects.requireNonNull(what);
    }

    @Override
    public String toString() {
      return what;
    }
  }

  /**
   * Whether a heap allocation fails (returns null), when allocations may fail ({@code
   * spec.AllocationFailures}).
   */
  record AllocationFailure() implements InputOrigin {
    @Override
    public String toString() {
      return "allocation fails";
    }
  }

  static InputOrigin nondet(String function) {
    return new Nondet(function);
  }

  static InputOrigin external(String function) {
    return new External(function);
  }

  static InputOrigin uninitialized() {
    return new Uninitialized();
  }
}
