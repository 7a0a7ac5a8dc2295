package dev.vigil.engine.cpa.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.analysis.Loops;
import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.ProgramGraph;
import dev.vigil.engine.Budget;
import dev.vigil.engine.cpa.slicing.SlicingCpa;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Location;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CPA framework apart from Vigil's analyses: a toy analysis counts the edges taken from the
 * entry, as a set of counts per location (a power-set domain), with counts above a bound (its
 * precision) cut to the bound by precision adjustment. Its operators are the framework's own
 * ({@code merge^sep}, {@code merge^join}, {@code stop^sep}, {@code stop^join}), so what CPA+ and
 * the ARG make of it can be predicted exactly.
 */
class ToyAnalysisTest {
  private static ProgramGraph graph;
  private static Cfa main;

  /** A location and the possible numbers of edges taken to reach it. */
  record Counts(Location at, Set<Integer> counts) implements AbstractState {}

  /** Counts above {@code bound} become {@code bound}. */
  record Bound(int bound) implements Precision {}

  private static final AbstractDomain<Counts> DOMAIN =
      new AbstractDomain<>() {
        @Override
        public boolean isLessOrEqual(Counts a, Counts b) {
          return a.at().equals(b.at()) && b.counts().containsAll(a.counts());
        }

        @Override
        public Counts join(Counts a, Counts b) {
          Set<Integer> all = new TreeSet<>(a.counts());
          all.addAll(b.counts());
          return new Counts(a.at(), all);
        }
      };

  /** The toy analysis with the given merge and stop. */
  private static Cpa<Counts, Bound> toy(
      MergeOperator<Counts, Bound> merge, StopOperator<Counts, Bound> stop) {
    return new Cpa<>() {
      @Override
      public AbstractDomain<Counts> domain() {
        return DOMAIN;
      }

      @Override
      public TransferRelation<Counts, Bound> transfer() {
        return (s, precision, edge) ->
            List.of(
                new Counts(
                    edge.target(),
                    s.counts().stream().map(c -> c + 1).collect(Collectors.toSet())));
      }

      @Override
      public MergeOperator<Counts, Bound> merge() {
        return merge;
      }

      @Override
      public StopOperator<Counts, Bound> stop() {
        return stop;
      }

      @Override
      public PrecisionAdjustment<Counts, Bound> precisionAdjustment() {
        return (s, precision) -> {
          Set<Integer> cut = new TreeSet<>();
          s.counts().forEach(c -> cut.add(Math.min(c, precision.bound())));
          return Optional.of(
              new PrecisionAdjustment.Adjusted<>(new Counts(s.at(), cut), precision));
        };
      }

      @Override
      public Counts initialState(Location entry) {
        return new Counts(entry, Set.of(0));
      }

      @Override
      public Bound initialPrecision(Location entry) {
        return new Bound(0);
      }
    };
  }

  private static CpaAlgorithm.View<Counts> view(Set<Location> targets) {
    return new CpaAlgorithm.View<>() {
      @Override
      public List<ProgramEdge> edges(Counts s) {
        return graph.outgoing(s.at());
      }

      @Override
      public Object partition(Counts s) {
        return s.at();
      }

      @Override
      public boolean isTarget(Counts s) {
        return targets.contains(s.at());
      }
    };
  }

  @BeforeAll
  static void program(@TempDir Path dir) throws Exception {
    Path file =
        Files.writeString(
            dir.resolve("toy.c"),
            """
            extern int __VERIFIER_nondet_int(void);
            int main() {
              int i = 0;
              while (__VERIFIER_nondet_int()) {
                i = i + 3;
              }
              return i;
            }
            """);
    graph = ProgramGraph.of(Frontend.load(file, FrontendOptions.defaults(DataModel.LP64)));
    main = graph.program().main().cfa();
  }

  private static CpaAlgorithm.Outcome<Counts, Bound> run(
      Cpa<Counts, Bound> cpa, int bound, Set<Location> targets, Waitlist.Order order)
      throws CpaException {
    Waitlist<Counts, Bound> waitlist = Waitlist.of(order, s -> 0, s -> 0);
    return new CpaAlgorithm<>(cpa, view(targets), Budget.of(Duration.ofSeconds(60)))
        .run(cpa.initialState(main.entry()), new Bound(bound), waitlist);
  }

