package dev.vigil.engine.cpa.predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Location;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * An abstraction's cubes, and so its formula, come in one order whatever order they were found in:
 * the formula goes to the solver, whose models choose the paths that refinement learns from (with
 * {@code Set.copyOf}'s order, which changes from one JVM to the next, runs of predicate-cegar on
 * token_ring.01 ended after 10, 12 or 13 refinements).
 */
class AbstractionTest {
  @Test
  void theCubesComeInOneOrderWhateverOrderTheyWereFoundIn() {
    List<Expr> predicates = new ArrayList<>();
    for (String name : List.of("a", "b", "c", "d")) {
      predicates.add(new Var(name, Type.IntType.BOOL, "main"));
    }
    BitSet all = new BitSet();
    all.set(0, predicates.size());
    List<Abstraction.Cube> cubes = new ArrayList<>();
    for (long bits = 0; bits < 16; bits++) {
      cubes.add(new Abstraction.Cube(all, BitSet.valueOf(new long[] {bits})));
    }
    List<Abstraction.Cube> ordered = List.copyOf(cubes);
    Random random = new Random(12);
    for (int i = 0; i < 20; i++) {
      Collections.shuffle(cubes, random);
      Abstraction a =
          new Abstraction(new Location("main", 1), predicates, new LinkedHashSet<>(cubes));
      assertEquals(ordered, List.copyOf(a.cubes()));
    }
  }
}
