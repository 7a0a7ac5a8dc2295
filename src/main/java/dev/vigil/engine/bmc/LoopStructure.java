package dev.vigil.engine.bmc;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The loops of one CFA, found from the back edges of a depth-first search (so the front end's loop
 * marks are not trusted), and an order on unrolled program points: a point is a location with one
 * iteration count per enclosing loop, and its key {@code [rpo(h1), i1, rpo(h2), i2, …, rpo(l)]}
 * grows along every unrolled edge of a reducible CFA. Processing points in key order therefore
 * visits every point after all its predecessors. Irreducible control flow is rejected.
 */
final class LoopStructure {
  /** A natural loop: its head and body (location indices), and the loop around it. */
  record Loop(Location head, BitSet body, Loop parent, int depth) {}

  private final Cfa cfa;
  private final int[] rpo;
  private final Location[] byRpo;
  private final BitSet backEdges = new BitSet();
  private final Loop[] innermost;

  private LoopStructure(Cfa cfa, int[] rpo, Location[] byRpo, Loop[] innermost, BitSet backEdges) {
    this.cfa = cfa;
    this.rpo = rpo;
    this.byRpo = byRpo;
    this.innermost = innermost;
    this.backEdges.or(backEdges);
  }

  /** Thrown for control flow that is not reducible: such loops have no single head to count at. */
  static final class IrreducibleException extends Exception {
    IrreducibleException(String message) {
      super(message);
    }
  }

  static LoopStructure of(Cfa cfa) throws IrreducibleException {
    int n = cfa.locations().size();
    int[] rpo = new int[n];
    Arrays.fill(rpo, -1);
    BitSet back = new BitSet();
    List<Location> postorder = depthFirst(cfa, back);
    Location[] byRpo = new Location[postorder.size()];
    for (int i = 0; i < postorder.size(); i++) {
      Location l = postorder.get(postorder.size() - 1 - i);
      rpo[l.index()] = i;
      byRpo[i] = l;
    }
    int[] idom = dominators(cfa, rpo, byRpo);
    Map<Location, BitSet> bodies = new LinkedHashMap<>();
    for (int e = back.nextSetBit(0); e >= 0; e = back.nextSetBit(e + 1)) {
      Edge edge = cfa.edges().get(e);
      if (!dominates(idom, rpo, edge.target(), edge.source())) {
        throw new IrreducibleException(
            "irreducible control flow in " + cfa.function() + " at " + edge.loc());
      }
      BitSet body = bodies.computeIfAbsent(edge.target(), h -> new BitSet());
      naturalLoop(cfa, edge, body);
    }
    Loop[] innermost = nest(cfa, bodies);
    return new LoopStructure(cfa, rpo, byRpo, innermost, back);
  }

  /** Iterative DFS from the entry: the postorder, and the edges to locations on the stack. */
  private static List<Location> depthFirst(Cfa cfa, BitSet back) {
    int n = cfa.locations().size();
    byte[] color = new byte[n]; // 0 white, 1 on stack, 2 done
    List<Location> post = new ArrayList<>();
    Deque<int[]> stack = new ArrayDeque<>(); // {location, next edge position}
    stack.push(new int[] {cfa.entry().index(), 0});
    color[cfa.entry().index()] = 1;
    while (!stack.isEmpty()) {
      int[] top = stack.peek();
      List<Edge> out = cfa.outgoing(cfa.locations().get(top[0]));
      if (top[1] < out.size()) {
        Edge e = out.get(top[1]++);
        int t = e.target().index();
        if (color[t] == 0) {
          color[t] = 1;
          stack.push(new int[] {t, 0});
        } else if (color[t] == 1) {
          back.set(e.index());
        }
      } else {
        color[top[0]] = 2;
        post.add(cfa.locations().get(top[0]));
        stack.pop();
      }
    }
    return post;
  }

