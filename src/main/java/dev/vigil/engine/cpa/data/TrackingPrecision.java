package dev.vigil.engine.cpa.data;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.engine.cpa.core.Precision;
import dev.vigil.ir.Var;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What a value analysis or symbolic execution tracks: source variables, whether memory, and (for
 * symbolic execution) the path constraints of which assume edges ({@code π = (π_X, π_P)} of the
 * thesis). {@link #FULL} tracks everything.
 */
public record TrackingPrecision(
    boolean full, Set<SourceVariable> variables, boolean memory, Set<ProgramEdge> constraints)
    implements Precision {

  public static final TrackingPrecision FULL =
      new TrackingPrecision(true, Set.of(), true, Set.of());
  public static final TrackingPrecision EMPTY =
      new TrackingPrecision(false, Set.of(), false, Set.of());

  public TrackingPrecision {
    variables = Collections.unmodifiableSet(new LinkedHashSet<>(variables));
    Set<ProgramEdge> edges = Collections.newSetFromMap(new IdentityHashMap<>());
    edges.addAll(constraints);
    constraints = Collections.unmodifiableSet(edges);
  }

  public boolean tracks(Var v) {
    return full || variables.contains(SourceVariable.of(v));
  }

  public boolean tracksMemory() {
    return full || memory;
  }

  /** Whether the constraint of the assume edge {@code e} (a graph edge) is kept. */
  public boolean tracksConstraint(ProgramEdge e) {
    return full || constraints.contains(e.original());
  }

  /** This precision and {@code other} together. */
  public TrackingPrecision join(TrackingPrecision other) {
    if (full || other.full) {
      return FULL;
    }
    Set<SourceVariable> vars = new LinkedHashSet<>(variables);
    vars.addAll(other.variables);
    Set<ProgramEdge> edges = Collections.newSetFromMap(new IdentityHashMap<>());
    edges.addAll(constraints);
    edges.addAll(other.constraints);
    return new TrackingPrecision(false, vars, memory || other.memory, edges);
  }

  /** How many things it tracks (variables, memory, constraints), for statistics. */
  public int size() {
    return variables.size() + (memory ? 1 : 0) + constraints.size();
  }
}
