package dev.vigil.engine.cpa.predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.smt.Bool;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SolverKind;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Cube enumeration ends without a last question once it has found every assignment of the
 * predicates (on count_by_k, Z3 took minutes to refute such a last question).
 */
class AbstractorTest {
  @Test
  void enumerationEndsOnceEveryAssignmentIsFound() throws Exception {
    try (Smt smt = Smt.open(SolverKind.Z3, () -> false)) {
      Bool a = smt.fresh("a");
      Bool b = smt.fresh("b");
      Abstractor abstractor = new Abstractor(smt);
      Set<Abstraction.Cube> cubes = abstractor.cubes(List.of(smt.or(a, smt.not(a))), List.of(a, b));
      BitSet all = new BitSet();
      all.set(0, 2);
      assertEquals(
          Set.of(cube(all, 0b00), cube(all, 0b01), cube(all, 0b10), cube(all, 0b11)),
          cubes,
          "the four assignments");
      assertEquals(1, abstractor.allAssignments());
      assertEquals(4, abstractor.queries(), "one question per cube, none after the last");
    }
  }

  private static Abstraction.Cube cube(BitSet all, long values) {
    return new Abstraction.Cube(all, BitSet.valueOf(new long[] {values}));
  }
}
