package dev.vigil.engine.summaries;

import dev.vigil.analysis.Loops;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * A static estimate of what expanding a call costs: the edges of the callee and of every function
 * it may call (each once; through a pointer, every function), an edge inside loops counting {@link
 * #PER_LOOP} times per loop around it, since loops are unwound; computed once per function.
 */
final class CallCost {
  /** How many times an edge in a loop counts, per loop around it. */
  static final long PER_LOOP = 8;

  private final Program program;
  private final Map<String, Long> cost = new HashMap<>();

  CallCost(Program program) {
    this.program = program;
  }

  long of(Function f) {
    return cost.computeIfAbsent(f.name(), n -> compute(f));
  }

  private long compute(Function root) {
    Set<String> seen = new HashSet<>();
    Deque<Function> work = new ArrayDeque<>();
    work.push(root);
    long edges = 0;
    while (!work.isEmpty()) {
      Function f = work.pop();
      if (!seen.add(f.name())) {
        continue;
      }
      edges += size(f);
      for (Edge e : f.cfa().edges()) {
        if (e.op() instanceof Op.Call c) {
          if (c.directCallee().isPresent()) {
            program.function(c.directCallee().get()).ifPresent(work::push);
          } else {
            program.functions().values().forEach(work::push);
          }
        }
      }
    }
    return edges;
  }

  private static long size(Function f) {
    Loops loops = Loops.of(f.cfa());
    long size = 0;
    for (Edge e : f.cfa().edges()) {
      long weight = 1;
      for (int i = 0; i < loops.loopsAround(e.source()).size(); i++) {
        weight *= PER_LOOP;
      }
      size += weight;
    }
    return size;
  }
}
