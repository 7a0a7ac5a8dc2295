package dev.vigil.smt;

import java.util.Objects;

/**
 * A symbolic program state, immutable: the SSA indexing of variables (each bound to a concrete
 * value or to the formula of its current SSA version) and the memory. States are values: an
 * operation yields a new state and leaves the old one usable, so engines can branch and merge.
 */
public final class SymState {
  final PersistentIntMap<Term> vars;
  final Memory memory;

  SymState(PersistentIntMap<Term> vars, Memory memory) {
    this.vars = Objects.requireNonNull(vars);
    this.memory = Objects.requireNonNull(memory);
  }

  SymState withVars(PersistentIntMap<Term> v) {
    return v == vars ? this : new SymState(v, memory);
  }

  SymState withMemory(Memory m) {
    return m == memory ? this : new SymState(vars, m);
  }
}
