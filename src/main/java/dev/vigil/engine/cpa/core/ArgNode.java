package dev.vigil.engine.cpa.core;

import dev.vigil.analysis.ProgramEdge;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A node of the abstract reachability graph (ARG): a state with its precision, the edges from its
 * parents and to its children, and what became of it. A node is <em>covered</em> when the stop
 * operator found it covered (it has no successors; {@link #coveredBy} names a covering node where
 * one is known), <em>merged</em> when a merge replaced it by another ({@link #mergedInto}), and a
 * <em>target</em> when it violates the specification. Covered and merged nodes stay in the graph as
 * leaves, so that pictures show them.
 */
public final class ArgNode<S extends AbstractState, P extends Precision> {
  /** An edge of the ARG: the program edge taken and the node at its other end. */
  public record Link<S extends AbstractState, P extends Precision>(
      ProgramEdge edge, ArgNode<S, P> node) {}

  private final int id;
  private final S state;
  private final P precision;
  private final List<Link<S, P>> parents = new ArrayList<>();
  private final List<Link<S, P>> children = new ArrayList<>();
  private final boolean target;
  private ArgNode<S, P> coveredBy;
  private boolean covered;
  private ArgNode<S, P> mergedInto;
  private List<ArgNode<S, P>> mergedFrom = List.of();

  ArgNode(int id, S state, P precision, boolean target) {
    this.id = id;
    this.state = Objects.requireNonNull(state);
    this.precision = Objects.requireNonNull(precision);
    this.target = target;
  }

  /** Numbered in creation order; the root is 0. */
  public int id() {
    return id;
  }

  public S state() {
    return state;
  }

  public P precision() {
    return precision;
  }

  public List<Link<S, P>> parents() {
    return Collections.unmodifiableList(parents);
  }

  public List<Link<S, P>> children() {
    return Collections.unmodifiableList(children);
  }

  public boolean isTarget() {
    return target;
  }

  public boolean isCovered() {
    return covered;
  }

  /** A node that covers this one, if known. */
  public java.util.Optional<ArgNode<S, P>> coveredBy() {
    return java.util.Optional.ofNullable(coveredBy);
  }

  public boolean isMerged() {
    return mergedInto != null;
  }

  public java.util.Optional<ArgNode<S, P>> mergedInto() {
    return java.util.Optional.ofNullable(mergedInto);
  }

  /** The nodes whose merge made this one (none unless it was made by a merge). */
  public List<ArgNode<S, P>> mergedFrom() {
    return mergedFrom;
  }

  void link(ProgramEdge edge, ArgNode<S, P> child) {
    children.add(new Link<>(edge, child));
    child.parents.add(new Link<>(edge, this));
  }

  void markCovered(ArgNode<S, P> by) {
    covered = true;
    coveredBy = by;
  }

  /**
   * This node was merged with {@code other} (a new node) into {@code merged}, which takes over its
   * parents and children.
   */
  void replaceBy(ArgNode<S, P> merged, ArgNode<S, P> other) {
    mergedInto = merged;
    merged.mergedFrom = List.of(this, other);
    for (Link<S, P> p : parents) {
      p.node().children.add(new Link<>(p.edge(), merged));
      merged.parents.add(p);
    }
    for (Link<S, P> c : children) {
      merged.children.add(c);
      c.node().parents.add(new Link<>(c.edge(), merged));
    }
  }

  /** The program edges from the root to this node, following first parents. */
  public List<ProgramEdge> pathFromRoot() {
    return pathFromRoot(candidates -> candidates.get(0));
  }

  /**
   * The program edges from the root to this node; at a node made by a merge, {@code choose} picks
   * which of the merged nodes the path goes through, elsewhere it follows first parents.
   */
  public List<ProgramEdge> pathFromRoot(
      java.util.function.Function<List<ArgNode<S, P>>, ArgNode<S, P>> choose) {
    List<ProgramEdge> path = new ArrayList<>();
    ArgNode<S, P> n = this;
    while (true) {
      if (!n.mergedFrom.isEmpty()) {
        n = choose.apply(n.mergedFrom);
      } else if (!n.parents.isEmpty()) {
        Link<S, P> p = n.parents.get(0);
        path.add(p.edge());
        n = p.node();
      } else {
        break;
      }
    }
    Collections.reverse(path);
    return path;
  }

  /** The nodes from the root to this node, following first parents (both ends included). */
  public List<ArgNode<S, P>> nodesFromRoot() {
    List<ArgNode<S, P>> nodes = new ArrayList<>();
    ArgNode<S, P> n = this;
    nodes.add(n);
    while (!n.parents.isEmpty()) {
      n = n.parents.get(0).node();
      nodes.add(n);
    }
    Collections.reverse(nodes);
    return nodes;
  }

  @Override
  public String toString() {
    return "N" + id;
  }
}
