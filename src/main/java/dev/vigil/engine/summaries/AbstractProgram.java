package dev.vigil.engine.summaries;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Reason;
import dev.vigil.engine.unroll.Activation;
import dev.vigil.engine.unroll.Activations;
import dev.vigil.engine.unroll.CallSite;
import dev.vigil.engine.unroll.Target;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.FormulaGraph;
import dev.vigil.smt.FormulaGraph.Node;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import dev.vigil.smt.Unsupported;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The program at one bound under structural abstraction, on one incremental solver: the entry
 * function's activation, and for every call it (or an expanded callee) makes, one placeholder per
 * side effect of the callee: its result, its memory, whether it returns, whether it reaches an
 * error, and whether it reaches undefined behaviour, an unsupported operation or the bound.
 * Unexpanded placeholders are unconstrained, so the abstraction over-approximates every call;
 * expanding one asserts that it equals the callee's summary for that effect (the callee's
 * activation from the caller's state at the call, encoded once). Constraints only grow, so the
 * solver keeps what it learned.
 */
final class AbstractProgram implements AutoCloseable {
  /** The side effects of a call, one placeholder each. */
  enum Effect {
    RESULT,
    MEMORY,
    RETURNS,
    ERRORS,
    BAD
  }

  /** One placeholder: a side effect of one call. */
  record Placeholder(Site site, Effect effect) {
    @Override
    public String toString() {
      return site.call.callee().name() + ":" + effect.name().toLowerCase() + "#" + site.call.id();
    }
  }

  /** A call site of an encoded activation and what is known of its callee. */
  static final class Site {
    final CallSite call;
    final Activation caller;
    final Bool reached;
    final Bool errors;
    final Bool bad;
    final List<String> stack;
    final boolean expandable;
    final EnumSet<Effect> expanded = EnumSet.noneOf(Effect.class);
    Activation callee;

    Site(
        CallSite call,
        Activation caller,
        Bool reached,
        Bool errors,
        Bool bad,
        List<String> stack,
        boolean expandable) {
      this.call = call;
      this.caller = caller;
      this.reached = reached;
      this.errors = errors;
      this.bad = bad;
      this.stack = stack;
      this.expandable = expandable;
    }
  }

  private final Smt smt;
  private final Encoder encoder;
  private final Activations activations;
  private final Solving prover;
  private final FormulaGraph graph;
  private final Budget budget;
  private final SummaryStatistics stats;
  private final boolean countNodes;
  private final Set<Node> counted = new HashSet<>();
  private final Map<Node, Placeholder> open = new HashMap<>();
  private final Set<Node> blocked = new HashSet<>();
  private final Map<Node, Node> ssa = new HashMap<>();
  private final Map<Node, Node> expandedDefinitions = new HashMap<>();
  private final List<Site> sites = new ArrayList<>();
  private final Map<Activation, List<Site>> sitesOf = new HashMap<>();
  private final Map<Activation, Bool> contexts = new LinkedHashMap<>();
  private final Map<CallSite, Activation> callees = new HashMap<>();
  private final int bound;
  private final ErrorFreeFunctions errorFree;
  private Activation entry;
  private Bool errorsRoot;
  private Bool badRoot;
  private Bool errorsWanted;
  private Bool badWanted;

  AbstractProgram(
      Smt smt,
      Encoder encoder,
      Activations activations,
      Solving prover,
      Budget budget,
      SummaryStatistics stats,
      boolean countNodes,
      ErrorFreeFunctions errorFree) {
    this.smt = smt;
    this.errorFree = errorFree;
    this.encoder = encoder;
    this.activations = activations;
    this.prover = prover;
    this.graph = new FormulaGraph(smt);
    this.budget = budget;
    this.stats = stats;
    this.countNodes = countNodes;
    this.bound = activations.bound();
  }

  FormulaGraph graph() {
    return graph;
  }

  Node errorsRoot() {
    return graph.of(errorsRoot);
  }

  Node badRoot() {
    return graph.of(badRoot);
  }

  /** Encodes the entry function; a reason if it cannot be. */
  Optional<Reason> start() throws SmtFailure {
    switch (activations.entry()) {
      case Activations.Outcome.Stopped s -> {
        return Optional.of(s.reason());
      }
      case Activations.Outcome.Encoded e -> {
        entry = e.activation();
        register(entry, smt.tru(), List.of());
      }
    }
    errorsRoot = errorsOf(entry);
    badRoot = badOf(entry);
    errorsWanted = smt.fresh("errors");
    badWanted = smt.fresh("bad");
    assertConstraint(smt.implies(errorsWanted, errorsRoot));
    assertConstraint(smt.implies(badWanted, badRoot));
    return Optional.empty();
  }

