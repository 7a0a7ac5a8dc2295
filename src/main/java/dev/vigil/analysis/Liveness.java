package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Location;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Var;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Live variables of one CFA: those some path from a location reads before it writes them. The
 * classic backward fixpoint, per location, over variables numbered as bits: what each edge reads
 * and writes is found once, and the worklist starts from the last locations (those nearest the
 * exit) and holds each location at most once. It runs on every k-induction task, whose short runs
 * feel its cost.
 */
public final class Liveness {
  private final List<Var> vars;
  private final BitSet[] live;

  private Liveness(List<Var> vars, BitSet[] live) {
    this.vars = vars;
    this.live = live;
  }

  public static Liveness of(Cfa cfa) {
    List<Var> vars = new ArrayList<>();
    Map<Var, Integer> numbers = new HashMap<>();
    int edges = cfa.edges().size();
    BitSet[] reads = new BitSet[edges];
    BitSet[] writes = new BitSet[edges];
    for (Edge e : cfa.edges()) {
      BitSet read = new BitSet();
      for (Expr x : Ops.expressions(e.op())) {
        Ops.variables(x).forEach(v -> read.set(number(v, numbers, vars)));
      }
      BitSet written = new BitSet();
      Ops.assignedVars(e.op()).forEach(v -> written.set(number(v, numbers, vars)));
      reads[e.index()] = read;
      writes[e.index()] = written;
    }
    int n = cfa.locations().size();
    BitSet[] live = new BitSet[n];
    Deque<Location> work = new ArrayDeque<>();
    BitSet queued = new BitSet();
    for (int i = n - 1; i >= 0; i--) {
      live[i] = new BitSet();
      work.add(cfa.locations().get(i));
      queued.set(i);
    }
    while (!work.isEmpty()) {
      Location l = work.poll();
      queued.clear(l.index());
      BitSet now = new BitSet();
      for (Edge e : cfa.outgoing(l)) {
        BitSet after = (BitSet) live[e.target().index()].clone();
        after.andNot(writes[e.index()]);
        after.or(reads[e.index()]);
        now.or(after);
      }
      if (!now.equals(live[l.index()])) {
        live[l.index()] = now;
        for (Edge e : cfa.incoming(l)) {
          int source = e.source().index();
          if (!queued.get(source)) {
            queued.set(source);
            work.add(e.source());
          }
        }
      }
    }
    return new Liveness(List.copyOf(vars), live);
  }

  private static int number(Var v, Map<Var, Integer> numbers, List<Var> vars) {
    return numbers.computeIfAbsent(
        v,
        w -> {
          vars.add(w);
          return vars.size() - 1;
        });
  }

  /** The variables live at {@code l}. */
  public Set<Var> at(Location l) {
    return Set.copyOf(live[l.index()].stream().mapToObj(vars::get).toList());
  }
}
