package dev.vigil.interp;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** A small builder of hand-made IR programs for tests. */
final class Ir {
  static final IntType I1 = IntType.BOOL;
  static final IntType I8 = IntType.I8;
  static final IntType I16 = IntType.I16;
  static final IntType I32 = IntType.I32;
  static final IntType I64 = IntType.I64;
  static final Type PTR = Type.PointerType.INSTANCE;

  private final DataModel model;
  private final List<Global> globals = new ArrayList<>();
  private final List<Function> functions = new ArrayList<>();
  private final List<String> externals = new ArrayList<>();

  Ir(DataModel model) {
    this.model = model;
  }

  static Ir lp64() {
    return new Ir(DataModel.LP64);
  }

  static Ir ilp32() {
    return new Ir(DataModel.ILP32);
  }

  DataModel model() {
    return model;
  }

  Ir global(String name, Type type, Global.InitValue... init) {
    globals.add(new Global(name, type, List.of(init), false, false, SourceLoc.UNKNOWN));
    return this;
  }

  Ir nondetGlobal(String name, Type type) {
    globals.add(new Global(name, type, List.of(), false, true, SourceLoc.UNKNOWN));
    return this;
  }

  Ir external(String name) {
    externals.add(name);
    return this;
  }

  static Global.InitValue at(long offset, Expr value) {
    return new Global.InitValue(offset, value);
  }

  Fn function(String name, Type returnType, Var... parameters) {
    return new Fn(this, name, returnType, List.of(parameters));
  }

  Program build() {
    return new Program(model, globals, functions, externals, List.of("test.c"));
  }

  /** A function built edge by edge from a current location. */
  static final class Fn {
    private final Ir ir;
    final String name;
    private final Type returnType;
    private final List<Var> parameters;
    private final Cfa.Builder cfa;
    private final Location exit;
    Location here;
    private int line = 1;

    Fn(Ir ir, String name, Type returnType, List<Var> parameters) {
      this.ir = ir;
      this.name = name;
      this.returnType = returnType;
      this.parameters = parameters;
      this.cfa = Cfa.builder(name);
      this.here = cfa.newLocation();
      this.exit = cfa.newLocation();
      cfa.entry(here).exit(exit);
    }

    Var var(String n, Type t) {
      return new Var(n, t, name);
    }

    Location newLocation() {
      return cfa.newLocation();
    }

    /** An edge from the current location to a new one, which becomes current. */
    Fn op(Op op) {
      Location next = cfa.newLocation();
      cfa.addEdge(here, next, op, new SourceLoc("test.c", line++, 1));
      here = next;
      return this;
    }

    Fn edge(Location from, Location to, Op op) {
      cfa.addEdge(from, to, op, new SourceLoc("test.c", line++, 1));
      return this;
    }

    Fn assign(Var v, Expr e) {
      return op(new Op.Assign(v, e));
    }

    Fn assume(Expr c) {
      return op(new Op.Assume(c));
    }

    Fn havoc(Var v) {
      return op(new Op.Havoc(v, InputOrigin.nondet("__VERIFIER_nondet_" + v.type())));
    }

    Fn load(Var v, Expr address) {
      return op(new Op.Load(v, address));
    }

    Fn store(Expr address, Expr value) {
      return op(new Op.Store(address, value));
    }

    Fn alloca(Var v, long size, String cName) {
      return op(new Op.Alloc(v, Op.AllocKind.STACK, Exprs.intConst(I64, size), false, cName));
    }

    Fn malloc(Var v, Expr size) {
      return op(new Op.Alloc(v, Op.AllocKind.HEAP, size, false, ""));
    }

    Fn call(Var result, String callee, Expr... args) {
      return op(
          new Op.Call(Optional.ofNullable(result), Exprs.function(callee), Arrays.asList(args)));
    }

    Fn error(dev.vigil.ir.Property p) {
      return op(new Op.Error(p, "error"));
    }

    Fn reachError() {
      return error(dev.vigil.ir.Property.UNREACH_CALL);
    }

    /**
     * {@code if (c) <then> }: returns the location where the then-branch starts; current becomes
     * the else side.
     */
    Location ifThen(Expr c) {
      Location then = cfa.newLocation();
      Location otherwise = cfa.newLocation();
      edge(here, then, new Op.Assume(c));
      edge(here, otherwise, new Op.Assume(Exprs.not(c)));
      here = otherwise;
      return then;
    }

    Fn ret(Expr value) {
      cfa.addEdge(
          here,
          exit,
          new Op.Return(Optional.ofNullable(value)),
          new SourceLoc("test.c", line++, 1));
      here = cfa.newLocation();
      return this;
    }

    Ir done() {
      ir.functions.add(
          new Function(
              name, parameters, returnType, false, cfa.build(), new SourceLoc("test.c", 1, 1)));
      return ir;
    }
  }

  // Expressions.

  static Expr c(IntType t, long v) {
    return Exprs.intConst(t, v);
  }

  static Expr i32(long v) {
    return Exprs.intConst(I32, v);
  }

  static Expr i64(long v) {
    return Exprs.intConst(I64, v);
  }

  static Expr bin(BinaryOp op, Expr a, Expr b) {
    return Exprs.binary(op, a, b);
  }

  static Expr f32(float v) {
    return Exprs.intern(Expr.FloatConst.ofFloat(v));
  }

  static Expr f64(double v) {
    return Exprs.intern(Expr.FloatConst.ofDouble(v));
  }
}
