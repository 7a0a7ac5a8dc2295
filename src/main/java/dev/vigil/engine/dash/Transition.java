package dev.vigil.engine.dash;

import dev.vigil.ir.Edge;

/**
 * What an abstract edge stands for: a CFA edge of the analysed function, the error reached inside
 * the callee of a call edge ({@link Kind#CALLEE_ERROR}), or, in the analysis of a callee, its
 * return into the caller's target region ({@link Kind#EXIT}, from the exit location).
 */
record Transition(Kind kind, Edge edge) {
  enum Kind {
    CFA,
    CALLEE_ERROR,
    EXIT
  }

  static Transition of(Edge e) {
    return new Transition(Kind.CFA, e);
  }

  static Transition calleeError(Edge call) {
    return new Transition(Kind.CALLEE_ERROR, call);
  }

  static final Transition EXIT = new Transition(Kind.EXIT, null);

  @Override
  public String toString() {
    return switch (kind) {
      case CFA -> edge.op().toString();
      case CALLEE_ERROR -> "error in " + edge.op();
      case EXIT -> "return into the caller's target";
    };
  }
}
