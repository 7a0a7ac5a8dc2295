package dev.vigil.engine.cpa.predicate;

import dev.vigil.analysis.ProgramGraph;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.cpa.core.CpaException;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bindings;
import dev.vigil.smt.Bool;
import dev.vigil.smt.CallPlaceholder;
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
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Procedure summaries for recursive programs whose functions have no loops (as BAM with recursion
 * does it in CPAchecker, for blocks that are whole functions): each function has a context, the
 * Boolean abstraction of the arguments it is called with, and a summary, the Boolean abstraction of
 * the pairs of arguments and result of its calls that return, both over the predicates of {@link
 * SummaryPredicates}. From nothing, rounds re-encode every function's body bit-precisely (under its
 * context, each call replaced by the callee's summary) and join what they find into the contexts
 * and summaries, until nothing changes. By induction on the depth of calls, every call's arguments
 * are then in its context and every returning call's arguments and result in its summary, so an
 * error edge that no body reaches under its context is unreachable: TRUE. Functions other than
 * {@code main} must not touch memory or globals (their summaries speak only of parameters and
 * results); anything the summaries cannot exclude is UNKNOWN, never FALSE.
 */
public final class RecursionSummaries {
  /** Rounds before giving up (the lattice is finite, but may be tall). */
  private static final int MAX_ROUNDS = 200;

  private final ProgramGraph graph;
  private final Encoder encoder;
  private final Smt smt;
  private final Bindings bindings;
  private final Abstractor abstractor;
  private final Budget budget;
  private final Function main;
  private final List<Function> functions = new ArrayList<>();
  private final Map<Function, List<Location>> order = new HashMap<>();
  private Map<String, List<Expr>> predicates;
  private final Map<String, Set<Abstraction.Cube>> contexts = new HashMap<>();
  private final Map<String, Set<Abstraction.Cube>> summaries = new HashMap<>();
  private int calls;
  private SymState unbound;

  public RecursionSummaries(ProgramGraph graph, Encoder encoder, Smt smt, Budget budget) {
    this.graph = graph;
    this.encoder = encoder;
    this.smt = smt;
    this.bindings = new Bindings(encoder);
    this.abstractor = new Abstractor(smt);
    this.budget = budget;
    this.main = graph.program().main();
  }

  /** TRUE, or UNKNOWN with what the summaries could not do. */
  public Verdict verify() throws Unsupported, SmtFailure {
    Optional<String> unfit = unfit();
    if (unfit.isPresent()) {
      return new Verdict.Unknown(Reason.of(Reason.Kind.UNSUPPORTED, unfit.get()));
    }
    predicates = new SummaryPredicates(graph).of(names(), cycles());
    try {
      int rounds = 0;
      boolean changed = true;
      while (changed) {
        if (++rounds > MAX_ROUNDS) {
          return new Verdict.Unknown(
              Reason.of(Reason.Kind.INCOMPLETE, "summaries not stable after " + MAX_ROUNDS));
        }
        changed = false;
        for (Function f : functions) {
          if (budget.exhausted()) {
            return new Verdict.Unknown(Reason.timeout());
          }
          changed |= round(f);
        }
      }
      for (Function f : functions) {
        if (f != main && contexts.getOrDefault(f.name(), Set.of()).isEmpty()) {
          continue; // never called
        }
        Body b = encode(f);
        for (Map.Entry<Edge, Bool> error : b.errors().entrySet()) {
          if (satisfiable(b.facts(error.getValue()))) {
            Edge e = error.getKey();
            return new Verdict.Unknown(
                Reason.of(
                    Reason.Kind.INCOMPLETE,
                    "the procedure summaries do not exclude the error in " + f.name(),
                    e.loc()));
          }
        }
      }
      return new Verdict.Proved(new Proof(method(rounds), List.of()));
    } catch (CpaException e) {
      return new Verdict.Unknown(e.reason());
    }
  }

  private String method(int rounds) {
    StringBuilder s =
        new StringBuilder("CPA (predicate-cegar): procedure summaries stable after ")
            .append(rounds)
            .append(" rounds exclude every error (cubes over predicates:");
    for (Function f : functions) {
      if (f != main) {
        s.append(' ')
            .append(f.name())
            .append(' ')
            .append(summary(f.name()).size())
            .append('/')
            .append(predicates.get(f.name()).size());
      }
    }
    return s.append(')').toString();
  }