  /** Immediate dominators by reverse-postorder number (Cooper, Harvey and Kennedy). */
  private static int[] dominators(Cfa cfa, int[] rpo, Location[] byRpo) {
    int[] idom = new int[byRpo.length];
    Arrays.fill(idom, -1);
    idom[0] = 0;
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int b = 1; b < byRpo.length; b++) {
        int newIdom = -1;
        for (Edge in : cfa.incoming(byRpo[b])) {
          int p = rpo[in.source().index()];
          if (p < 0 || idom[p] < 0) {
            continue;
          }
          newIdom = newIdom < 0 ? p : intersect(idom, p, newIdom);
        }
        if (newIdom >= 0 && idom[b] != newIdom) {
          idom[b] = newIdom;
          changed = true;
        }
      }
    }
    return idom;
  }

  private static int intersect(int[] idom, int a, int b) {
    while (a != b) {
      while (a > b) {
        a = idom[a];
      }
      while (b > a) {
        b = idom[b];
      }
    }
    return a;
  }

  private static boolean dominates(int[] idom, int[] rpo, Location d, Location l) {
    int target = rpo[d.index()];
    int x = rpo[l.index()];
    while (x != target && x != 0) {
      x = idom[x];
    }
    return x == target;
  }

  private static void naturalLoop(Cfa cfa, Edge backEdge, BitSet body) {
    Location head = backEdge.target();
    body.set(head.index());
    Deque<Location> work = new ArrayDeque<>();
    if (!body.get(backEdge.source().index())) {
      body.set(backEdge.source().index());
      work.push(backEdge.source());
    }
    while (!work.isEmpty()) {
      for (Edge in : cfa.incoming(work.pop())) {
        if (!body.get(in.source().index())) {
          body.set(in.source().index());
          work.push(in.source());
        }
      }
    }
  }

  /** Nests loops by containment and returns the innermost loop of each location. */
  private static Loop[] nest(Cfa cfa, Map<Location, BitSet> bodies) {
    List<Map.Entry<Location, BitSet>> bySize = new ArrayList<>(bodies.entrySet());
    bySize.sort(Comparator.comparingInt((Map.Entry<Location, BitSet> e) -> -e.getValue().cardinality()));
    Loop[] innermost = new Loop[cfa.locations().size()];
    for (Map.Entry<Location, BitSet> e : bySize) {
      Loop parent = innermost[e.getKey().index()];
      Loop loop = new Loop(e.getKey(), e.getValue(), parent, parent == null ? 0 : parent.depth() + 1);
      BitSet body = e.getValue();
      for (int l = body.nextSetBit(0); l >= 0; l = body.nextSetBit(l + 1)) {
        innermost[l] = loop;
      }
    }
    return innermost;
  }

  Cfa cfa() {
    return cfa;
  }

  boolean isBackEdge(Edge e) {
    return backEdges.get(e.index());
  }

  boolean hasLoops() {
    return !backEdges.isEmpty();
  }

  /** The loops around {@code l}, outermost first. */
  Loop[] loopsAround(Location l) {
    Loop inner = innermost[l.index()];
    Loop[] chain = new Loop[inner == null ? 0 : inner.depth() + 1];
    for (Loop x = inner; x != null; x = x.parent()) {
      chain[x.depth()] = x;
    }
    return chain;
  }

  /** The key of location {@code l} with the given iteration counts of its loops. */
  int[] key(Location l, int[] iterations) {
    Loop[] loops = loopsAround(l);
    int[] key = new int[2 * loops.length + 1];
    for (int d = 0; d < loops.length; d++) {
      key[2 * d] = rpo[loops[d].head().index()];
      key[2 * d + 1] = iterations[d];
    }
    key[2 * loops.length] = rpo[l.index()];
    return key;
  }

  Location locationOf(int[] key) {
    return byRpo[key[key.length - 1]];
  }

  static int[] iterationsOf(int[] key) {
    int[] it = new int[key.length / 2];
    for (int d = 0; d < it.length; d++) {
      it[d] = key[2 * d + 1];
    }
    return it;
  }

  /**
   * The iteration counts at the target of {@code e} taken from {@code source} with {@code
   * iterations}: kept for loops still around, 0 for a loop entered, one more for the loop whose
   * back edge {@code e} is.
   */
  int[] successorIterations(Edge e, int[] iterations) {
    Loop[] from = loopsAround(e.source());
    Loop[] to = loopsAround(e.target());
    int[] result = new int[to.length];
    for (int d = 0; d < to.length; d++) {
      result[d] = d < from.length && from[d] == to[d] ? iterations[d] : 0;
    }
    if (isBackEdge(e)) {
      result[to.length - 1]++;
    }
    return result;
  }

  /** Lexicographic order of keys. */
  static int compare(int[] a, int[] b) {
    return Arrays.compare(a, b);
  }
}
