package dev.vigil.engine.cpa.core;

import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.PriorityQueue;
import java.util.function.ToIntFunction;

/** The order in which CPA+ takes states to explore. */
public interface Waitlist<S extends AbstractState, P extends Precision> {
  void add(ArgNode<S, P> node);

  /** The next node to explore; removed from the waitlist. */
  ArgNode<S, P> pop();

  boolean remove(ArgNode<S, P> node);

  boolean isEmpty();

  int size();

  /** The orders a user can choose. */
  enum Order {
    /** Breadth-first: the oldest state first. */
    BFS,
    /** Depth-first: the newest state first. */
    DFS,
    /**
     * Deepest call stack first, then reverse postorder of the location in its function (so that a
     * join point waits for its branches), then the oldest.
     */
    RPO
  }

  /**
   * A waitlist in {@code order}; {@code depth} and {@code rpo} give a state's call-stack depth and
   * its location's reverse-postorder number (used by {@link Order#RPO} only).
   */
  static <S extends AbstractState, P extends Precision> Waitlist<S, P> of(
      Order order, ToIntFunction<S> depth, ToIntFunction<S> rpo) {
    return switch (order) {
      case BFS -> new Linear<>(true);
      case DFS -> new Linear<>(false);
      case RPO ->
          new Sorted<>(
              Comparator.<ArgNode<S, P>>comparingInt(n -> -depth.applyAsInt(n.state()))
                  .thenComparingInt(n -> rpo.applyAsInt(n.state()))
                  .thenComparingInt(ArgNode::id));
    };
  }

  /** FIFO or LIFO. */
  final class Linear<S extends AbstractState, P extends Precision> implements Waitlist<S, P> {
    private final Deque<ArgNode<S, P>> nodes = new ArrayDeque<>();
    private final boolean fifo;

    Linear(boolean fifo) {
      this.fifo = fifo;
    }

    @Override
    public void add(ArgNode<S, P> node) {
      nodes.addLast(node);
    }

    @Override
    public ArgNode<S, P> pop() {
      return fifo ? nodes.pollFirst() : nodes.pollLast();
    }

    @Override
    public boolean remove(ArgNode<S, P> node) {
      return nodes.remove(node);
    }

    @Override
    public boolean isEmpty() {
      return nodes.isEmpty();
    }

    @Override
    public int size() {
      return nodes.size();
    }
  }

  /** Smallest first by a comparator. */
  final class Sorted<S extends AbstractState, P extends Precision> implements Waitlist<S, P> {
    private final PriorityQueue<ArgNode<S, P>> nodes;

    Sorted(Comparator<ArgNode<S, P>> order) {
      this.nodes = new PriorityQueue<>(order);
    }

    @Override
    public void add(ArgNode<S, P> node) {
      nodes.add(node);
    }

    @Override
    public ArgNode<S, P> pop() {
      return nodes.poll();
    }

    @Override
    public boolean remove(ArgNode<S, P> node) {
      return nodes.remove(node);
    }

    @Override
    public boolean isEmpty() {
      return nodes.isEmpty();
    }

    @Override
    public int size() {
      return nodes.size();
    }
  }
}
