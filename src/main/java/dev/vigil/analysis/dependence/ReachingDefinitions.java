package dev.vigil.analysis.dependence;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.ProgramGraph;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Var;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reaching definitions over the whole program graph (context-insensitive: a function's exit flows
 * to the return sites of all its calls), with the thesis's corrections for calls: entering a callee
 * defines its parameters (actual-in nodes), returning defines the call's result (actual-out node)
 * and kills its earlier definitions. The caller's own variables also flow around the call, so that
 * a recursive activation cannot kill them. Memory is defined weakly: nothing kills it.
 */
final class ReachingDefinitions {

  /** One definition: a node defining a place. */
  private record Definition(DependenceNode node, DefUse.Place place) {}

  private final List<Definition> definitions = new ArrayList<>();
  private final Map<DefUse.Place, BitSet> ofPlace = new HashMap<>();
  private final BitSet memoryDefinitions = new BitSet();
  private final Map<Location, BitSet> in = new HashMap<>();

  private ReachingDefinitions() {}

  static ReachingDefinitions of(ProgramGraph graph, DefUse defUse) {
    ReachingDefinitions rd = new ReachingDefinitions();
    Map<ProgramEdge, Transfer> transfers = new HashMap<>();
    for (ProgramEdge e : graph.edges()) {
      transfers.put(e, rd.transfer(e, defUse));
    }
    for (ProgramEdge e : graph.edges()) {
      transfers.get(e).finishKill(rd);
    }
    Map<Location, List<Edge>> callsFrom = new HashMap<>();
    for (Function f : graph.program().functions().values()) {
      for (Edge e : f.cfa().edges()) {
        if (e.op() instanceof Op.Call && !graph.enters(e).isEmpty()) {
          callsFrom.computeIfAbsent(e.source(), k -> new ArrayList<>()).add(e);
        }
      }
    }
    Location entry = graph.program().main().cfa().entry();
    rd.in.put(entry, new BitSet());
    Deque<Location> work = new ArrayDeque<>(List.of(entry));
    while (!work.isEmpty()) {
      Location l = work.poll();
      BitSet here = rd.in.get(l);
      for (ProgramEdge e : graph.outgoing(l)) {
        BitSet out = (BitSet) here.clone();
        transfers.get(e).apply(out);
        rd.join(e.target(), out, work);
      }
      for (Edge call : callsFrom.getOrDefault(l, List.of())) {
        rd.join(call.target(), rd.callerLocals(graph.function(l), here), work);
      }
    }
    return rd;
  }

  private void join(Location target, BitSet out, Deque<Location> work) {
    BitSet old = in.get(target);
    if (old == null) {
      in.put(target, out);
      work.add(target);
    } else {
      BitSet merged = (BitSet) old.clone();
      merged.or(out);
      if (!merged.equals(old)) {
        in.put(target, merged);
        work.add(target);
      }
    }
  }

  /** The definitions in {@code defs} of the caller's own variables. */
  private BitSet callerLocals(Function caller, BitSet defs) {
    BitSet out = new BitSet();
    for (int i = defs.nextSetBit(0); i >= 0; i = defs.nextSetBit(i + 1)) {
      if (definitions.get(i).place() instanceof DefUse.Place.Variable v
          && v.var().function().equals(caller.name())) {
        out.set(i);
      }
    }
    return out;
  }

  /** The effect of one program edge: the definitions it makes and the places it overwrites. */
  private static final class Transfer {
    final BitSet gen = new BitSet();
    final List<DefUse.Place> strong = new ArrayList<>();
    final BitSet kill = new BitSet();

    void finishKill(ReachingDefinitions rd) {
      for (DefUse.Place p : strong) {
        kill.or(rd.ofPlace.getOrDefault(p, new BitSet()));
      }
      kill.andNot(gen);
    }

    void apply(BitSet defs) {
      defs.andNot(kill);
      defs.or(gen);
    }
  }

  private Transfer transfer(ProgramEdge e, DefUse defUse) {
    Transfer t = new Transfer();
    switch (e.kind()) {
      case LOCAL -> define(t, new DependenceNode.Statement(e.edge()), defUse.of(e));
      case ENTER -> {
        Function callee = e.callee().orElseThrow();
        for (int i = 0; i < callee.parameters().size(); i++) {
          define(t, new DependenceNode.ActualIn(e.edge(), i), defUse.actualIn(e.edge(), callee, i));
        }
      }
      case EXIT ->
          define(
              t,
              new DependenceNode.ActualOut(e.edge()),
              defUse.actualOut(e.edge(), e.callee().orElseThrow()));
    }
    return t;
  }

  private void define(Transfer t, DependenceNode node, DefUse.Effects effects) {
    for (DefUse.Place p : effects.strong()) {
      t.gen.set(add(node, p));
      t.strong.add(p);
    }
    for (DefUse.Place p : effects.weak()) {
      t.gen.set(add(node, p));
    }
  }

  private int add(DependenceNode node, DefUse.Place place) {
    int index = definitions.size();
    definitions.add(new Definition(node, place));
    ofPlace.computeIfAbsent(place, k -> new BitSet()).set(index);
    if (place instanceof DefUse.Place.Memory) {
      memoryDefinitions.set(index);
    }
    return index;
  }

  /**
   * The nodes whose definitions of {@code uses} reach {@code at}. A use of an object is reached by
   * definitions of it and of any object ({@link MemoryObject#UNKNOWN}); a use of any object by all
   * definitions of memory.
   */
  Set<DependenceNode> reaching(Location at, Collection<DefUse.Place> uses) {
    BitSet here = in.get(at);
    Set<DependenceNode> out = new LinkedHashSet<>();
    if (here == null || uses.isEmpty()) {
      return out; // unreachable
    }
    BitSet wanted = new BitSet();
    for (DefUse.Place p : uses) {
      wanted.or(ofPlace.getOrDefault(p, new BitSet()));
      if (p instanceof DefUse.Place.Memory m) {
        wanted.or(
            m.object().equals(MemoryObject.UNKNOWN)
                ? memoryDefinitions
                : ofPlace.getOrDefault(
                    new DefUse.Place.Memory(MemoryObject.UNKNOWN), new BitSet()));
      }
    }
    wanted.and(here);
    for (int i = wanted.nextSetBit(0); i >= 0; i = wanted.nextSetBit(i + 1)) {
      out.add(definitions.get(i).node());
    }
    return out;
  }

  /** The variables whose definitions reach {@code at} (for tests). */
  Set<Var> variablesDefinedAt(Location at) {
    Set<Var> out = new LinkedHashSet<>();
    BitSet here = in.getOrDefault(at, new BitSet());
    for (int i = here.nextSetBit(0); i >= 0; i = here.nextSetBit(i + 1)) {
      if (definitions.get(i).place() instanceof DefUse.Place.Variable v) {
        out.add(v.var());
      }
    }
    return out;
  }
}
