package dev.vigil.engine.dash;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.smt.Smt;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The abstraction of one analysis: the region forest of a function's locations, the abstract edges
 * between its leaves, the initial region and the error regions (targets), and the tests' states
 * mapped to leaves. Initially there is one region per location (its states, or those of a predicate
 * known to hold of all of them) and one abstract edge per CFA edge.
 */
final class RegionGraph {
  /** An abstract edge between two leaves. */
  record AbstractEdge(Region source, Region target, Transition via) {}

  /** Which errors an analysis looks for. */
  enum Goal {
    /** Error edges, and errors inside callees. */
    ERRORS,
    /** Returning into the caller's target region. */
    EXIT
  }

  final dev.vigil.ir.Function function;
  private final Smt smt;
  private final Map<Location, Region> roots = new HashMap<>();
  private final Map<Region, Set<AbstractEdge>> out = new HashMap<>();
  private final Map<Region, Set<AbstractEdge>> in = new HashMap<>();
  private final Set<Region> targets = new LinkedHashSet<>();
  private final Set<Region> excluded = new LinkedHashSet<>();
  private final Map<Edge, Region> calleeErrors = new LinkedHashMap<>();
  private final List<Region> all = new ArrayList<>();
  private final Region initial;
  private Region exitTarget;

  RegionGraph(
      dev.vigil.ir.Function function,
      Goal goal,
      ProgramIndex index,
      Smt smt,
      Map<Location, Pred> known) {
    this.function = function;
    this.smt = smt;
    Blocks blocks = index.blocks(function);
    for (Location l : function.cfa().locations()) {
      if (blocks.isHead(l)) {
        roots.put(l, newRegion(l, null, null, known.getOrDefault(l, Pred.top(smt)), true));
      }
    }
    this.initial = roots.get(function.cfa().entry());
    for (List<Edge> chain : blocks.chains()) {
      Transition t = Transition.of(chain);
      Edge e = chain.get(0);
      addEdge(new AbstractEdge(roots.get(e.source()), roots.get(t.target()), t));
      if (goal == Goal.ERRORS && chain.get(chain.size() - 1).op() instanceof Op.Error) {
        targets.add(roots.get(t.target()));
      }
      if (goal == Goal.ERRORS
          && e.op() instanceof Op.Call c
          && index.mayReachError(c.directCallee().orElse(null))) {
        Region error = newRegion(null, null, null, Pred.top(smt), true);
        calleeErrors.put(e, error);
        targets.add(error);
        addEdge(new AbstractEdge(roots.get(e.source()), error, Transition.calleeError(e)));
      }
    }
    if (goal == Goal.EXIT) {
      exitTarget = newRegion(null, null, null, Pred.top(smt), true);
      targets.add(exitTarget);
      addEdge(new AbstractEdge(roots.get(function.cfa().exit()), exitTarget, Transition.EXIT));
    }
  }

  private Region newRegion(Location l, Region parent, Pred literal, Pred formula, boolean inside) {
    Region r = new Region(all.size(), l, parent, literal, formula, inside);
    all.add(r);
    out.put(r, new LinkedHashSet<>());
    in.put(r, new LinkedHashSet<>());
    return r;
  }

  Region initial() {
    return initial;
  }

  Region exitTarget() {
    return exitTarget;
  }

  Region calleeError(Edge call) {
    return calleeErrors.get(call);
  }

  /** The error regions still looked for. */
  Set<Region> targets() {
    Set<Region> t = new LinkedHashSet<>(targets);
    t.removeAll(excluded);
    return t;
  }

  /** Stops looking for {@code r} (an undefined behaviour that a test reached). */
  void exclude(Region r) {
    excluded.add(r);
  }

  boolean isTarget(Region r) {
    return targets.contains(r);
  }

  /** Every region ever made, leaves and inner nodes, in order of creation. */
  List<Region> regions() {
    return all;
  }

  /** The leaves at {@code l}. */
  List<Region> leaves(Location l) {
    List<Region> result = new ArrayList<>();
    collectLeaves(roots.get(l), result);
    return result;
  }

  private static void collectLeaves(Region r, List<Region> into) {
    if (r.isLeaf()) {
      into.add(r);
    } else {
      collectLeaves(r.split().inside(), into);
      collectLeaves(r.split().outside(), into);
    }
  }

  Collection<AbstractEdge> outgoing(Region r) {
    return out.get(r);
  }

  Collection<AbstractEdge> incoming(Region r) {
    return in.get(r);
  }

  int edgeCount() {
    return out.values().stream().mapToInt(Set::size).sum();
  }

  private void addEdge(AbstractEdge e) {
    out.get(e.source()).add(e);
    in.get(e.target()).add(e);
  }

  void removeEdge(AbstractEdge e) {
    out.get(e.source()).remove(e);
    in.get(e.target()).remove(e);
  }

  /**
   * The shortest abstract path from an initial region (a leaf at the entry) to an error region
   * (breadth first), as its edges; empty when there is none.
   */
  List<AbstractEdge> errorPath() {
    Set<Region> goals = targets();
    if (goals.isEmpty()) {
      return List.of();
    }
    // indexed by region id: this search runs once per iteration over a graph that only grows
    AbstractEdge[] reachedBy = new AbstractEdge[all.size()];
    java.util.BitSet seen = new java.util.BitSet(all.size());
    ArrayDeque<Region> queue = new ArrayDeque<>();
    for (Region r : leaves(function.cfa().entry())) {
      queue.add(r);
      seen.set(r.id);
    }
    while (!queue.isEmpty()) {
      Region r = queue.poll();
      if (goals.contains(r)) {
        List<AbstractEdge> path = new ArrayList<>();
        for (AbstractEdge e = reachedBy[r.id]; e != null; e = reachedBy[e.source().id]) {
          path.add(0, e);
        }
        return path;
      }
      for (AbstractEdge e : out.get(r)) {
        int t = e.target().id;
        if (!seen.get(t)) {
          seen.set(t);
          reachedBy[t] = e;
          queue.add(e.target());
        }
      }
    }
    return List.of();
  }