  /** Asserts an activation's definitions and gives each call it makes its placeholders. */
  private void register(Activation a, Bool context, List<String> stack) throws SmtFailure {
    contexts.put(a, context);
    stats.activations++;
    stats.edges += a.edges();
    for (Bool d : a.definitions()) {
      assertConstraint(d);
      ssa.putAll(graph.definitions(d));
    }
    List<String> inner = new ArrayList<>(stack);
    inner.add(a.function().name());
    for (CallSite c : a.calls()) {
      boolean expandable = inner.stream().filter(c.callee().name()::equals).count() < bound;
      Bool errors = errorFree.errorFree(c.callee()) ? smt.fls() : smt.fresh(c.name() + ".errors");
      Site s =
          new Site(
              c,
              a,
              smt.and(context, c.guard()),
              errors,
              smt.fresh(c.name() + ".bad"),
              inner,
              expandable);
      if (errors.isFalse()) {
        s.expanded.add(Effect.ERRORS);
      }
      if (!c.placeholder().abstractsMemory()) {
        s.expanded.add(Effect.MEMORY);
      }
      sites.add(s);
      sitesOf.computeIfAbsent(a, k -> new ArrayList<>()).add(s);
      stats.sites++;
      for (Effect effect : Effect.values()) {
        for (Node n : nodes(s, effect)) {
          if (expandable) {
            open.put(n, new Placeholder(s, effect));
          } else {
            blocked.add(n);
          }
        }
      }
    }
  }

  /** The variables that stand for one side effect of a call. */
  private List<Node> nodes(Site s, Effect effect) {
    return switch (effect) {
      case RESULT -> graph.result(s.call.placeholder()).stream().toList();
      case MEMORY -> graph.memory(s.call.placeholder());
      case RETURNS -> List.of(graph.of(s.call.returns()));
      case ERRORS -> s.errors.isFalse() ? List.of() : List.of(graph.of(s.errors));
      case BAD -> List.of(graph.of(s.bad));
    };
  }

  /** When an activation reaches an error: its own, or one in a call it makes. */
  private Bool errorsOf(Activation a) {
    List<Bool> parts = new ArrayList<>();
    for (Target t : a.targets()) {
      if (t.kind() == Target.Kind.ERROR) {
        parts.add(t.guard());
      }
    }
    for (Site s : sitesOf(a)) {
      parts.add(smt.and(s.call.guard(), s.errors));
    }
    return smt.or(parts);
  }

  /** When an activation reaches undefined behaviour, an unsupported operation or the bound. */
  private Bool badOf(Activation a) {
    List<Bool> parts = new ArrayList<>();
    for (Target t : a.targets()) {
      if (t.kind() != Target.Kind.ERROR) {
        parts.add(t.guard());
      }
    }
    for (Site s : sitesOf(a)) {
      parts.add(smt.and(s.call.guard(), s.bad));
    }
    return smt.or(parts);
  }

  private List<Site> sitesOf(Activation a) {
    return sitesOf.getOrDefault(a, List.of());
  }

  /** The role of a node in the walk of {@link Refiner}. */
  Refiner.Role role(Node n) {
    Placeholder p = open.get(n);
    if (p != null) {
      return new Refiner.Role.Open(p);
    }
    if (blocked.contains(n)) {
      return new Refiner.Role.Blocked();
    }
    Node d = expandedDefinitions.get(n);
    if (d != null) {
      return new Refiner.Role.Expanded(d);
    }
    d = ssa.get(n);
    return d != null ? new Refiner.Role.Defined(d) : new Refiner.Role.Plain();
  }

  /** Expands one placeholder; a reason if the callee cannot be encoded. */
  Optional<Reason> expand(Placeholder p) throws SmtFailure {
    Site s = p.site();
    if (s.callee == null) {
      switch (activations.expand(s.call)) {
        case Activations.Outcome.Stopped st -> {
          return Optional.of(st.reason());
        }
        case Activations.Outcome.Encoded e -> {
          s.callee = e.activation();
          callees.put(s.call, s.callee);
          register(s.callee, s.reached, s.stack);
        }
      }
    }
    Activation c = s.callee;
    Bool link;
    try {
      link =
          switch (p.effect()) {
            // A call whose result the caller drops has no result to link.
            case RESULT ->
                c.result().isPresent() && s.call.placeholder().result().isPresent()
                    ? encoder.resultMatches(s.call.placeholder(), c.result().get())
                    : smt.tru();
            case MEMORY ->
                c.exit().isPresent()
                    ? encoder.memoryMatches(s.call.placeholder(), c.exit().get())
                    : smt.tru();
            case RETURNS -> smt.equivalent(s.call.returns(), c.returns());
            case ERRORS -> smt.equivalent(s.errors, errorsOf(c));
            case BAD -> smt.equivalent(s.bad, badOf(c));
          };
    } catch (Unsupported u) {
      return Optional.of(Reason.of(Reason.Kind.UNSUPPORTED, u.getMessage()));
    }
    assertConstraint(link);
    Map<Node, Node> defined = graph.definitions(link);
    for (Node n : nodes(s, p.effect())) {
      open.remove(n);
      Node d = defined.get(n);
      if (d != null) {
        expandedDefinitions.put(n, d);
      }
    }
    s.expanded.add(p.effect());
    stats.expanded(p.toString());
    return Optional.empty();
  }

