package dev.vigil.engine.bmc;

import static dev.vigil.engine.bmc.Ir.I32;
import static dev.vigil.engine.bmc.Ir.bin;
import static dev.vigil.engine.bmc.Ir.i32;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Engine;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.Var;
import dev.vigil.smt.SolverKind;
import dev.vigil.validation.ReplayingEngine;
import java.time.Duration;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** BMC on hand-built programs: verdicts, bounds, and counterexamples that replay. */
class BmcEngineTest {
  /**
   * Verifies with the engine wrapped as the CLI wraps it: a counterexample must replay in the
   * interpreter to the same violation, and a replay failure fails the test.
   */
  static Verdict verify(Program p, BmcOptions options) {
    Engine replaying =
        new ReplayingEngine(
            new BmcEngine(options),
            alarm -> {
              throw new AssertionError(alarm);
            });
    return replaying.verify(p, Budget.of(Duration.ofSeconds(30))).verdict();
  }

  static Verdict verify(Program p) {
    return verify(p, BmcOptions.defaults());
  }

  static Verdict verify(Program p, int unwind) {
    return verify(
        p, new BmcOptions(OptionalInt.of(unwind), OptionalInt.empty(), SolverKind.Z3, false));
  }

  static Verdict verifyUpTo(Program p, int maxUnwind) {
    return verify(
        p, new BmcOptions(OptionalInt.empty(), OptionalInt.of(maxUnwind), SolverKind.Z3, false));
  }

  static Counterexample violated(Verdict v) {
    return assertInstanceOf(Verdict.Violated.class, v, () -> "expected FALSE, got " + v)
        .counterexample();
  }

  static void proved(Verdict v) {
    assertInstanceOf(Verdict.Proved.class, v, () -> "expected TRUE, got " + v);
  }

  static long input(Counterexample c, int i) {
    return ((Expr.IntConst) c.inputs().get(i).value()).signedValue();
  }

