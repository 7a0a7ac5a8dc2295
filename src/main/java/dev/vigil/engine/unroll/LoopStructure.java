package dev.vigil.engine.unroll;

import dev.vigil.analysis.Dominators;
import dev.vigil.analysis.Loop;
import dev.vigil.analysis.Loops;
import dev.vigil.analysis.NodeSplitting;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import java.util.Arrays;
import java.util.List;

/**
 * The loops of one function as the unroller counts them: its CFA made reducible ({@link
 * NodeSplitting}), so that every loop has one head to count at, the loops of that CFA ({@link
 * Loops}), and an order on unrolled program points. A point is a location with one iteration count
 * per enclosing loop; its key {@code [rpo(h1), i1, rpo(h2), i2, …, rpo(l)]} grows along every
 * unrolled edge of a reducible CFA. Processing points in key order therefore visits every point
 * after all its predecessors.
 */
final class LoopStructure {
  private final Cfa cfa;
  private final Loops loops;
  private final Dominators order;

  private LoopStructure(Cfa cfa) {
    this.cfa = cfa;
    this.loops = Loops.of(cfa);
    this.order = loops.dominators();
  }

  /** Thrown for control flow that node splitting cannot make reducible. */
  static final class IrreducibleException extends Exception {
    IrreducibleException(String message) {
      super(message);
    }
  }

  static LoopStructure of(Cfa cfa) throws IrreducibleException {
    Cfa reducible =
        NodeSplitting.reducible(cfa)
            .orElseThrow(
                () ->
                    new IrreducibleException(
                        "irreducible control flow in "
                            + cfa.function()
                            + " (node splitting gave up)"));
    return new LoopStructure(reducible);
  }

  /** The CFA the unroller runs: the function's own, made reducible. */
  Cfa cfa() {
    return cfa;
  }

  /** Whether {@code e} starts another iteration of a loop (in a reducible CFA, a back edge). */
  boolean isBackEdge(Edge e) {
    return loops.isRetreating(e);
  }

  boolean isHead(Location l) {
    return loops.isHead(l);
  }

  /** How many loops contain {@code l}: the length of its iteration counts. */
  int depth(Location l) {
    return loops.loopsAround(l).size();
  }

  /** The key of location {@code l} with the given iteration counts of its loops. */
  int[] key(Location l, int[] iterations) {
    List<Loop> around = loops.loopsAround(l);
    int[] key = new int[2 * around.size() + 1];
    for (int d = 0; d < around.size(); d++) {
      key[2 * d] = order.rpoNumber(around.get(d).head());
      key[2 * d + 1] = iterations[d];
    }
    key[2 * around.size()] = order.rpoNumber(l);
    return key;
  }

  Location locationOf(int[] key) {
    return order.reversePostorder().get(key[key.length - 1]);
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
    List<Loop> from = loops.loopsAround(e.source());
    List<Loop> to = loops.loopsAround(e.target());
    int[] result = new int[to.size()];
    for (int d = 0; d < to.size(); d++) {
      result[d] = d < from.size() && from.get(d) == to.get(d) ? iterations[d] : 0;
    }
    if (isBackEdge(e)) {
      result[to.size() - 1]++;
    }
    return result;
  }

  /** Lexicographic order of keys. */
  static int compare(int[] a, int[] b) {
    return Arrays.compare(a, b);
  }
}
