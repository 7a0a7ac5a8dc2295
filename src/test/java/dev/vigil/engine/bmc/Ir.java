package dev.vigil.engine.bmc;

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
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/** A small structured builder of IR functions for tests: sequences, ifs, loops, errors. */
final class Ir {
  static final IntType I32 = IntType.I32;
  static final IntType I64 = IntType.I64;

  static Expr i32(long v) {
    return Exprs.intConst(I32, v);
  }

  static Expr i64(long v) {
    return Exprs.intConst(I64, v);
  }

  static Expr bin(BinaryOp op, Expr a, Expr b) {
    return Exprs.binary(op, a, b);
  }

  static Program program(List<Global> globals, Fn... functions) {
    List<Function> fs = new ArrayList<>();
    for (Fn f : functions) {
      fs.add(f.build());
    }
    return new Program(DataModel.LP64, globals, fs, List.of(), List.of("test.c"));
  }

  static Program program(Fn... functions) {
    return program(List.of(), functions);
  }

  /** One function under construction; {@code line} numbers every edge for source locations. */
  static final class Fn {
    final String name;
    private final Cfa.Builder b;
    private final Location entry;
    private final Location exit;
    private Location current;
    private final List<Var> params = new ArrayList<>();
    private final Type returnType;
    private int line = 1;

    Fn(String name, Type returnType) {
      this.name = name;
      this.returnType = returnType;
      this.b = Cfa.builder(name);
      this.entry = b.newLocation();
      this.exit = b.newLocation();
      this.current = entry;
    }

    Var var(String n, Type t) {
      return new Var(n, t, name);
    }

    Var param(String n, Type t) {
      Var v = var(n, t);
      params.add(v);
      return v;
    }

    private SourceLoc loc() {
      return new SourceLoc("test.c", line++, 1);
    }

    Fn op(Op op) {
      Location next = b.newLocation();
      b.addEdge(current, next, op, loc());
      current = next;
      return this;
    }

    Fn assign(Var v, Expr e) {
      return op(new Op.Assign(v, e));
    }

    Fn nondet(Var v) {
      return op(new Op.Havoc(v, InputOrigin.nondet("__VERIFIER_nondet_" + v.type())));
    }

    Fn assume(Expr c) {
      return op(new Op.Assume(c));
    }

    Fn call(Var result, String callee, Expr... args) {
      return op(new Op.Call(Optional.ofNullable(result), Exprs.function(callee), List.of(args)));
    }

    /** {@code if (c) { then } else { otherwise }}. */
    Fn ifThen(Expr c, Consumer<Fn> then, Consumer<Fn> otherwise) {
      Location start = current;
      Location join = b.newLocation();
      Location t = b.newLocation();
      b.addEdge(start, t, new Op.Assume(c), loc());
      current = t;
      then.accept(this);
      b.addEdge(current, join, Op.Skip.INSTANCE, loc());
      Location e = b.newLocation();
      b.addEdge(start, e, new Op.Assume(Exprs.not(c)), loc());
      current = e;
      otherwise.accept(this);
      b.addEdge(current, join, Op.Skip.INSTANCE, loc());
      current = join;
      return this;
    }

    Fn ifThen(Expr c, Consumer<Fn> then) {
      return ifThen(c, then, x -> {});
    }

    /** {@code while (c) { body }}. */
    Fn loop(Expr c, Consumer<Fn> body) {
      Location head = b.newLocation();
      b.addEdge(current, head, Op.Skip.INSTANCE, loc());
      Location in = b.newLocation();
      b.addEdge(head, in, new Op.Assume(c), loc());
      current = in;
      body.accept(this);
      b.addEdge(current, head, Op.Skip.INSTANCE, loc());
      Location out = b.newLocation();
      b.addEdge(head, out, new Op.Assume(Exprs.not(c)), loc());
      current = out;
      return this;
    }

    /** {@code reach_error()}: an error edge, after which the path ends. */
    Fn error() {
      return error(Property.UNREACH_CALL);
    }

    Fn error(Property p) {
      b.addEdge(current, b.newLocation(), new Op.Error(p, ""), loc());
      current = b.newLocation();
      return this;
    }

    Fn ret(Expr value) {
      b.addEdge(current, exit, new Op.Return(Optional.ofNullable(value)), loc());
      current = b.newLocation();
      return this;
    }

    Function build() {
      Cfa cfa = b.entry(entry).exit(exit).build();
      return new Function(name, params, returnType, false, cfa, new SourceLoc("test.c", 0, 0));
    }
  }
}
