package dev.vigil.engine.dash;

import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import java.util.Arrays;

/**
 * One call of a function in a test: its own steps (global step numbers of the test's path; the
 * steps of the functions it calls are not its own), where each of its states is, and how it
 * ended. State {@code j} is before own step {@code j}; the last state is after the last own step.
 * A call whose callee never returned (the run ended inside it) is not an own step but {@link
 * #pendingCall}: the last state is then before that call.
 */
final class Activation {
  final Test test;
  final Function function;
  /** The global number of the activation's first step. */
  final int start;
  final int[] steps;
  final int pendingCall;
  final boolean returned;
  final Location[] locations;
  /** The transition each own step takes. */
  final Transition[] transitions;
  /** The leaf region of each state in the analysis that tracks this activation. */
  final Region[] regions;
  /** Where the last state goes, when that is a virtual error region, and how; else null. */
  Region lastSuccessor;
  Transition lastVia;

  private Activation(Test test, Function function, int start, int[] steps, int pendingCall,
      boolean returned, ProgramIndex index) {
    this.test = test;
    this.function = function;
    this.start = start;
    this.steps = steps;
    this.pendingCall = pendingCall;
    this.returned = returned;
    this.locations = new Location[steps.length + 1];
    this.transitions = new Transition[steps.length];
    locations[0] = function.cfa().entry();
    int f = index.number(function.name());
    for (int j = 0; j < steps.length; j++) {
      dev.vigil.ir.Edge e = index.edge(f, test.edge(steps[j]));
      transitions[j] = Transition.of(e);
      locations[j + 1] = e.target();
    }
    this.regions = new Region[steps.length + 1];
  }

  /** The activation of {@code function} whose first step is global step {@code start}. */
  static Activation of(Test test, Function function, int start, ProgramIndex index) {
    int self = index.number(function.name());
    int[] own = new int[16];
    int n = 0;
    int depth = 0;
    int call = -1;
    boolean returned = false;
    for (int i = start; i < test.length(); i++) {
      int f = test.function(i);
      int e = test.edge(i);
      if (depth == 0) {
        if (f != self) {
          break; // the path left this activation without a return: not ours
        }
        if (e < 0) {
          returned = true;
          break;
        }
        if (n == own.length) {
          own = Arrays.copyOf(own, 2 * n);
        }
        own[n++] = i;
        if (index.isReturn(f, e)) {
          returned = true;
          break;
        }
        if (index.isCall(f, e)) {
          depth = 1;
          call = i;
        }
      } else if (index.isCall(f, e)) {
        depth++;
      } else if (index.isReturn(f, e)) {
        depth--;
      }
    }
    int pending = -1;
    if (depth > 0) {
      pending = call;
      n--; // the call never returned: not a completed step
    }
    return new Activation(test, function, start, Arrays.copyOf(own, n), pending, returned, index);
  }

  /** The number of states: one more than own steps. */
  int size() {
    return steps.length + 1;
  }

  /** The global step number at which the test is in state {@code position}. */
  int globalStep(int position) {
    if (position < steps.length) {
      return steps[position];
    }
    if (pendingCall >= 0) {
      return pendingCall;
    }
    return steps.length == 0 ? start : steps[steps.length - 1] + 1;
  }

  TestState state(int position) {
    return new TestState(this, position);
  }

  TestState last() {
    return state(steps.length);
  }

  @Override
  public String toString() {
    return function.name() + "@" + start + " of " + test;
  }
}
