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
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Verifying from another function than {@code main}: the program gets a harness, a function named
 * {@code main} that calls the entry in an arbitrary context, so that every engine and the replay in
 * the interpreter start there alike. The context: every global that is not constant has arbitrary
 * contents; an integer or float argument is any value; a pointer argument points to the start of a
 * heap object of 1 to {@link #MAX_OBJECT} bytes (any size; null arguments are the callers'
 * business) whose bytes are arbitrary, so that pointers stored in them may point anywhere, null
 * included. The values are inputs of origin {@link InputOrigin.Context}; the bytes are
 * uninitialised memory, which counterexamples give by address. The harness ends with a halt that is
 * not the program's end, so the objects it made are not leaks.
 */
public final class EntryHarness {
  /** The largest object a pointer argument points to. */
  public static final long MAX_OBJECT = 1 << 16;

  private EntryHarness() {}

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
    List<Global> globals = new ArrayList<>();
    for (Global g : program.globals().values()) {
      globals.add(
          g.constant() ? g : new Global(g.name(), g.type(), List.of(), false, true, g.loc()));
    }
    List<Function> functions = new ArrayList<>(program.functions().values());
    Type.IntType sizeType = program.dataModel().pointerIntType();
    functions.add(
        target.equals(Program.PROGRAM_MAIN)
            ? CommandLine.harness(f, sizeType, program.dataModel().pointerBits() / 8)
            : harness(f, sizeType));
    return new Program(
        program.dataModel(),
        globals,
        functions,
        program.externalFunctions(),
        program.sourceFiles());
  }

  private static Function harness(Function f, Type.IntType sizeType) {
    Cfa.Builder b = Cfa.builder("main");
    Location at = b.newLocation();
    b.entry(at);
    SourceLoc loc = f.loc();
    List<Expr> arguments = new ArrayList<>();
    for (Var p : f.parameters()) {
      Var a = new Var("arg." + p.name(), p.type(), "main");
      arguments.add(a);
      Location next = b.newLocation();
      if (p.type() instanceof Type.PointerType) {
        Var size = new Var("size." + p.name(), sizeType, "main");
        Location sized = b.newLocation();
        Location bounded = b.newLocation();
        b.addEdge(
            at,
            sized,
            new Op.Havoc(size, new InputOrigin.Context("size of *" + p.name() + " of " + f.name())),
            loc);
        Expr fits =
            Exprs.and(
                Exprs.binary(Expr.BinaryOp.ULE, Exprs.intConst(sizeType, 1), size),
                Exprs.binary(Expr.BinaryOp.ULE, size, Exprs.intConst(sizeType, MAX_OBJECT)));
        b.addEdge(sized, bounded, new Op.Assume(fits), loc);
        b.addEdge(
            bounded, next, new Op.Alloc(a, Op.AllocKind.HEAP, size, false, "*" + p.name()), loc);
      } else {
        b.addEdge(
            at, next, new Op.Havoc(a, new InputOrigin.Context(p.name() + " of " + f.name())), loc);
      }
      at = next;
    }
    Location called = b.newLocation();
    b.addEdge(at, called, new Op.Call(Optional.empty(), Exprs.function(f.name()), arguments), loc);
    // The run ends here, but not as a program ends: the harness's objects are no leak.
    Location exit = b.newLocation();
    b.addEdge(called, exit, new Op.Halt("end of the harness of " + f.name()), loc);
    b.exit(b.newLocation());
    return new Function("main", List.of(), Type.IntType.I32, false, b.build(), loc);
  }

  static Expr zero(Type t) {
    if (t instanceof Type.FloatType f) {
      return Exprs.floatConst(f, 0);
    }
    return t instanceof Type.IntType i ? Exprs.intConst(i, 0) : Exprs.NULL;
  }
}
