package dev.vigil.interp;

import dev.vigil.ir.TraceStep;
import dev.vigil.ir.Var;

/** A variable as traces show it; the instrumentation's own variables are not shown. */
record Shown(Var var) {
  static Shown of(Var v) {
    return new Shown(v);
  }

  /** The event of {@code var} getting {@code bits}, or null for a hidden variable. */
  TraceStep.Event assigned(long bits, Machine machine) {
    if (var.name().startsWith("__vigil")) {
      return null;
    }
    return new TraceStep.Assigned(var, Values.concrete(var.type(), bits, machine.memory()));
  }
}
