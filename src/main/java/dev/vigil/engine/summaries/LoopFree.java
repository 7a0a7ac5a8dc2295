package dev.vigil.engine.summaries;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Whether a program has no loop and no recursion: then every bound unwinds it whole, and a deeper
 * bound than the first can decide nothing new. A call through a pointer counts as recursion.
 */
final class LoopFree {
  private LoopFree() {}

  private enum Mark {
    OPEN,
    DONE
  }

  static boolean of(Program program) {
    Map<String, Mark> calls = new HashMap<>();
    for (Function f : program.functions().values()) {
      if (!acyclic(f) || !callsFinish(program, f.name(), calls)) {
        return false;
      }
    }
    return true;
  }

  /** Whether no call chain from {@code name} comes back to a function on it. */
  private static boolean callsFinish(Program program, String name, Map<String, Mark> marks) {
    Mark m = marks.get(name);
    if (m != null) {
      return m == Mark.DONE;
    }
    marks.put(name, Mark.OPEN);
    List<Edge> edges = program.function(name).map(f -> f.cfa().edges()).orElse(List.of());
    for (Edge e : edges) {
      if (e.op() instanceof Op.Call c
          && (c.directCallee().isEmpty() || !callsFinish(program, c.directCallee().get(), marks))) {
        return false;
      }
    }
    marks.put(name, Mark.DONE);
    return true;
  }

  /** A depth-first walk (with its own stack: a CFA may be long) that meets no back edge. */
  private static boolean acyclic(Function f) {
    Map<Location, Mark> marks = new HashMap<>();
    Deque<Location> path = new ArrayDeque<>();
    Deque<Iterator<Edge>> next = new ArrayDeque<>();
    marks.put(f.cfa().entry(), Mark.OPEN);
    path.push(f.cfa().entry());
    next.push(f.cfa().outgoing(f.cfa().entry()).iterator());
    while (!path.isEmpty()) {
      if (!next.peek().hasNext()) {
        marks.put(path.pop(), Mark.DONE);
        next.pop();
        continue;
      }
      Location to = next.peek().next().target();
      Mark m = marks.get(to);
      if (m == Mark.OPEN) {
        return false;
      }
      if (m == null) {
        marks.put(to, Mark.OPEN);
        path.push(to);
        next.push(f.cfa().outgoing(to).iterator());
      }
    }
    return true;
  }
}
