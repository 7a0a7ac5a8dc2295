package dev.vigil.smt;

import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sosy_lab.java_smt.api.Formula;

/**
 * A state that stands for any state of some variables and of memory: every value is a symbol named
 * after the template's {@code tag}. Formulas over these symbols are predicates on states (DASH's
 * regions); {@link #instantiate} reads such a predicate in a given state, and applying an operation
 * to {@link #state()} with the {@link Encoder} gives its preimage. Symbols of a formula that belong
 * to no template are its existential temporaries (see {@link Smt#renameApart}).
 */
public final class StateTemplate {
  /** Every template symbol starts with this, which no other symbol does. */
  static final String PREFIX = "$T";

  private final Encoder encoder;
  private final String tag;
  private final SymState state;
  private final Map<String, Var> variables = new HashMap<>();
  private final Map<Var, Formula> symbols = new LinkedHashMap<>();
  private final Memory memory;

  StateTemplate(Encoder encoder, int id, Collection<Var> vars, Memory memory, Formulas f)
      throws Unsupported {
    this.encoder = encoder;
    this.tag = PREFIX + id;
    this.memory = memory;
    PersistentIntMap<Term> values = PersistentIntMap.empty();
    for (Var v : vars) {
      String name = symbolName(tag, v);
      Formula symbol = f.variable(v.type(), name);
      values = values.with(encoder.id(v), Term.symbolic(v.type(), symbol));
      variables.put(name, v);
      symbols.put(v, symbol);
    }
    this.state = new SymState(values, memory);
  }

  static String symbolName(String tag, Var v) {
    return tag + "." + v.qualifiedName();
  }

  /** Whether {@code symbol} names a value of some template. */
  public static boolean isTemplateSymbol(String symbol) {
    return symbol.startsWith(PREFIX);
  }

  /** The state whose values are this template's symbols. */
  public SymState state() {
    return state;
  }

  /** The variables this template has a symbol for. */
  public Collection<Var> variables() {
    return variables.values();
  }

  /**
   * {@code formula} read in {@code at}: each symbol of this template replaced by the value it
   * stands for in {@code at}. A variable {@code at} has no value for gets a fresh symbol (any
   * value).
   */
  public Bool instantiate(Bool formula, SymState at) throws Unsupported, SmtFailure {
    return instantiate(List.of(formula), at).get(0);
  }

  /**
   * {@code formulas} read in {@code at}, with one replacement for all of them: a variable that
   * {@code at} leaves unbound gets the same fresh symbol in each.
   */
  public List<Bool> instantiate(List<Bool> formulas, SymState at) throws Unsupported, SmtFailure {
    if (formulas.stream().allMatch(b -> b.isTrue() || b.isFalse())) {
      return formulas;
    }
    Smt smt = encoder.smt();
    Formulas f = encoder.formulas();
    Map<Formula, Formula> replace = new LinkedHashMap<>();
    for (Map.Entry<Var, Formula> e : symbols.entrySet()) {
      replace.put(e.getValue(), f.of(encoder.valueIn(e.getKey(), at)));
    }
    Memory m = encoder.flushed(at.memory);
    replace.put(memory.contents(), m.contents());
    replace.put(memory.sizes(), m.sizes());
    replace.put(memory.live(), m.live());
    replace.put(memory.heap(), m.heap());
    replace.put(f.of(memory.next()), f.of(m.next()));
    List<Bool> result = new ArrayList<>();
    for (Bool formula : formulas) {
      result.add(smt.substitute(formula, replace));
    }
    return result;
  }

  /** The variables whose symbols occur in {@code formula}. */
  public List<Var> variablesIn(Bool formula) {
    List<Var> found = new ArrayList<>();
    for (String name : encoder.smt().symbolNames(formula)) {
      Var v = variables.get(name);
      if (v != null) {
        found.add(v);
      }
    }
    found.sort(java.util.Comparator.comparing(Var::qualifiedName));
    return found;
  }

  /** The names of this template's memory symbols, e.g. to ask whether a formula mentions them. */
  public List<String> memorySymbols() {
    return List.of(tag + ".mem", tag + ".sizes", tag + ".live", tag + ".heap", tag + ".next");
  }

  /** The name of the symbol for liveness, which a function's return changes for its stack. */
  public String liveSymbol() {
    return tag + ".live";
  }

  @Override
  public String toString() {
    return tag;
  }
}
