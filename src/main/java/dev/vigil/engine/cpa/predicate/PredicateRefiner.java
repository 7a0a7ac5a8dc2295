package dev.vigil.engine.cpa.predicate;

import dev.vigil.analysis.Loops;
import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.ProgramGraph;
import dev.vigil.engine.Reason;
import dev.vigil.engine.cpa.core.CpaException;
import dev.vigil.engine.cpa.data.Expressions;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Prover;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.Step;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Term;
import dev.vigil.smt.Unsupported;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Refinement of predicate abstraction by unsat cores and weakest preconditions, on Z3 and
 * bit-precise: the path is encoded by the encoder (memory included); a minimal set of its
 * assumptions that is still contradictory with the path's definitions (an unsat core, made minimal
 * by deletion) is kept; then, going backwards, the weakest precondition of those assumptions
 * (substituting assignments, dropping what a nondeterministic value overwrites) is, at each loop
 * head on the path, the condition for the rest of the path to run, and its atoms become that loop
 * head's predicates. Where nothing was dropped, those predicates refute the path: each loop head's
 * abstraction then implies that the rest of the path cannot run. At a loop head whose registers
 * step by constants, {@link Acceleration} adds predicates for any number of further iterations, and
 * they go on backwards with the rest.
 */
public final class PredicateRefiner {
  /** Predicates bigger than this many expression nodes are left out. */
  private static final int MAX_PREDICATE_SIZE = 400;

  private final ProgramGraph graph;
  private final Encoder encoder;
  private final Smt smt;
  private final Expressions expressions = new Expressions();
  private final Map<Location, Optional<LoopSteps>> steps = new HashMap<>();
  private long queries;

  public PredicateRefiner(ProgramGraph graph, Encoder encoder, Smt smt) {
    this.graph = graph;
    this.encoder = encoder;
    this.smt = smt;
  }

  public long queries() {
    return queries;
  }

  /** The precision with the predicates that rule out {@code path}; empty if none is new. */
  public Optional<PredicatePrecision> refine(List<ProgramEdge> path, PredicatePrecision current)
      throws CpaException {
    Set<Integer> core;
    try {
      core = core(path);
    } catch (Unsupported u) {
      throw new CpaException(Reason.of(Reason.Kind.UNSUPPORTED, u.getMessage()));
    } catch (SmtFailure f) {
      throw new CpaException(
          f.cancelled() ? Reason.timeout() : Reason.of(Reason.Kind.SOLVER_FAILURE, f.getMessage()));
    }
    if (core.isEmpty()) {
      return Optional.empty();
    }
    Map<Location, Set<Expr>> found = preconditions(path, core);
    PredicatePrecision refined = current.with(found);
    return refined == current ? Optional.empty() : Optional.of(refined);
  }

