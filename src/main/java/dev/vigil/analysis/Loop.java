package dev.vigil.analysis;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import dev.vigil.ir.Var;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/**
 * A natural loop: its head, the locations of its body (head included), the edges that leave it,
 * and what one iteration may change. {@code assigned} are the variables written in the body;
 * {@code writesMemory} says whether the body may store, allocate, free or call.
 */
public record Loop(
    Location head,
    BitSet body,
    List<Edge> backEdges,
    List<Edge> exits,
    Set<Var> assigned,
    boolean writesMemory,
    boolean calls) {

  public Loop {
    body = (BitSet) body.clone();
    backEdges = List.copyOf(backEdges);
    exits = List.copyOf(exits);
    assigned = Set.copyOf(assigned);
  }

  public boolean contains(Location l) {
    return body.get(l.index());
  }

  @Override
  public BitSet body() {
    return (BitSet) body.clone();
  }
}
