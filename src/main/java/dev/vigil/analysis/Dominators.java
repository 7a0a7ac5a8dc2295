package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The reverse postorder of a CFA's locations and their immediate dominators, by the
 * Cooper–Harvey–Kennedy iterative algorithm over that order. The depth-first search follows each
 * location's outgoing edges in their order, so the numbering is deterministic. Locations
 * unreachable from the entry have neither a number nor a dominator. Computed once per CFA.
 */
public final class Dominators {
  private static final CfaCache<Dominators> CACHE = new CfaCache<>(Dominators::compute);

  private final List<Location> reversePostorder;
  private final int[] rpoNumber;
  private final int[] idom;

  private Dominators(List<Location> reversePostorder, int[] rpoNumber, int[] idom) {
    this.reversePostorder = reversePostorder;
    this.rpoNumber = rpoNumber;
    this.idom = idom;
  }

  public static Dominators of(Cfa cfa) {
    return CACHE.get(cfa);
  }

  private static Dominators compute(Cfa cfa) {
    int n = cfa.locations().size();
    List<Location> rpo = reversePostorder(cfa);
    int[] number = new int[n];
    Arrays.fill(number, -1);
    for (int i = 0; i < rpo.size(); i++) {
      number[rpo.get(i).index()] = i;
    }
    int[] idom = new int[n];
    Arrays.fill(idom, -1);
    int entry = cfa.entry().index();
    idom[entry] = entry;
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Location l : rpo) {
        if (l.index() == entry) {
          continue;
        }
        int newIdom = -1;
        for (Edge e : cfa.incoming(l)) {
          int p = e.source().index();
          if (idom[p] < 0) {
            continue;
          }
          newIdom = newIdom < 0 ? p : intersect(p, newIdom, idom, number);
        }
        if (newIdom >= 0 && idom[l.index()] != newIdom) {
          idom[l.index()] = newIdom;
          changed = true;
        }
      }
    }
    return new Dominators(rpo, number, idom);
  }

  private static int intersect(int a, int b, int[] idom, int[] number) {
    while (a != b) {
      while (number[a] > number[b]) {
        a = idom[a];
      }
      while (number[b] > number[a]) {
        b = idom[b];
      }
    }
    return a;
  }

  /** Iterative depth-first search from the entry; the reverse of the order locations finish. */
  private static List<Location> reversePostorder(Cfa cfa) {
    int n = cfa.locations().size();
    boolean[] seen = new boolean[n];
    int[] nextEdge = new int[n];
    List<Location> post = new ArrayList<>();
    Location[] stack = new Location[n];
    int top = 0;
    stack[top++] = cfa.entry();
    seen[cfa.entry().index()] = true;
    while (top > 0) {
      Location l = stack[top - 1];
      List<Edge> out = cfa.outgoing(l);
      if (nextEdge[l.index()] < out.size()) {
        Location succ = out.get(nextEdge[l.index()]++).target();
        if (!seen[succ.index()]) {
          seen[succ.index()] = true;
          stack[top++] = succ;
        }
      } else {
        post.add(l);
        top--;
      }
    }
    Collections.reverse(post);
    return List.copyOf(post);
  }

  /** The locations reachable from the entry, in reverse postorder (the entry first). */
  public List<Location> reversePostorder() {
    return reversePostorder;
  }

  /** The position of {@code l} in {@link #reversePostorder()}, or -1 if unreachable. */
  public int rpoNumber(Location l) {
    return rpoNumber[l.index()];
  }

  public boolean isReachable(Location l) {
    return rpoNumber[l.index()] >= 0;
  }

  /** True if {@code a} dominates {@code b} (every path from the entry to b passes a). */
  public boolean dominates(Location a, Location b) {
    int x = b.index();
    if (idom[x] < 0) {
      return false;
    }
    while (true) {
      if (x == a.index()) {
        return true;
      }
      int up = idom[x];
      if (up == x) {
        return false;
      }
      x = up;
    }
  }
}
