package dev.vigil.engine.dash;

import dev.vigil.interp.Outcome;
import dev.vigil.ir.Expr;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * One concrete run of the whole program: the inputs it read (which replay it), the uninitialised
 * bytes it read, how it ended, and its path: every edge it took, as (function number, edge index)
 * pairs in order, the implicit return at an exit being edge -1.
 */
final class Test {
  final int id;
  final List<Expr> inputs;
  final Map<Long, Byte> memory;
  final Outcome outcome;
  private final int[] functions;
  private final int[] edges;

  Test(
      int id,
      List<Expr> inputs,
      Map<Long, Byte> memory,
      Outcome outcome,
      int[] functions,
      int[] edges) {
    this.id = id;
    this.inputs = List.copyOf(inputs);
    this.memory = memory;
    this.outcome = outcome;
    this.functions = functions;
    this.edges = edges;
  }

  /** The number of steps on the path. */
  int length() {
    return edges.length;
  }

  int function(int step) {
    return functions[step];
  }

  int edge(int step) {
    return edges[step];
  }

  /** Whether this run took the same first {@code steps} steps as {@code other}. */
  boolean sharesPrefix(Test other, int steps) {
    return steps <= length()
        && steps <= other.length()
        && Arrays.equals(edges, 0, steps, other.edges, 0, steps)
        && Arrays.equals(functions, 0, steps, other.functions, 0, steps);
  }

  @Override
  public String toString() {
    return "test " + id;
  }
}
