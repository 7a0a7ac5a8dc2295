package dev.vigil.engine.dash;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One call of a function in a test, in blocks: its own steps are the chains of edges it took
 * between block heads (see {@link Blocks}); the steps of the functions it calls are not its own.
 * State {@code j} is at a block head before own step {@code j}; the last state is after the last
 * complete own step. A call whose callee never returned (the run ended inside it) is not an own
 * step but {@link #pendingCall}: the last state is then before that call.
 */
final class Activation {
  final Test test;
  final Function function;

  /** The global number of the activation's first step. */
  final int start;

  /** The global numbers of the first and the last edge of each own step. */
  final int[] stepStart;

  final int[] stepEnd;
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

  private Activation(
      Test test,
      Function function,
      int start,
      List<int[]> steps,
      List<Transition> transitions,
      int pendingCall,
      boolean returned) {
    this.test = test;
    this.function = function;
    this.start = start;
    int n = steps.size();
    this.stepStart = new int[n];
    this.stepEnd = new int[n];
    this.transitions = transitions.toArray(Transition[]::new);
    this.locations = new Location[n + 1];
    locations[0] = function.cfa().entry();
    for (int j = 0; j < n; j++) {
      stepStart[j] = steps.get(j)[0];
      stepEnd[j] = steps.get(j)[1];
      locations[j + 1] = this.transitions[j].target();
    }
    this.pendingCall = pendingCall;
    this.returned = returned;
    this.regions = new Region[n + 1];
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
    return inBlocks(test, function, start, own, n, pending, returned, index);
  }

  /** Groups the own edges into chains; an unfinished last chain is left out. */
  private static Activation inBlocks(
      Test test,
      Function function,
      int start,
      int[] own,
      int n,
      int pending,
      boolean returned,
      ProgramIndex index) {
    Blocks blocks = index.blocks(function);
    int f = index.number(function.name());
    List<int[]> steps = new ArrayList<>();
    List<Transition> transitions = new ArrayList<>();
    int i = 0;
    while (i < n) {
      List<Edge> path = new ArrayList<>();
      path.add(index.edge(f, test.edge(own[i])));
      while (!blocks.isHead(path.get(path.size() - 1).target()) && i + path.size() < n) {
        path.add(index.edge(f, test.edge(own[i + path.size()])));
      }
      List<Edge> chain = blocks.chain(path);
      if (chain == null) {
        break;
      }
      steps.add(new int[] {own[i], own[i + chain.size() - 1]});
      transitions.add(Transition.of(chain));
      i += chain.size();
    }
    boolean complete = i == n;
    return new Activation(
        test, function, start, steps, transitions, complete ? pending : -1, complete && returned);
  }

  /** The number of own steps. */
  int length() {
    return stepStart.length;
  }

  /** The global step number at which the test is in state {@code position}. */
  int globalStep(int position) {
    if (position < stepStart.length) {
      return stepStart[position];
    }
    if (pendingCall >= 0) {
      return pendingCall;
    }
    return stepStart.length == 0 ? start : stepEnd[stepEnd.length - 1] + 1;
  }

  TestState state(int position) {
    return new TestState(this, position);
  }

  TestState last() {
    return state(stepStart.length);
  }

  @Override
  public String toString() {
    return function.name() + "@" + start + " of " + test;
  }
}
