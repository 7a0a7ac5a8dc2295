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
 * Cube enumeration ends as soon as the predicates alone allow no further assignment, without asking
 * the solver about the formula once more (on count_by_k, that last question with {@code i == m} and
 * {@code i < m} among the predicates took Z3 minutes).
 */
class AbstractorTest {
  @Test
  void enumerationEndsWhenThePredicatesAllowNoOtherCube() throws Exception {
    try (Smt smt = Smt.open(SolverKind.Z3, () -> false)) {
      Bool a = smt.fresh("a");
      Bool b = smt.fresh("b");
      Abstractor abstractor = new Abstractor(smt);
      // a && b implies a: the cube "not a, a && b" is impossible whatever the formula.
      Set<Abstraction.Cube> cubes =
          abstractor.cubes(List.of(smt.or(a, smt.not(a))), List.of(a, smt.and(a, b)));
      BitSet all = new BitSet();
      all.set(0, 2);
      assertEquals(
          Set.of(cube(all, 0b00), cube(all, 0b01), cube(all, 0b11)),
          cubes,
          "the three assignments the predicates allow");
      assertEquals(1, abstractor.refutedByPredicates());
    }
  }

  private static Abstraction.Cube cube(BitSet all, long values) {
    return new Abstraction.Cube(all, BitSet.valueOf(new long[] {values}));
  }
}
