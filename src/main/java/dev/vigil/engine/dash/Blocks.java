package dev.vigil.engine.dash;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The basic blocks of a CFA, LCTD's abstraction nodes: regions live at block heads (the entry, the
 * exit, join points, loop heads, and both ends of calls and error edges), and a block's chains are
 * its paths of edges to the next heads. A block ends in a branch, so a chain runs through the
 * branch's guard into one of its arms (LCTD's block-level preimage: guard, then the block); a
 * branch point is a head of its own only where the chains of one head would grow past {@link
 * #MAX_CHAINS} (branches nested without joins). A chain is the unit the abstraction steps by. With
 * {@link DashOptions.Granularity#EDGE} every location is a head and every chain one edge.
 */
final class Blocks {
  private static final int MAX_CHAINS = 16;

  private final Cfa cfa;
  private final dev.vigil.analysis.Loops loops;
  private final BitSet heads = new BitSet();
  private final BitSet loopHeads = new BitSet();
  private final List<List<Edge>> chains = new ArrayList<>();
  private final Map<List<Edge>, List<Edge>> canonical = new HashMap<>();

  Blocks(Cfa cfa, DashOptions.Granularity granularity) {
    this.cfa = cfa;
    this.loops = dev.vigil.analysis.Loops.of(cfa);
    heads.set(cfa.entry().index());
    heads.set(cfa.exit().index());
    for (Location l : cfa.locations()) {
      boolean everywhere =
          switch (granularity) {
            case BLOCK, SELECT -> false;
            case EDGE -> true;
          };
      if (everywhere
          || cfa.outgoing(l).isEmpty()
          || cfa.incoming(l).size() != 1
          || loops.isHead(l)) {
        heads.set(l.index());
      }
      if (loops.isHead(l)) {
        loopHeads.set(l.index());
      }
    }
    for (Edge e : cfa.edges()) {
      if (e.op() instanceof Op.Call || e.op() instanceof Op.Error) {
        heads.set(e.source().index());
        heads.set(e.target().index());
      }
    }
    for (Location l : cfa.locations()) {
      if (heads.get(l.index())) {
        List<List<Edge>> found = new ArrayList<>();
        List<Location> branches = new ArrayList<>();
        if (!paths(l, new ArrayList<>(), found, branches)) {
          // too many paths: the old way, a head at every branch point after l
          branches.forEach(b -> heads.set(b.index()));
          found.clear();
          paths(l, new ArrayList<>(), found, new ArrayList<>());
        }
        for (List<Edge> chain : found) {
          List<Edge> fixed = List.copyOf(chain);
          chains.add(fixed);
          canonical.put(fixed, fixed);
        }
      }
    }
  }

  /**
   * Adds to {@code found} the paths from {@code at} (after {@code prefix}) to the next heads, and
   * to {@code branches} the branch points passed; false when the paths grow past the limit.
   */
  private boolean paths(
      Location at, List<Edge> prefix, List<List<Edge>> found, List<Location> branches) {
    for (Edge e : cfa.outgoing(at)) {
      List<Edge> path = new ArrayList<>(prefix);
      path.add(e);
      Location next = e.target();
      while (!heads.get(next.index()) && cfa.outgoing(next).size() == 1) {
        Edge only = cfa.outgoing(next).get(0);
        path.add(only);
        next = only.target();
      }
      if (heads.get(next.index())) {
        found.add(path);
      } else {
        branches.add(next);
        if (!paths(next, path, found, branches)) {
          return false;
        }
      }
      if (found.size() > MAX_CHAINS) {
        return false;
      }
    }
    return true;
  }

  /** Whether regions live at {@code l}. */
  boolean isHead(Location l) {
    return heads.get(l.index());
  }

  /** Whether {@code l} is the head of a loop ({@link dev.vigil.analysis.Loops}). */
  boolean isLoopHead(Location l) {
    return loopHeads.get(l.index());
  }

  /** Whether {@code l} (null: a virtual region) lies in the loop whose head is {@code head}. */
  boolean inLoopOf(Location head, Location l) {
    return l != null && loops.loopsAround(l).stream().anyMatch(loop -> loop.head().equals(head));
  }

  List<List<Edge>> chains() {
    return chains;
  }

  /** The chain whose edges are {@code path}, or null when it is none. */
  List<Edge> chain(List<Edge> path) {
    return canonical.get(path);
  }
}
