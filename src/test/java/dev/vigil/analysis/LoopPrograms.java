package dev.vigil.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * Programs {@code init; while (*) { one of the bodies }; return} for the loop-head analyses' tests,
 * and the checks of their candidates on concrete values (with the IR's one semantics).
 */
record LoopPrograms(Function f, Location head) {
  private static final SourceLoc L = SourceLoc.UNKNOWN;

  static Op havoc(Var v) {
    return new Op.Havoc(v, InputOrigin.nondet("__VERIFIER_nondet_int"));
  }

  static LoopPrograms loop(List<Op> init, List<List<Op>> bodies) {
    Cfa.Builder b = Cfa.builder("main");
    Location entry = b.newLocation();
    Location head = b.newLocation();
    Location exit = b.newLocation();
    b.entry(entry).exit(exit);
    Location l = entry;
    for (Op op : init) {
      Location next = b.newLocation();
      b.addEdge(l, next, op, L);
      l = next;
    }
    b.addEdge(l, head, Op.Skip.INSTANCE, L);
    for (List<Op> body : bodies) {
      l = head;
      for (Op op : body) {
        Location next = b.newLocation();
        b.addEdge(l, next, op, L);
        l = next;
      }
      b.addEdge(l, head, Op.Skip.INSTANCE, L);
    }
    b.addEdge(head, exit, new Op.Return(Optional.empty()), L);
    Function f = new Function("main", List.of(), IntType.I32, false, b.build(), L);
    return new LoopPrograms(f, head);
  }

  /** The candidates {@code analysis} gives at the loop head. */
  Set<Expr> atHead(java.util.function.Function<Function, Map<Location, Set<Expr>>> analysis) {
    return analysis.apply(f).getOrDefault(head, Set.of());
  }

  /**
   * Runs the program at random and checks that every candidate holds at every visit of the head.
   */
  void holdOnRandomRuns(Set<Expr> candidates) {
    Random random = new Random(12);
    for (int run = 0; run < 50; run++) {
      Map<Var, Long> values = new HashMap<>();
      Location at = f.cfa().entry();
      for (int step = 0; step < 400 && at != f.cfa().exit(); step++) {
        if (at == head) {
          for (Expr e : candidates) {
            assertEquals(1, value(e, values), () -> e + " at " + values);
          }
        }
        List<Edge> enabled = new ArrayList<>();
        for (Edge e : f.cfa().outgoing(at)) {
          if (!(e.op() instanceof Op.Assume a) || value(a.condition(), values) == 1) {
            enabled.add(e);
          }
        }
        // the head's last edge leaves the loop, one time in 20
        Edge last = enabled.getLast();
        Edge e =
            at == head && enabled.size() > 1
                ? random.nextInt(20) == 0 ? last : enabled.get(random.nextInt(enabled.size() - 1))
                : enabled.get(random.nextInt(enabled.size()));
        switch (e.op()) {
          case Op.Assign a -> values.put(a.target(), value(a.value(), values));
          case Op.Havoc h -> values.put(h.target(), random.nextLong() & width(h.target()));
          default -> {}
        }
        at = e.target();
      }
    }
  }

  private static long width(Var v) {
    return ((IntType) v.type()).mask();
  }

  /** The value (as bits) of an integer expression when registers have {@code values} (else 0). */
  static long value(Expr e, Map<Var, Long> values) {
    return switch (e) {
      case Var v -> values.getOrDefault(v, 0L) & width(v);
      case Expr.IntConst k -> k.bits();
      case Expr.Binary b ->
          Semantics.binary(
              b.op(),
              ((IntType) b.left().type()).bits(),
              value(b.left(), values),
              value(b.right(), values));
      case Expr.Cast c ->
          Semantics.cast(
              c.op(),
              ((IntType) c.operand().type()).bits(),
              ((IntType) c.type()).bits(),
              false,
              value(c.operand(), values));
      default -> throw new AssertionError("unexpected " + e);
    };
  }
}
