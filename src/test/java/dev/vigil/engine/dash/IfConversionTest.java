package dev.vigil.engine.dash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.SharedTasks;
import dev.vigil.analysis.Loops;
import dev.vigil.interp.Inputs;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * If-conversion on SV-COMP's byte adder, whose loop body is diamonds that only assign: the body
 * becomes straight-line, and the converted program runs as the original does on every input tried.
 */
class IfConversionTest {
  private static Program byteAdd(String name) throws Exception {
    return SharedTasks.load(SharedTasks.benchmarks("sv-comp").resolve("bitvector/" + name + ".yml"))
        .program();
  }

  private static long branches(Cfa cfa) {
    return cfa.edges().stream().filter(e -> e.op() instanceof Op.Assume).count();
  }

  @Test
  void theAddersLoopBodiesBecomeStraightLine() throws Exception {
    Program p = byteAdd("byte_add_1_true-unreach-call_true-no-overflow_true-termination");
    Cfa before = p.function("mp_add").orElseThrow().cfa();
    Cfa after = IfConversion.of(p).function("mp_add").orElseThrow().cfa();
    assertTrue(branches(before) > 40, () -> "branches before: " + branches(before));
    // left: the two loops' conditions and the three tests that count each operand's digits before
    // the loop (a diamond outside loops is stepped over once anyway), both ways
    assertEquals(4 + 12, branches(after), () -> "branches after: " + branches(after));
    Loops loops = Loops.of(after);
    assertEquals(
        4,
        after.edges().stream()
            .filter(e -> e.op() instanceof Op.Assume && loops.innermost(e.source()).isPresent())
            .count(),
        "branches inside loops: only their conditions");
  }

  private static Program task(String name) throws Exception {
    return SharedTasks.load(SharedTasks.benchmarks("sv-comp").resolve(name + ".yml")).program();
  }

  /** Diamond's step is chosen by an input's parity, which its loop never writes: it stays. */
  @Test
  void aBranchOnWhatTheLoopDoesNotWriteStays() throws Exception {
    Program p = task("loop-acceleration/diamond_true-unreach-call1_true-termination");
    assertEquals(p, IfConversion.of(p));
  }

  /**
   * {@code if (blastFlag == 0) blastFlag = 1;} moves the handshake's state machine, whose bug tests
   * find by steering into that arm: it stays, while Parity's toggle between the truth values 1 and
   * 0 converts.
   */
  @Test
  void armsThatSetAStateStayAndTruthValuesConvert() throws Exception {
    Program s3 = task("ssh-simplified/s3_clnt_1_false-unreach-call_true-termination.cil");
    assertEquals(0, ites(IfConversion.of(s3).function("ssl3_connect").orElseThrow().cfa()));
    Program parity = task("bitvector/parity_true-unreach-call_true-no-overflow");
    assertEquals(0, ites(parity.function("main").orElseThrow().cfa()));
    assertEquals(1, ites(IfConversion.of(parity).function("main").orElseThrow().cfa()));
  }

  /** The assignments of a conditional value. */
  private static long ites(Cfa cfa) {
    return cfa.edges().stream()
        .flatMap(e -> Ops.expressions(e.op()).stream())
        .filter(x -> x instanceof Expr.Ite)
        .count();
  }

  @Test
  void convertedProgramsRunAsTheOriginal() throws Exception {
    Program p = byteAdd("byte_add_false-unreach-call_true-no-overflow_true-termination");
    Program converted = IfConversion.of(p);
    Interpreter original = new Interpreter(p);
    Interpreter ifConverted = new Interpreter(converted);
    Set<Class<?>> seen = new HashSet<>();
    for (long seed = 0; seed < 300; seed++) {
      Outcome a = original.run(Inputs.random(seed), 1_000_000, false);
      Outcome b = ifConverted.run(Inputs.random(seed), 1_000_000, false);
      assertEquals(a.getClass(), b.getClass(), "seed " + seed);
      seen.add(a.getClass());
    }
    // the comparison can fail: random inputs both reach the error and miss it
    assertTrue(seen.contains(Outcome.ErrorReached.class), seen::toString);
    assertTrue(seen.contains(Outcome.NormalExit.class), seen::toString);
  }
}
