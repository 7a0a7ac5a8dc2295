package dev.vigil.engine.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import dev.vigil.validation.ReplayingEngine;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RandomEngineTest {
  private static final SourceLoc LOC = new SourceLoc("t.c", 3, 1);
  private static final Expr ZERO = Exprs.intConst(IntType.I32, 0);

  /** main: {@code x = nondet(); if (cond(x)) error; return 0;} with x of type i32. */
  private static Program guarded(
      java.util.function.Function<Var, Expr> condition, Property property) {
    return guarded(x -> Exprs.TRUE, condition, property);
  }

  /**
   * As {@link #guarded(java.util.function.Function, Property)}, with assume(a(x)) after the read.
   */
  private static Program guarded(
      java.util.function.Function<Var, Expr> assumption,
      java.util.function.Function<Var, Expr> condition,
      Property property) {
    Cfa.Builder b = Cfa.builder("main");
    Location entry = b.newLocation();
    Location exit = b.newLocation();
    Location read = b.newLocation();
    Location bad = b.newLocation();
    Location ok = b.newLocation();
    b.entry(entry).exit(exit);
    Var x = new Var("x", IntType.I32, "main");
    Expr c = condition.apply(x);
    b.addEdge(entry, read, new Op.Havoc(x, InputOrigin.nondet("__VERIFIER_nondet_int")), LOC);
    Expr a = assumption.apply(x);
    if (!a.equals(Exprs.TRUE)) {
      Location assumed = b.newLocation();
      b.addEdge(read, assumed, new Op.Assume(a), LOC);
      read = assumed;
    }
    b.addEdge(read, bad, new Op.Assume(c), LOC);
    b.addEdge(read, ok, new Op.Assume(Exprs.not(c)), LOC);
    b.addEdge(
        bad, b.newLocation(), new Op.Error(property, "reach_error"), new SourceLoc("t.c", 4, 5));
    b.addEdge(ok, exit, new Op.Return(Optional.of(ZERO)), LOC);
    return program(b);
  }

  private static Program program(Cfa.Builder b) {
    Function main = new Function("main", List.of(), IntType.I32, false, b.build(), LOC);
    return new Program(DataModel.LP64, List.of(), List.of(main), List.of(), List.of("t.c"));
  }

  private static Verdict verify(Program p, RandomOptions options) {
    List<String> alarms = new ArrayList<>();
    Verdict v =
        new ReplayingEngine(new RandomEngine(options), alarms::add)
            .verify(p, Budget.of(Duration.ofSeconds(20)))
            .verdict();
    assertEquals(List.of(), alarms);
    return v;
  }

  private static Verdict verify(Program p) {
    return verify(p, RandomOptions.defaults());
  }

  @Test
  void theAllZeroRunComesFirst() {
    Verdict v =
        verify(
            guarded(x -> Exprs.binary(BinaryOp.EQ, x, ZERO), Property.UNREACH_CALL),
            RandomOptions.defaults().withMaxRuns(1));
    Counterexample cex = assertInstanceOf(Verdict.Violated.class, v).counterexample();
    assertEquals(Property.UNREACH_CALL, cex.property());
    assertEquals(4, cex.violation().line());
    assertEquals(List.of(ZERO), cex.inputValues());
    assertEquals(InputOrigin.nondet("__VERIFIER_nondet_int"), cex.inputs().get(0).origin());
    TraceStep.InputRead read =
        assertInstanceOf(TraceStep.InputRead.class, cex.steps().get(0).event());
    assertEquals("x", read.variable().name());
    assertEquals(ZERO, read.value().constant());
    assertEquals(0, read.index());
  }

  @Test
  void boundaryValuesAreTried() {
    Expr min = Exprs.intConst(IntType.I32, Integer.MIN_VALUE);
    Verdict v = verify(guarded(x -> Exprs.binary(BinaryOp.EQ, x, min), Property.NO_OVERFLOW));
    Counterexample cex = assertInstanceOf(Verdict.Violated.class, v).counterexample();
    assertEquals(Property.NO_OVERFLOW, cex.property());
    assertEquals(List.of(min), cex.inputValues());
  }

  @Test
  void unlikelyValuesAreNotFoundAndTheReasonSaysSo() {
    Expr rare = Exprs.intConst(IntType.I32, 123456789);
    Verdict v =
        verify(
            guarded(x -> Exprs.binary(BinaryOp.EQ, x, rare), Property.UNREACH_CALL),
            RandomOptions.defaults().withMaxRuns(300));
    assertEquals(
        Reason.of(Reason.Kind.INCOMPLETE, "no error found by random testing in 300 runs"),
        assertInstanceOf(Verdict.Unknown.class, v).reason());
  }

  /** {@code x = nondet(); assume(1000 <= x && x <= 1100); if (x == 1042) error;}. */
  @Test
  void inputsAreDrawnFromTheRangeTheProgramAssumes() {
    Expr target = Exprs.intConst(IntType.I32, 1042);
    Program p =
        guarded(
            x ->
                Exprs.and(
                    Exprs.binary(BinaryOp.SLE, Exprs.intConst(IntType.I32, 1000), x),
                    Exprs.binary(BinaryOp.SLE, x, Exprs.intConst(IntType.I32, 1100))),
            x -> Exprs.binary(BinaryOp.EQ, x, target),
            Property.UNREACH_CALL);
    // Drawn from all 32-bit values, 1042 comes once in 2^32 runs; from [1000, 1100], within 3000.
    Verdict v = verify(p, RandomOptions.defaults().withMaxRuns(3000));
    assertEquals(
        List.of(target),
        assertInstanceOf(Verdict.Violated.class, v).counterexample().inputValues());
  }

  @Test
  void theBudgetEndsTheSearch() {
    Expr rare = Exprs.intConst(IntType.I32, 123456789);
    // The budget is CPU time, which a loaded machine stretches in wall time: the generous limit
    // only catches a search that does not stop.
    Verdict v =
        assertTimeoutPreemptively(
            Duration.ofSeconds(120),
            () ->
                new RandomEngine(RandomOptions.defaults())
                    .verify(
                        guarded(x -> Exprs.binary(BinaryOp.EQ, x, rare), Property.UNREACH_CALL),
                        Budget.of(Duration.ofMillis(500)))
                    .verdict());
    assertInstanceOf(Verdict.Unknown.class, v);
  }

  @Test
  void undefinedBehaviorIsNeverAViolation() {
    Verdict v =
        verify(
            guarded(x -> Exprs.binary(BinaryOp.SLE, x, ZERO), Property.UNDEFINED_BEHAVIOR),
            RandomOptions.defaults().withMaxRuns(20));
    String reason = assertInstanceOf(Verdict.Unknown.class, v).reason().detail();
    assertTrue(reason.startsWith("no error found by random testing in 20 runs ("), reason);
    assertTrue(
        reason.contains(
            "stopped at undefined behavior, first: reaches undefined behavior at t.c:4:5"),
        reason);
  }

  @Test
  void uninitialisedMemoryIsRandomAndPartOfTheCounterexample() {
    Cfa.Builder b = Cfa.builder("main");
    Location entry = b.newLocation();
    Location exit = b.newLocation();
    b.entry(entry).exit(exit);
    Var p = new Var("p", Type.PointerType.INSTANCE, "main");
    Var y = new Var("y", IntType.I8, "main");
    Location allocated = b.newLocation();
    Location loaded = b.newLocation();
    Location bad = b.newLocation();
    Expr c = Exprs.binary(BinaryOp.EQ, y, Exprs.intConst(IntType.I8, 0x5a));
    b.addEdge(
        entry,
        allocated,
        new Op.Alloc(p, Op.AllocKind.STACK, Exprs.intConst(IntType.I64, 4), false, "buf"),
        LOC);
    b.addEdge(
        allocated, loaded, new Op.Load(y, Exprs.ptrAdd(p, Exprs.intConst(IntType.I64, 2))), LOC);
    b.addEdge(loaded, bad, new Op.Assume(c), LOC);
    b.addEdge(loaded, exit, new Op.Assume(Exprs.not(c)), LOC);
    b.addEdge(bad, b.newLocation(), new Op.Error(Property.UNREACH_CALL, ""), LOC);
    Verdict v = verify(program(b));
    Counterexample cex = assertInstanceOf(Verdict.Violated.class, v).counterexample();
    assertEquals(List.of(), cex.inputs());
    long address = (2L << 40) + 2; // main is object 1, buf object 2
    assertEquals(java.util.Map.of(address, (byte) 0x5a), cex.uninitializedMemory());
  }

  @Test
  void theOnlyExecutionDecidesAProgramWithoutInput() {
    Cfa.Builder b = Cfa.builder("main");
    Location entry = b.newLocation();
    Location exit = b.newLocation();
    b.entry(entry).exit(exit);
    Var v = new Var("v", IntType.I32, "main");
    b.addEdge(entry, b.newLocation(), new Op.Load(v, Exprs.NULL), LOC);
    Reason reason = assertInstanceOf(Verdict.Unknown.class, verify(program(b))).reason();
    assertEquals(
        Reason.of(Reason.Kind.UNDEFINED_BEHAVIOR, "invalid read of 4 bytes at NULL", LOC), reason);

    b = Cfa.builder("main");
    entry = b.newLocation();
    b.entry(entry).exit(b.newLocation());
    b.addEdge(entry, entry, Op.Skip.INSTANCE, LOC);
    reason =
        assertInstanceOf(
                Verdict.Unknown.class,
                verify(program(b), RandomOptions.defaults().withRunSteps(1000, 8000)))
            .reason();
    assertEquals(
        "the program reads no input and its only execution runs longer than 8000 steps",
        reason.detail());
  }

  @Test
  void confirmedLeaksAreViolations() {
    Cfa.Builder b = Cfa.builder("main");
    Location entry = b.newLocation();
    Location exit = b.newLocation();
    Location allocated = b.newLocation();
    b.entry(entry).exit(exit);
    Var p = new Var("p", Type.PointerType.INSTANCE, "main");
    b.addEdge(
        entry,
        allocated,
        new Op.Alloc(p, Op.AllocKind.HEAP, Exprs.intConst(IntType.I64, 4), false, ""),
        LOC);
    b.addEdge(allocated, b.newLocation(), new Op.Error(Property.VALID_MEMTRACK, "leak"), LOC);
    Verdict v = verify(program(b));
    assertEquals(
        Property.VALID_MEMTRACK,
        assertInstanceOf(Verdict.Violated.class, v).counterexample().property());
  }

  @Test
  void noInputAndNormalEndProvesTheProgram() {
    Cfa.Builder b = Cfa.builder("main");
    Location entry = b.newLocation();
    Location exit = b.newLocation();
    b.entry(entry).exit(exit);
    b.addEdge(entry, exit, new Op.Return(Optional.of(ZERO)), LOC);
    Verdict v = verify(program(b));
    assertEquals(
        "the program reads no input and its only execution ends without error",
        assertInstanceOf(Verdict.Proved.class, v).proof().method());
  }
}
