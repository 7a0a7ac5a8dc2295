package dev.vigil.engine.summaries;

import dev.vigil.engine.Budget;
import dev.vigil.smt.FormulaGraph;
import dev.vigil.smt.FormulaGraph.Kind;
import dev.vigil.smt.FormulaGraph.Node;
import dev.vigil.smt.FormulaGraph.Shape;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * REFINE (Algorithms 4 and 5 of the thesis): given a falsifying assignment, find one placeholder
 * that explains it, walking the formula from the query's root. Where one operand alone fixes a
 * node's value (an absorptive element: false for ∧, true for ∨, zero for bit-wise and and for
 * multiplication, all ones for bit-wise or), only that operand is followed; an if-then-else follows
 * its condition and the branch taken; anything else follows all operands, the first that leads to a
 * placeholder winning (lazy or). {@link Refinement#CONSEQUENTS} visits the later conjuncts of a
 * path (the check, then the path to it) and the branch taken before the condition; {@link
 * Refinement#ANTECEDENTS} the other way round.
 *
 * <p>The walk goes through SSA definitions as if they were inlined, and through the definition of a
 * placeholder that was expanded only after everything nearer to the root: summaries close to the
 * check are expanded before those they lead to (breadth first by expansion depth). Of the
 * placeholders equally near, the one whose callee runs the least code is expanded (abstraction
 * avoids computation), and of those the first the order above meets.
 */
final class Refiner {
  /** What a node is to the walk. */
  sealed interface Role {
    /** A placeholder not yet expanded. */
    record Open(AbstractProgram.Placeholder placeholder) implements Role {}

    /** A placeholder that cannot be expanded (recursion deeper than the bound). */
    record Blocked() implements Role {}

    /** A placeholder that was expanded: its definition is one level further. */
    record Expanded(Node definition) implements Role {}

    /** An SSA variable: its definition is walked in its place. */
    record Defined(Node definition) implements Role {}

    /** Anything else: walked by its shape. */
    record Plain() implements Role {}
  }

  /** How the walk learns the role of a node. */
  interface Roles {
    Role of(Node n);
  }

  /** What expanding a placeholder costs: the size of what the callee runs. */
  interface Cost {
    long of(AbstractProgram.Placeholder p);
  }

  /** The outcome of one walk. */
  sealed interface Choice {
    record Expand(AbstractProgram.Placeholder placeholder) implements Choice {}

    /** Only placeholders that cannot be expanded explain the assignment. */
    record Blocked() implements Choice {}

    /** No placeholder explains it: the assignment holds whatever they stand for. */
    record None() implements Choice {}
  }

  private final FormulaGraph graph;
  private final Refinement order;
  private final Roles roles;
  private final Cost cost;
  private final Budget budget;
  private final Map<Node, Boolean> reaches = new HashMap<>();

  Refiner(FormulaGraph graph, Refinement order, Roles roles, Cost cost, Budget budget) {
    this.graph = graph;
    this.order = order;
    this.roles = roles;
    this.cost = cost;
    this.budget = budget;
  }

  Choice choose(Node root, SmtModel model) throws SmtFailure {
    Set<Node> visited = new HashSet<>();
    List<Node> level = List.of(root);
    boolean blocked = false;
    while (!level.isEmpty() && !budget.exhausted()) {
      List<Node> next = new ArrayList<>();
      AbstractProgram.Placeholder best = null;
      for (Node start : level) {
        Deque<Node> stack = new ArrayDeque<>();
        stack.push(start);
        while (!stack.isEmpty()) {
          Node n = stack.pop();
          if (!visited.add(n) || !reachesPlaceholder(n)) {
            continue;
          }
          switch (roles.of(n)) {
            case Role.Open o -> {
              if (best == null || cost.of(o.placeholder()) < cost.of(best)) {
                best = o.placeholder();
              }
            }
            case Role.Blocked b -> blocked = true;
            case Role.Expanded e -> next.add(e.definition());
            case Role.Defined d -> stack.push(d.definition());
            case Role.Plain p -> {
              List<Node> children = follow(n, model);
              for (int i = children.size() - 1; i >= 0; i--) {
                stack.push(children.get(i));
              }
            }
          }
        }
      }
      if (best != null) {
        return new Choice.Expand(best);
      }
      level = next;
    }
    return blocked ? new Choice.Blocked() : new Choice.None();
  }

  /** The operands to follow, in the order to visit them. */
  private List<Node> follow(Node n, SmtModel model) throws SmtFailure {
    Shape s = graph.shape(n);
    List<Node> c = s.children();
    boolean consequents = order == Refinement.CONSEQUENTS;
    switch (s.kind()) {
      case AND, OR -> {
        boolean absorbing = s.kind() == Kind.OR;
        Optional<Boolean> value = graph.truth(n, model);
        List<Node> ordered = consequents ? reversed(c) : c;
        if (value.isPresent() && value.get() == absorbing) {
          for (Node x : ordered) {
            if (graph.truth(x, model).orElse(!absorbing) == absorbing) {
              return List.of(x);
            }
          }
        }
        return ordered;
      }
      case IMPLIES -> {
        Node a = c.get(0);
        Node b = c.get(1);
        if (!graph.truth(a, model).orElse(true)) {
          return List.of(a);
        }
        if (graph.truth(b, model).orElse(false)) {
          return List.of(b);
        }
        return consequents ? List.of(b, a) : List.of(a, b);
      }
      case ITE -> {
        Optional<Boolean> condition = graph.truth(c.get(0), model);
        if (condition.isEmpty()) {
          return c;
        }
        Node taken = condition.get() ? c.get(1) : c.get(2);
        return consequents ? List.of(taken, c.get(0)) : List.of(c.get(0), taken);
      }
      case BV_AND, BV_MUL -> {
        return absorbed(c, model, BigInteger.ZERO);
      }
      case BV_OR -> {
        int w = graph.width(n);
        return absorbed(c, model, BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE));
      }
      case NOT, EQ, VARIABLE, CONSTANT, OTHER -> {
        return c;
      }
    }
    return c;
  }

  /** The operand whose value is the absorbing {@code element}, alone, if there is one. */
  private List<Node> absorbed(List<Node> c, SmtModel model, BigInteger element) throws SmtFailure {
    for (Node x : c) {
      if (graph.bits(x, model).map(element::equals).orElse(false)) {
        return List.of(x);
      }
    }
    return c;
  }

  private static List<Node> reversed(List<Node> c) {
    List<Node> r = new ArrayList<>(c);
    java.util.Collections.reverse(r);
    return r;
  }

  /**
   * Whether a placeholder (expanded or not) lies below {@code n}, through SSA definitions; nodes
   * below which none lies explain nothing the walk could refine. Computed once per node.
   */
  private boolean reachesPlaceholder(Node n) {
    Boolean known = reaches.get(n);
    if (known != null) {
      return known;
    }
    Deque<Node> stack = new ArrayDeque<>();
    stack.push(n);
    while (!stack.isEmpty()) {
      Node x = stack.peek();
      if (reaches.containsKey(x)) {
        stack.pop();
        continue;
      }
      List<Node> below = below(x);
      if (below == null) {
        reaches.put(x, true);
        stack.pop();
        continue;
      }
      boolean pending = false;
      for (Node b : below) {
        if (!reaches.containsKey(b)) {
          stack.push(b);
          pending = true;
        }
      }
      if (!pending) {
        stack.pop();
        reaches.put(x, below.stream().anyMatch(reaches::get));
      }
    }
    return reaches.get(n);
  }

  /** What lies directly below {@code x} for {@link #reachesPlaceholder}; null for a placeholder. */
  private List<Node> below(Node x) {
    return switch (roles.of(x)) {
      case Role.Open o -> null;
      case Role.Blocked b -> null;
      case Role.Expanded e -> null;
      case Role.Defined d -> List.of(d.definition());
      case Role.Plain p -> graph.shape(x).children();
    };
  }
}
