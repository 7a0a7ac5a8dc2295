package dev.vigil.interp;

import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Op;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;
import dev.vigil.ir.Type;
import java.util.ArrayList;
import java.util.List;

/** Compiled operations on memory and inputs. */
final class MemorySteps {
  private MemorySteps() {}

  static final class Load extends Step {
    private final int slot;
    private final Ev address;
    private final int length;
    private final int width;
    private final long mask;
    private final boolean isFloat;
    private final Shown shown;

    /** {@code width} is the bits of {@code type}, {@code length} the bytes they occupy. */
    Load(
        int slot,
        Ev address,
        int length,
        Type type,
        int width,
        Shown shown,
        int target,
        SourceLoc loc,
        String function) {
      super(target, loc, function);
      this.slot = slot;
      this.address = address;
      this.length = length;
      this.width = width;
      this.mask = Semantics.mask(width);
      this.isFloat = type instanceof Type.FloatType && Semantics.evaluable(type);
      this.shown = shown;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      long raw = machine.memory().load(address.eval(registers, machine), length);
      // A load takes the low bits of its bytes; a float is made canonical.
      registers[slot] = isFloat ? Semantics.canonical(raw, width) : raw & mask;
      return true;
    }

    @Override
    void describe(long[] registers, Machine machine, Trace trace) {
      trace.add(this, shown.assigned(registers[slot], machine));
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
      machine
          .memory()
          .store(address.eval(registers, machine), length, value.eval(registers, machine));
      return true;
    }

    @Override
    void describe(long[] registers, Machine machine, Trace trace) {
      Memory memory = machine.memory();
      trace.add(
          this,
          new TraceStep.Stored(
              Values.pointer(address.eval(registers, machine), memory),
              Values.concrete(type, value.eval(registers, machine), memory)));
    }
  }

  static final class Havoc extends Step {
    private final int slot;
    private final Op.Havoc site;
    private final Shown shown;

    Havoc(int slot, Op.Havoc site, Shown shown, int target, SourceLoc loc, String function) {
      super(target, loc, function);
      this.slot = slot;
      this.site = site;
      this.shown = shown;
    }

    @Override
    boolean execute(long[] registers, Machine machine) {
      registers[slot] = machine.readInput(site, loc);
      return true;
    }

    @Override
    void describe(long[] registers, Machine machine, Trace trace) {
      if (shown.assigned(registers[slot], machine) instanceof TraceStep.Assigned a) {
        int index = machine.inputCount() - 1;
        trace.add(this, new TraceStep.InputRead(a.variable(), a.value(), site.origin(), index));
      }
    }
  }

  static final class Alloc extends Step {
    private final int slot;
    private final MemObject.Kind kind;
    private final Ev size;
    private final boolean zeroed;
    private final String name;
    private final Shown shown;

    Alloc(
        int slot,
        MemObject.Kind kind,
        Ev size,
        boolean zeroed,
        String name,
        Shown shown,
        int target,
        SourceLoc loc,
        String function) {
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
    void describe(long[] registers, Machine machine, Trace trace) {
      trace.add(this, shown.assigned(registers[slot], machine));
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
    void describe(long[] registers, Machine machine, Trace trace) {
      trace.add(
          this,
          new TraceStep.Freed(Values.pointer(pointer.eval(registers, machine), machine.memory())));
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
    void describe(long[] registers, Machine machine, Trace trace) {
      Memory memory = machine.memory();
      trace.add(
          this,
          new TraceStep.Copied(
              Values.pointer(destination.eval(registers, machine), memory),
              Values.pointer(source.eval(registers, machine), memory),
              size.eval(registers, machine)));
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
    void describe(long[] registers, Machine machine, Trace trace) {
      long bits = value.eval(registers, machine) & 0xff;
      trace.add(
          this,
          new TraceStep.Filled(
              Values.pointer(destination.eval(registers, machine), machine.memory()),
              dev.vigil.ir.ConcreteValue.of(Exprs.intConst(Type.IntType.I8, bits)),
              size.eval(registers, machine)));
    }
  }

  /** {@code HavocObjects}: arbitrary contents for what a function without a body may write. */
  static final class HavocObjects extends Step {
    private final Ev[] roots;
    private final boolean allStackAndHeap;
    private final String origin;

    HavocObjects(
        Ev[] roots,
        boolean allStackAndHeap,
        String origin,
        int target,
        SourceLoc loc,
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
    void describe(long[] registers, Machine machine, Trace trace) {
      List<ConcreteValue> pointers = new ArrayList<>();
      for (Ev root : roots) {
        pointers.add(Values.pointer(root.eval(registers, machine), machine.memory()));
      }
      if (!pointers.isEmpty() || allStackAndHeap) {
        trace.add(this, new TraceStep.Havocked(origin, pointers, allStackAndHeap));
      }
    }
  }
}