  private static Location loopHead() {
    Loops loops = Loops.of(main);
    return main.locations().stream().filter(loops::isHead).findFirst().orElseThrow();
  }

  private static Set<Location> reachableLocations() {
    Set<Location> seen = new HashSet<>(List.of(main.entry()));
    List<Location> work = new java.util.ArrayList<>(seen);
    while (!work.isEmpty()) {
      for (ProgramEdge e : graph.outgoing(work.removeLast())) {
        if (seen.add(e.target())) {
          work.add(e.target());
        }
      }
    }
    return seen;
  }

  /** With bound 0 every state is a location with count 0: one state per reachable location. */
  @Test
  void coarsestPrecisionLeavesTheLocations() throws CpaException {
    var cpa = toy(MergeOperator.sep(), StopOperator.sep(DOMAIN));
    var outcome = run(cpa, 0, Set.of(), Waitlist.Order.BFS);
    var complete = assertInstanceOf(CpaAlgorithm.Outcome.Complete.class, outcome);
    Set<Location> at = new HashSet<>();
    for (Object n : complete.reached().reached()) {
      Counts s = (Counts) ((ArgNode<?, ?>) n).state();
      assertEquals(Set.of(0), s.counts());
      assertTrue(at.add(s.at()), "one state per location");
    }
    assertEquals(reachableLocations(), at);
  }

  /**
   * merge^sep keeps one state per count at the loop head (each covered repetition is a covered ARG
   * leaf with its coverer); merge^join makes them one state with every count.
   */
  @Test
  void mergeSepKeepsStatesApartAndMergeJoinCombinesThem() throws CpaException {
    int bound = 50;
    var sep = run(toy(MergeOperator.sep(), StopOperator.sep(DOMAIN)), bound, Set.of(), BFS);
    assertInstanceOf(CpaAlgorithm.Outcome.Complete.class, sep);
    ReachedSet<Counts, Bound> apart = sep.reached();
    List<Counts> atHead = statesAt(apart, loopHead());
    assertTrue(atHead.size() > 1, atHead::toString);
    atHead.forEach(s -> assertEquals(1, s.counts().size()));
    assertTrue(atHead.stream().anyMatch(s -> s.counts().contains(bound)), "cut to the bound");
    for (ArgNode<Counts, Bound> n : apart.nodes()) {
      if (n.isCovered()) {
        assertTrue(n.children().isEmpty());
        assertTrue(DOMAIN.isLessOrEqual(n.state(), n.coveredBy().orElseThrow().state()));
      }
    }

    var join = run(toy(MergeOperator.join(DOMAIN), StopOperator.sep(DOMAIN)), bound, Set.of(), BFS);
    assertInstanceOf(CpaAlgorithm.Outcome.Complete.class, join);
    List<Counts> merged = statesAt(join.reached(), loopHead());
    assertEquals(1, merged.size());
    Set<Integer> all = new TreeSet<>();
    atHead.forEach(s -> all.addAll(s.counts()));
    assertEquals(all, merged.get(0).counts(), "the join holds what the separate states held");
    assertTrue(join.reached().nodes().stream().anyMatch(ArgNode::isMerged));
    for (Location l : reachableLocations()) {
      assertEquals(1, statesAt(join.reached(), l).size(), l::toString);
    }
  }

  private static final Waitlist.Order BFS = Waitlist.Order.BFS;

  private static List<Counts> statesAt(ReachedSet<Counts, Bound> reached, Location l) {
    return reached.reached().stream().map(ArgNode::state).filter(s -> s.at().equals(l)).toList();
  }

  /**
   * The slicing CPA keeps its analysis's merge: wrapped merge^sep stays merge^sep (CPA+ then never
   * compares a new state with the reached ones for merging; it did, once, at every state), and a
   * wrapped merge^join still joins.
   */
  @Test
  void slicingKeepsTheWrappedMerge() throws CpaException {
    var sliced = new SlicingCpa<>(toy(MergeOperator.sep(), StopOperator.sep(DOMAIN)), Set.of());
    assertTrue(sliced.merge().isSep());
    var joined =
        new SlicingCpa<>(toy(MergeOperator.join(DOMAIN), StopOperator.sep(DOMAIN)), Set.of());
    assertFalse(joined.merge().isSep());
    Location l = main.entry();
    Counts merged =
        joined
            .merge()
            .merge(new Counts(l, Set.of(1)), new Counts(l, Set.of(2)), joined.initialPrecision(l));
    assertEquals(Set.of(1, 2), merged.counts());
  }

