package dev.vigil.engine.unroll;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import dev.vigil.analysis.Dominators;
import dev.vigil.analysis.Loops;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The natural loops of one CFA (from {@link Loops}, not the front end's loop marks), and an order
 * on unrolled program points: a point is a location with one
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
    Loops natural = Loops.of(cfa);
    if (natural.irreducible()) {
      throw new IrreducibleException("irreducible control flow in " + cfa.function());
    }
    List<Location> order = Dominators.reversePostorder(cfa);
    int[] rpo = new int[cfa.locations().size()];
    Arrays.fill(rpo, -1);
    for (int i = 0; i < order.size(); i++) {
      rpo[order.get(i).index()] = i;
    }
    BitSet back = new BitSet();
    Map<Location, BitSet> bodies = new LinkedHashMap<>();
    for (dev.vigil.analysis.Loop loop : natural.loops()) {
      loop.backEdges().forEach(e -> back.set(e.index()));
      bodies.put(loop.head(), loop.body());
    }
    return new LoopStructure(cfa, rpo, order.toArray(new Location[0]), nest(cfa, bodies), back);
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

  /** Whether {@code l} is the head of the innermost loop around it. */
  boolean isHead(Location l) {
    Loop inner = innermost[l.index()];
    return inner != null && inner.head().equals(l);
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
