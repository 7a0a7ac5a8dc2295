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
 * The basic blocks of a CFA, LCTD's abstraction nodes: the locations where regions live (the entry,
 * the exit, branch and join points, and both ends of calls and error edges) and the chains of edges
 * between them, whose inner locations have one edge in and one out. A chain is the unit the
 * abstraction steps by.
 */
final class Blocks {
  private final BitSet heads = new BitSet();
  private final BitSet loopHeads = new BitSet();

  private final List<List<Edge>> chains = new ArrayList<>();
  private final Map<Edge, List<Edge>> byFirst = new HashMap<>();

  Blocks(Cfa cfa) {
    dev.vigil.analysis.Loops loops = dev.vigil.analysis.Loops.of(cfa);
    heads.set(cfa.entry().index());
    heads.set(cfa.exit().index());
    for (Location l : cfa.locations()) {
      if (cfa.outgoing(l).size() != 1 || cfa.incoming(l).size() != 1 || loops.isHead(l)) {
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
      if (!heads.get(l.index())) {
        continue;
      }
      for (Edge first : cfa.outgoing(l)) {
        List<Edge> chain = new ArrayList<>();
        Edge e = first;
        chain.add(e);
        while (!heads.get(e.target().index()) && chain.size() <= cfa.edges().size()) {
          e = cfa.outgoing(e.target()).get(0);
          chain.add(e);
        }
        List<Edge> fixed = List.copyOf(chain);
        chains.add(fixed);
        byFirst.put(first, fixed);
      }
    }
  }

  /** Whether regions live at {@code l}. */
  boolean isHead(Location l) {
    return heads.get(l.index());
  }

  /** Whether {@code l} is the head of a loop ({@link dev.vigil.analysis.Loops}). */
  boolean isLoopHead(Location l) {
    return loopHeads.get(l.index());
  }

  List<List<Edge>> chains() {
    return chains;
  }

  /** The chain that starts with {@code first}, an edge leaving a block head. */
  List<Edge> chain(Edge first) {
    return byFirst.get(first);
  }
}
