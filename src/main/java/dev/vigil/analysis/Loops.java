package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Var;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The natural loops of a CFA. A back edge is an edge whose target dominates its source; the loop
 * of a head is every location that reaches a back edge's source without passing the head. A cycle
 * with no dominating head makes the CFA irreducible, which {@link #irreducible()} reports.
 */
public final class Loops {
  private final List<Loop> loops;
  private final boolean irreducible;

  private Loops(List<Loop> loops, boolean irreducible) {
    this.loops = List.copyOf(loops);
    this.irreducible = irreducible;
  }

  public static Loops of(Cfa cfa) {
    Dominators dom = Dominators.of(cfa);
    Map<Location, List<Edge>> backEdges = new LinkedHashMap<>();
    boolean irreducible = false;
    for (Edge e : cfa.edges()) {
      if (!dom.isReachable(e.source())) {
        continue;
      }
      if (dom.dominates(e.target(), e.source())) {
        backEdges.computeIfAbsent(e.target(), h -> new ArrayList<>()).add(e);
      } else if (dom.rpoNumber(e.target()) <= dom.rpoNumber(e.source())) {
        irreducible = true; // a retreating edge that is not a back edge
      }
    }
    List<Loop> loops = new ArrayList<>();
    for (Map.Entry<Location, List<Edge>> entry : backEdges.entrySet()) {
      loops.add(loopOf(cfa, entry.getKey(), entry.getValue()));
    }
    return new Loops(loops, irreducible);
  }

  private static Loop loopOf(Cfa cfa, Location head, List<Edge> back) {
    BitSet body = new BitSet();
    body.set(head.index());
    Deque<Location> work = new ArrayDeque<>();
    for (Edge e : back) {
      if (!body.get(e.source().index())) {
        body.set(e.source().index());
        work.push(e.source());
      }
    }
    while (!work.isEmpty()) {
      Location l = work.pop();
      for (Edge in : cfa.incoming(l)) {
        if (!body.get(in.source().index())) {
          body.set(in.source().index());
          work.push(in.source());
        }
      }
    }
    List<Edge> exits = new ArrayList<>();
    Set<Var> assigned = new LinkedHashSet<>();
    boolean writesMemory = false;
    boolean calls = false;
    for (int i = body.nextSetBit(0); i >= 0; i = body.nextSetBit(i + 1)) {
      for (Edge e : cfa.outgoing(cfa.locations().get(i))) {
        if (!body.get(e.target().index())) {
          exits.add(e);
        }
        assigned.addAll(dev.vigil.ir.Ops.assignedVars(e.op()));
        writesMemory |= Effects.writesMemory(e.op());
        calls |= e.op() instanceof Op.Call;
      }
    }
    return new Loop(head, body, back, exits, assigned, writesMemory, calls);
  }

  public List<Loop> loops() {
    return loops;
  }

  public boolean irreducible() {
    return irreducible;
  }

  /** The innermost loop containing {@code l}, if any. */
  public java.util.Optional<Loop> innermost(Location l) {
    Loop best = null;
    for (Loop loop : loops) {
      if (loop.contains(l) && (best == null || loop.body().cardinality() < best.body().cardinality())) {
        best = loop;
      }
    }
    return java.util.Optional.ofNullable(best);
  }
}
