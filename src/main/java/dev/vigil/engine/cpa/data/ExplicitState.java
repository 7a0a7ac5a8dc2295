package dev.vigil.engine.cpa.data;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.engine.cpa.core.AbstractState;
import dev.vigil.smt.Bool;
import dev.vigil.smt.SymState;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A state of the value analysis or of symbolic execution: the variables it knows, bound in a
 * symbolic state to a constant (value analysis) or to a term over symbolic values (symbolic
 * execution), an unbound variable being unknown; whether it knows memory (then the symbolic state's
 * memory is exact, with the stack objects of every activation in {@code frames}); the path
 * constraint {@code pc}, each with the assume edge it came from; and {@code definitions}, equations
 * that name symbolic values (satisfiable on their own, needed with {@code pc}).
 */
public record ExplicitState(
    SymState values, boolean memory, Frames frames, List<Constraint> pc, List<Bool> definitions)
    implements AbstractState {

  /** A path constraint and the assume edge (of the program graph) that added it. */
  public record Constraint(ProgramEdge source, Bool formula) {
    public Constraint {
      Objects.requireNonNull(source);
      Objects.requireNonNull(formula);
    }
  }

  public ExplicitState {
    Objects.requireNonNull(values);
    Objects.requireNonNull(frames);
    pc = List.copyOf(pc);
    definitions = List.copyOf(definitions);
  }

  public ExplicitState withValues(SymState v) {
    return v == values ? this : new ExplicitState(v, memory, frames, pc, definitions);
  }

  public ExplicitState withFrames(Frames f) {
    return new ExplicitState(values, memory, f, pc, definitions);
  }

  public ExplicitState withoutMemory() {
    return memory ? new ExplicitState(values, false, frames, pc, definitions) : this;
  }

  public ExplicitState withConstraint(Constraint c) {
    List<Constraint> more = new ArrayList<>(pc);
    more.add(c);
    return new ExplicitState(values, memory, frames, more, definitions);
  }

  public ExplicitState withPc(List<Constraint> constraints) {
    return new ExplicitState(values, memory, frames, constraints, definitions);
  }

  public ExplicitState withDefinition(Bool d) {
    if (d.isTrue()) {
      return this;
    }
    List<Bool> more = new ArrayList<>(definitions);
    more.add(d);
    return new ExplicitState(values, memory, frames, pc, more);
  }

  /** Everything that must hold together: definitions and path constraints. */
  public List<Bool> facts() {
    List<Bool> all = new ArrayList<>(definitions);
    pc.forEach(c -> all.add(c.formula()));
    return all;
  }

  @Override
  public boolean equals(Object o) {
    return this == o;
  }

  @Override
  public int hashCode() {
    return System.identityHashCode(this);
  }
}
