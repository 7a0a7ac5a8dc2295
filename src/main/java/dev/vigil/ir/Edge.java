package dev.vigil.ir;

import java.util.Objects;

/**
 * A CFA edge with exactly one operation and the source position it came from. Edges compare by
 * identity; {@code index} is the edge's position in {@link Cfa#edges()}.
 */
public final class Edge {
  private final int index;
  private final Location source;
  private final Location target;
  private final Op op;
  private final SourceLoc loc;

  Edge(int index, Location source, Location target, Op op, SourceLoc loc) {
    this.index = index;
    this.source = Objects.requireNonNull(source);
    this.target = Objects.requireNonNull(target);
    this.op = Objects.requireNonNull(op);
    this.loc = Objects.requireNonNull(loc);
  }

  public int index() {
    return index;
  }

  public Location source() {
    return source;
  }

  public Location target() {
    return target;
  }

  public Op op() {
    return op;
  }

  public SourceLoc loc() {
    return loc;
  }

  @Override
  public String toString() {
    return source + " -> " + target + ": " + op;
  }
}