  /** The indices of a minimal set of the path's assumptions contradicting its definitions. */
  private Set<Integer> core(List<ProgramEdge> path) throws Unsupported, SmtFailure {
    List<Bool> definitions = new ArrayList<>();
    Map<Integer, Bool> conditions = new LinkedHashMap<>();
    Deque<List<Term>> frames = new ArrayDeque<>();
    frames.push(new ArrayList<>());
    SymState s = encoder.initialState();
    for (Var p : graph.program().main().parameters()) {
      s = encoder.apply(new Op.Assign(p, zero(p)), s).next();
    }
    for (int i = 0; i < path.size(); i++) {
      ProgramEdge e = path.get(i);
      Op op = op(e);
      if (e.kind() == ProgramEdge.Kind.ENTER) {
        frames.push(new ArrayList<>());
      }
      switch (op) {
        case Op.Assume a -> conditions.put(i, encoder.condition(a.condition(), s));
        case Op.Return r -> {
          if (r.value().isPresent()) {
            Var ret = graph.returnVar(graph.function(e.source()));
            Step st = encoder.apply(new Op.Assign(ret, r.value().get()), s);
            definitions.add(st.definitions());
            s = st.next();
          }
        }
        case Op.Error err -> {}
        case Op.Skip skip -> {}
        case Op.Halt halt -> {}
        default -> {
          Step st = encoder.apply(op, s);
          definitions.add(st.definitions());
          if (op instanceof Op.Alloc a && a.kind() == Op.AllocKind.STACK) {
            frames.peek().add(st.allocatedObject().orElseThrow());
          }
          s = st.next();
        }
      }
      if (e.kind() == ProgramEdge.Kind.EXIT) {
        List<Term> dead = frames.pop();
        if (!dead.isEmpty()) {
          s = encoder.release(s, dead.stream().map(o -> smt.tru()).toList(), dead);
        }
      }
    }
    try (Prover p = smt.newProver()) {
      p.add(smt.and(definitions));
      Map<Integer, Bool> switches = new LinkedHashMap<>();
      for (Map.Entry<Integer, Bool> c : conditions.entrySet()) {
        Bool on = smt.fresh("assume" + c.getKey());
        p.add(smt.implies(on, c.getValue()));
        switches.put(c.getKey(), on);
      }
      List<Integer> kept = new ArrayList<>(switches.keySet());
      queries++;
      if (p.isSatisfiableAssuming(new ArrayList<>(switches.values()))) {
        return Set.of(); // the path is feasible after all
      }
      for (Integer i : new ArrayList<>(kept)) {
        List<Bool> without = new ArrayList<>();
        for (Integer j : kept) {
          if (!j.equals(i)) {
            without.add(switches.get(j));
          }
        }
        queries++;
        if (!p.isSatisfiableAssuming(without)) {
          kept.remove(i);
        }
      }
      return new LinkedHashSet<>(kept);
    }
  }

  /**
   * The weakest precondition of the core's assumptions at each loop head on the path, with the
   * accelerated predicates (kept apart, in their linear form, so that a loop's own iterations give
   * the same one again).
   */
  private Map<Location, Set<Expr>> preconditions(List<ProgramEdge> path, Set<Integer> core) {
    Map<Location, Set<Expr>> found = new LinkedHashMap<>();
    Set<Expr> wp = new LinkedHashSet<>();
    Set<Expr> accelerated = new LinkedHashSet<>();
    for (int i = path.size() - 1; i >= 0; i--) {
      ProgramEdge e = path.get(i);
      Location after = e.target();
      if (i < path.size() - 1 && Loops.of(graph.function(after).cfa()).isHead(after)) {
        Optional<LoopSteps> loop = steps(after);
        if (loop.isPresent()) {
          Set<Expr> conditions = new LinkedHashSet<>(wp);
          conditions.addAll(accelerated);
          accelerated.addAll(Acceleration.of(loop.get(), conditions));
        }
        accelerated = canonical(accelerated);
        Set<Expr> here = new LinkedHashSet<>(wp);
        here.addAll(accelerated);
        for (Expr p : here) {
          if (!expressions.variables(p).isEmpty() && size(p) <= MAX_PREDICATE_SIZE) {
            found.computeIfAbsent(after, k -> new LinkedHashSet<>()).add(p);
          }
        }
      }
      wp = backwards(wp, e, core.contains(i));
      accelerated = backwards(accelerated, e, false);
    }
    return found;
  }

  /** Each linear inequality in its linear form's rendering; others as they are. */
  private static Set<Expr> canonical(Set<Expr> predicates) {
    Set<Expr> out = new LinkedHashSet<>();
    for (Expr p : predicates) {
      List<Linear.AtMostZero> forms = Linear.bounds(p, false);
      Optional<Expr> rendered = forms.size() == 1 ? forms.get(0).expression() : Optional.empty();
      out.add(rendered.orElse(p));
    }
    return out;
  }

