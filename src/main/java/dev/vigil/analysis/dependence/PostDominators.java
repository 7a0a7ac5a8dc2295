package dev.vigil.analysis.dependence;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.TreeSet;

/**
 * The strict post-dominators of every location of one CFA: {@code p} post-dominates {@code l} when
 * every path from {@code l} to the exit passes {@code p} ({@code p ≠ l}). Computed by the thesis's
 * Algorithm 3 (dominators with a waitlist in reverse postorder; a location is revisited only when
 * its set changed) on the reversed CFA. A location that cannot reach the exit (behind an error or
 * halt edge, or in a loop without exit) gets a virtual edge to the exit, so that it has
 * post-dominators at all; for the first location of such a region in reverse postorder.
 */
public final class PostDominators {
  private final Cfa cfa;
  private final BitSet[] strict;

  private PostDominators(Cfa cfa, BitSet[] strict) {
    this.cfa = cfa;
    this.strict = strict;
  }

  public static PostDominators of(Cfa cfa) {
    int n = cfa.locations().size();
    List<List<Integer>> succ = new ArrayList<>(); // successors in the reversed CFA
    for (int i = 0; i < n; i++) {
      succ.add(new ArrayList<>());
    }
    for (Edge e : cfa.edges()) {
      succ.get(e.target().index()).add(e.source().index());
    }
    int exit = cfa.exit().index();
    for (int l : unreachingLocations(cfa, succ)) {
      succ.get(exit).add(l); // the virtual edge l -> exit, reversed
    }
    int[] rpo = reversePostorder(n, exit, succ);
    BitSet[] d = new BitSet[n];
    for (int i = 0; i < n; i++) {
      d[i] = new BitSet(n);
      d[i].set(0, n);
    }
    d[exit].clear();
    TreeSet<Integer> waitlist = new TreeSet<>((a, b) -> Integer.compare(rpo[a], rpo[b]));
    waitlist.add(exit);
    while (!waitlist.isEmpty()) {
      int l = waitlist.pollFirst();
      BitSet through = (BitSet) d[l].clone();
      through.set(l);
      for (int next : succ.get(l)) {
        BitSet updated = (BitSet) d[next].clone();
        updated.and(through);
        if (!updated.equals(d[next])) {
          d[next] = updated;
          waitlist.add(next);
        }
      }
    }
    return new PostDominators(cfa, d);
  }

  /**
   * Locations from which the exit cannot be reached: for each region of them, the first one (in a
   * forward walk from the entry) gets a virtual edge to the exit, until every location reaches it.
   */
  private static List<Integer> unreachingLocations(Cfa cfa, List<List<Integer>> reversed) {
    int n = cfa.locations().size();
    BitSet reaches = new BitSet(n);
    List<Integer> virtual = new ArrayList<>();
    mark(cfa.exit().index(), reversed, reaches);
    List<Integer> order = new ArrayList<>();
    BitSet listed = new BitSet(n);
    for (Location l : dev.vigil.analysis.Dominators.of(cfa).reversePostorder()) {
      order.add(l.index());
      listed.set(l.index());
    }
    for (int i = listed.nextClearBit(0); i < n; i = listed.nextClearBit(i + 1)) {
      order.add(i); // unreachable from the entry: last
    }
    for (int l : order) {
      if (!reaches.get(l)) {
        virtual.add(l);
        mark(l, reversed, reaches);
      }
    }
    return virtual;
  }

  private static void mark(int from, List<List<Integer>> reversed, BitSet reaches) {
    List<Integer> work = new ArrayList<>(List.of(from));
    while (!work.isEmpty()) {
      int l = work.remove(work.size() - 1);
      if (!reaches.get(l)) {
        reaches.set(l);
        work.addAll(reversed.get(l));
      }
    }
  }

  private static int[] reversePostorder(int n, int start, List<List<Integer>> succ) {
    int[] number = new int[n];
    java.util.Arrays.fill(number, Integer.MAX_VALUE);
    List<Integer> post = new ArrayList<>();
    boolean[] seen = new boolean[n];
    int[] next = new int[n];
    int[] stack = new int[n];
    int top = 0;
    stack[top++] = start;
    seen[start] = true;
    while (top > 0) {
      int l = stack[top - 1];
      if (next[l] < succ.get(l).size()) {
        int s = succ.get(l).get(next[l]++);
        if (!seen[s]) {
          seen[s] = true;
          stack[top++] = s;
        }
      } else {
        post.add(l);
        top--;
      }
    }
    for (int i = 0; i < post.size(); i++) {
      number[post.get(post.size() - 1 - i)] = i;
    }
    return number;
  }

  /** Whether {@code p} strictly post-dominates {@code l}. */
  public boolean postDominates(Location p, Location l) {
    return strict[l.index()].get(p.index());
  }

  /** The strict post-dominators of {@code l}. */
  public List<Location> of(Location l) {
    List<Location> out = new ArrayList<>();
    BitSet s = strict[l.index()];
    for (int i = s.nextSetBit(0); i >= 0; i = s.nextSetBit(i + 1)) {
      out.add(cfa.locations().get(i));
    }
    return out;
  }
}
