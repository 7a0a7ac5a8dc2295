package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Location;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Var;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Live variables of one CFA: those some path from a location reads before it writes them. The
 * classic backward fixpoint, per location.
 */
public final class Liveness {
  private final List<Set<Var>> live;

  private Liveness(List<Set<Var>> live) {
    this.live = live;
  }

  public static Liveness of(Cfa cfa) {
    List<Set<Var>> live = new ArrayList<>();
    for (int i = 0; i < cfa.locations().size(); i++) {
      live.add(new HashSet<>());
    }
    Deque<Location> work = new ArrayDeque<>(cfa.locations());
    while (!work.isEmpty()) {
      Location l = work.poll();
      Set<Var> now = new HashSet<>();
      for (Edge e : cfa.outgoing(l)) {
        Set<Var> after = new HashSet<>(live.get(e.target().index()));
        Ops.assignedVars(e.op()).forEach(after::remove);
        for (Expr x : Ops.expressions(e.op())) {
          collect(x, after);
        }
        now.addAll(after);
      }
      if (!now.equals(live.get(l.index()))) {
        live.set(l.index(), now);
        for (Edge e : cfa.incoming(l)) {
          work.add(e.source());
        }
      }
    }
    return new Liveness(live);
  }

  private static void collect(Expr e, Set<Var> out) {
    if (e instanceof Var v) {
      out.add(v);
    }
    for (Expr c : e.children()) {
      collect(c, out);
    }
  }

  /** The variables live at {@code l}. */
  public Set<Var> at(Location l) {
    return Set.copyOf(live.get(l.index()));
  }
}
