package dev.vigil.interp;

import dev.vigil.ir.SourceLoc;

/** A compiled edge: its operation, and where control goes when it completes. */
abstract class Step {
  final int target;
  final SourceLoc loc;
  final String function;

  /** The index of the CFA edge this step executes; -1 for the implicit return at an exit. */
  int edge = -1;

  Step(int target, SourceLoc loc, String function) {
    this.target = target;
    this.loc = loc;
    this.function = function;
  }

  /**
   * Executes the operation. Returns true when the run goes on at {@link #target}; false when the
   * step moved control itself (calls and returns) or ended the run.
   */
  abstract boolean execute(long[] registers, Machine machine);

  /**
   * Whether the step moves control or ends the run; a trace describes such a step before it
   * executes, any other after.
   */
  boolean transfersControl() {
    return false;
  }

  /**
   * Records in {@code trace} what this step did, e.g. that {@code x} became 5; by default nothing.
   */
  void describe(long[] registers, Machine machine, Trace trace) {}

  /** {@code assume}: its condition is checked by the location's {@link Node}. */
  static final class Assume extends Step {
    final Ev condition;

    Assume(Ev condition, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.condition = condition;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      return true;
    }
  }

  /** An operation that has no concrete execution: the run stops as undefined behaviour. */
  static final class Refuse extends Step {
    private final String what;

    Refuse(String what, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.what = what;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      throw new Stop("cannot execute " + what);
    }
  }

  static final class Skip extends Step {
    Skip(int target, SourceLoc loc, String function) {
      super(target, loc, function);
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      return true;
    }
  }

  static final class Assign extends Step {
    private final int slot;
    private final Ev value;
    private final Shown shown;

    Assign(int slot, Ev value, Shown shown, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.slot = slot;
      this.value = value;
      this.shown = shown;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      registers[slot] = value.eval(registers, machine);
      return true;
    }

    @Override
    void describe(long[] registers, Machine machine, Trace trace) {
      trace.add(this, shown.assigned(registers[slot], machine));
    }
  }

  /** Phi assignments: every value is computed before any register is written. */
  static final class ParallelAssign extends Step {
    private final int[] slots;
    private final Ev[] values;
    private final Shown[] shown;

    ParallelAssign(
        int[] slots, Ev[] values, Shown[] shown, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.slots = slots;
      this.values = values;
      this.shown = shown;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      long[] scratch = machine.scratch();
      for (int i = 0; i < values.length; i++) {
        scratch[i] = values[i].eval(registers, machine);
      }
      for (int i = 0; i < slots.length; i++) {
        registers[slots[i]] = scratch[i];
      }
      return true;
    }

    @Override
    void describe(long[] registers, Machine machine, Trace trace) {
      for (int i = 0; i < slots.length; i++) {
        trace.add(this, shown[i].assigned(registers[slots[i]], machine));
      }
    }
  }
}