  /** Expands every effect of every call that can be expanded (full inlining). */
  Optional<Reason> expandEverything() throws SmtFailure {
    for (int i = 0; i < sites.size() && !budget.exhausted(); i++) {
      Optional<Reason> failed = expandAll(sites.get(i));
      if (failed.isPresent()) {
        return failed;
      }
    }
    return Optional.empty();
  }

  private Optional<Reason> expandAll(Site s) throws SmtFailure {
    if (!s.expandable) {
      return Optional.empty();
    }
    for (Effect e : Effect.values()) {
      if (!s.expanded.contains(e)) {
        Optional<Reason> failed = expand(new Placeholder(s, e));
        if (failed.isPresent()) {
          return failed;
        }
      }
    }
    return Optional.empty();
  }

  /** What making a model concrete did. */
  enum Concretized {
    /** Some call the model reaches was expanded further: solve again. */
    PROGRESS,
    /** A call the model reaches cannot be expanded (recursion at the bound). */
    BLOCKED,
    /** Every call the model reaches is expanded: the model is an execution. */
    DONE
  }

  /**
   * Expands every effect of every call that {@code model} reaches, so that the model describes an
   * execution (with every input it reads) once nothing is left to expand.
   */
  Concretized concretize(SmtModel model) throws SmtFailure {
    boolean progress = false;
    boolean stuck = false;
    for (int i = 0; i < sites.size(); i++) {
      Site s = sites.get(i);
      if (s.expanded.size() == Effect.values().length || !model.holds(s.reached)) {
        continue;
      }
      if (!s.expandable) {
        stuck = true;
        continue;
      }
      if (expandAll(s).isPresent()) {
        stuck = true;
        continue;
      }
      progress = true;
    }
    return progress ? Concretized.PROGRESS : stuck ? Concretized.BLOCKED : Concretized.DONE;
  }

  /** Whether an error may be reachable; then the solver's model is {@link #model()}. */
  boolean errorsSatisfiable() throws SmtFailure {
    return prover.satisfiable(errorsWanted);
  }

  /** Whether undefined behaviour, an unsupported operation or the bound may be reachable. */
  boolean badSatisfiable() throws SmtFailure {
    return prover.satisfiable(badWanted);
  }

  SmtModel model() throws SmtFailure {
    return prover.model();
  }

  /** The first target of the given kinds that {@code model} reaches, in encoded activations. */
  Optional<Target> reached(SmtModel model, Set<Target.Kind> kinds) throws SmtFailure {
    for (Map.Entry<Activation, Bool> a : contexts.entrySet()) {
      for (Target t : a.getKey().targets()) {
        if (kinds.contains(t.kind()) && model.holds(smt.and(a.getValue(), t.guard()))) {
          return Optional.of(t);
        }
      }
    }
    return Optional.empty();
  }

  /** The counterexample of a model in which every reached call is expanded. */
  Counterexample counterexample(SmtModel model, Target error) throws SmtFailure {
    return activations.counterexample(model, error, entry, callees);
  }

  /** How many calls were met, and how many of them were expanded in full or in part. */
  int sitesMet() {
    return sites.size();
  }

  int sitesExpanded() {
    return (int) sites.stream().filter(s -> !s.expanded.isEmpty()).count();
  }

  private void assertConstraint(Bool c) throws SmtFailure {
    if (c.isTrue()) {
      return;
    }
    prover.add(c);
    if (countNodes) {
      count(graph.of(c));
    }
  }

  /** Adds the nodes below {@code n} not seen before to the count of formula nodes. */
  private void count(Node n) {
    Deque<Node> stack = new ArrayDeque<>();
    stack.push(n);
    while (!stack.isEmpty()) {
      Node x = stack.pop();
      if (counted.add(x)) {
        graph.shape(x).children().forEach(stack::push);
      }
    }
    stats.formulaNodes = Math.max(stats.formulaNodes, counted.size());
  }

  @Override
  public void close() {
    prover.close();
  }
}
