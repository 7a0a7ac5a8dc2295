package dev.vigil.spec;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The harness of a program's own {@code main} when a code base is checked from its entries: a
 * command line of 1 to {@link #MAX_ARGUMENTS} arguments, each a string of 0 to {@link #MAX_LENGTH}
 * arbitrary bytes and its terminating zero, {@code argv[argc]} null, and an empty environment.
 * Parameters of other shapes are zero, as docs/SEMANTICS.md starts main.
 */
final class CommandLine {
  static final int MAX_ARGUMENTS = 3;
  static final int MAX_LENGTH = 15;

  private CommandLine() {}

  static Function harness(Function main, Type.IntType sizeType, int pointerBytes) {
    Cfa.Builder b = Cfa.builder("main");
    Location at = b.newLocation();
    b.entry(at);
    SourceLoc loc = main.loc();
    List<Var> params = main.parameters();
    boolean usual =
        params.size() >= 2
            && params.get(0).type() instanceof Type.IntType
            && params.get(1).type() instanceof Type.PointerType;
    List<Expr> arguments = new ArrayList<>();
    Step s = new Step(b, at, loc);
    for (int i = 0; i < params.size(); i++) {
      Var p = params.get(i);
      Var a = new Var("arg." + p.name(), p.type(), "main");
      arguments.add(a);
      if (usual && i == 0) {
        Type.IntType t = (Type.IntType) p.type();
        s.edge(new Op.Havoc(a, new InputOrigin.Context("argc")));
        s.edge(
            new Op.Assume(
                Exprs.and(
                    Exprs.binary(Expr.BinaryOp.SLE, Exprs.intConst(t, 1), a),
                    Exprs.binary(Expr.BinaryOp.SLE, a, Exprs.intConst(t, MAX_ARGUMENTS)))));
      } else if (usual && i == 1) {
        argv(s, a, (Var) arguments.get(0), sizeType, pointerBytes);
      } else if (usual && i == 2 && p.type() instanceof Type.PointerType) {
        s.edge(
            new Op.Alloc(
                a, Op.AllocKind.HEAP, Exprs.intConst(sizeType, pointerBytes), true, "environment"));
      } else {
        s.edge(new Op.Assign(a, EntryHarness.zero(p.type())));
      }
    }
    s.edge(new Op.Call(Optional.empty(), Exprs.function(main.name()), arguments));
    b.addEdge(s.at, b.newLocation(), new Op.Halt("end of the harness of main"), loc);
    b.exit(b.newLocation());
    return new Function("main", List.of(), Type.IntType.I32, false, b.build(), loc);
  }

  /** {@code argv}: the strings, then the array of pointers to the first {@code argc}, then null. */
  private static void argv(Step s, Var argv, Var argc, Type.IntType sizeType, int pointerBytes) {
    s.edge(
        new Op.Alloc(
            argv,
            Op.AllocKind.HEAP,
            Exprs.intConst(sizeType, (long) (MAX_ARGUMENTS + 1) * pointerBytes),
            true,
            "argv"));
    Type.IntType argcType = (Type.IntType) argc.type();
    for (int i = 0; i < MAX_ARGUMENTS; i++) {
      Var length = new Var("length." + i, sizeType, "main");
      Var string = new Var("argv." + i, Type.PointerType.INSTANCE, "main");
      s.edge(new Op.Havoc(length, new InputOrigin.Context("length of argv[" + i + "]")));
      s.edge(
          new Op.Assume(
              Exprs.binary(Expr.BinaryOp.ULE, length, Exprs.intConst(sizeType, MAX_LENGTH))));
      Expr size = Exprs.binary(Expr.BinaryOp.ADD, length, Exprs.intConst(sizeType, 1));
      s.edge(new Op.Alloc(string, Op.AllocKind.HEAP, size, false, "argv[" + i + "]"));
      s.edge(new Op.Store(Exprs.ptrAdd(string, length), Exprs.intConst(Type.IntType.I8, 0)));
      Expr present = Exprs.binary(Expr.BinaryOp.SLT, Exprs.intConst(argcType, i), argc);
      s.edge(
          new Op.Store(
              Exprs.ptrAdd(argv, Exprs.intConst(sizeType, (long) i * pointerBytes)),
              Exprs.ite(present, string, Exprs.NULL)));
    }
  }

  /** Appends edges one after another (also for {@link EntryHarness}). */
  static final class Step {
    final Cfa.Builder b;
    Location at;
    final SourceLoc loc;

    Step(Cfa.Builder b, Location at, SourceLoc loc) {
      this.b = b;
      this.at = at;
      this.loc = loc;
    }

    void edge(Op op) {
      Location next = b.newLocation();
      b.addEdge(at, next, op, loc);
      at = next;
    }
  }
}
