package dev.vigil.engine.cpa.predicate;

import dev.vigil.analysis.ProgramGraph;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The predicates of each function's summary, taken from the program: over a function's parameters
 * and its return variable. They are the function's own branch conditions over its parameters,
 * {@code return == e} for what it returns, and the conditions its callers test on a call's result
 * and on the variables they pass, renamed to the callee's parameters; functions of one recursion
 * cycle with the same signature share their predicates. A local variable assigned once is read as
 * its definition, so that conditions on temporaries speak of parameters.
 */
final class SummaryPredicates {
  /** How deep definitions are unfolded. */
  private static final int UNFOLD_DEPTH = 8;

  /** Predicates bigger than this many expression nodes are left out. */
  private static final int MAX_SIZE = 60;

  private final ProgramGraph graph;
  private final Map<String, Map<Var, List<Expr>>> definitions = new HashMap<>();

  SummaryPredicates(ProgramGraph graph) {
    this.graph = graph;
    for (Function f : graph.program().functions().values()) {
      Map<Var, List<Expr>> defs = new HashMap<>();
      Set<Var> opaque = new LinkedHashSet<>();
      for (Edge e : f.cfa().edges()) {
        if (e.op() instanceof Op.Assign a) {
          defs.computeIfAbsent(a.target(), k -> new ArrayList<>()).add(a.value());
        } else if (e.op() instanceof Op.ParallelAssign p) { // phi copies: candidates only
          p.assignments()
              .forEach(
                  a -> defs.computeIfAbsent(a.target(), k -> new ArrayList<>()).add(a.value()));
        } else {
          opaque.addAll(Ops.assignedVars(e.op()));
        }
      }
      opaque.forEach(defs::remove);
      definitions.put(f.name(), defs);
    }
  }

  /** The predicates of every function in {@code functions}, in a fixed order. */
  Map<String, List<Expr>> of(Set<String> functions, Map<String, Set<String>> cycles) {
    Map<String, Set<Expr>> found = new LinkedHashMap<>();
    for (String name : functions) {
      found.put(name, new LinkedHashSet<>());
    }
    for (String name : functions) {
      Function f = graph.program().function(name).orElseThrow();
      own(f, found.get(name));
      for (Edge e : f.cfa().edges()) {
        if (e.op() instanceof Op.Call c
            && c.directCallee().isPresent()
            && found.containsKey(c.directCallee().get())) {
          fromCaller(f, c, found.get(c.directCallee().get()));
        }
      }
    }
    Map<String, List<Expr>> shared = new LinkedHashMap<>();
    for (String name : functions) {
      Set<Expr> all = new LinkedHashSet<>(found.get(name));
      Function f = graph.program().function(name).orElseThrow();
      for (String other : cycles.getOrDefault(name, Set.of())) {
        Function g = graph.program().function(other).orElseThrow();
        if (!other.equals(name) && sameSignature(f, g)) {
          for (Expr p : found.get(other)) {
            all.add(Ops.substitute(p, renaming(g, f)));
          }
        }
      }
      shared.put(name, List.copyOf(all));
    }
    return shared;
  }

  /** The branch conditions of {@code f} over its parameters and what it returns. */
  private void own(Function f, Set<Expr> out) {
    Set<Var> params = new LinkedHashSet<>(f.parameters());
    Var ret = graph.returnVar(f);
    for (Edge e : f.cfa().edges()) {
      if (e.op() instanceof Op.Assume a) {
        for (Expr atom : atoms(unfold(f, a.condition(), UNFOLD_DEPTH))) {
          keep(atom, params, out);
        }
      } else if (e.op() instanceof Op.Return r && r.value().isPresent()) {
        for (Expr value : alternatives(f, r.value().get(), UNFOLD_DEPTH)) {
          if (value.type().equals(ret.type())) {
            keep(Exprs.binary(Expr.BinaryOp.EQ, ret, value), with(params, ret), out);
          }
        }
      }
    }
  }

