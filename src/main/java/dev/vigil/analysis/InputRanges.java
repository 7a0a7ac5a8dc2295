package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import dev.vigil.ir.Type;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The values an integer input may take for its run to go on: what the code right after the input is
 * read assumes of it (a command-line harness's {@code 1 <= argc <= 3}, {@code __VERIFIER_assume(10
 * <= n && n <= 10000)}), by intervals along every path of a few edges from the read; a path that
 * such an assumption ends is left out. Random testing draws from these ranges; a value outside one
 * only ends its run at the assumption.
 */
public final class InputRanges {
  /** How many edges after an input each path is followed. */
  private static final int DEPTH = 16;

  /** How many edges after an input are followed in all. */
  private static final int EDGES = 64;

  private final IntervalAnalysis intervals;
  private int budget;

  private InputRanges(Program program) {
    this.intervals = IntervalAnalysis.of(program);
  }

  /** The range of each input that the code after it bounds. */
  public static Map<Op.Havoc, Interval> of(Program program) {
    InputRanges r = new InputRanges(program);
    Map<Op.Havoc, Interval> ranges = new LinkedHashMap<>();
    for (Function f : program.functions().values()) {
      Cfa cfa = f.cfa();
      for (Edge e : cfa.edges()) {
        if (e.op() instanceof Op.Havoc h
            && h.target().type() instanceof Type.IntType t
            && t.bits() > 1) {
          r.budget = EDGES;
          Interval range = r.after(cfa, e.target(), h, IntervalState.top(), DEPTH);
          if (range != null && !range.isTop()) {
            ranges.put(h, range);
          }
        }
      }
    }
    return ranges;
  }

  /** The join of the input's intervals at the ends of the paths from {@code at}; null if none. */
  private Interval after(Cfa cfa, Location at, Op.Havoc input, IntervalState s, int depth) {
    if (s.isBottom()) {
      return null;
    }
    Interval here = s.get(new Cell.VarCell(input.target()));
    if (depth == 0 || cfa.outgoing(at).isEmpty()) {
      return here;
    }
    Interval joined = null;
    for (Edge next : cfa.outgoing(at)) {
      Interval end;
      if (budget-- <= 0 || Ops.assignedVars(next.op()).contains(input.target())) {
        end = here;
      } else {
        end = after(cfa, next.target(), input, intervals.transfer(cfa, next, s), depth - 1);
      }
      joined = joined == null ? end : end == null ? joined : joined.join(end);
    }
    return joined;
  }
}