  @Test
  void straightLineBugIsFoundWithItsInput() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var x = main.var("x", I32);
    Var y = main.var("y", I32);
    main.nondet(x)
        .assign(y, bin(BinaryOp.MUL, x, i32(3)))
        .ifThen(bin(BinaryOp.EQ, y, i32(21)), t -> t.error())
        .ret(i32(0));
    Counterexample c = violated(verify(Ir.program(main)));
    assertEquals(Property.UNREACH_CALL, c.property());
    assertEquals(1, c.inputs().size());
    assertEquals(21, (int) (input(c, 0) * 3), "the input reaches the error");
    assertEquals(InputOrigin.nondet("__VERIFIER_nondet_i32"), c.inputs().get(0).origin());
  }

  @Test
  void infeasibleErrorIsProved() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var x = main.var("x", I32);
    main.nondet(x)
        .assume(bin(BinaryOp.SLT, x, i32(10)))
        .ifThen(bin(BinaryOp.SLT, i32(20), x), t -> t.error())
        .ret(i32(0));
    proved(verify(Ir.program(main)));
  }

  @Test
  void inputsComeInExecutionOrder() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var a = main.var("a", I32);
    Var b = main.var("b", I32);
    main.nondet(a)
        .nondet(b)
        .ifThen(
            bin(BinaryOp.EQ, a, i32(1)), t -> t.ifThen(bin(BinaryOp.EQ, b, i32(2)), u -> u.error()))
        .ret(i32(0));
    Counterexample c = violated(verify(Ir.program(main)));
    assertEquals(1, input(c, 0));
    assertEquals(2, input(c, 1));
  }

  /** i counts to n (a constant, or an input assumed at most n); error at i == bugAt in the body. */
  private static Program countTo(int n, int bugAt, boolean inputBound) {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var i = main.var("i", I32);
    Var m = main.var("m", I32);
    if (inputBound) {
      main.nondet(m).assume(bin(BinaryOp.SLE, m, i32(n)));
    } else {
      main.assign(m, i32(n));
    }
    main.assign(i, i32(0))
        .loop(
            bin(BinaryOp.SLT, i, m),
            body ->
                body.ifThen(bin(BinaryOp.EQ, i, i32(bugAt)), t -> t.error())
                    .assign(i, bin(BinaryOp.ADD, i, i32(1))))
        .ifThen(bin(BinaryOp.SLT, i32(n), i), t -> t.error())
        .ret(i32(0));
    return Ir.program(main);
  }

  @Test
  void loopWithInputBoundIsFullyUnwound() {
    BmcEngine engine = new BmcEngine(BmcOptions.defaults());
    Result r = engine.verify(countTo(10, -1, true), Budget.of(Duration.ofSeconds(30)));
    proved(r.verdict());
    assertTrue(((Verdict.Proved) r.verdict()).proof().method().contains("fully unwound"));
    assertEquals(
        12, r.statistics().count("bmc_bound"), "11 visits of the head; bounds 1..8, 10, 12");
    assertEquals(new Verdict.Unknown(Reason.boundReached(10)), verify(countTo(10, -1, true), 10));
    proved(verify(countTo(10, -1, true), 11));
  }

  @Test
  void loopsOverConstantsAreUnrolledCompletelyAtAnyBound() {
    BmcEngine engine = new BmcEngine(BmcOptions.defaults());
    Result r = engine.verify(countTo(1000, -1, false), Budget.of(Duration.ofSeconds(30)));
    proved(r.verdict());
    assertEquals(1, r.statistics().count("bmc_bound"));
    violated(verify(countTo(1000, 999, false), 1));
  }

  @Test
  void bugInTheFifthIterationNeedsBoundFive() {
    Program p = countTo(100, 4, true);
    assertEquals(new Verdict.Unknown(Reason.boundReached(4)), verify(p, 4));
    violated(verify(p, 5));
    violated(verify(p));
  }

  @Test
  void unboundedLoopStopsAtTheMaximumBound() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var n = main.var("n", I32);
    Var i = main.var("i", I32);
    main.nondet(n)
        .assign(i, i32(0))
        .loop(bin(BinaryOp.SLT, i, n), body -> body.assign(i, bin(BinaryOp.ADD, i, i32(1))))
        .ifThen(bin(BinaryOp.SLT, i, i32(0)), t -> t.error())
        .ret(i32(0));
    assertEquals(new Verdict.Unknown(Reason.boundReached(6)), verifyUpTo(Ir.program(main), 6));
  }

  @Test
  void nondeterministicLoopBugIsFound() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var n = main.var("n", I32);
    Var i = main.var("i", I32);
    Var s = main.var("s", I32);
    main.nondet(n)
        .assign(i, i32(0))
        .assign(s, i32(0))
        .loop(
            bin(BinaryOp.SLT, i, n),
            body -> body.assign(s, bin(BinaryOp.ADD, s, i)).assign(i, bin(BinaryOp.ADD, i, i32(1))))
        .ifThen(bin(BinaryOp.EQ, s, i32(10)), t -> t.error())
        .ret(i32(0));
    Counterexample c = violated(verify(Ir.program(main)));
    assertEquals(5, input(c, 0), "0+1+2+3+4 = 10");
  }

  private static Program factorial(int limit, int target) {
    Ir.Fn fact = new Ir.Fn("fact", I32);
    Var k = fact.param("k", I32);
    Var r = fact.var("r", I32);
    fact.ifThen(bin(BinaryOp.SLE, k, i32(1)), t -> t.ret(i32(1)));
    fact.call(r, "fact", bin(BinaryOp.SUB, k, i32(1))).ret(bin(BinaryOp.MUL, k, r));
    Ir.Fn main = new Ir.Fn("main", I32);
    Var n = main.var("n", I32);
    Var f = main.var("f", I32);
    main.nondet(n)
        .assume(bin(BinaryOp.SLE, n, i32(limit)))
        .call(f, "fact", n)
        .ifThen(bin(BinaryOp.EQ, f, i32(target)), t -> t.error())
        .ret(i32(0));
    return Ir.program(fact, main);
  }

  @Test
  void recursionIsInlinedToTheBound() {
    Counterexample c = violated(verify(factorial(6, 120)));
    assertEquals(5, input(c, 0));
    proved(verify(factorial(4, 120)));
  }

  @Test
  void undefinedBehaviourNeverGivesTrue() {
    Ir.Fn main = new Ir.Fn("main", I32);
    Var x = main.var("x", I32);
    main.nondet(x)
        .ifThen(bin(BinaryOp.EQ, x, i32(3)), t -> t.error(Property.UNDEFINED_BEHAVIOR))
        .ret(i32(0));
    Verdict v = verify(Ir.program(main));
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, v);
    assertEquals(Reason.Kind.UNDEFINED_BEHAVIOR, u.reason().kind(), u.reason().toString());
  }

  /** A loop entered in the middle (a goto into its body): the CFA is split to be reducible. */
  private static Program gotoIntoLoop(BinaryOp errorWhen) {
    dev.vigil.ir.Cfa.Builder b = dev.vigil.ir.Cfa.builder("main");
    dev.vigil.ir.Location start = b.newLocation();
    dev.vigil.ir.Location exit = b.newLocation();
    dev.vigil.ir.Location a = b.newLocation();
    dev.vigil.ir.Location a1 = b.newLocation();
    dev.vigil.ir.Location body = b.newLocation();
    dev.vigil.ir.Location test = b.newLocation();
    dev.vigil.ir.Location done = b.newLocation();
    dev.vigil.ir.Location bad = b.newLocation();
    dev.vigil.ir.Location ok = b.newLocation();
    Var x = new Var("x", I32, "main");
    Var i = new Var("i", I32, "main");
    dev.vigil.ir.SourceLoc l = new dev.vigil.ir.SourceLoc("t.c", 1, 1);
    b.addEdge(
        start, a, new dev.vigil.ir.Op.Havoc(x, InputOrigin.nondet("__VERIFIER_nondet_int")), l);
    b.addEdge(a, a1, new dev.vigil.ir.Op.Assign(i, i32(0)), l);
    Expr zero = bin(BinaryOp.EQ, x, i32(0));
    b.addEdge(a1, body, new dev.vigil.ir.Op.Assume(zero), l);
    b.addEdge(a1, test, new dev.vigil.ir.Op.Assume(Exprs.not(zero)), l);
    b.addEdge(body, test, new dev.vigil.ir.Op.Assign(i, bin(BinaryOp.ADD, i, i32(1))), l);
    Expr more = bin(BinaryOp.SLT, i, i32(5));
    b.addEdge(test, body, new dev.vigil.ir.Op.Assume(more), l);
    b.addEdge(test, done, new dev.vigil.ir.Op.Assume(Exprs.not(more)), l);
    Expr wrong = bin(errorWhen, i, i32(5));
    b.addEdge(done, bad, new dev.vigil.ir.Op.Assume(wrong), l);
    b.addEdge(done, ok, new dev.vigil.ir.Op.Assume(Exprs.not(wrong)), l);
    b.addEdge(bad, b.newLocation(), new dev.vigil.ir.Op.Error(Property.UNREACH_CALL, ""), l);
    b.addEdge(ok, exit, new dev.vigil.ir.Op.Return(java.util.Optional.of(i32(0))), l);
    dev.vigil.ir.Cfa cfa = b.entry(start).exit(exit).build();
    dev.vigil.ir.Function main =
        new dev.vigil.ir.Function("main", java.util.List.of(), I32, false, cfa, l);
    return new Program(
        dev.vigil.ir.DataModel.LP64,
        java.util.List.of(),
        java.util.List.of(main),
        java.util.List.of(),
        java.util.List.of());
  }

  @Test
  void irreducibleLoopsAreSplit() throws Exception {
    assertFalse(dev.vigil.analysis.Loops.of(gotoIntoLoop(BinaryOp.EQ).main().cfa()).reducible());
    violated(verify(gotoIntoLoop(BinaryOp.EQ)));
    proved(verify(gotoIntoLoop(BinaryOp.NE)));
  }
}