  /**
   * Splits leaf {@code r} by {@code p} after a refinement for the frontier edge to {@code target}
   * over one of {@code vias}: incoming edges go to both halves (to the inside only when {@code
   * insideFeasible}), outgoing edges leave both, except that the outside loses the edges to {@code
   * target} over {@code vias}. The states of {@code r} move to the half their successor says.
   */
  Region.Split split(
      Region r, Pred p, Region target, List<Transition> vias, boolean insideFeasible) {
    Pred not = p.negate(smt);
    Region inside = newRegion(r.location, r, p, r.formula.and(smt, p), true);
    Region outside = newRegion(r.location, r, not, r.formula.and(smt, not), false);
    Region.Split s = new Region.Split(p, target, List.copyOf(vias), inside, outside);
    List<AbstractEdge> incoming = new ArrayList<>(in.get(r));
    List<AbstractEdge> outgoing = new ArrayList<>(out.get(r));
    incoming.forEach(this::removeEdge);
    outgoing.forEach(this::removeEdge);
    r.setSplit(s);
    for (AbstractEdge e : incoming) {
      if (e.source() == r) {
        continue; // a self loop: below
      }
      if (insideFeasible) {
        addEdge(new AbstractEdge(e.source(), inside, e.via()));
      }
      addEdge(new AbstractEdge(e.source(), outside, e.via()));
    }
    for (AbstractEdge e : outgoing) {
      if (e.target() == r) {
        for (Region from : List.of(inside, outside)) {
          if (insideFeasible) {
            addEdge(new AbstractEdge(from, inside, e.via()));
          }
          addEdge(new AbstractEdge(from, outside, e.via()));
        }
        continue;
      }
      addEdge(new AbstractEdge(inside, e.target(), e.via()));
      if (!(e.target() == target && vias.contains(e.via()))) {
        addEdge(new AbstractEdge(outside, e.target(), e.via()));
      }
    }
    List<TestState> moved = new ArrayList<>(r.states());
    r.states().clear();
    for (TestState st : moved) {
      place(st, inside, outside, s);
    }
    return s;
  }

  private void place(TestState st, Region inside, Region outside, Region.Split s) {
    Region child = goesInside(st, s) ? inside : outside;
    st.activation().regions[st.position()] = child;
    child.states().add(st);
  }

  /**
   * Whether state {@code st} lies inside a split: its transition is the split's and its successor
   * lies in the split's target (the preimage rule of LCTD's trace mapping).
   */
  private static boolean goesInside(TestState st, Region.Split s) {
    Activation a = st.activation();
    int j = st.position();
    Transition via;
    Region next;
    if (j < a.length()) {
      via = a.transitions[j];
      next = a.regions[j + 1];
    } else {
      via = a.lastVia;
      next = a.lastSuccessor;
    }
    return via != null && next != null && s.vias().contains(via) && next.within(s.target());
  }

  /**
   * Maps every state of {@code a} to a leaf, last state first; {@code lastSuccessor} gives where
   * the last state goes (a virtual error region) and by which transition, or null.
   */
  void map(Activation a, Function<Activation, Region> lastSuccessor) {
    int n = a.length();
    a.lastSuccessor = lastSuccessor.apply(a);
    a.lastVia = a.lastSuccessor == null ? null : viaInto(a.lastSuccessor);
    if (a.lastSuccessor != null) {
      a.lastSuccessor.states().add(a.last()); // the virtual error region is reached
    }
    for (int j = n; j >= 0; j--) {
      Region r = roots.get(a.locations[j]);
      TestState st = a.state(j);
      while (!r.isLeaf()) {
        Region.Split s = r.split();
        r = goesInside(st, s) ? s.inside() : s.outside();
      }
      a.regions[j] = r;
      r.states().add(st);
    }
  }

  /**
   * Puts state {@code j} of {@code a} into leaf {@code leaf}, where the solver found it to lie (the
   * rules of {@link #map} are exact only for preimages of deterministic steps), and maps the states
   * before it again.
   */
  void force(Activation a, int j, Region leaf) {
    move(a, j, leaf);
    remapBefore(a, j);
  }

  /** Records that the last state of {@code a} reaches virtual region {@code error}. */
  void forceLast(Activation a, Region error) {
    a.lastSuccessor = error;
    a.lastVia = viaInto(error);
    error.states().add(a.last());
    remapBefore(a, a.length() + 1);
  }

  private void remapBefore(Activation a, int j) {
    for (int k = j - 1; k >= 0; k--) {
      Region r = roots.get(a.locations[k]);
      TestState st = a.state(k);
      while (!r.isLeaf()) {
        Region.Split s = r.split();
        r = goesInside(st, s) ? s.inside() : s.outside();
      }
      if (r != a.regions[k]) {
        move(a, k, r);
      }
    }
  }

  private static void move(Activation a, int j, Region to) {
    Region old = a.regions[j];
    if (old != null) {
      old.states().remove(a.state(j));
    }
    a.regions[j] = to;
    to.states().add(a.state(j));
  }

  /** The transition into virtual region {@code r}. */
  private Transition viaInto(Region r) {
    if (r == exitTarget) {
      return Transition.EXIT;
    }
    for (Map.Entry<Edge, Region> e : calleeErrors.entrySet()) {
      if (e.getValue() == r) {
        return Transition.calleeError(e.getKey());
      }
    }
    return null;
  }
}
