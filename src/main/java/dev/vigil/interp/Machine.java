package dev.vigil.interp;

import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Input;
import dev.vigil.ir.Op;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;
import dev.vigil.ir.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/** The state of one run: memory, the call stack, the inputs read, and the loop that steps. */
final class Machine {
  /** Deeper recursion than this ends the run, as a stack overflow would. */
  private static final int MAX_CALL_DEPTH = 100_000;

  private final ProgramCode program;
  private final InputSupplier inputs;
  private final Memory memory;
  private final List<Input> inputsRead = new ArrayList<>();
  private final Trace trace;
  private final PathListener path;
  private final long[] scratch;
  private Frame frame;
  private int location;
  private int depth;
  private Outcome outcome;
  private long steps;

  /** An active call: the callee's registers, where to go back to, and its stack objects. */
  private static final class Frame {
    final FunctionCode code;
    final long[] registers;
    final Frame caller;
    final ControlSteps.Call call;
    int[] stackObjects;
    int stackObjectCount;

    Frame(FunctionCode code, long[] registers, Frame caller, ControlSteps.Call call) {
      this.code = code;
      this.registers = registers;
      this.caller = caller;
      this.call = call;
    }
  }

  Machine(ProgramCode program, InputSupplier inputs, boolean recordTrace) {
    this(program, inputs, recordTrace, null);
  }

  Machine(ProgramCode program, InputSupplier inputs, boolean recordTrace, PathListener path) {
    this.program = program;
    this.inputs = inputs;
    this.path = path;
    this.memory = new Memory(program.model, inputs);
    this.trace = recordTrace ? new Trace() : null;
    this.scratch = new long[program.scratchSize];
  }

  Memory memory() {
    return memory;
  }

  long[] scratch() {
    return scratch;
  }

  /** How many steps run between two questions to the caller's stop. */
  static final int STOP_INTERVAL = 1 << 16;

  Outcome run(long maxSteps, BooleanSupplier stopped) {
    if (program.main == null) {
      throw new IllegalArgumentException("the program has no main function");
    }
    Step step = null;
    Node node = null;
    try {
      program.populate(memory);
      // Parameters of main are zero: one that reads them starts from a harness (docs/SEMANTICS.md)
      frame = new Frame(program.main, new long[program.main.slotCount], null, null);
      location = program.main.entry;
      while (true) {
        long[] registers = frame.registers;
        node = frame.code.nodes[location];
        step = null; // a Stop while choosing is reported at the node
        step = node.choose(registers, this);
        if (step == null) {
          return new Outcome.AssumeViolated(
              node.loc(), inputsRead(), traceOrEmpty(), memory.havocReads());
        }
        if (steps >= maxSteps
            || ((steps & (STOP_INTERVAL - 1)) == STOP_INTERVAL - 1 && stopped.getAsBoolean())) {
          return new Outcome.StepLimit(steps, inputsRead(), traceOrEmpty(), memory.havocReads());
        }
        steps++;
        if (path != null) {
          path.took(step.function, step.edge);
        }
        if (trace != null && step.transfersControl()) {
          step.describe(registers, this, trace);
        }
        boolean onward = step.execute(registers, this);
        if (trace != null && !step.transfersControl()) {
          step.describe(registers, this, trace);
        }
        if (onward) {
          location = step.target;
        } else if (outcome != null) {
          return outcome;
        }
      }
    } catch (Stop stop) {
      SourceLoc loc = step != null ? step.loc : node != null ? node.loc() : SourceLoc.UNKNOWN;
      return new Outcome.UndefinedBehavior(
          stop.getMessage(), loc, inputsRead(), traceOrEmpty(), memory.havocReads());
    }
  }

  private List<TraceStep> traceOrEmpty() {
    return trace == null ? List.of() : trace.steps();
  }

  private List<Input> inputsRead() {
    return Collections.unmodifiableList(inputsRead);
  }

  long readInput(Op.Havoc site, SourceLoc loc) {
    Type type = site.target().type();
    Expr value = inputs.next(site);
    long bits = Values.fit(type, Values.bitsOf(value), program.model);
    inputsRead.add(new Input(loc, site.origin(), ConcreteValue.constant(type, bits)));
    return bits;
  }

  /** How many inputs the run has read so far. */
  int inputCount() {
    return inputsRead.size();
  }

  /** A new object; a stack object belongs to the current call and is released when it returns. */
  long allocate(MemObject.Kind kind, long size, boolean zeroed, String name) {
    int number = memory.allocate(kind, size, zeroed, name);
    if (kind == MemObject.Kind.STACK) {
      Frame f = frame;
      if (f.stackObjects == null) {
        f.stackObjects = new int[4];
      } else if (f.stackObjectCount == f.stackObjects.length) {
        f.stackObjects = Arrays.copyOf(f.stackObjects, 2 * f.stackObjectCount);
      }
      f.stackObjects[f.stackObjectCount++] = number;
    }
    return memory.pointer(number, 0);
  }

  FunctionCode functionAt(long pointer) {
    return program.functionAt(pointer, memory);
  }

  void enter(FunctionCode callee, long[] registers, ControlSteps.Call call) {
    if (++depth > MAX_CALL_DEPTH) {
      throw new Stop("unsupported: recursion deeper than " + MAX_CALL_DEPTH + " calls");
    }
    frame = new Frame(callee, registers, frame, call);
    location = callee.entry;
  }

  /** Returns from the current call, with a value when {@code hasValue}. */
  void leave(boolean hasValue, long value) {
    Frame done = frame;
    for (int i = 0; i < done.stackObjectCount; i++) {
      memory.release(done.stackObjects[i]);
    }
    if (done.caller == null) {
      outcome = normalExit("main returned");
      return;
    }
    ControlSteps.Call call = done.call;
    if (call.resultSlot >= 0) {
      if (!hasValue) {
        throw new Stop(done.code.name + " returned no value to a caller that uses it");
      }
      done.caller.registers[call.resultSlot] = value;
    }
    depth--;
    frame = done.caller;
    location = call.target;
  }

  void reachError(Property property, String message, SourceLoc loc) {
    if (property == Property.VALID_MEMTRACK) {
      memory.dependOnAllHavocs();
    }
    if (property == Property.VALID_MEMTRACK
        && !LeakCheck.hasUnreachableHeapObject(memory, program.model)) {
      outcome = normalExit("all live heap memory is reachable from globals");
      return;
    }
    outcome =
        new Outcome.ErrorReached(
            property, message, loc, inputsRead(), traceOrEmpty(), memory.havocReads());
  }

  void halt(String reason) {
    outcome = normalExit(reason);
  }

  private Outcome normalExit(String how) {
    return new Outcome.NormalExit(how, inputsRead(), traceOrEmpty(), memory.havocReads());
  }

  /** The bytes of every global that exists now, by name; uninitialised bytes read as zero. */
  Map<String, byte[]> globalContents() {
    Map<String, byte[]> contents = new LinkedHashMap<>();
    for (int n = 1; n < memory.objectCount(); n++) {
      MemObject o = memory.object(n);
      if (o.kind == MemObject.Kind.GLOBAL && o.size <= (1 << 24)) {
        byte[] bytes = new byte[(int) o.size];
        for (int i = 0; i < bytes.length; i++) {
          bytes[i] = (byte) Math.max(0, o.get(i));
        }
        contents.put(o.name, bytes);
      }
    }
    return contents;
  }
}
