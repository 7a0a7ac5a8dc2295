package dev.vigil.engine.dash;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What an abstract edge stands for: a chain of CFA edges of the analysed function from one block
 * head to the next ({@link Kind#CFA}; a call is a chain of its own), the error reached inside the
 * callee of a call edge ({@link Kind#CALLEE_ERROR}), or, in the analysis of a callee, its return
 * into the caller's target region ({@link Kind#EXIT}, from the exit location).
 */
record Transition(Kind kind, List<Edge> edges) {
  enum Kind {
    CFA,
    CALLEE_ERROR,
    EXIT
  }

  static Transition of(List<Edge> chain) {
    return new Transition(Kind.CFA, chain);
  }

  static Transition calleeError(Edge call) {
    return new Transition(Kind.CALLEE_ERROR, List.of(call));
  }

  static final Transition EXIT = new Transition(Kind.EXIT, List.of());

  /** The first edge: the call, for calls. */
  Edge edge() {
    return edges.get(0);
  }

  Location target() {
    return edges.get(edges.size() - 1).target();
  }

  /** Whether this is a call of a function with a body. */
  boolean isCall() {
    return kind == Kind.CFA && edge().op() instanceof Op.Call;
  }

  /** Equal when of one kind over the same edges (identical, not equal, edges). */
  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Transition t) || t.kind != kind || t.edges.size() != edges.size()) {
      return false;
    }
    for (int i = 0; i < edges.size(); i++) {
      if (t.edges.get(i) != edges.get(i)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    int h = kind.hashCode();
    for (Edge e : edges) {
      h = h * 31 + System.identityHashCode(e);
    }
    return h;
  }

  @Override
  public String toString() {
    return switch (kind) {
      case CFA -> edges.stream().map(e -> e.op().toString()).collect(Collectors.joining("; "));
      case CALLEE_ERROR -> "error in " + edge().op();
      case EXIT -> "return into the caller's target";
    };
  }
}
