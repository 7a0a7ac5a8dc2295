package dev.vigil.analysis.dependence;

import dev.vigil.ir.Edge;
import java.util.Objects;

/**
 * A node of the system dependence graph: a CFA edge (a statement; for a call, the call itself), an
 * actual-in node per argument of a call (it binds the callee's parameter), an actual-out node per
 * call (it binds the result), or the entry of a function (what its statements depend on when no
 * branch of it decides them). Edges compare by identity.
 */
public sealed interface DependenceNode {

  /** A CFA edge. */
  record Statement(Edge edge) implements DependenceNode {
    public Statement {
      Objects.requireNonNull(edge);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Statement s && s.edge == edge;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(edge);
    }

    @Override
    public String toString() {
      return edge.source().function() + ":" + edge;
    }
  }

  /** Argument {@code index} of a call, bound to the callee's parameter. */
  record ActualIn(Edge call, int index) implements DependenceNode {
    public ActualIn {
      Objects.requireNonNull(call);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof ActualIn a && a.call == call && a.index == index;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(call) * 31 + index;
    }

    @Override
    public String toString() {
      return "actual-in " + index + " of " + call.source().function() + ":" + call;
    }
  }

  /** The result of a call, bound from the callee's return variable. */
  record ActualOut(Edge call) implements DependenceNode {
    public ActualOut {
      Objects.requireNonNull(call);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof ActualOut a && a.call == call;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(call) * 17;
    }

    @Override
    public String toString() {
      return "actual-out of " + call.source().function() + ":" + call;
    }
  }

  /** The entry of a function ({@code n_entry} for {@code main}). */
  record Entry(String function) implements DependenceNode {
    public Entry {
      Objects.requireNonNull(function);
    }

    @Override
    public String toString() {
      return "entry of " + function;
    }
  }
}
