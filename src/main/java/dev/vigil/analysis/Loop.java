package dev.vigil.analysis;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * A natural loop of one CFA (see {@link Loops}): its head, its body (the head included), its back
 * edges (into the head, from the body) and its exits (from the body to outside it), and the loop it
 * is nested in. Loops are values of one analysis and compare by identity.
 */
public final class Loop {
  private final Location head;
  private final List<Location> body;
  private final BitSet members;
  private final List<Edge> backEdges;
  private final List<Edge> exits;
  private final Loop parent;
  private final int depth;

  Loop(Location head, List<Location> body, List<Edge> backEdges, List<Edge> exits, Loop parent) {
    this.head = head;
    this.body = List.copyOf(body);
    this.members = new BitSet();
    body.forEach(l -> members.set(l.index()));
    this.backEdges = List.copyOf(backEdges);
    this.exits = List.copyOf(exits);
    this.parent = parent;
    this.depth = parent == null ? 0 : parent.depth + 1;
  }

  public Location head() {
    return head;
  }

  /** The locations of the loop, nested loops' included, in reverse postorder: the head first. */
  public List<Location> body() {
    return body;
  }

  public boolean contains(Location l) {
    return members.get(l.index());
  }

  /** The edges from the body into the head, in the CFA's edge order. */
  public List<Edge> backEdges() {
    return backEdges;
  }

  /** The edges from the body to locations outside it, in the CFA's edge order. */
  public List<Edge> exits() {
    return exits;
  }

  /** The innermost loop that contains this one. */
  public Optional<Loop> parent() {
    return Optional.ofNullable(parent);
  }

  /** How many loops contain this one: 0 for an outermost loop. */
  public int depth() {
    return depth;
  }

  @Override
  public String toString() {
    return "loop at " + head + " " + body;
  }
}
