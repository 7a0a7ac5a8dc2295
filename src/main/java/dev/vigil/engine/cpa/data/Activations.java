package dev.vigil.engine.cpa.data;

import dev.vigil.analysis.ProgramGraph;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bindings;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Term;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Function activations over variable bindings. The IR has one variable per local of a function, not
 * one per activation, so a call to a function that is already under way (recursion) suspends that
 * activation's bindings and the return resumes them. Without recursion nothing of the callee is
 * bound when a call starts, and suspending and resuming change nothing.
 */
public final class Activations {
  private final ProgramGraph graph;
  private final Bindings bindings;

  public Activations(ProgramGraph graph, Bindings bindings) {
    this.graph = graph;
    this.bindings = bindings;
  }

  /** The callee's bindings in {@code s} before the call: those of its activation under way. */
  public Map<Var, Term> suspended(SymState s, Function callee) {
    Set<Var> own = graph.variables(callee);
    Map<Var, Term> out = new LinkedHashMap<>();
    bindings
        .all(s)
        .forEach(
            (v, t) -> {
              if (own.contains(v)) {
                out.put(v, t);
              }
            });
    return out;
  }

  /**
   * {@code s}, after {@code enter} bound the parameters, as a new activation starts: the callee's
   * other variables unbound (unknown), none of them left from a suspended activation.
   */
  public SymState started(SymState s, Function callee, Op enter) {
    Set<Var> bound = Set.copyOf(Ops.assignedVars(enter));
    for (Var v : graph.variables(callee)) {
      if (!bound.contains(v)) {
        s = bindings.unbind(s, v);
      }
    }
    return s;
  }

  /**
   * {@code s}, after {@code exit} assigned the call's result, back in the caller: the callee's
   * variables as {@code suspended} had them, except the result (which may be one of them, in
   * recursion), which keeps the value the return gave it.
   */
  public SymState resumed(SymState s, Function callee, Map<Var, Term> suspended, Op exit) {
    Var result = exit instanceof Op.Assign a ? a.target() : null;
    Optional<Term> value = result == null ? Optional.empty() : bindings.get(s, result);
    SymState out = s;
    for (Var v : graph.variables(callee)) {
      out = bindings.unbind(out, v);
    }
    for (Map.Entry<Var, Term> b : suspended.entrySet()) {
      out = bindings.bind(out, b.getKey(), b.getValue());
    }
    if (result != null) {
      out =
          value.isPresent()
              ? bindings.bind(out, result, value.get())
              : bindings.unbind(out, result);
    }
    return out;
  }
}
