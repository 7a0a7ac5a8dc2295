package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.SourceLoc;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Makes a CFA reducible by node splitting (e.g. a {@code goto} into a loop body): a cycle entered
 * at several locations keeps the first entry as its head, and each other entry gets its own copy of
 * the cycle, whose edges back to the head go to the original head. The copy executes exactly the
 * same operations, so executions correspond one to one. Engines that count loop iterations (the
 * unroller) need a reducible CFA: each loop then has one head to count at.
 */
public final class NodeSplitting {
  /** Splitting gives up beyond this many locations. */
  static final int MAX_LOCATIONS = 20_000;

  private record Arc(int source, int target, Op op, SourceLoc loc) {}

  private final String function;
  private final int entry;
  private final int exit;
  private int size;
  private List<Arc> arcs = new ArrayList<>();

  private NodeSplitting(Cfa cfa) {
    this.function = cfa.function();
    this.entry = cfa.entry().index();
    this.exit = cfa.exit().index();
    this.size = cfa.locations().size();
    for (Edge e : cfa.edges()) {
      arcs.add(new Arc(e.source().index(), e.target().index(), e.op(), e.loc()));
    }
  }

  /**
   * {@code cfa} itself if it is reducible, else an equivalent reducible CFA; empty if splitting
   * gives up (beyond {@link #MAX_LOCATIONS} locations).
   */
  public static Optional<Cfa> reducible(Cfa cfa) {
    if (Loops.of(cfa).reducible()) {
      return Optional.of(cfa);
    }
    NodeSplitting r = new NodeSplitting(cfa);
    Cfa current = cfa;
    do {
      if (!r.splitOnce(current) || r.size > MAX_LOCATIONS) {
        return Optional.empty();
      }
      current = r.build();
    } while (!Loops.of(current).reducible());
    return Optional.of(current);
  }

  private Cfa build() {
    Cfa.Builder b = Cfa.builder(function);
    List<Location> locations = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      locations.add(b.newLocation());
    }
    for (Arc a : arcs) {
      b.addEdge(locations.get(a.source), locations.get(a.target), a.op, a.loc);
    }
    return b.entry(locations.get(entry)).exit(locations.get(exit)).build();
  }

  /** Splits one cycle with several entries; false if none is found. */
  private boolean splitOnce(Cfa cfa) {
    List<Location> rpo = Dominators.of(cfa).reversePostorder();
    int[] order = new int[size];
    java.util.Arrays.fill(order, Integer.MAX_VALUE);
    BitSet reachable = new BitSet();
    for (int i = 0; i < rpo.size(); i++) {
      order[rpo.get(i).index()] = i;
      reachable.set(rpo.get(i).index());
    }
    return splitIn(reachable, order);
  }

  /** Looks for a cycle with several entries among {@code nodes}, nested cycles included. */
  private boolean splitIn(BitSet nodes, int[] order) {
    for (BitSet scc : cycles(nodes)) {
      List<Integer> entries = entries(scc);
      if (entries.size() > 1) {
        entries.sort((a, b) -> Integer.compare(order[a], order[b]));
        split(scc, entries.get(0), entries.subList(1, entries.size()));
        return true;
      }
      BitSet inner = (BitSet) scc.clone();
      inner.clear(entries.get(0));
      if (splitIn(inner, order)) {
        return true;
      }
    }
    return false;
  }

  /** Locations of {@code scc} entered from outside it (or the function's entry). */
  private List<Integer> entries(BitSet scc) {
    BitSet entries = new BitSet();
    if (scc.get(entry)) {
      entries.set(entry);
    }
    for (Arc a : arcs) {
      if (scc.get(a.target) && !scc.get(a.source)) {
        entries.set(a.target);
      }
    }
    return new ArrayList<>(entries.stream().boxed().toList());
  }

  /** Each other entry gets a copy of the cycle; the copy's edges to {@code head} return to it. */
  private void split(BitSet scc, int head, List<Integer> others) {
    List<Arc> result = new ArrayList<>(arcs);
    for (int other : others) {
      int[] copy = new int[size];
      for (int n = scc.nextSetBit(0); n >= 0; n = scc.nextSetBit(n + 1)) {
        copy[n] = size++;
      }
      List<Arc> next = new ArrayList<>();
      for (Arc a : result) {
        boolean enters = a.target == other && !scc.get(a.source);
        next.add(enters ? new Arc(a.source, copy[other], a.op, a.loc) : a);
      }
      for (Arc a : arcs) {
        if (scc.get(a.source)) {
          int target = a.target == head || !scc.get(a.target) ? a.target : copy[a.target];
          next.add(new Arc(copy[a.source], target, a.op, a.loc));
        }
      }
      result = next;
    }
    arcs = result;
  }

  /**
   * The strongly connected components of {@code nodes} that contain a cycle (Tarjan, iterative).
   */
  private List<BitSet> cycles(BitSet nodes) {
    List<List<Integer>> successors = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      successors.add(new ArrayList<>());
    }
    for (Arc a : arcs) {
      if (nodes.get(a.source) && nodes.get(a.target)) {
        successors.get(a.source).add(a.target);
      }
    }
    int[] index = new int[size];
    int[] low = new int[size];
    java.util.Arrays.fill(index, -1);
    BitSet onStack = new BitSet();
    Deque<Integer> stack = new ArrayDeque<>();
    List<BitSet> result = new ArrayList<>();
    int counter = 0;
    for (int root = nodes.nextSetBit(0); root >= 0; root = nodes.nextSetBit(root + 1)) {
      if (index[root] >= 0) {
        continue;
      }
      Deque<int[]> work = new ArrayDeque<>(); // {node, next successor position}
      work.push(new int[] {root, 0});
      index[root] = low[root] = counter++;
      stack.push(root);
      onStack.set(root);
      while (!work.isEmpty()) {
        int[] top = work.peek();
        int v = top[0];
        if (top[1] < successors.get(v).size()) {
          int w = successors.get(v).get(top[1]++);
          if (index[w] < 0) {
            index[w] = low[w] = counter++;
            stack.push(w);
            onStack.set(w);
            work.push(new int[] {w, 0});
          } else if (onStack.get(w)) {
            low[v] = Math.min(low[v], index[w]);
          }
          continue;
        }
        work.pop();
        if (!work.isEmpty()) {
          low[work.peek()[0]] = Math.min(low[work.peek()[0]], low[v]);
        }
        if (low[v] == index[v]) {
          BitSet scc = new BitSet();
          int w;
          do {
            w = stack.pop();
            onStack.clear(w);
            scc.set(w);
          } while (w != v);
          if (scc.cardinality() > 1 || successors.get(v).contains(v)) {
            result.add(scc);
          }
        }
      }
    }
    return result;
  }
}
