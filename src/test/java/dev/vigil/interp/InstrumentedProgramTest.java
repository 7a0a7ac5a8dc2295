package dev.vigil.interp;

import static dev.vigil.interp.Ir.I32;
import static dev.vigil.interp.Ir.I64;
import static dev.vigil.interp.Ir.PTR;
import static dev.vigil.interp.Ir.bin;
import static dev.vigil.interp.Ir.i32;
import static dev.vigil.interp.Ir.i64;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import dev.vigil.spec.Instrumenter;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Programs instrumented by {@code spec} run to the property's error before any undefined access.
 */
class InstrumentedProgramTest {
  private static Outcome run(Program p, Set<Property> properties, InputSupplier inputs) {
    return new Interpreter(Instrumenter.instrument(p, properties)).run(inputs, 10_000, true);
  }

  /** {@code p = malloc(8); if (keep) g = p; return 0;} */
  private static Program allocation(boolean keep) {
    Ir.Fn f = Ir.lp64().global("g", PTR).function("main", I32);
    Var p = f.var("p", PTR);
    f.malloc(p, i64(8));
    if (keep) {
      f.store(Exprs.global("g"), p);
    }
    return f.ret(i32(0)).done().build();
  }

  @Test
  void memtrackErrorsOnlyForUnreachableMemory() {
    Outcome lost = run(allocation(false), Set.of(Property.VALID_MEMTRACK), Inputs.zeros());
    assertEquals(
        Property.VALID_MEMTRACK, assertInstanceOf(Outcome.ErrorReached.class, lost).property());
    Outcome kept = run(allocation(true), Set.of(Property.VALID_MEMTRACK), Inputs.zeros());
    assertInstanceOf(Outcome.NormalExit.class, kept);
  }

  /**
   * An {@code i24} access touches 3 bytes (its store size), not 4 (its alloc size): x86-64 code
   * stores a returned {@code struct {char r, g, b;}} so. Checked as 4 bytes, it was a wrong
   * FALSE(valid-deref).
   */
  @Test
  void anI24AccessFitsAThreeByteObject() {
    Ir.Fn f = Ir.lp64().function("main", I32);
    Var p = f.var("p", PTR);
    Var v = f.var("v", IntType.of(24));
    f.malloc(p, i64(3));
    f.store(p, Exprs.intConst(IntType.of(24), 0x102030));
    f.op(new Op.Load(v, p));
    f.op(new Op.Free(p)).ret(i32(0));
    Set<Property> memsafety =
        Set.of(Property.VALID_DEREF, Property.VALID_FREE, Property.VALID_MEMTRACK);
    Outcome outcome = run(f.done().build(), memsafety, Inputs.zeros());
    assertInstanceOf(Outcome.NormalExit.class, outcome, outcome::toString);
  }

  @Test
  void outOfBoundsWritesReachTheDerefCheck() {
    Ir.Fn f = Ir.lp64().function("main", I32);
    Var p = f.var("p", PTR);
    Var i = f.var("i", I64);
    f.havoc(i).malloc(p, i64(8));
    f.store(Exprs.ptrAdd(p, bin(BinaryOp.MUL, i, i64(4))), i32(1));
    f.op(new Op.Free(p)).ret(i32(0));
    Program program = f.done().build();
    Set<Property> memsafety =
        Set.of(Property.VALID_DEREF, Property.VALID_FREE, Property.VALID_MEMTRACK);
    assertInstanceOf(
        Outcome.NormalExit.class,
        run(program, memsafety, Inputs.replay(List.of(i64(1)), Map.of())));
    Outcome bad = run(program, memsafety, Inputs.replay(List.of(i64(2)), Map.of()));
    assertEquals(
        Property.VALID_DEREF, assertInstanceOf(Outcome.ErrorReached.class, bad).property());
    Outcome ub =
        run(program, Set.of(Property.UNREACH_CALL), Inputs.replay(List.of(i64(-1)), Map.of()));
    assertEquals(
        Property.UNDEFINED_BEHAVIOR, assertInstanceOf(Outcome.ErrorReached.class, ub).property());
  }

  @Test
  void signedOverflowReachesTheOverflowCheck() {
    Ir.Fn f = Ir.lp64().function("main", I32);
    Var x = f.var("x", I32);
    Var y = f.var("y", I32);
    f.havoc(x).assign(y, Exprs.binary(BinaryOp.ADD, x, i32(1), true)).ret(y);
    Program program = f.done().build();
    Outcome o =
        run(
            program,
            Set.of(Property.NO_OVERFLOW),
            Inputs.replay(List.of(i32(Integer.MAX_VALUE)), Map.of()));
    assertEquals(Property.NO_OVERFLOW, assertInstanceOf(Outcome.ErrorReached.class, o).property());
    assertInstanceOf(
        Outcome.NormalExit.class, run(program, Set.of(Property.NO_OVERFLOW), Inputs.zeros()));
  }
}
