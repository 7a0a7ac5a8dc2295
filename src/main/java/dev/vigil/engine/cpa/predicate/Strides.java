package dev.vigil.engine.cpa.predicate;

import dev.vigil.analysis.Loop;
import dev.vigil.analysis.Loops;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Divisibility by a symbolic stride at loop heads: where a loop steps a register it carries by a
 * register it never assigns ({@code i = i + k}, {@code i} set on a back edge), {@code i % k == 0},
 * with the conditions on {@code k} checked on every path to the loop ({@code 0 <= k}, {@code k <=
 * 10}). Refinement alone finds one predicate per iteration ({@code i + k < M}, {@code i + 2k < M},
 * ...); with these, {@code i <= M} is inductive, and the bounds keep the solver's products small
 * (without them one abstraction query of count_by_k ran for minutes). Candidates only: the
 * abstraction decides what holds.
 */
final class Strides {
  private Strides() {}

  static Map<Location, Set<Expr>> atLoopHeads(Function f) {
    Map<Location, Set<Expr>> out = new LinkedHashMap<>();
    Loops loops = Loops.of(f.cfa());
    for (Loop loop : loops.loops()) {
      List<Edge> inside =
          f.cfa().edges().stream()
              .filter(e -> loop.contains(e.source()) && loop.contains(e.target()))
              .toList();
      Set<Var> assigned = new LinkedHashSet<>();
      inside.forEach(e -> assigned.addAll(Ops.assignedVars(e.op())));
      Set<Var> carried = new LinkedHashSet<>();
      loop.backEdges().forEach(e -> carried.addAll(Ops.assignedVars(e.op())));
      Set<Expr> found = new LinkedHashSet<>();
      Set<Var> strides = new LinkedHashSet<>();
      for (Edge e : inside) {
        for (Expr value : values(e.op())) {
          if (value instanceof Expr.Binary b
              && (b.op() == Expr.BinaryOp.ADD || b.op() == Expr.BinaryOp.SUB)
              && b.left() instanceof Var v
              && carried.contains(v)
              && b.right() instanceof Var s
              && !assigned.contains(s)
              && s.type() instanceof Type.IntType t
              && v.type().equals(t)) {
            strides.add(s);
            found.add(
                Exprs.binary(
                    Expr.BinaryOp.EQ,
                    Exprs.binary(Expr.BinaryOp.SREM, v, s),
                    Exprs.intConst(t, 0)));
          }
        }
      }
      for (Edge e : f.cfa().edges()) {
        if (e.op() instanceof Op.Assume a
            && !loop.contains(e.source())
            && loops.dominators().dominates(e.target(), loop.head())
            && Ops.variables(a.condition()).stream().anyMatch(strides::contains)
            && Ops.variables(a.condition()).stream().noneMatch(assigned::contains)) {
          found.add(a.condition());
        }
      }
      if (!found.isEmpty()) {
        out.computeIfAbsent(loop.head(), k -> new LinkedHashSet<>()).addAll(found);
      }
    }
    return out;
  }

  private static List<Expr> values(Op op) {
    return switch (op) {
      case Op.Assign a -> List.of(a.value());
      case Op.ParallelAssign p -> p.assignments().stream().map(Op.Assign::value).toList();
      default -> List.of();
    };
  }
}
