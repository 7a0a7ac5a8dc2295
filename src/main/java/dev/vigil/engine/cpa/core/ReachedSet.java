package dev.vigil.engine.cpa.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The reached states of one CPA+ run, as nodes of the ARG, partitioned by a key (location and call
 * stack) so that merge and stop only compare states that can interact. It also keeps every node
 * ever made (covered and merged ones too), for pictures and statistics.
 */
public final class ReachedSet<S extends AbstractState, P extends Precision> {
  private final Function<S, Object> partitionOf;
  private final Map<Object, List<ArgNode<S, P>>> partitions = new HashMap<>();
  private final List<ArgNode<S, P>> all = new ArrayList<>();
  private int size;

  ReachedSet(Function<S, Object> partitionOf) {
    this.partitionOf = partitionOf;
  }

  ArgNode<S, P> node(S state, P precision, boolean target) {
    ArgNode<S, P> n = new ArgNode<>(all.size(), state, precision, target);
    all.add(n);
    return n;
  }

  void add(ArgNode<S, P> node) {
    partitions.computeIfAbsent(partitionOf.apply(node.state()), k -> new ArrayList<>()).add(node);
    size++;
  }

  void replace(ArgNode<S, P> old, ArgNode<S, P> merged) {
    List<ArgNode<S, P>> p = partitions.get(partitionOf.apply(old.state()));
    p.set(p.indexOf(old), merged);
  }

  /** The reached nodes that can interact with {@code state}. */
  List<ArgNode<S, P>> partition(S state) {
    return partitions.getOrDefault(partitionOf.apply(state), List.of());
  }

  /** The root of the ARG. */
  public ArgNode<S, P> root() {
    return all.get(0);
  }

  /** Every reached (not covered, not merged) node. */
  public List<ArgNode<S, P>> reached() {
    List<ArgNode<S, P>> out = new ArrayList<>();
    partitions.values().forEach(out::addAll);
    out.sort(java.util.Comparator.comparingInt(ArgNode::id));
    return out;
  }

  /** Every node of the ARG, in creation order. */
  public List<ArgNode<S, P>> nodes() {
    return Collections.unmodifiableList(all);
  }

  /** How many states were reached (covered and merged nodes not counted). */
  public int size() {
    return size;
  }
}
