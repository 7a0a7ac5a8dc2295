package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Immediate dominators of a CFA's locations, by the Cooper–Harvey–Kennedy iterative algorithm over
 * reverse postorder. Locations unreachable from the entry have no dominator.
 */
public final class Dominators {
  private final int[] idom;
  private final int[] rpoNumber;

  private Dominators(int[] idom, int[] rpoNumber) {
    this.idom = idom;
    this.rpoNumber = rpoNumber;
  }

  public static Dominators of(Cfa cfa) {
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
    return new Dominators(idom, number);
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

  /** Reverse postorder of the locations reachable from the entry (iterative DFS). */
  public static List<Location> reversePostorder(Cfa cfa) {
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
    java.util.Collections.reverse(post);
    return post;
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

  public boolean isReachable(Location l) {
    return idom[l.index()] >= 0;
  }

  /** The position of {@code l} in reverse postorder, or -1 if unreachable. */
  public int rpoNumber(Location l) {
    return rpoNumber[l.index()];
  }
}