  /** One function's body under the current contexts and summaries; whether anything grew. */
  private boolean round(Function f) throws Unsupported, CpaException {
    if (f != main && contexts.getOrDefault(f.name(), Set.of()).isEmpty()) {
      return false;
    }
    Body b = encode(f);
    boolean changed = false;
    for (Site site : b.calls()) {
      Function callee = graph.program().function(site.callee()).orElseThrow();
      List<Bool> at = instantiate(contextPredicates(callee), callee, site.arguments(), null);
      changed |= join(contexts, callee.name(), abstractor.cubes(b.facts(site.guard()), at));
    }
    if (f != main && b.exit() != null) {
      List<Bool> at = new ArrayList<>();
      for (Expr p : predicates.get(f.name())) {
        at.add(encoder.condition(p, b.exit()));
      }
      changed |= join(summaries, f.name(), abstractor.cubes(b.facts(b.exitGuard()), at));
    }
    return changed;
  }

  private static boolean join(
      Map<String, Set<Abstraction.Cube>> into, String f, Set<Abstraction.Cube> cubes) {
    Set<Abstraction.Cube> known = into.computeIfAbsent(f, k -> new LinkedHashSet<>());
    boolean changed = false;
    for (Abstraction.Cube c : cubes) {
      if (known.stream().noneMatch(c::within)) {
        known.add(c);
        changed = true;
      }
    }
    return changed;
  }

  /** A call in a body: where it runs and what it passes. */
  private record Site(String callee, Bool guard, List<Term> arguments) {}

  /**
   * A function's body encoded: the definitions, the context assumed at its entry, its calls, the
   * state at its exit and when it gets there, and when each error edge runs.
   */
  private record Body(
      List<Bool> definitions,
      Bool context,
      List<Site> calls,
      SymState exit,
      Bool exitGuard,
      Map<Edge, Bool> errors) {
    List<Bool> facts(Bool guard) {
      List<Bool> all = new ArrayList<>(definitions);
      all.add(context);
      all.add(guard);
      return all;
    }
  }

  private Body encode(Function f) throws Unsupported, CpaException {
    List<Bool> definitions = new ArrayList<>();
    List<Site> sites = new ArrayList<>();
    Map<Edge, Bool> errors = new LinkedHashMap<>();
    Map<Location, List<Bool>> guards = new HashMap<>();
    Map<Location, List<SymState>> states = new HashMap<>();
    SymState start = encoder.initialState();
    Bool context = smt.tru();
    if (f == main) {
      for (Var p : f.parameters()) { // main starts with zeros
        start = encoder.apply(new Op.Assign(p, dev.vigil.ir.Exprs.zero(p.type())), start).next();
      }
    } else {
      for (Var p : f.parameters()) {
        start = encoder.assign(start, p, bindings.canonical(p));
      }
      List<Bool> at = new ArrayList<>();
      for (Expr p : contextPredicates(f)) {
        at.add(encoder.condition(p, start));
      }
      context = formula(contexts.get(f.name()), at);
    }
    guards.put(f.cfa().entry(), new ArrayList<>(List.of(smt.tru())));
    states.put(f.cfa().entry(), new ArrayList<>(List.of(start)));
    SymState exit = null;
    Bool exitGuard = smt.fls();
    for (Location l : order.get(f)) {
      List<Bool> in = guards.getOrDefault(l, List.of());
      if (in.isEmpty()) {
        continue;
      }
      Encoder.Merged merged = encoder.merge(in, states.get(l));
      definitions.add(merged.definitions());
      SymState s = merged.state();
      Bool g = smt.or(in);
      if (l.equals(f.cfa().exit())) {
        exit = s;
        exitGuard = g;
      }
      for (Edge e : f.cfa().outgoing(l)) {
        Bool to = g;
        SymState next = s;
        switch (e.op()) {
          case Op.Assume a -> to = smt.and(g, encoder.condition(a.condition(), s));
          case Op.Error _ -> {
            errors.put(e, g);
            continue;
          }
          case Op.Halt _ -> {
            continue;
          }
          case Op.Return r -> {
            if (r.value().isPresent()) {
              Step st = encoder.apply(new Op.Assign(graph.returnVar(f), r.value().get()), s);
              definitions.add(st.definitions());
              next = st.next();
            }
          }
          case Op.Call c -> {
            Function callee =
                graph.program().function(c.directCallee().orElseThrow()).orElseThrow();
            List<Term> arguments = new ArrayList<>();
            for (int i = 0; i < callee.parameters().size(); i++) {
              arguments.add(encoder.value(c.arguments().get(i), s));
            }
            sites.add(new Site(callee.name(), g, arguments));
            CallPlaceholder ph = encoder.abstractPureCall(s, c.result(), "summary" + calls++);
            List<Bool> at =
                instantiate(
                    predicates.get(callee.name()), callee, arguments, ph.result().orElse(null));
            to = smt.and(g, formula(summaries.get(callee.name()), at));
            next = ph.after();
          }
          case Op.Assign _,
              Op.ParallelAssign _,
              Op.Havoc _,
              Op.Load _,
              Op.Store _,
              Op.Alloc _,
              Op.Free _,
              Op.MemCopy _,
              Op.MemSet _,
              Op.HavocMemory _,
              Op.HavocObjects _,
              Op.Skip _ -> {
            Step st = encoder.apply(e.op(), s);
            if (!st.unsupportedIf().isFalse()) {
              throw new CpaException(
                  Reason.of(Reason.Kind.UNSUPPORTED, st.unsupportedReason(), e.loc()));
            }
            definitions.add(st.definitions());
            next = st.next();
          }
        }
        guards.computeIfAbsent(e.target(), k -> new ArrayList<>()).add(to);
        states.computeIfAbsent(e.target(), k -> new ArrayList<>()).add(next);
      }
    }
    return new Body(definitions, context, sites, exit, exitGuard, errors);
  }

