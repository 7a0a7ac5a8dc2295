package dev.vigil.engine.kinduction;

import dev.vigil.analysis.Cell;
import dev.vigil.analysis.Interval;
import dev.vigil.analysis.IntervalAnalysis;
import dev.vigil.analysis.IntervalState;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The interval analysis's facts at cut points, as operations that assume them: {@code lo <= v <=
 * hi} for registers, and a load then the same for cells of globals.
 */
final class IntervalInvariants {
  private IntervalInvariants() {}

  static Map<Location, List<Op>> at(Program inlined, List<Location> cuts) {
    Map<Location, IntervalState> states = IntervalAnalysis.analyze(inlined);
    Map<Location, List<Op>> result = new LinkedHashMap<>();
    int fresh = 0;
    for (Location c : cuts) {
      IntervalState s = states.get(c);
      if (s == null || s.isBottom()) {
        continue;
      }
      List<Op> ops = new ArrayList<>();
      for (Map.Entry<Cell, Interval> fact : s.known().entrySet()) {
        Cell cell = fact.getKey();
        if (cell.type().bits() == 1) {
          continue;
        }
        Expr value;
        if (cell instanceof Cell.VarCell v) {
          value = v.var();
        } else {
          Cell.GlobalCell g = (Cell.GlobalCell) cell;
          Var loaded = new Var("__vigil_inv" + fresh++, g.type(), "main");
          Expr address =
              g.offset() == 0
                  ? Exprs.global(g.global())
                  : Exprs.ptrAdd(
                      Exprs.global(g.global()),
                      Exprs.intConst(inlined.dataModel().pointerIntType(), g.offset()));
          ops.add(new Op.Load(loaded, address));
          value = loaded;
        }
        ops.add(new Op.Assume(fact.getValue().condition(value)));
      }
      if (!ops.isEmpty()) {
        result.put(c, ops);
      }
    }
    return result;
  }
}
