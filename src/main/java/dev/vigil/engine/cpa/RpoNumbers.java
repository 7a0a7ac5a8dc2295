package dev.vigil.engine.cpa;

import dev.vigil.analysis.Dominators;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Program;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The reverse-postorder number of every location in its function, for the RPO waitlist. */
final class RpoNumbers {
  private final Map<Location, Integer> numbers = new HashMap<>();

  RpoNumbers(Program program) {
    for (Function f : program.functions().values()) {
      List<Location> rpo = Dominators.reversePostorder(f.cfa());
      for (int i = 0; i < rpo.size(); i++) {
        numbers.put(rpo.get(i), i);
      }
    }
  }

  int of(Location l) {
    return numbers.getOrDefault(l, Integer.MAX_VALUE);
  }
}
