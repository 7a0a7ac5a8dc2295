package dev.vigil.smt;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Global;
import dev.vigil.ir.Program;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The object numbers of docs/SEMANTICS.md: null is 0, then globals, functions and external
 * functions in program order; run-time allocations come after. Pointer bits are {@code object <<
 * offsetBits | offset}.
 */
final class Layout {
  final DataModel model;
  final int pointerBits;
  final int offsetBits;
  final int objectBits;
  private final Map<String, Long> globals = new LinkedHashMap<>();
  private final Map<String, Long> functions = new LinkedHashMap<>();
  private final Map<String, Long> globalSizes = new LinkedHashMap<>();
  final long firstDynamicObject;

  Layout(Program program) {
    this.model = program.dataModel();
    this.pointerBits = model.pointerBits();
    this.offsetBits = model.offsetBits();
    this.objectBits = model.objectBits();
    long next = 1;
    for (Global g : program.globals().values()) {
      globals.put(g.name(), next++);
      globalSizes.put(g.name(), g.type().byteSize(model));
    }
    for (String f : program.functions().keySet()) {
      functions.put(f, next++);
    }
    for (String f : program.externalFunctions()) {
      // As the interpreter numbers them: a name that is also a function's takes no number.
      if (!functions.containsKey(f)) {
        functions.put(f, next++);
      }
    }
    this.firstDynamicObject = next;
  }

  long globalObject(String name) {
    Long o = globals.get(name);
    if (o == null) {
      throw new IllegalArgumentException("unknown global " + name);
    }
    return o;
  }

  long functionObject(String name) {
    Long o = functions.get(name);
    if (o == null) {
      throw new IllegalArgumentException("unknown function " + name);
    }
    return o;
  }

  long globalSize(String name) {
    return globalSizes.get(name);
  }

  List<String> globalNames() {
    return List.copyOf(globals.keySet());
  }

  /** The pointer to offset 0 of {@code object}. */
  long address(long object) {
    return model.pointer(object, 0);
  }

  long objectOf(long pointer) {
    return model.objectOf(pointer);
  }

  long offsetOf(long pointer) {
    return model.offsetOf(pointer);
  }

  long offsetMask() {
    return model.offsetMask();
  }

  /** Objects numbered this high or higher cannot be represented. */
  long objectLimit() {
    return 1L << objectBits;
  }
}
