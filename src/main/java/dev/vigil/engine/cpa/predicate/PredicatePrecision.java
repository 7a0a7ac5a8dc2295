package dev.vigil.engine.cpa.predicate;

import dev.vigil.engine.cpa.core.Precision;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Location;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The predicates of predicate abstraction, per abstraction location: IR conditions over the
 * program's variables (and the object facts of memory), which the encoder instantiates in any
 * state. Refinement adds predicates; the order of a location's list is fixed once made.
 */
public record PredicatePrecision(Map<Location, List<Expr>> predicates) implements Precision {
  public static final PredicatePrecision EMPTY = new PredicatePrecision(Map.of());

  public PredicatePrecision {
    Map<Location, List<Expr>> copy = new LinkedHashMap<>();
    predicates.forEach((l, ps) -> copy.put(l, List.copyOf(ps)));
    predicates = Collections.unmodifiableMap(copy);
  }

  /** The predicates at {@code l}, in a fixed order. */
  public List<Expr> at(Location l) {
    return predicates.getOrDefault(l, List.of());
  }

  /** This precision with {@code more} predicates; {@code this} if none is new. */
  public PredicatePrecision with(Map<Location, ? extends Set<Expr>> more) {
    Map<Location, List<Expr>> all = new LinkedHashMap<>(predicates);
    boolean changed = false;
    for (Map.Entry<Location, ? extends Set<Expr>> e : more.entrySet()) {
      Set<Expr> known = new LinkedHashSet<>(at(e.getKey()));
      List<Expr> list = new ArrayList<>(at(e.getKey()));
      for (Expr p : e.getValue()) {
        if (known.add(p)) {
          list.add(p);
          changed = true;
        }
      }
      all.put(e.getKey(), list);
    }
    return changed ? new PredicatePrecision(all) : this;
  }

  /** How many predicates there are in all. */
  public int size() {
    return predicates.values().stream().mapToInt(List::size).sum();
  }
}
