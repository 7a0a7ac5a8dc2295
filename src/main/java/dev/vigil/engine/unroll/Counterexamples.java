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
import java.util.Optional;
import java.util.function.Function;

/** Reads a counterexample out of a model: the events whose guards hold, in execution order. */
final class Counterexamples {
  private Counterexamples() {}

  static Counterexample build(SmtModel model, Target error, List<Event> events, DataModel dataModel)
      throws SmtFailure {
    return build(model, error, events, dataModel, site -> Optional.empty());
  }

  /**
   * As above, where the events of a call left abstract are those {@code callees} gives for it
   * (relative to the call, whose guard must hold), if it was expanded.
   */
  static Counterexample build(
      SmtModel model,
      Target error,
      List<Event> events,
      DataModel dataModel,
      Function<CallSite, Optional<List<Event>>> callees)
      throws SmtFailure {
    Trace t = new Trace(model, dataModel, callees);
    t.walk(events);
    return new Counterexample(error.property(), error.loc(), t.inputs, t.memory, t.steps);
  }

  private static final class Trace {
    final SmtModel model;
    final DataModel dataModel;
    final Function<CallSite, Optional<List<Event>>> callees;
    final List<Input> inputs = new ArrayList<>();
    final Map<Long, Byte> memory = new LinkedHashMap<>();
    final List<TraceStep> steps = new ArrayList<>();

    Trace(SmtModel model, DataModel dataModel, Function<CallSite, Optional<List<Event>>> callees) {
      this.model = model;
      this.dataModel = dataModel;
      this.callees = callees;
    }

    void walk(List<Event> events) throws SmtFailure {
      for (Event e : events) {
        if (!model.holds(e.guard())) {
          continue;
        }
        switch (e) {
          case Event.Input in -> {
            Expr value = model.value(in.value());
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
                      new TraceStep.Assigned(a.var(), ConcreteValue.of(model.value(a.value())))));
          case Event.Call c -> {
            Optional<List<Event>> callee = callees.apply(c.site());
            if (callee.isPresent()) {
              walk(callee.get());
            }
          }
        }
      }
    }
  }
}
