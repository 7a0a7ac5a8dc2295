package dev.vigil.report;

import dev.vigil.engine.Proof;
import dev.vigil.ir.Location;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A proof for people: the method, then the invariants at each loop head, in C. */
public final class ProofText {
  private ProofText() {}

  public static String render(Proof proof) {
    StringBuilder sb = new StringBuilder("Proof: ").append(proof.method()).append('\n');
    Map<Location, List<Proof.Invariant>> byHead = new LinkedHashMap<>();
    proof
        .invariants()
        .forEach(i -> byHead.computeIfAbsent(i.loopHead(), h -> new ArrayList<>()).add(i));
    if (!byHead.isEmpty()) {
      sb.append("Loop-head invariants:\n");
    }
    byHead.forEach(
        (head, invariants) -> {
          Proof.Invariant first = invariants.get(0);
          List<String> facts = invariants.stream().map(CExpressions::render).toList();
          sb.append("  ")
              .append(first.loc().isKnown() ? first.loc().toString() : head.toString())
              .append(" in ")
              .append(first.function())
              .append(": ")
              .append(String.join(" && ", facts))
              .append('\n');
        });
    return sb.toString();
  }
}
