package dev.vigil.analysis;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import java.util.Objects;
import java.util.Optional;

/**
 * An edge of the {@link ProgramGraph}: a CFA edge of one function ({@link Kind#LOCAL}), or one of
 * the two halves of a call: entering the callee with its parameters bound ({@link Kind#ENTER}), or
 * leaving it back to the caller with the result assigned ({@link Kind#EXIT}). {@link #edge()} is
 * the CFA edge itself, for the halves of a call the caller's call edge; {@link #op()} is what the
 * edge does to data: for {@code ENTER}, parameters := arguments; for {@code EXIT}, result := the
 * callee's return variable; {@link Op.Skip} when there is nothing to bind. Edges compare by
 * identity: the graph makes each once. {@link #withOp} gives a view of an edge that does something
 * else to data (a slice turns edges into no-ops); {@link #original()} is the graph's edge.
 */
public final class ProgramEdge {

  /** What the edge is. */
  public enum Kind {
    /** A CFA edge inside one function (never a call). */
    LOCAL,
    /** From a call edge's source to the callee's entry. */
    ENTER,
    /** From the callee's exit to the call edge's target. */
    EXIT
  }

  private final Kind kind;
  private final Location source;
  private final Location target;
  private final Op op;
  private final Edge edge;
  private final Function callee;
  private final ProgramEdge original;

  ProgramEdge(Kind kind, Location source, Location target, Op op, Edge edge, Function callee) {
    this(kind, source, target, op, edge, callee, null);
  }

  private ProgramEdge(
      Kind kind,
      Location source,
      Location target,
      Op op,
      Edge edge,
      Function callee,
      ProgramEdge original) {
    this.kind = Objects.requireNonNull(kind);
    this.source = Objects.requireNonNull(source);
    this.target = Objects.requireNonNull(target);
    this.op = Objects.requireNonNull(op);
    this.edge = Objects.requireNonNull(edge);
    this.callee = callee;
    this.original = original == null ? this : original;
    if ((kind == Kind.LOCAL) != (callee == null)) {
      throw new IllegalArgumentException(kind + " edge with callee " + callee);
    }
  }

  public Kind kind() {
    return kind;
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

  /** The CFA edge; for {@code ENTER} and {@code EXIT} the call edge in the caller. */
  public Edge edge() {
    return edge;
  }

  /** The called function, for {@code ENTER} and {@code EXIT}. */
  public Optional<Function> callee() {
    return Optional.ofNullable(callee);
  }

  /** The graph's edge this one is a view of (itself, for the graph's edges). */
  public ProgramEdge original() {
    return original;
  }

  /** This edge doing {@code other} to data; {@code this} if that is what it does. */
  public ProgramEdge withOp(Op other) {
    return other == op
        ? this
        : new ProgramEdge(kind, source, target, other, edge, callee, original);
  }

  @Override
  public String toString() {
    return switch (kind) {
      case LOCAL -> source.function() + ":" + source + " -> " + target + ": " + op;
      case ENTER ->
          "enter " + target.function() + " from " + source.function() + ":" + source + ": " + op;
      case EXIT ->
          "exit " + source.function() + " to " + target.function() + ":" + target + ": " + op;
    };
  }
}
