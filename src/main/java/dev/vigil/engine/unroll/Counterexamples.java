package dev.vigil.engine.unroll;

import dev.vigil.engine.Counterexample;
import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Input;
import dev.vigil.ir.TraceStep;
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
    List<Input> inputs = new ArrayList<>();
    Map<Long, Byte> memory = new LinkedHashMap<>();
    List<TraceStep> steps = new ArrayList<>();
    for (Event e : events) {
      if (!model.holds(e.guard())) {
        continue;
      }
      switch (e) {
        case Event.Input in -> {
          Expr value = model.value(in.value(), dataModel);
          steps.add(
              new TraceStep(
                  in.loc(),
                  in.function(),
                  new TraceStep.InputRead(
                      in.var(), ConcreteValue.of(value), in.origin(), inputs.size())));
          inputs.add(new Input(in.loc(), in.origin(), value));
        }
        case Event.Read r -> model.addBytes(r.read(), dataModel, memory);
        case Event.Assigned a ->
            steps.add(
                new TraceStep(
                    a.loc(),
                    a.function(),
                    new TraceStep.Assigned(
                        a.var(), ConcreteValue.of(model.value(a.value(), dataModel)))));
      }
    }
    return new Counterexample(error.property(), error.loc(), inputs, memory, steps);
  }
}
