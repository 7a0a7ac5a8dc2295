package dev.vigil.ir;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A whole lifted program: globals, functions with bodies, and the data model. {@code
 * externalFunctions} names the functions without a body (or C library models) whose results or
 * memory writes the program models as arbitrary: inputs and {@link Op.HavocObjects} named after
 * them are not the program's own nondeterminism, so no FALSE verdict may rest on them.
 */
public final class Program {
  /**
   * The name {@code main} is given when the program is read for other entries than main: the entry
   * function the engines start from is then a harness named {@code main} (see {@code
   * spec.EntryHarness}). No C function can have this name.
   */
  public static final String PROGRAM_MAIN = "main.program";

  private final DataModel dataModel;
  private final Map<String, Global> globals;
  private final Map<String, Function> functions;
  private final List<String> externalFunctions;
  private final List<String> sourceFiles;

  public Program(
      DataModel dataModel,
      List<Global> globals,
      List<Function> functions,
      List<String> externalFunctions,
      List<String> sourceFiles) {
    this.dataModel = Objects.requireNonNull(dataModel);
    Map<String, Global> g = new LinkedHashMap<>();
    globals.forEach(x -> g.put(x.name(), x));
    Map<String, Function> f = new LinkedHashMap<>();
    functions.forEach(x -> f.put(x.name(), x));
    this.globals = java.util.Collections.unmodifiableMap(g);
    this.functions = java.util.Collections.unmodifiableMap(f);
    this.externalFunctions = List.copyOf(externalFunctions);
    this.sourceFiles = List.copyOf(sourceFiles);
  }

  public DataModel dataModel() {
    return dataModel;
  }

  /** Globals by name, in declaration order. */
  public Map<String, Global> globals() {
    return globals;
  }

  /** Functions with bodies by name, in declaration order. */
  public Map<String, Function> functions() {
    return functions;
  }

  public Optional<Function> function(String name) {
    return Optional.ofNullable(functions.get(name));
  }

  /** The entry function, {@code main}. */
  public Function main() {
    Function main = functions.get("main");
    if (main == null) {
      throw new IllegalStateException("the program has no main function");
    }
    return main;
  }

  public List<String> externalFunctions() {
    return externalFunctions;
  }

  public List<String> sourceFiles() {
    return sourceFiles;
  }

  /** A copy with other functions, e.g. after instrumentation. */
  public Program withFunctions(List<Function> newFunctions) {
    return new Program(
        dataModel, List.copyOf(globals.values()), newFunctions, externalFunctions, sourceFiles);
  }
}