  /** {@code callee}'s predicates with its parameters bound to {@code arguments}. */
  private List<Bool> instantiate(List<Expr> ps, Function callee, List<Term> arguments, Term result)
      throws Unsupported {
    if (unbound == null) {
      unbound = encoder.withoutVariables(encoder.initialState());
    }
    SymState s = unbound;
    for (int i = 0; i < arguments.size(); i++) {
      s = encoder.assign(s, callee.parameters().get(i), arguments.get(i));
    }
    if (result != null) {
      s = encoder.assign(s, graph.returnVar(callee), result);
    }
    List<Bool> out = new ArrayList<>();
    for (Expr p : ps) {
      out.add(encoder.condition(p, s)); // an unbound result reads as any value
    }
    return out;
  }

  /** A set of cubes over instantiated predicates as a formula; none is false. */
  private Bool formula(Set<Abstraction.Cube> cubes, List<Bool> at) {
    if (cubes == null) {
      return smt.fls();
    }
    List<Bool> any = new ArrayList<>();
    for (Abstraction.Cube c : cubes) {
      List<Bool> literals = new ArrayList<>();
      BitSet decided = c.decided();
      for (int i = decided.nextSetBit(0); i >= 0; i = decided.nextSetBit(i + 1)) {
        literals.add(c.values().get(i) ? at.get(i) : smt.not(at.get(i)));
      }
      any.add(smt.and(literals));
    }
    return smt.or(any);
  }

  private Set<Abstraction.Cube> summary(String f) {
    return summaries.getOrDefault(f, Set.of());
  }

  /** The predicates of {@code f} that do not mention its result. */
  private List<Expr> contextPredicates(Function f) {
    Var ret = graph.returnVar(f);
    return predicates.get(f.name()).stream().filter(p -> !Ops.variables(p).contains(ret)).toList();
  }

  private boolean satisfiable(List<Bool> facts) throws SmtFailure {
    try (Prover p = smt.newProver()) {
      p.add(smt.and(facts));
      return p.isSatisfiable();
    }
  }

