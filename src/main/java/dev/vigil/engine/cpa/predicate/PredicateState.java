package dev.vigil.engine.cpa.predicate;

import dev.vigil.engine.cpa.core.AbstractState;
import dev.vigil.engine.cpa.data.Frames;
import dev.vigil.ir.Location;
import dev.vigil.smt.Bool;
import dev.vigil.smt.SymState;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A state of predicate abstraction with adjustable blocks (ABE, abstraction at loop heads): the
 * abstraction at the block's start ({@code startFormula} is it instantiated in {@code start}, the
 * block's first symbolic state: every variable its canonical symbol, memory with the objects it had
 * and arbitrary bytes), and the block so far: the symbolic state {@code current} and the path
 * formula's conjuncts. {@code pending} is the loop head just reached, where precision adjustment
 * abstracts; {@code abstracted} states are the results of abstraction (and the root), and keep the
 * formula of the block they abstracted ({@code blockBefore}), and the predicates instantiated at
 * that block's end ({@code predicatesBefore}) and at the new block's start ({@code
 * predicatesHere}), for choosing counterexample paths. A state made by merging two of one block
 * {@code includes} them (by identity), and its {@code selector} holds where the path ran through
 * the state it was merged into (the first of the ARG node's merged nodes), not the new one.
 */
public record PredicateState(
    Abstraction abstraction,
    Bool startFormula,
    SymState start,
    SymState current,
    List<Bool> path,
    Frames frames,
    Location pending,
    boolean abstracted,
    Bool blockBefore,
    List<Bool> predicatesBefore,
    List<Bool> predicatesHere,
    Set<PredicateState> includes,
    Optional<Bool> selector)
    implements AbstractState {

  public PredicateState {
    Objects.requireNonNull(abstraction);
    Objects.requireNonNull(startFormula);
    Objects.requireNonNull(start);
    Objects.requireNonNull(current);
    path = List.copyOf(path);
    Objects.requireNonNull(frames);
    Objects.requireNonNull(blockBefore);
    predicatesBefore = List.copyOf(predicatesBefore);
    predicatesHere = List.copyOf(predicatesHere);
    Objects.requireNonNull(includes);
    Objects.requireNonNull(selector);
  }

  PredicateState step(SymState next, Bool conjunct, Frames f) {
    List<Bool> longer = path;
    if (!conjunct.isTrue()) {
      longer = new ArrayList<>(path);
      longer.add(conjunct);
    }
    return new PredicateState(
        abstraction,
        startFormula,
        start,
        next,
        longer,
        f,
        null,
        false,
        blockBefore,
        predicatesBefore,
        predicatesHere,
        Set.of(),
        Optional.empty());
  }

  PredicateState pendingAt(Location l) {
    return new PredicateState(
        abstraction,
        startFormula,
        start,
        current,
        path,
        frames,
        l,
        false,
        blockBefore,
        predicatesBefore,
        predicatesHere,
        Set.of(),
        Optional.empty());
  }

  /** Whether {@code other} was merged into this state (directly or not). */
  boolean includes(PredicateState other) {
    return includes.contains(other);
  }

  /** The block's formula: the start's abstraction and the path. */
  List<Bool> blockFormula() {
    List<Bool> all = new ArrayList<>(path);
    all.add(startFormula);
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

  @Override
  public String toString() {
    return abstracted ? String.valueOf(abstraction.condition()) : "block of " + path.size();
  }
}
