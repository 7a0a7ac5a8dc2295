package dev.vigil.analysis.dependence;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Control dependence in one CFA, from post-dominators (Ferrante, Ottenstein, Warren): a location
 * {@code l} depends on the branch edge {@code b = (lb, ·, s)} when {@code l} is {@code s} or
 * post-dominates it, and does not strictly post-dominate {@code lb}: taking {@code b} decides that
 * {@code l} is reached, and the other branch can avoid it. The edges leaving {@code l} then depend
 * on {@code b}. Only locations with two or more outgoing edges branch.
 */
public final class ControlDependence {
  private final Map<Location, List<Edge>> on = new LinkedHashMap<>();

  private ControlDependence() {}

  public static ControlDependence of(Cfa cfa) {
    PostDominators pdom = PostDominators.of(cfa);
    ControlDependence cd = new ControlDependence();
    for (Location lb : cfa.locations()) {
      List<Edge> out = cfa.outgoing(lb);
      if (out.size() < 2) {
        continue;
      }
      for (Edge b : out) {
        for (Location l : cfa.locations()) {
          boolean decided = l.equals(b.target()) || pdom.postDominates(l, b.target());
          if (decided && !pdom.postDominates(l, lb)) {
            cd.on.computeIfAbsent(l, k -> new ArrayList<>()).add(b);
          }
        }
      }
    }
    return cd;
  }

  /**
   * The branch edges whose choice decides whether {@code l} is reached (none: the function's entry
   * does).
   */
  public List<Edge> branchesDeciding(Location l) {
    return on.getOrDefault(l, List.of());
  }
}
