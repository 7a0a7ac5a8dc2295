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

  @Override
  public boolean equals(Object o) {
    return o instanceof Transition t
        && t.kind == kind
        && (edges.isEmpty() ? t.edges.isEmpty() : !t.edges.isEmpty() && t.edge() == edge());
  }

  @Override
  public int hashCode() {
    return kind.hashCode() * 31 + (edges.isEmpty() ? 0 : System.identityHashCode(edge()));
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