  /**
   * Why the program is out of reach of summaries, if it is: a function with a loop, one other than
   * {@code main} that touches memory, globals or its parameters, or a call of {@code main}.
   */
  private Optional<String> unfit() {
    Deque<Function> work = new ArrayDeque<>(List.of(main));
    Set<String> seen = new LinkedHashSet<>();
    while (!work.isEmpty()) {
      Function f = work.pop();
      if (!seen.add(f.name())) {
        continue;
      }
      functions.add(f);
      Optional<List<Location>> topological = topological(f);
      if (topological.isEmpty()) {
        return Optional.of("recursion, and a loop in " + f.name());
      }
      order.put(f, topological.get());
      for (Edge e : f.cfa().edges()) {
        if (e.op() instanceof Op.Call c) {
          Function callee = graph.program().function(c.directCallee().orElseThrow()).orElseThrow();
          if (callee == main) {
            return Optional.of("recursion through main");
          }
          work.add(callee);
        }
        if (f != main && !pure(f, e.op())) {
          return Optional.of("recursion, and memory or globals used in " + f.name());
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Whether {@code op} of {@code f} uses only {@code f}'s locals, leaves its parameters and returns
   * no aggregate.
   */
  private static boolean pure(Function f, Op op) {
    boolean local =
        switch (op) {
          case Op.Assign _,
              Op.ParallelAssign _,
              Op.Assume _,
              Op.Havoc _,
              Op.Call _,
              Op.Return _,
              Op.Error _,
              Op.Halt _,
              Op.Skip _ ->
              true;
          case Op.Load _,
              Op.Store _,
              Op.Alloc _,
              Op.Free _,
              Op.MemCopy _,
              Op.MemSet _,
              Op.HavocMemory _,
              Op.HavocObjects _ ->
              false;
        };
    if (!local
        || op instanceof Op.Return r && r.value().map(v -> !v.type().isScalar()).orElse(false)) {
      return false;
    }
    for (Var v : Ops.assignedVars(op)) {
      if (f.parameters().contains(v) || !v.function().equals(f.name())) {
        return false;
      }
    }
    for (Expr x : Ops.expressions(op)) {
      if (containsGlobal(x)) {
        return false;
      }
      for (Var v : Ops.variables(x)) {
        if (!v.function().equals(f.name())) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean containsGlobal(Expr e) {
    if (e instanceof Expr.GlobalAddress) {
      return true;
    }
    for (Expr c : e.children()) {
      if (containsGlobal(c)) {
        return true;
      }
    }
    return false;
  }

  /** The locations of an acyclic CFA in topological order; empty if it has a cycle. */
  private static Optional<List<Location>> topological(Function f) {
    Map<Location, Integer> incoming = new HashMap<>();
    for (Location l : f.cfa().locations()) {
      incoming.put(l, f.cfa().incoming(l).size());
    }
    Deque<Location> ready = new ArrayDeque<>();
    for (Location l : f.cfa().locations()) {
      if (incoming.get(l) == 0) {
        ready.add(l);
      }
    }
    List<Location> out = new ArrayList<>();
    while (!ready.isEmpty()) {
      Location l = ready.pop();
      out.add(l);
      for (Edge e : f.cfa().outgoing(l)) {
        if (incoming.merge(e.target(), -1, Integer::sum) == 0) {
          ready.add(e.target());
        }
      }
    }
    return out.size() == f.cfa().locations().size() ? Optional.of(out) : Optional.empty();
  }

  private Set<String> names() {
    Set<String> all = new LinkedHashSet<>();
    functions.forEach(f -> all.add(f.name()));
    return all;
  }

  /** For each function, the functions of its recursion cycle (itself included, if recursive). */
  private Map<String, Set<String>> cycles() {
    Map<String, Set<String>> calls = new HashMap<>();
    for (Function f : functions) {
      Set<String> callees = new LinkedHashSet<>();
      for (Edge e : f.cfa().edges()) {
        if (e.op() instanceof Op.Call c) {
          callees.add(c.directCallee().orElseThrow());
        }
      }
      calls.put(f.name(), callees);
    }
    Map<String, Set<String>> reach = new HashMap<>();
    for (Function f : functions) {
      Set<String> seen = new LinkedHashSet<>();
      Deque<String> work = new ArrayDeque<>(calls.get(f.name()));
      while (!work.isEmpty()) {
        String g = work.pop();
        if (seen.add(g)) {
          work.addAll(calls.getOrDefault(g, Set.of()));
        }
      }
      reach.put(f.name(), seen);
    }
    Map<String, Set<String>> cycles = new HashMap<>();
    for (Function f : functions) {
      Set<String> cycle = new LinkedHashSet<>();
      for (String g : reach.get(f.name())) {
        if (reach.getOrDefault(g, Set.of()).contains(f.name())) {
          cycle.add(g);
        }
      }
      cycles.put(f.name(), cycle);
    }
    return cycles;
  }
}
