package dev.vigil.interp;

import dev.vigil.ir.Type;
import dev.vigil.ir.Var;

/** A variable as traces show it; the instrumentation's own variables are not shown. */
record Shown(String name, Type type) {
  static Shown of(Var v) {
    return new Shown(v.name(), v.type());
  }

  /** {@code name = value}, or null for a hidden variable. */
  String assignment(long bits, Machine machine) {
    if (name.startsWith("__vigil")) {
      return null;
    }
    return name + " = " + Values.render(type, bits, machine.memory());
  }
}
