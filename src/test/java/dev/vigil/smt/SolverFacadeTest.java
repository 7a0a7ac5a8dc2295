package dev.vigil.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import dev.vigil.ir.Var;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The facade: solvers open, fail cleanly, can be cancelled; states merge; Princess agrees. */
class SolverFacadeTest {
  private static Program empty() {
    return new Program(DataModel.LP64, List.of(), List.of(), List.of(), List.of());
  }

  @Test
  void unknownSolverNamesAreExplained() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SolverKind.parse("cvc5"));
    assertTrue(e.getMessage().contains("z3, smtinterpol, princess"));
    assertEquals(SolverKind.PRINCESS, SolverKind.parse("Princess"));
  }

  @Test
  void smtInterpolCannotEncodeBitVectors() throws Exception {
    try (Smt smt = Smt.open(SolverKind.SMTINTERPOL, () -> false)) {
      Program p = empty();
      Unsupported e = assertThrows(Unsupported.class, () -> new Encoder(smt, p));
      assertTrue(e.getMessage().contains("bit-vector"));
    }
  }

  @Test
  void princessHasNoFloats() throws Exception {
    try (Harness h = new Harness(SolverKind.PRINCESS)) {
      Var d = new Var("d", dev.vigil.ir.Type.FloatType.DOUBLE, "t");
      assertThrows(
          Unsupported.class,
          () -> h.encoder.apply(new Op.Havoc(d, InputOrigin.nondet("t")), h.state));
    }
  }

  @Test
  void princessAgreesOnIntegersAndMemory() throws Exception {
    try (Harness h = new Harness(SolverKind.PRINCESS, DataModel.ILP32, List.of())) {
      IntType i8 = IntType.I8;
      assertEquals(0xffL, h.both((x, y) -> Exprs.binary(BinaryOp.SDIV, x, y), i8, 5, 0));
      assertEquals(0x80L, h.both((x, y) -> Exprs.binary(BinaryOp.UREM, x, y), i8, 0x80, 0));
      assertEquals(1L, h.both((x, y) -> Exprs.binary(BinaryOp.SADD_OVERFLOW, x, y), i8, 0x7f, 1));
      assertEquals(0xc0L, h.both((x, y) -> Exprs.binary(BinaryOp.ASHR, x, y), i8, 0x80, 1));
      Var p = new Var("p", PointerType.INSTANCE, "t");
      h.apply(new Op.Alloc(p, Op.AllocKind.HEAP, Exprs.intConst(IntType.I32, 4), false, ""));
      Var v = h.symbol(IntType.I16, 0x1234);
      h.apply(new Op.Store(Exprs.ptrAdd(p, Exprs.intConst(IntType.I32, 1)), v));
      Var b = new Var("b", i8, "t");
      h.apply(new Op.Load(b, Exprs.ptrAdd(p, Exprs.intConst(IntType.I32, 2))));
      h.prover.add(
          h.encoder.condition(Exprs.binary(BinaryOp.NE, b, Exprs.intConst(i8, 0x12)), h.state));
      assertFalse(h.prover.isSatisfiable(), "the byte read is 0x12");
    }
  }

  /**
   * With {@code x == 5} asserted, {@code x == 6} contradicts it alone: Z3's core leaves out the
   * assumptions that do not take part, and a prover opened without cores names all of them. The
   * core prover (Z3's bit-blasting solver) gives the same core, and after a pop the assertion is
   * gone.
   */
  @Test
  void unsatCoresNameTheAssumptionsThatContradict() throws Exception {
    try (Smt smt = Smt.open(SolverKind.Z3, () -> false)) {
      Encoder encoder = new Encoder(smt, empty());
      SymState s = encoder.initialState();
      Var x = new Var("x", IntType.I8, "t");
      Var y = new Var("y", IntType.I8, "t");
      s = encoder.apply(new Op.Havoc(x, InputOrigin.nondet("t")), s).next();
      s = encoder.apply(new Op.Havoc(y, InputOrigin.nondet("t")), s).next();
      Bool five = encoder.condition(Exprs.binary(BinaryOp.EQ, x, Exprs.intConst(IntType.I8, 5)), s);
      Bool six = encoder.condition(Exprs.binary(BinaryOp.EQ, x, Exprs.intConst(IntType.I8, 6)), s);
      Bool yOne = encoder.condition(Exprs.binary(BinaryOp.EQ, y, Exprs.intConst(IntType.I8, 1)), s);
      Bool both = smt.and(yOne, six);
      try (Prover cores = smt.newProver(true);
          Prover plain = smt.newProver()) {
        cores.add(five);
        plain.add(five);
        assertEquals(Optional.of(List.of(six)), cores.unsatCoreAssuming(List.of(yOne, six)));
        assertEquals(Optional.of(List.of(yOne, six)), plain.unsatCoreAssuming(List.of(yOne, six)));
        assertEquals(Optional.empty(), cores.unsatCoreAssuming(List.of(yOne)));
        assertEquals(Optional.empty(), plain.unsatCoreAssuming(List.of(yOne)));
        assertCoreNames(both, cores.unsatCoreAssuming(List.of(yOne, both)));
        assertCoreNames(smt.fls(), cores.unsatCoreAssuming(List.of(yOne, smt.fls())));
      }
      try (CoreProver bits = smt.newCoreProver()) {
        bits.push();
        bits.add(five);
        assertEquals(Optional.of(List.of(six)), bits.unsatCoreAssuming(List.of(yOne, six)));
        assertEquals(Optional.empty(), bits.unsatCoreAssuming(List.of(yOne)));
        assertCoreNames(both, bits.unsatCoreAssuming(List.of(yOne, both)));
        assertCoreNames(smt.fls(), bits.unsatCoreAssuming(List.of(yOne, smt.fls())));
        bits.pop();
        assertEquals(Optional.empty(), bits.unsatCoreAssuming(List.of(yOne, six)));
      }
    }
  }

  /**
   * A term's text is given only while the term is small: a deep term's text repeats its shared
   * subterms and can be far longer than the term (region labels of a preimage that unrolls a loop).
   */
  @Test
  void onlySmallTermsAreWritten() throws Exception {
    try (Smt smt = Smt.open(SolverKind.Z3, () -> false)) {
      Encoder encoder = new Encoder(smt, empty());
      Var x = new Var("x", IntType.I32, "t");
      SymState s =
          encoder.apply(new Op.Havoc(x, InputOrigin.nondet("t")), encoder.initialState()).next();
      Expr deep = x;
      for (int i = 0; i < 100; i++) {
        deep = Exprs.binary(BinaryOp.ADD, Exprs.binary(BinaryOp.MUL, deep, x), x);
      }
      Bool small =
          encoder.condition(Exprs.binary(BinaryOp.EQ, x, Exprs.intConst(IntType.I32, 1)), s);
      Bool large =
          encoder.condition(Exprs.binary(BinaryOp.EQ, deep, Exprs.intConst(IntType.I32, 1)), s);
      assertEquals(Optional.of(small.toString()), smt.text(small, 160));
      assertEquals(Optional.empty(), smt.text(large, 160));
    }
  }

  /**
   * A core names the assumption that contradicts, also where it is no atom (the solver tracks it by
   * a proxy of its own) or the constant false (which the solver leaves out of its cores).
   */
  private static void assertCoreNames(Bool culprit, Optional<List<Bool>> core) {
    assertTrue(core.isPresent() && core.get().contains(culprit), () -> String.valueOf(core));
  }

  /**
   * Floats, which the bit-blasting solver may not take, get the same answers: {@code x + x == 2 *
   * x} holds for every double, so its negation contradicts any assumption, and {@code x == 1.5}
   * does not.
   */
  @Test
  void coreProverAnswersOnFloats() throws Exception {
    FloatType d = FloatType.DOUBLE;
    try (Smt smt = Smt.open(SolverKind.Z3, () -> false)) {
      Encoder encoder = new Encoder(smt, empty());
      SymState s = encoder.initialState();
      Var x = new Var("x", d, "t");
      s = encoder.apply(new Op.Havoc(x, InputOrigin.nondet("t")), s).next();
      Expr twice = Exprs.binary(BinaryOp.FADD, x, x);
      Expr doubled =
          Exprs.binary(BinaryOp.FMUL, Exprs.floatConst(d, Double.doubleToRawLongBits(2.0)), x);
      Bool differ =
          encoder.condition(
              Exprs.and(
                  Exprs.binary(BinaryOp.FORD, x, x),
                  Exprs.not(Exprs.binary(BinaryOp.FOEQ, twice, doubled))),
              s);
      Bool oneAndAHalf =
          encoder.condition(
              Exprs.binary(BinaryOp.FOEQ, x, Exprs.floatConst(d, Double.doubleToRawLongBits(1.5))),
              s);
      try (CoreProver cores = smt.newCoreProver()) {
        cores.push();
        cores.add(oneAndAHalf);
        assertEquals(Optional.empty(), cores.unsatCoreAssuming(List.of()));
        cores.add(differ);
        assertTrue(cores.unsatCoreAssuming(List.of()).isPresent(), "x + x == 2 * x");
        cores.pop();
        assertEquals(Optional.empty(), cores.unsatCoreAssuming(List.of(oneAndAHalf)));
      }
    }
  }

  @Test
  void cancellationStopsARunningCheck() throws Exception {
    java.util.concurrent.atomic.AtomicLong checkStart =
        new java.util.concurrent.atomic.AtomicLong();
    java.util.function.BooleanSupplier cancelled =
        () -> checkStart.get() != 0 && System.nanoTime() - checkStart.get() > 300_000_000L;
    try (Smt smt = Smt.open(SolverKind.Z3, cancelled)) {
      Program p = empty();
      Encoder encoder = new Encoder(smt, p);
      SymState s = encoder.initialState();
      Var x = new Var("x", IntType.I64, "t");
      Var y = new Var("y", IntType.I64, "t");
      s = encoder.apply(new Op.Havoc(x, InputOrigin.nondet("t")), s).next();
      s = encoder.apply(new Op.Havoc(y, InputOrigin.nondet("t")), s).next();
      // Factor the product of two 31-bit primes: slow for bit-blasting.
      Expr product = Exprs.binary(BinaryOp.MUL, x, y);
      Expr hard =
          Exprs.and(
              Exprs.binary(
                  BinaryOp.EQ, product, Exprs.intConst(IntType.I64, 2147483629L * 2147483587L)),
              Exprs.and(
                  Exprs.binary(BinaryOp.ULT, Exprs.intConst(IntType.I64, 1), x),
                  Exprs.and(
                      Exprs.binary(BinaryOp.ULT, x, Exprs.intConst(IntType.I64, 1L << 32)),
                      Exprs.and(
                          Exprs.binary(BinaryOp.ULT, Exprs.intConst(IntType.I64, 1), y),
                          Exprs.binary(BinaryOp.ULT, y, Exprs.intConst(IntType.I64, 1L << 32))))));
      try (Prover prover = smt.newProver()) {
        prover.add(encoder.condition(hard, s));
        checkStart.set(System.nanoTime());
        SmtFailure failure = assertThrows(SmtFailure.class, prover::isSatisfiable);
        assertTrue(failure.cancelled());
        assertTrue(System.nanoTime() - checkStart.get() < 5_000_000_000L);
        SmtFailure again = assertThrows(SmtFailure.class, prover::isSatisfiable);
        assertTrue(again.cancelled(), "a check after the cancellation fails at once");
      }
      try (CoreProver cores = smt.newCoreProver()) {
        cores.add(encoder.condition(hard, s));
        SmtFailure failure =
            assertThrows(SmtFailure.class, () -> cores.unsatCoreAssuming(List.of()));
        assertTrue(failure.cancelled(), "the core prover is interrupted too");
      }
    }
  }

  @Test
  void mergeJoinsVariablesAndMemory() throws Exception {
    try (Harness h = new Harness(SolverKind.Z3)) {
      Var c = h.symbol(IntType.BOOL, 1);
      Var x = new Var("x", IntType.I32, "t");
      Var p = new Var("p", PointerType.INSTANCE, "t");
      h.apply(new Op.Alloc(p, Op.AllocKind.HEAP, Exprs.intConst(IntType.I64, 4), false, ""));
      SymState before = h.state;
      SymState thenState =
          h.encoder.apply(new Op.Assign(x, Exprs.intConst(IntType.I32, 1)), before).next();
      thenState =
          h.encoder.apply(new Op.Store(p, Exprs.intConst(IntType.I32, 7)), thenState).next();
      SymState elseState =
          h.encoder.apply(new Op.Assign(x, Exprs.intConst(IntType.I32, 2)), before).next();
      Bool cond = h.encoder.condition(c, before);
      Encoder.Merged merged =
          h.encoder.merge(List.of(cond, h.smt.tru()), List.of(thenState, elseState));
      h.prover.add(merged.definitions());
      h.state = merged.state();
      assertEquals(1L, h.eval(x));
      Var loaded = new Var("l", IntType.I32, "t");
      h.apply(new Op.Load(loaded, p));
      assertEquals(7L, h.eval(loaded));
      h.prover.push();
      h.prover.add(h.smt.not(cond));
      assertFalse(h.prover.isSatisfiable(), "c is constrained true");
      h.prover.pop();
    }
  }
}
