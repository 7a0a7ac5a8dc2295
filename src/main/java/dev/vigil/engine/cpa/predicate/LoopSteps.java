package dev.vigil.engine.cpa.predicate;

import dev.vigil.analysis.Loop;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Var;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What one iteration of a loop adds to each register it assigns, where that is the same constant on
 * every way round the loop ({@code j = j + 1}, {@code k = k - 1}), found by substituting along each
 * path from the head back to it. Registers the loop does not assign step by 0; the others (read
 * from memory, stepped by a register, stepped differently on two paths) have no step.
 */
record LoopSteps(Map<Var, BigInteger> steps, Set<Var> assigned, Predicate<Expr> readsMemory) {
  /** Loops with more paths round them than this are left out. */
  private static final int MAX_PATHS = 64;

  /**
   * The steps of {@code loop}, or empty if a nested loop or too many paths are in the way; a term
   * that reads memory has no step.
   */
  static Optional<LoopSteps> of(Function f, Loop loop, Predicate<Expr> readsMemory) {
    Map<Location, List<Edge>> inside = new HashMap<>();
    Set<Var> assigned = new LinkedHashSet<>();
    for (Edge e : f.cfa().edges()) {
      if (loop.contains(e.source()) && loop.contains(e.target())) {
        inside.computeIfAbsent(e.source(), k -> new java.util.ArrayList<>()).add(e);
        assigned.addAll(Ops.assignedVars(e.op()));
      }
    }
    Map<Var, BigInteger> steps = new LinkedHashMap<>();
    Set<Var> varying = new HashSet<>();
    int paths = 0;
    Deque<Walk> work = new ArrayDeque<>();
    work.push(new Walk(loop.head(), Map.of(), Set.of(), List.of(loop.head())));
    while (!work.isEmpty()) {
      Walk w = work.pop();
      for (Edge e : inside.getOrDefault(w.at(), List.of())) {
        Walk next = w.through(e);
        if (e.target() == loop.head()) {
          if (++paths > MAX_PATHS) {
            return Optional.empty();
          }
          for (Var v : assigned) {
            Optional<BigInteger> step = next.step(v);
            if (step.isEmpty() || steps.containsKey(v) && !steps.get(v).equals(step.get())) {
              varying.add(v);
            } else {
              steps.put(v, step.get());
            }
          }
        } else if (w.visited().contains(e.target())) {
          return Optional.empty(); // a nested loop
        } else {
          work.push(next);
        }
      }
    }
    varying.forEach(steps::remove);
    return Optional.of(new LoopSteps(steps, assigned, readsMemory));
  }

  /** The step of {@code term}: 0 for what the loop does not assign; empty if it has none. */
  Optional<BigInteger> step(Expr term) {
    if (term instanceof Var v) {
      return assigned.contains(v)
          ? Optional.ofNullable(steps.get(v))
          : Optional.of(BigInteger.ZERO);
    }
    for (Var v : Ops.variables(term)) {
      if (assigned.contains(v)) {
        return Optional.empty();
      }
    }
    return readsMemory.test(term) ? Optional.empty() : Optional.of(BigInteger.ZERO);
  }

  /**
   * A path from the head: each assigned register's value over the head's values, the registers
   * assigned something unknown, and the locations passed.
   */
  private record Walk(Location at, Map<Var, Expr> values, Set<Var> unknown, List<Location> path) {
    Set<Location> visited() {
      return new HashSet<>(path);
    }

    Walk through(Edge e) {
      Map<Var, Expr> v = new HashMap<>(values);
      Set<Var> u = new HashSet<>(unknown);
      switch (e.op()) {
        case Op.Assign a -> set(a.target(), a.value(), v, u);
        case Op.ParallelAssign p -> {
          for (Op.Assign a : p.assignments()) {
            set(a.target(), a.value(), v, u);
          }
        }
        default -> {
          for (Var x : Ops.assignedVars(e.op())) {
            v.remove(x);
            u.add(x);
          }
        }
      }
      List<Location> p = new java.util.ArrayList<>(path);
      p.add(e.target());
      return new Walk(e.target(), v, u, p);
    }

    /** Assigns {@code value} read over the values before this edge (as a phi's copies do). */
    private void set(Var target, Expr value, Map<Var, Expr> v, Set<Var> u) {
      boolean isUnknown = Ops.variables(value).stream().anyMatch(unknown::contains);
      if (isUnknown) {
        v.remove(target);
        u.add(target);
      } else {
        v.put(target, Ops.substitute(value, values));
        u.remove(target);
      }
    }

    Optional<BigInteger> step(Var v) {
      if (unknown.contains(v)) {
        return Optional.empty();
      }
      Linear after = Linear.of(values.getOrDefault(v, v));
      Linear difference = after.minus(Linear.of(v));
      return difference.terms().isEmpty() ? Optional.of(difference.constant()) : Optional.empty();
    }
  }
}