  /**
   * The conditions {@code caller} tests on the result of call {@code c} and on the variables it
   * passes, in the callee's names.
   */
  private void fromCaller(Function caller, Op.Call c, Set<Expr> out) {
    Function callee = graph.program().function(c.directCallee().orElseThrow()).orElseThrow();
    Map<Var, Expr> rename = new HashMap<>();
    c.result().ifPresent(r -> rename.put(r, graph.returnVar(callee)));
    for (int i = 0; i < callee.parameters().size() && i < c.arguments().size(); i++) {
      if (c.arguments().get(i) instanceof Var v) {
        rename.put(v, callee.parameters().get(i));
      }
    }
    if (rename.isEmpty()) {
      return;
    }
    Set<Var> calleeVars = new LinkedHashSet<>(callee.parameters());
    calleeVars.add(graph.returnVar(callee));
    for (Edge e : caller.cfa().edges()) {
      if (e.op() instanceof Op.Assume a) {
        for (Expr atom : atoms(unfold(caller, a.condition(), UNFOLD_DEPTH))) {
          if (rename.keySet().containsAll(Ops.variables(atom))) {
            keep(Ops.substitute(atom, rename), calleeVars, out);
          }
        }
      }
    }
  }

  private static void keep(Expr p, Set<Var> allowed, Set<Expr> out) {
    Set<Var> vars = Ops.variables(p);
    if (!vars.isEmpty() && allowed.containsAll(vars) && size(p) <= MAX_SIZE) {
      out.add(p);
    }
  }

  /** {@code e} with each local assigned once replaced by its definition, {@code depth} deep. */
  private Expr unfold(Function f, Expr e, int depth) {
    if (depth == 0) {
      return e;
    }
    Map<Var, Expr> map = new HashMap<>();
    for (Var v : Ops.variables(e)) {
      List<Expr> defs = definitions.get(f.name()).get(v);
      if (defs != null && defs.size() == 1) {
        map.put(v, unfold(f, defs.get(0), depth - 1));
      }
    }
    return map.isEmpty() ? e : Ops.substitute(e, map);
  }

  /** The values {@code e} may have: one per definition of a local assigned several times. */
  private List<Expr> alternatives(Function f, Expr e, int depth) {
    if (e instanceof Var v && depth > 0) {
      List<Expr> defs = definitions.get(f.name()).get(v);
      if (defs != null && defs.size() > 1) {
        List<Expr> all = new ArrayList<>();
        for (Expr d : defs) {
          all.addAll(alternatives(f, d, depth - 1));
        }
        return all;
      }
    }
    return List.of(unfold(f, e, depth));
  }

  /** The Boolean atoms of a condition: its conjuncts, disjuncts and negations taken apart. */
  private static List<Expr> atoms(Expr c) {
    List<Expr> out = new ArrayList<>();
    collect(c, out);
    return out;
  }

  private static void collect(Expr c, List<Expr> out) {
    if (c instanceof Expr.Binary b && b.type().equals(dev.vigil.ir.Type.IntType.BOOL)) {
      if (b.op() == Expr.BinaryOp.AND || b.op() == Expr.BinaryOp.OR) {
        collect(b.left(), out);
        collect(b.right(), out);
        return;
      }
      if (b.op() == Expr.BinaryOp.XOR && b.right().equals(Exprs.TRUE)) {
        collect(b.left(), out); // a negation
        return;
      }
    }
    if (!(c instanceof Expr.IntConst)) {
      out.add(c);
    }
  }

  private static boolean sameSignature(Function f, Function g) {
    return f.returnType().equals(g.returnType())
        && f.parameters().stream()
            .map(Var::type)
            .toList()
            .equals(g.parameters().stream().map(Var::type).toList());
  }

  /** {@code from}'s parameters and return variable as {@code to}'s. */
  private Map<Var, Expr> renaming(Function from, Function to) {
    Map<Var, Expr> map = new HashMap<>();
    for (int i = 0; i < from.parameters().size(); i++) {
      map.put(from.parameters().get(i), to.parameters().get(i));
    }
    map.put(graph.returnVar(from), graph.returnVar(to));
    return map;
  }

  private static Set<Var> with(Set<Var> vars, Var v) {
    Set<Var> all = new LinkedHashSet<>(vars);
    all.add(v);
    return all;
  }

  private static int size(Expr e) {
    int n = 1;
    for (Expr c : e.children()) {
      n += size(c);
      if (n > MAX_SIZE) {
        return n;
      }
    }
    return n;
  }
}
