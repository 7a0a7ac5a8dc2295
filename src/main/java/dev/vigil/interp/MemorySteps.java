package dev.vigil.interp;

import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import java.util.ArrayList;
import java.util.List;

/** Compiled operations on memory and inputs. */
final class MemorySteps {
  private MemorySteps() {}

  /** How a loaded value of some type is made a register value. */
  static long normalize(long raw, long mask, int floatWidth) {
    if (floatWidth != 0) {
      return FloatOps.canonical(raw, floatWidth == 32);
    }
    return raw & mask;
  }

  static final class Load extends Step {
    private final int slot;
    private final Ev address;
    private final int length;
    private final long mask;
    private final int floatWidth;
    private final Shown shown;

    Load(int slot, Ev address, int length, Type type, Shown shown, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.slot = slot;
      this.address = address;
      this.length = length;
      this.mask = type instanceof Type.IntType t ? t.mask() : IntOps.mask(8 * length);
      this.floatWidth = ExprCompiler.floatWidth(type);
      this.shown = shown;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      long raw = machine.memory().load(address.eval(registers, machine), length);
      registers[slot] = normalize(raw, mask, floatWidth);
      return true;
    }

    @Override
    String describe(long[] registers, Machine machine) {
      return shown.assignment(registers[slot], machine);
    }
  }

  static final class Store extends Step {
    private final Ev address;
    private final Ev value;
    private final int length;
    private final Type type;

    Store(Ev address, Ev value, int length, Type type, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.address = address;
      this.value = value;
      this.length = length;
      this.type = type;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      machine.memory().store(address.eval(registers, machine), length, value.eval(registers, machine));
      return true;
    }

    @Override
    String describe(long[] registers, Machine machine) {
      long pointer = address.eval(registers, machine);
      Memory memory = machine.memory();
      String where = memory.name(pointer);
      boolean plain = (pointer & memory.offsetMask()) == 0 && memory.objectOf(pointer).name.length() > 0;
      return (plain ? where : "*(" + where + ")")
          + " = "
          + Values.render(type, value.eval(registers, machine), memory);
    }
  }

  static final class Havoc extends Step {
    private final int slot;
    private final Type type;
    private final String origin;
    private final Shown shown;

    Havoc(int slot, Type type, String origin, Shown shown, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.slot = slot;
      this.type = type;
      this.origin = origin;
      this.shown = shown;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      registers[slot] = machine.readInput(type, origin, loc);
      return true;
    }

    @Override
    String describe(long[] registers, Machine machine) {
      return shown.assignment(registers[slot], machine);
    }
  }

  static final class Alloc extends Step {
    private final int slot;
    private final MemObject.Kind kind;
    private final Ev size;
    private final boolean zeroed;
    private final String name;
    private final Shown shown;

    Alloc(int slot, MemObject.Kind kind, Ev size, boolean zeroed, String name, Shown shown,
        int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.slot = slot;
      this.kind = kind;
      this.size = size;
      this.zeroed = zeroed;
      this.name = name;
      this.shown = shown;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      registers[slot] = machine.allocate(kind, size.eval(registers, machine), zeroed, name);
      return true;
    }

    @Override
    String describe(long[] registers, Machine machine) {
      return shown.assignment(registers[slot], machine);
    }
  }

  static final class Free extends Step {
    private final Ev pointer;

    Free(Ev pointer, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.pointer = pointer;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      machine.memory().free(pointer.eval(registers, machine));
      return true;
    }

    @Override
    String describe(long[] registers, Machine machine) {
      return "free(" + machine.memory().name(pointer.eval(registers, machine)) + ")";
    }
  }

  static final class MemCopy extends Step {
    private final Ev destination;
    private final Ev source;
    private final Ev size;

    MemCopy(Ev destination, Ev source, Ev size, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.destination = destination;
      this.source = source;
      this.size = size;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      machine
          .memory()
          .copy(
              destination.eval(registers, machine),
              source.eval(registers, machine),
              size.eval(registers, machine));
      return true;
    }

    @Override
    String describe(long[] registers, Machine machine) {
      Memory memory = machine.memory();
      return "memcpy(" + memory.name(destination.eval(registers, machine)) + ", "
          + memory.name(source.eval(registers, machine)) + ", "
          + Long.toUnsignedString(size.eval(registers, machine)) + ")";
    }
  }

  static final class MemSet extends Step {
    private final Ev destination;
    private final Ev value;
    private final Ev size;

    MemSet(Ev destination, Ev value, Ev size, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.destination = destination;
      this.value = value;
      this.size = size;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      machine
          .memory()
          .fill(
              destination.eval(registers, machine),
              (byte) value.eval(registers, machine),
              size.eval(registers, machine));
      return true;
    }

    @Override
    String describe(long[] registers, Machine machine) {
      return "memset(" + machine.memory().name(destination.eval(registers, machine)) + ", "
          + value.eval(registers, machine) + ", "
          + Long.toUnsignedString(size.eval(registers, machine)) + ")";
    }
  }

  /** {@code HavocObjects}: arbitrary contents for what a function without a body may write. */
  static final class HavocObjects extends Step {
    private final Ev[] roots;
    private final boolean allStackAndHeap;
    private final String origin;

    HavocObjects(Ev[] roots, boolean allStackAndHeap, String origin, int target, SourceLoc loc,
        String function) {
      super(target, loc, function);
      this.roots = roots;
      this.allStackAndHeap = allStackAndHeap;
      this.origin = origin;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      Memory memory = machine.memory();
      for (Ev root : roots) {
        memory.havoc(root.eval(registers, machine), origin); // expressions read no memory
      }
      if (allStackAndHeap) {
        memory.havocStackAndHeap(origin);
      }
      return true;
    }

    @Override
    String describe(long[] registers, Machine machine) {
      List<String> what = new ArrayList<>();
      for (Ev root : roots) {
        what.add(machine.memory().name(root.eval(registers, machine)));
      }
      if (allStackAndHeap) {
        what.add("any stack or heap object");
      }
      return what.isEmpty() ? null : origin + " may write " + String.join(", ", what);
    }
  }
}