  /** The constant steps of the loop with head {@code head}. */
  private Optional<LoopSteps> steps(Location head) {
    return steps.computeIfAbsent(
        head,
        h -> {
          dev.vigil.ir.Function f = graph.function(h);
          return Loops.of(f.cfa()).loops().stream()
              .filter(l -> l.head() == h)
              .findFirst()
              .flatMap(l -> LoopSteps.of(f, l, expressions::readsMemory));
        });
  }

  /** The conjuncts before edge {@code e}, given those after it. */
  private Set<Expr> backwards(Set<Expr> after, ProgramEdge e, boolean inCore) {
    Op op = op(e);
    Set<Expr> before = new LinkedHashSet<>(after);
    if (e.kind() == ProgramEdge.Kind.EXIT) {
      before.removeIf(expressions::readsMemory); // the callee's stack objects die here
    }
    switch (op) {
      case Op.Assume a -> {
        if (inCore) {
          atoms(a.condition(), before);
        }
      }
      case Op.Assign a -> before = substitute(before, Map.of(a.target(), a.value()));
      case Op.ParallelAssign p -> {
        Map<Var, Expr> map = new HashMap<>();
        p.assignments().forEach(a -> map.put(a.target(), a.value()));
        before = substitute(before, map);
      }
      case Op.Return r -> {
        if (r.value().isPresent()) {
          Var ret = graph.returnVar(graph.function(e.source()));
          before = substitute(before, Map.of(ret, r.value().get()));
        }
      }
      case Op.Havoc h -> forget(before, h.target());
      case Op.Load l -> forget(before, l.target());
      case Op.Alloc a -> {
        forget(before, a.target());
        before.removeIf(expressions::readsMemory);
      }
      case Op.Free f -> before.removeIf(expressions::readsMemory);
      // Writes to memory keep the conjuncts: candidates only, the abstraction decides.
      case Op.Store st -> {}
      case Op.MemCopy c -> {}
      case Op.MemSet m -> {}
      case Op.HavocMemory h -> before.removeIf(expressions::readsMemory);
      case Op.HavocObjects h -> before.removeIf(expressions::readsMemory);
      case Op.Call c -> {}
      case Op.Skip skip -> {}
      case Op.Error error -> {}
      case Op.Halt halt -> {}
    }
    return before;
  }

  private void forget(Set<Expr> conjuncts, Var v) {
    conjuncts.removeIf(c -> expressions.variables(c).contains(v));
  }

  private Set<Expr> substitute(Set<Expr> conjuncts, Map<Var, Expr> map) {
    Set<Expr> out = new LinkedHashSet<>();
    for (Expr c : conjuncts) {
      out.add(dev.vigil.ir.Ops.substitute(c, map));
    }
    return out;
  }

  /** The top-level conjuncts of {@code c}. */
  private static void atoms(Expr c, Set<Expr> out) {
    if (c instanceof Expr.Binary b
        && b.op() == Expr.BinaryOp.AND
        && b.type().equals(dev.vigil.ir.Type.IntType.BOOL)) {
      atoms(b.left(), out);
      atoms(b.right(), out);
    } else {
      out.add(c);
    }
  }

  private static int size(Expr e) {
    int n = 1;
    for (Expr c : e.children()) {
      n += size(c);
      if (n > MAX_PREDICATE_SIZE) {
        return n;
      }
    }
    return n;
  }

  private static Op op(ProgramEdge e) {
    return e.kind() == ProgramEdge.Kind.LOCAL ? e.edge().op() : e.original().op();
  }

  private static Expr zero(Var v) {
    if (v.type() instanceof dev.vigil.ir.Type.FloatType f) {
      return dev.vigil.ir.Exprs.floatConst(f, 0);
    }
    return v.type() instanceof dev.vigil.ir.Type.IntType i
        ? dev.vigil.ir.Exprs.intConst(i, 0)
        : dev.vigil.ir.Exprs.NULL;
  }
}
