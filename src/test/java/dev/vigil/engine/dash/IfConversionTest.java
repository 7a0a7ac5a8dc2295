package dev.vigil.engine.dash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.SharedTasks;
import dev.vigil.interp.Inputs;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Op;
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
    // left: the two loops' conditions, both ways
    assertEquals(4, branches(after), () -> "branches after: " + branches(after));
    assertTrue(after.locations().size() < before.locations().size() / 2);
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
