package dev.vigil.engine.cpa.control;

import dev.vigil.engine.cpa.core.Precision;
import dev.vigil.ir.Edge;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * The error edges the specification no longer watches: undefined behaviour already shown reachable
 * (the verdict cannot be TRUE any more; the search goes on for a property violation).
 */
public record SpecPrecision(Set<Edge> ignored) implements Precision {
  public static final SpecPrecision NONE = new SpecPrecision(Set.of());

  public SpecPrecision {
    Set<Edge> copy = Collections.newSetFromMap(new IdentityHashMap<>());
    copy.addAll(ignored);
    ignored = Collections.unmodifiableSet(copy);
  }

  public SpecPrecision ignoring(Edge error) {
    Set<Edge> more = Collections.newSetFromMap(new IdentityHashMap<>());
    more.addAll(ignored);
    more.add(error);
    return new SpecPrecision(more);
  }
}
