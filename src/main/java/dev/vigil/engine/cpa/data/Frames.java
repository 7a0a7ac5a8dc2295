package dev.vigil.engine.cpa.data;

import dev.vigil.ir.Var;
import dev.vigil.smt.Term;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The function activations under way, newest first: each with its stack objects, so that they die
 * when the function returns (docs/SEMANTICS.md), and the bindings of its function's variables in
 * the activation it suspended ({@link Activations}; empty unless the function was already under
 * way). Immutable.
 */
public record Frames(List<Term> objects, Map<Var, Term> suspended, Frames caller) {
  /** The frame of {@code main}. */
  public static final Frames MAIN = new Frames(List.of(), Map.of(), null);

  public Frames {
    objects = List.copyOf(objects);
    suspended = Map.copyOf(suspended);
  }

  /** A new activation of a function none of whose variables were bound. */
  public Frames enter() {
    return enter(Map.of());
  }

  /** A new activation, which suspends the bindings of its function's variables. */
  public Frames enter(Map<Var, Term> suspending) {
    return new Frames(List.of(), suspending, this);
  }

  public Frames allocated(Term object) {
    List<Term> more = new ArrayList<>(objects);
    more.add(object);
    return new Frames(more, suspended, caller);
  }

  /** The frames once the newest activation returned ({@code MAIN} stays). */
  public Frames exit() {
    return caller == null ? this : caller;
  }

  /**
   * Whether each activation's suspended bindings here are also in {@code finer}'s activation at the
   * same depth (so this knows less of them), both stacks equally deep.
   */
  public boolean suspendedWithin(Frames finer) {
    Frames a = this;
    Frames b = finer;
    while (a != null && b != null) {
      if (!b.suspended.entrySet().containsAll(a.suspended.entrySet())) {
        return false;
      }
      a = a.caller;
      b = b.caller;
    }
    return a == null && b == null;
  }

  /** These frames with only the suspended bindings {@code other} has too, depth by depth. */
  public Frames suspendedInCommon(Frames other) {
    if (caller == null || other == null || other.caller == null) {
      return this;
    }
    Map<Var, Term> common = new HashMap<>(suspended);
    common.entrySet().retainAll(other.suspended.entrySet());
    return new Frames(objects, common, caller.suspendedInCommon(other.caller));
  }
}
