package dev.vigil.interp;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.Program;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A compiled program: object numbers (globals, then functions, then external functions), the
 * initial contents of the globals, and the code of every function. Immutable once built, so one
 * instance serves any number of runs.
 */
final class ProgramCode {
  final DataModel model;
  final List<GlobalImage> globals = new ArrayList<>();
  final Map<String, Integer> objectNumbers = new LinkedHashMap<>();
  final List<FunctionCode> functions = new ArrayList<>();
  final List<String> externalFunctions;
  final int firstFunction;
  final FunctionCode main;
  final int scratchSize;

  ProgramCode(Program program) {
    this.model = program.dataModel();
    int number = 1;
    for (Global g : program.globals().values()) {
      objectNumbers.put(g.name(), number++);
    }
    firstFunction = number;
    Map<String, FunctionCode> byName = new LinkedHashMap<>();
    for (Function f : program.functions().values()) {
      FunctionCode code = new FunctionCode(f, number);
      objectNumbers.put(f.name(), number++);
      functions.add(code);
      byName.put(f.name(), code);
    }
    List<String> externals = new ArrayList<>();
    for (String name : program.externalFunctions()) {
      if (!objectNumbers.containsKey(name)) {
        objectNumbers.put(name, number++);
        externals.add(name);
      }
    }
    externalFunctions = List.copyOf(externals);
    Map<String, Integer> numbers = Collections.unmodifiableMap(objectNumbers);
    for (Global g : program.globals().values()) {
      globals.add(new GlobalImage(g, model, new ExprCompiler(model, numbers, v -> 0)));
    }
    int scratch = 0;
    for (FunctionCode code : functions) {
      scratch = Math.max(scratch, new FunctionCompiler(code, model, numbers, byName).compile());
    }
    this.scratchSize = scratch;
    this.main = byName.get("main");
  }

  /** The function whose address is {@code pointer}, or a {@link Stop}. */
  FunctionCode functionAt(long pointer, Memory memory) {
    long number = model.objectOf(pointer);
    long offset = model.offsetOf(pointer);
    long index = number - firstFunction;
    if (offset == 0 && index >= 0 && index < functions.size()) {
      return functions.get((int) index);
    }
    if (offset == 0
        && index >= functions.size()
        && index < functions.size() + externalFunctions.size()) {
      throw new Stop(
          "unsupported: call through a pointer to " + memory.name(pointer) + ", which has no body");
    }
    throw new Stop(
        "call through " + memory.describe(pointer) + ", which is not a function's address");
  }

  /** Makes the objects every run starts with: the globals, then the functions. */
  void populate(Memory memory) {
    for (GlobalImage g : globals) {
      g.materialize(memory);
    }
    for (FunctionCode f : functions) {
      memory.addFlat(MemObject.Kind.FUNCTION, new byte[0], true, f.name);
    }
    for (String name : externalFunctions) {
      memory.addFlat(MemObject.Kind.FUNCTION, new byte[0], true, name);
    }
  }
}
