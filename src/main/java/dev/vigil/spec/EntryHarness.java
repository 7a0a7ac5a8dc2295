package dev.vigil.spec;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Verifying from another function than {@code main}: the program gets a harness, a function named
 * {@code main} that calls the entry in an arbitrary context, so that every engine and the replay in
 * the interpreter start there alike. From the program's own main the context is the program's start
 * (globals initialised, a command line: {@link CommandLine}). From another function, {@link
 * #CONTEXT}: every global that is not constant has arbitrary contents, except that a pointer global
 * points to a fresh object (a null one is the program's state, which only main's runs show: as in
 * Calysto, a report that needs a global's value starts at main); an integer or float argument is
 * any value; a pointer argument points to a fresh object, or is null if the function is a root or
 * callback (the program does not only call it directly, see {@link EntryContext}). A fresh object
 * is a heap object of arbitrary bytes (so pointers stored in it may point anywhere, null included)
 * and of any size from what the program accesses through the pointer at constant offsets ({@link
 * EntryContext}) to {@link #MAX_OBJECT} bytes; fresh objects are distinct. The values are inputs of
 * origin {@link InputOrigin.Context}; the bytes are uninitialised memory, which counterexamples
 * give by address. The harness ends with a halt that is not the program's end, so the objects it
 * made are not leaks.
 */
public final class EntryHarness {
  /** The largest object a pointer argument points to. */
  public static final long MAX_OBJECT = 1 << 16;

  /** What a result from an entry other than main assumes of its context, for the output. */
  public static final String CONTEXT =
      "entries other than main start with each pointer global pointing to a fresh object"
          + ", other globals arbitrary, and each pointer argument pointing to a fresh object (null"
          + " too for functions the program does not only call directly); a fresh object is at"
          + " least as large as the code's constant-offset accesses through the pointer, with"
          + " arbitrary contents";

  /** What a program that reads its command line is verified for, for the output. */
  public static final String COMMAND_LINE =
      "command lines of 1 to "
          + CommandLine.MAX_ARGUMENTS
          + " arguments of up to "
          + CommandLine.MAX_LENGTH
          + " bytes each";

  private EntryHarness() {}

  /**
   * Whether the program's own main reads its parameters: the front end then names it {@link
   * Program#PROGRAM_MAIN}, so that it starts from a harness with a command line rather than with
   * {@code argc} zero, which no real run has.
   */
  public static boolean readsCommandLine(Program program) {
    return program.function("main").isEmpty() && program.function(Program.PROGRAM_MAIN).isPresent();
  }

  /** {@code program} ready to start at {@code main}: in a command-line harness if it needs one. */
  public static Program started(Program program) {
    return readsCommandLine(program) ? around(program, "main") : program;
  }

  /**
   * {@code program} (read from roots, so its own main is named {@link Program#PROGRAM_MAIN}) with a
   * harness {@code main} that calls {@code entry}.
   */
  public static Program around(Program program, String entry) {
    String target = entry.equals("main") ? Program.PROGRAM_MAIN : entry;
    Function f =
        program
            .function(target)
            .orElseThrow(
                () -> new IllegalArgumentException("the program has no function " + entry));
    if (target.equals(Program.PROGRAM_MAIN)) {
      // The program's start: globals keep their initialisers.
      return withMain(
          program,
          program.globals().values(),
          program.functions().values(),
          CommandLine.harness(
              f, program.dataModel().pointerIntType(), program.dataModel().pointerBits() / 8));
    }
    List<Global> globals = new ArrayList<>();
    List<Global> pointers = new ArrayList<>();
    // What the run cannot reach is left out: the solver need not carry it.
    EntryContext.Reach reach = EntryContext.from(program, target);
    for (Global g : program.globals().values()) {
      if (!reach.globals().contains(g.name())) {
        continue;
      }
      globals.add(
          g.constant() ? g : new Global(g.name(), g.type(), List.of(), false, true, g.loc()));
      if (!g.constant() && g.type() instanceof Type.PointerType) {
        pointers.add(g);
      }
    }
    List<Function> functions =
        program.functions().values().stream()
            .filter(g -> reach.functions().contains(g.name()))
            .toList();
    return withMain(
        program, globals, functions, harness(f, pointers, EntryContext.of(program), program));
  }

  private static Program withMain(
      Program program,
      java.util.Collection<Global> globals,
      java.util.Collection<Function> kept,
      Function harness) {
    List<Function> functions = new ArrayList<>(kept);
    functions.add(harness);
    return new Program(
        program.dataModel(),
        List.copyOf(globals),
        functions,
        program.externalFunctions(),
        program.sourceFiles());
  }

  private static Function harness(
      Function f, List<Global> pointerGlobals, EntryContext context, Program program) {
    Type.IntType sizeType = program.dataModel().pointerIntType();
    Cfa.Builder b = Cfa.builder("main");
    Location start = b.newLocation();
    b.entry(start);
    CommandLine.Step s = new CommandLine.Step(b, start, f.loc());
    for (Global g : pointerGlobals) {
      Var value = new Var("global." + g.name(), Type.PointerType.INSTANCE, "main");
      fresh(s, value, false, context.globalSize(g.name()), sizeType, "global " + g.name());
      s.edge(new Op.Store(Exprs.global(g.name()), value));
    }
    List<Expr> arguments = new ArrayList<>();
    List<Var> parameters = f.parameters();
    for (int i = 0; i < parameters.size(); i++) {
      Var p = parameters.get(i);
      Var a = new Var("arg." + p.name(), p.type(), "main");
      arguments.add(a);
      if (p.type() instanceof Type.PointerType) {
        // A variadic function's last parameter is its extra arguments' area: calls always pass
        // one, with as many arguments as it reads (reading more is its callers' undefined
        // behaviour), so it is never null and has the largest size.
        boolean area = f.varargs() && i == parameters.size() - 1;
        boolean nullable = !area && !context.calledOnlyDirectly(f.name());
        long least = area ? MAX_OBJECT : context.parameterSize(f.name(), i);
        fresh(s, a, nullable, least, sizeType, p.name() + " of " + f.name());
      } else {
        s.edge(new Op.Havoc(a, new InputOrigin.Context(p.name() + " of " + f.name())));
      }
    }
    s.edge(new Op.Call(Optional.empty(), Exprs.function(f.name()), arguments));
    // The run ends here, but not as a program ends: the harness's objects are no leak.
    s.edge(new Op.Halt("end of the harness of " + f.name()));
    b.exit(b.newLocation());
    return new Function("main", List.of(), Type.IntType.I32, false, b.build(), f.loc());
  }

  /**
   * Sets {@code target} to a fresh object of {@code least} to {@link #MAX_OBJECT} bytes, or (if
   * {@code nullable}, by an arbitrary choice) to null.
   */
  private static void fresh(
      CommandLine.Step s,
      Var target,
      boolean nullable,
      long least,
      Type.IntType sizeType,
      String what) {
    Location join = null;
    if (nullable) {
      Var isNull = new Var("null." + target.name(), Type.IntType.BOOL, "main");
      s.edge(new Op.Havoc(isNull, new InputOrigin.Context("whether " + what + " is null")));
      join = s.b.newLocation();
      Location none = s.b.newLocation();
      s.b.addEdge(s.at, none, new Op.Assume(isNull), s.loc);
      s.b.addEdge(none, join, new Op.Assign(target, Exprs.NULL), s.loc);
      s.edge(new Op.Assume(Exprs.not(isNull)));
    }
    Var size = new Var("size." + target.name(), sizeType, "main");
    s.edge(new Op.Havoc(size, new InputOrigin.Context("size of *" + what)));
    s.edge(
        new Op.Assume(
            Exprs.and(
                Exprs.binary(Expr.BinaryOp.ULE, Exprs.intConst(sizeType, least), size),
                Exprs.binary(Expr.BinaryOp.ULE, size, Exprs.intConst(sizeType, MAX_OBJECT)))));
    s.edge(new Op.Alloc(target, Op.AllocKind.HEAP, size, false, "*" + what));
    if (join != null) {
      s.b.addEdge(s.at, join, Op.Skip.INSTANCE, s.loc);
      s.at = join;
    }
  }

  static Expr zero(Type t) {
    if (t instanceof Type.FloatType f) {
      return Exprs.floatConst(f, 0);
    }
    return t instanceof Type.IntType i ? Exprs.intConst(i, 0) : Exprs.NULL;
  }
}
