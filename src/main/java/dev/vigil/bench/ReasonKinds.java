package dev.vigil.bench;

import dev.vigil.engine.Reason;

/**
 * The kind of an UNKNOWN reason in result files written before reasons had kinds, read from the
 * start of the reason's text. New files and the children's JSON carry the kind itself.
 */
final class ReasonKinds {
  private ReasonKinds() {}

  static String ofLegacyText(String reason) {
    if (reason.isBlank()) {
      return "";
    }
    if (reason.startsWith("error:") || reason.startsWith("internal error")) {
      return Answer.ERROR;
    }
    if (reason.contains(" does not fit the property ")) {
      return Answer.WRONG_PROPERTY;
    }
    Reason.Kind kind =
        reason.startsWith("timeout")
            ? Reason.Kind.TIMEOUT
            : reason.startsWith("out of memory")
                ? Reason.Kind.OUT_OF_MEMORY
                : reason.startsWith("unsupported")
                    ? Reason.Kind.UNSUPPORTED
                    : reason.startsWith("undefined behavior")
                        ? Reason.Kind.UNDEFINED_BEHAVIOR
                        : reason.startsWith("solver")
                            ? Reason.Kind.SOLVER_FAILURE
                            : reason.startsWith("bound ")
                                ? Reason.Kind.BOUND_REACHED
                                : reason.startsWith("the error needs a particular result")
                                    ? Reason.Kind.NO_BODY
                                    : reason.startsWith("counterexample did not replay")
                                            || reason.startsWith("stack overflow")
                                        ? Reason.Kind.INTERNAL_ERROR
                                        : Reason.Kind.INCOMPLETE;
    return kind.id();
  }
}
