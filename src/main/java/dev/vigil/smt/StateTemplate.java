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
 * regions); {@link #instantiate} reads such a predicate in a given state, and applying an
 * operation to {@link #state()} with the {@link Encoder} gives its preimage. Symbols of a formula
 * that belong to no template are its existential temporaries (see {@link Smt#renameApart}).
 */
public final class StateTemplate {
  /** Every template symbol starts with this, which no other symbol does. */
  static final String PREFIX = "$T";

  private final Encoder encoder;
  private final String tag;
  private final SymState state;
  private final Map<String, Var> variables = new HashMap<>();
  private final Memory memory;

  StateTemplate(Encoder encoder, int id, Collection<Var> vars, Memory memory, Formulas f)
      throws Unsupported {
    this.encoder = encoder;
    this.tag = PREFIX + id;
    this.memory = memory;
    PersistentIntMap<Term> values = PersistentIntMap.empty();
    for (Var v : vars) {
      String name = symbolName(tag, v);
      values = values.with(encoder.id(v), Term.symbolic(v.type(), f.variable(v.type(), name)));
      variables.put(name, v);
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
   * {@code formula} read in {@code at}: each symbol of this template replaced by the value it stands
   * for in {@code at}. A variable {@code at} has no value for gets a fresh symbol (any value).
   */
  public Bool instantiate(Bool formula, SymState at) throws Unsupported {
    return instantiate(List.of(formula), at).get(0);
  }

  /**
   * {@code formulas} read in {@code at}, with one replacement for all of them: a variable that
   * {@code at} leaves unbound gets the same fresh symbol in each.
   */
  public List<Bool> instantiate(List<Bool> formulas, SymState at) throws Unsupported {
    Smt smt = encoder.smt();
    Map<Formula, Formula> replace = new LinkedHashMap<>();
    for (Bool formula : formulas) {
      if (formula.isTrue() || formula.isFalse()) {
        continue;
      }
      for (Map.Entry<String, Formula> symbol : smt.variables(formula).entrySet()) {
        if (!replace.containsKey(symbol.getValue())) {
          Formula value = valueOf(symbol.getKey(), at);
          if (value != null) {
            replace.put(symbol.getValue(), value);
          }
        }
      }
    }
    List<Bool> result = new ArrayList<>();
    for (Bool formula : formulas) {
      result.add(smt.substitute(formula, replace));
    }
    return result;
  }

  private Formula valueOf(String symbol, SymState at) throws Unsupported {
    if (!symbol.startsWith(tag + ".")) {
      return null;
    }
    Var v = variables.get(symbol);
    if (v != null) {
      return encoder.formulas().of(encoder.valueIn(v, at));
    }
    Memory m = at.memory;
    String part = symbol.substring(tag.length() + 1);
    return switch (part) {
      case "mem" -> m.contents();
      case "sizes" -> m.sizes();
      case "live" -> m.live();
      case "heap" -> m.heap();
      case "next" -> encoder.formulas().of(m.next());
      default -> null;
    };
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
