package dev.vigil.engine.unroll;

import dev.vigil.engine.Counterexample;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads a counterexample out of a model: the events whose guards hold, in execution order. */
final class Counterexamples {
  private Counterexamples() {}

  static Counterexample build(SmtModel model, Target error, List<Event> events, DataModel dataModel)
      throws SmtFailure {
    List<Counterexample.Input> inputs = new ArrayList<>();
    Map<Long, Byte> memory = new LinkedHashMap<>();
    List<Counterexample.Step> steps = new ArrayList<>();
    for (Event e : events) {
      if (!model.holds(e.guard())) {
        continue;
      }
      if (e instanceof Event.Input in) {
        inputs.add(new Counterexample.Input(in.loc(), in.origin(), model.value(in.value(), dataModel)));
      } else if (e instanceof Event.Read r) {
        model.addBytes(r.read(), dataModel, memory);
      } else if (e instanceof Event.Assigned a) {
        String value = render(model.value(a.value(), dataModel));
        steps.add(new Counterexample.Step(a.loc(), a.function(), a.var().name() + " = " + value));
      }
    }
    steps.add(new Counterexample.Step(error.loc(), error.function(), ""));
    return new Counterexample(error.property(), error.loc(), inputs, memory, steps);
  }

  private static String render(Expr constant) {
    if (constant instanceof Expr.IntConst c) {
      return c.type().bits() == 1 ? (c.bits() == 0 ? "false" : "true") : Long.toString(c.signedValue());
    }
    if (constant instanceof Expr.FloatConst f) {
      return Double.toString(f.value());
    }
    return constant.toString();
  }
}
