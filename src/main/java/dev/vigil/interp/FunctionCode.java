package dev.vigil.interp;

import dev.vigil.ir.Function;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.List;

/** A compiled function: registers, parameters and one {@link Node} per CFA location. */
final class FunctionCode {
  final String name;
  final Function function;
  final int objectNumber;
  final List<Type> parameterTypes;
  final Type returnType;
  int slotCount;
  int[] parameterSlots;
  int entry;
  Node[] nodes;

  FunctionCode(Function function, int objectNumber) {
    this.name = function.name();
    this.function = function;
    this.objectNumber = objectNumber;
    this.parameterTypes = function.parameters().stream().map(Var::type).toList();
    this.returnType = function.returnType();
  }
}