  /** stop^join covers a state by the union of others even when no single one covers it. */
  @Test
  void stopJoinCoversByTheUnion() throws CpaException {
    Location l = main.entry();
    Counts a = new Counts(l, Set.of(1));
    Counts b = new Counts(l, Set.of(2));
    Counts both = new Counts(l, Set.of(1, 2));
    StopOperator<Counts, Bound> join = StopOperator.join(DOMAIN);
    StopOperator<Counts, Bound> sep = StopOperator.sep(DOMAIN);
    Bound p = new Bound(0);
    assertTrue(join.stop(both, List.of(a, b), p));
    assertFalse(sep.stop(both, List.of(a, b), p));
    assertTrue(sep.stop(a, List.of(both), p));
    assertFalse(join.stop(both, List.of(), p));
  }

  /** CPA+ stops at the first target; its ARG path runs from the entry to it, edge after edge. */
  @Test
  void targetEndsTheRunWithAConnectedPath() throws CpaException {
    Location exit = main.exit();
    for (Waitlist.Order order : Waitlist.Order.values()) {
      var outcome = run(toy(MergeOperator.sep(), StopOperator.sep(DOMAIN)), 5, Set.of(exit), order);
      var reached = assertInstanceOf(CpaAlgorithm.Outcome.TargetReached.class, outcome);
      ArgNode<?, ?> target = reached.target();
      assertTrue(target.isTarget());
      List<ProgramEdge> path = target.pathFromRoot();
      assertEquals(main.entry(), path.getFirst().source());
      assertEquals(exit, path.getLast().target());
      for (int i = 0; i + 1 < path.size(); i++) {
        assertEquals(path.get(i).target(), path.get(i + 1).source(), order::toString);
      }
      List<? extends ArgNode<?, ?>> nodes = target.nodesFromRoot();
      assertEquals(path.size() + 1, nodes.size());
      for (int i = 0; i + 1 < nodes.size(); i++) {
        ArgNode<?, ?> parent = nodes.get(i);
        ArgNode<?, ?> child = nodes.get(i + 1);
        assertTrue(parent.children().stream().anyMatch(c -> c.node() == child));
      }
      Counts last = (Counts) target.state();
      assertEquals(Set.of(Math.min(path.size(), 5)), last.counts());
    }
  }

  /** BFS takes the oldest node, DFS the newest, RPO the deepest call stack, then the lowest rpo. */
  @Test
  void waitlistOrders() {
    ReachedSet<Counts, Bound> r = new ReachedSet<>(Counts::at);
    Bound p = new Bound(0);
    List<ArgNode<Counts, Bound>> nodes = new java.util.ArrayList<>();
    Map<Integer, int[]> depthAndRpo =
        Map.of(0, new int[] {0, 5}, 1, new int[] {1, 9}, 2, new int[] {1, 2}, 3, new int[] {0, 1});
    for (int i = 0; i < 4; i++) {
      nodes.add(r.node(new Counts(main.entry(), Set.of(i)), p, false));
    }
    assertEquals(List.of(0, 1, 2, 3), popAll(Waitlist.Order.BFS, nodes, depthAndRpo));
    assertEquals(List.of(3, 2, 1, 0), popAll(Waitlist.Order.DFS, nodes, depthAndRpo));
    assertEquals(List.of(2, 1, 3, 0), popAll(Waitlist.Order.RPO, nodes, depthAndRpo));
  }

  private static List<Integer> popAll(
      Waitlist.Order order, List<ArgNode<Counts, Bound>> nodes, Map<Integer, int[]> key) {
    Waitlist<Counts, Bound> w =
        Waitlist.of(
            order,
            s -> key.get(s.counts().iterator().next())[0],
            s -> key.get(s.counts().iterator().next())[1]);
    nodes.forEach(w::add);
    List<Integer> popped = new java.util.ArrayList<>();
    while (!w.isEmpty()) {
      popped.add(w.pop().state().counts().iterator().next());
    }
    return popped;
  }
}
