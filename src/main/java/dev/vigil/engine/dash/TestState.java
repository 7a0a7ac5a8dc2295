package dev.vigil.engine.dash;

/**
 * A concrete state of a test: position {@code position} of one activation (before its {@code
 * position}-th own step; after the last one when {@code position} is the number of steps).
 */
record TestState(Activation activation, int position) implements Comparable<TestState> {
  Test test() {
    return activation.test;
  }

  @Override
  public int compareTo(TestState o) {
    int byTest = Integer.compare(activation.test.id, o.activation.test.id);
    return byTest != 0 ? byTest : Integer.compare(position, o.position);
  }

  /**
   * Whether this state is the better one to extend a frontier from: of the later test, the later
   * step (the study's §3.8.7: the last iteration of a loop, past which the test went on); of a test
   * cut at the step bound the earlier step instead, since such a test has no last iteration and the
   * frontier query grows with the path.
   */
  boolean newerThan(TestState o) {
    if (test() != o.test()) {
      return test().id > o.test().id;
    }
    boolean cut = test().outcome instanceof dev.vigil.interp.Outcome.StepLimit;
    return cut ? position < o.position : position > o.position;
  }

  @Override
  public String toString() {
    return "#" + position + "@" + activation.test;
  }
}
