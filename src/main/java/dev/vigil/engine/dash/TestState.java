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

  @Override
  public String toString() {
    return "#" + position + "@" + activation.test;
  }
}
