package dev.vigil.interp;

/**
 * A compiled expression: evaluates to the value's bits (as {@link dev.vigil.ir.Semantics} holds
 * them; pointers are their pointer bits) over a frame's registers.
 */
abstract class Ev {
  abstract long eval(long[] registers, Machine machine);

  /** A constant. */
  static final class Const extends Ev {
    final long value;

    Const(long value) {
      this.value = value;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return value;
    }
  }

  /** A variable: one register of the frame. */
  static final class Reg extends Ev {
    final int slot;

    Reg(int slot) {
      this.slot = slot;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return registers[slot];
    }
  }

  /** {@code condition ? thenValue : elseValue}; only the chosen branch is evaluated. */
  static final class Ite extends Ev {
    private final Ev condition;
    private final Ev thenValue;
    private final Ev elseValue;

    Ite(Ev condition, Ev thenValue, Ev elseValue) {
      this.condition = condition;
      this.thenValue = thenValue;
      this.elseValue = elseValue;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return condition.eval(registers, machine) != 0
          ? thenValue.eval(registers, machine)
          : elseValue.eval(registers, machine);
    }
  }

  /** An expression the interpreter cannot execute; running it ends the run. */
  static final class Unsupported extends Ev {
    private final String what;

    Unsupported(String what) {
      this.what = what;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      throw new Stop("unsupported by the interpreter: " + what);
    }
  }
}
