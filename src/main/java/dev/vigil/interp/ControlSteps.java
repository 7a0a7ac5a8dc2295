package dev.vigil.interp;

import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;
import dev.vigil.ir.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Compiled calls, returns and the operations that end a run. */
final class ControlSteps {
  private ControlSteps() {}

  static final class Call extends Step {
    final int resultSlot;
    private final Type resultType;
    private final FunctionCode direct;
    private final Ev callee;
    private final Ev[] arguments;
    private final List<Type> argumentTypes;

    /**
     * {@code direct} is the callee of a direct call, null for a call through {@code callee}. A
     * direct call whose signature does not match is run as an indirect one, which reports it.
     */
    Call(
        int resultSlot,
        Type resultType,
        FunctionCode direct,
        Ev callee,
        Ev[] arguments,
        List<Type> argumentTypes,
        int target,
        SourceLoc loc,
        String function) {
      super(target, loc, function);
      this.resultSlot = resultSlot;
      this.resultType = resultType;
      this.callee = callee;
      this.arguments = arguments;
      this.argumentTypes = argumentTypes;
      this.direct = direct != null && mismatch(direct) == null ? direct : null;
    }

    @Override
    boolean transfersControl() {
      return true;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      FunctionCode f = direct;
      if (f == null) {
        f = machine.functionAt(callee.eval(registers, machine));
        String mismatch = mismatch(f);
        if (mismatch != null) {
          throw new Stop(mismatch);
        }
      }
      long[] calleeRegisters = new long[f.slotCount];
      for (int i = 0; i < f.parameterSlots.length; i++) {
        calleeRegisters[f.parameterSlots[i]] = arguments[i].eval(registers, machine);
      }
      machine.enter(f, calleeRegisters, this);
      return false;
    }

    /** Why this call cannot bind to {@code f}, or null when it can. */
    String mismatch(FunctionCode f) {
      int n = f.parameterTypes.size();
      if (argumentTypes.size() < n || !argumentTypes.subList(0, n).equals(f.parameterTypes)) {
        return "call of "
            + f.name
            + " with arguments "
            + argumentTypes
            + " for parameters "
            + f.parameterTypes;
      }
      if (resultType != null && !resultType.equals(f.returnType)) {
        return "call of "
            + f.name
            + " expecting "
            + resultType
            + " from a function returning "
            + f.returnType;
      }
      return null;
    }

    @Override
    void describe(long[] registers, Machine machine, Trace trace) {
      Memory memory = machine.memory();
      List<ConcreteValue> values = new ArrayList<>(arguments.length);
      for (int i = 0; i < arguments.length; i++) {
        values.add(
            Values.concrete(argumentTypes.get(i), arguments[i].eval(registers, machine), memory));
      }
      String name =
          direct != null ? direct.name : memory.pointee(callee.eval(registers, machine)).object();
      trace.add(this, new TraceStep.Called(name, values));
    }
  }

  /**
   * Leaves the function; {@code value} is null for {@code return;} and the implicit return at the
   * exit.
   */
  static final class Return extends Step {
    private final Ev value;
    private final Type type;

    Return(Ev value, Type type, SourceLoc loc, String function) {
      super(-1, loc, function);
      this.value = value;
      this.type = type;
    }

    @Override
    boolean transfersControl() {
      return true;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      machine.leave(value != null, value == null ? 0 : value.eval(registers, machine));
      return false;
    }

    @Override
    void describe(long[] registers, Machine machine, Trace trace) {
      Optional<ConcreteValue> returned =
          value == null
              ? Optional.empty()
              : Optional.of(
                  Values.concrete(type, value.eval(registers, machine), machine.memory()));
      trace.add(this, new TraceStep.Returned(returned));
    }
  }

  static final class Error extends Step {
    private final Property property;
    private final String message;

    Error(Property property, String message, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.property = property;
      this.message = message;
    }

    @Override
    boolean transfersControl() {
      return true;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      machine.reachError(property, message, loc);
      return false;
    }
  }

  static final class Halt extends Step {
    private final String reason;

    Halt(String reason, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.reason = reason;
    }

    @Override
    boolean transfersControl() {
      return true;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      machine.halt(reason);
      return false;
    }
  }
}
