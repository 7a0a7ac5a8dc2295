package dev.vigil.smt;

import dev.vigil.ir.Var;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The variables of symbolic states as bindings that engines read and change, for engines that keep
 * abstract states made of symbolic ones (the CPAs: a value analysis binds variables to constants,
 * symbolic execution to terms, and forgets what its precision does not track). A variable without a
 * binding reads as a fresh symbol each time ({@link Encoder#value}); engines that treat unbound
 * variables as unknown check {@link #get} first. Canonical symbols name "the value of a variable at
 * the start of a block", one per variable, for predicate abstraction.
 */
public final class Bindings {
  private final Encoder encoder;

  public Bindings(Encoder encoder) {
    this.encoder = encoder;
  }

  /** The term {@code v} is bound to in {@code s}, if any. */
  public Optional<Term> get(SymState s, Var v) {
    return Optional.ofNullable(s.vars.get(encoder.id(v)));
  }

  /** {@code s} with {@code v} bound to {@code t} (no definition: {@code t} itself). */
  public SymState bind(SymState s, Var v, Term t) {
    if (!t.type.equals(v.type())) {
      throw new IllegalArgumentException("binding " + v + " of type " + v.type() + " to " + t.type);
    }
    return s.withVars(s.vars.with(encoder.id(v), t));
  }

  /** {@code s} without a binding of {@code v}. */
  public SymState unbind(SymState s, Var v) {
    int id = encoder.id(v);
    return s.vars.get(id) == null ? s : s.withVars(s.vars.with(id, null));
  }

  /** Every binding of {@code s}, in the order the encoder first met the variables. */
  public Map<Var, Term> all(SymState s) {
    Map<Var, Term> out = new LinkedHashMap<>();
    s.vars.diff(
        PersistentIntMap.empty(),
        (key, mine, none) -> {
          if (mine != null) {
            out.put(encoder.var(key), mine);
          }
        });
    return out;
  }

  /** Whether every binding of {@code a} is also one of {@code b} (to the same term). */
  public boolean within(SymState a, SymState b) {
    boolean[] ok = {true};
    a.vars.diff(
        b.vars,
        (key, mine, theirs) -> {
          if (mine != null && !mine.equals(theirs)) {
            ok[0] = false;
          }
        });
    return ok[0];
  }

  /** Whether two states have the same bindings. */
  public boolean sameBindings(SymState a, SymState b) {
    boolean[] ok = {true};
    a.vars.diff(
        b.vars,
        (key, mine, theirs) -> {
          if (mine == null ? theirs != null : !mine.equals(theirs)) {
            ok[0] = false;
          }
        });
    return ok[0];
  }

  /** Whether two states have the same memory. */
  public boolean sameMemory(SymState a, SymState b) {
    return a.memory.equals(b.memory);
  }

  /**
   * Whether two states agree on which objects exist and what is known of them (sizes, liveness,
   * allocation counter), whatever the objects' bytes.
   */
  public boolean sameObjects(SymState a, SymState b) {
    Memory x = a.memory;
    Memory y = b.memory;
    return x.sizes().equals(y.sizes())
        && x.live().equals(y.live())
        && x.heap().equals(y.heap())
        && x.next().equals(y.next())
        && x.maxNext() == y.maxNext()
        && x.facts() == y.facts();
  }

  /** The bindings of {@code vars} with the memory of {@code memory}. */
  public SymState withMemoryOf(SymState vars, SymState memory) {
    return vars.withMemory(memory.memory);
  }

  /** The canonical symbol of {@code v}: its value where a block of predicate abstraction starts. */
  public Term canonical(Var v) throws Unsupported {
    return Term.symbolic(v.type(), encoder.formulas().variable(v.type(), "^" + v.qualifiedName()));
  }

  /** {@code memory}'s memory with every variable of {@code vars} bound to its canonical symbol. */
  public SymState canonicalState(Collection<Var> vars, SymState memory) throws Unsupported {
    PersistentIntMap<Term> bound = PersistentIntMap.empty();
    for (Var v : vars) {
      bound = bound.with(encoder.id(v), canonical(v));
    }
    return new SymState(bound, memory.memory);
  }
}
