package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
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
  private int budget; // edges left to follow from the current input

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
        if (e.op() instanceof Op.Havoc h && h.target().type() instanceof Type.IntType t) {
          Interval range =
              t.bits() == 1 ? r.truthValue(cfa, e.target(), h) : r.range(cfa, e.target(), h, null);
          if (range != null && !range.isTop()) {
            ranges.put(h, range);
          }
        }
      }
    }
    return ranges;
  }

  /**
   * The one truth value of a boolean input with which the code after it goes on (the other one ends
   * at an assumption or at something unsupported, as a signal's arrival in the C models); null if
   * both go on.
   */
  private Interval truthValue(Cfa cfa, Location at, Op.Havoc input) {
    boolean onTrue = range(cfa, at, input, true) != null;
    boolean onFalse = range(cfa, at, input, false) != null;
    if (onTrue == onFalse) {
      return null;
    }
    return Interval.constant(1, onTrue ? -1 : 0); // i1's true read as a signed value
  }

  private Interval range(Cfa cfa, Location at, Op.Havoc input, Boolean truth) {
    budget = EDGES;
    return after(cfa, at, input, truth, IntervalState.top(), DEPTH);
  }

  /**
   * The join of the input's intervals at the ends of the paths from {@code at}; null if none goes
   * on. A boolean input has the value {@code truth} if that is given.
   */
  private Interval after(
      Cfa cfa, Location at, Op.Havoc input, Boolean truth, IntervalState s, int depth) {
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
      if (endsTheRun(next.op()) || contradicts(next.op(), input, truth)) {
        end = null;
      } else if (budget-- <= 0 || Ops.assignedVars(next.op()).contains(input.target())) {
        end = here;
      } else {
        end = after(cfa, next.target(), input, truth, intervals.transfer(cfa, next, s), depth - 1);
      }
      joined = joined == null ? end : end == null ? joined : joined.join(end);
    }
    return joined;
  }

  /** Whether {@code op} ends the run as unsupported: such a run teaches random testing nothing. */
  private static boolean endsTheRun(Op op) {
    return op instanceof Op.Error e
        && e.property() == Property.UNDEFINED_BEHAVIOR
        && e.message().startsWith("unsupported");
  }

  /** Whether {@code op} assumes the boolean input to be the other value than {@code truth}. */
  private static boolean contradicts(Op op, Op.Havoc input, Boolean truth) {
    if (truth == null || !(op instanceof Op.Assume a)) {
      return false;
    }
    Expr v = input.target();
    return a.condition().equals(truth ? Exprs.not(v) : v);
  }
}
