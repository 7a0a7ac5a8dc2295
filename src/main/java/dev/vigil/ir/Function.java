package dev.vigil.ir;

import java.util.List;
import java.util.Objects;

/** A function with a body: its parameters, return type and control-flow automaton. */
public record Function(
    String name, List<Var> parameters, Type returnType, boolean varargs, Cfa cfa, SourceLoc loc) {
  public Function {
    Objects.requireNonNull(name);
    parameters = List.copyOf(parameters);
    Objects.requireNonNull(returnType);
    Objects.requireNonNull(cfa);
    Objects.requireNonNull(loc);
  }
}
