package dev.vigil.smt;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Global;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.List;

/**
 * Encodes expressions and operations on one solver and reads their values back, both folded
 * (constant operands) and through the solver (operands are symbols constrained to the values).
 */
final class Harness implements AutoCloseable {
  final Smt smt;
  final Program program;
  final Encoder encoder;
  final Prover prover;
  SymState state;
  private int vars;

  Harness(SolverKind kind, DataModel model, List<Global> globals) throws Exception {
    this.smt = Smt.open(kind, () -> false);
    this.program = new Program(model, globals, List.of(), List.of(), List.of());
    this.encoder = new Encoder(smt, program);
    this.prover = smt.newProver();
    this.state = encoder.initialState();
  }

  Harness(SolverKind kind) throws Exception {
    this(kind, DataModel.LP64, List.of());
  }

  /**
   * A variable holding a symbol that the prover constrains to {@code bits}. A float symbol is the
   * bitcast of an integer symbol, so that the solver can propagate the constant.
   */
  Var symbol(Type type, long bits) throws Exception {
    if (type instanceof FloatType f) {
      Var v = new Var("v" + vars++, type, "test");
      Var i = symbol(IntType.of(f.totalBits()), bits);
      apply(new Op.Assign(v, Exprs.cast(Expr.CastOp.BITCAST, i, f)));
      return v;
    }
    Var v = new Var("v" + vars++, type, "test");
    Step s = encoder.apply(new Op.Havoc(v, InputOrigin.nondet("test")), state);
    state = s.next();
    prover.add(encoder.condition(equalBits(v, type, bits), state));
    return v;
  }

  /** {@code e == bits} as bit patterns (floats compared by their canonical bits). */
  static Expr equalBits(Expr e, Type type, long bits) {
    if (type instanceof FloatType f) {
      IntType it = IntType.of(f.totalBits());
      return Exprs.binary(
          Expr.BinaryOp.EQ, Exprs.cast(Expr.CastOp.BITCAST, e, it), Exprs.intConst(it, bits));
    }
    if (type instanceof Type.PointerType) {
      return Exprs.binary(
          Expr.BinaryOp.EQ,
          e,
          Exprs.cast(Expr.CastOp.INT_TO_PTR, Exprs.intConst(IntType.I64, bits), type));
    }
    return Exprs.binary(Expr.BinaryOp.EQ, e, Exprs.intConst((IntType) type, bits));
  }

  static Expr constant(Type type, long bits) {
    if (type instanceof FloatType f) {
      return Exprs.floatConst(f, bits);
    }
    return Exprs.intConst((IntType) type, bits);
  }

  Step apply(Op op) throws Exception {
    Step s = encoder.apply(op, state);
    prover.add(s.definitions());
    state = s.next();
    return s;
  }

  /** The value of {@code e} in the current state, through the solver if it is symbolic. */
  long eval(Expr e) throws Exception {
    return bits(encoder.value(e, state));
  }

  long bits(Term t) throws Exception {
    if (t.isConcrete()) {
      return t.bits();
    }
    if (!prover.isSatisfiable()) {
      throw new AssertionError("constraints unsatisfiable");
    }
    try (SmtModel m = prover.model()) {
      return m.bits(t);
    }
  }

  boolean isSymbolic(Expr e) throws Exception {
    return !encoder.value(e, state).isConcrete();
  }

  /**
   * Evaluates {@code build(a', b')} with constant operands and with symbolic ones; the solver must
   * allow no other value than the folded one. (Princess's model values of compound terms are
   * unreliable, so only Z3's are compared.)
   */
  long both(java.util.function.BinaryOperator<Expr> build, Type type, long a, long b)
      throws Exception {
    long folded = eval(build.apply(constant(type, a), constant(type, b)));
    prover.push();
    try {
      Expr e = build.apply(symbol(type, a), symbol(type, b));
      if (!isSymbolic(e)) {
        throw new AssertionError("expected a symbolic term for " + e);
      }
      prover.push();
      prover.add(encoder.condition(Exprs.not(equalBits(e, e.type(), folded)), state));
      boolean differs = prover.isSatisfiable();
      prover.pop();
      if (differs) {
        throw new AssertionError(
            "the solver allows a value other than the folded "
                + Long.toHexString(folded)
                + " for "
                + e);
      }
      if (smt.kind() == SolverKind.Z3 && eval(e) != folded) {
        throw new AssertionError(
            "the model value differs from " + Long.toHexString(folded) + " for " + e);
      }
      return folded;
    } finally {
      prover.pop();
    }
  }

  /** As {@link #both} for unary expressions. */
  long both(java.util.function.UnaryOperator<Expr> build, Type type, long a) throws Exception {
    return both((x, y) -> build.apply(x), type, a, 0);
  }

  @Override
  public void close() {
    prover.close();
    smt.close();
  }
}
