package dev.vigil.engine.cpa.slicing;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.dependence.DependenceNode;
import dev.vigil.ir.Op;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A program edge as the sliced program has it: the same edge if its statement is in the slice,
 * otherwise a no-op; for a call's halves, only the parameters and the result the slice binds.
 * Control (where an edge leads, error and halt edges) stays as it is: the location, call-stack and
 * specification CPAs read the CFA edge itself.
 */
public final class SliceView {
  private SliceView() {}

  public static ProgramEdge of(ProgramEdge e, Set<DependenceNode> slice) {
    return switch (e.kind()) {
      case LOCAL ->
          slice.contains(new DependenceNode.Statement(e.edge())) ? e : e.withOp(Op.Skip.INSTANCE);
      case ENTER -> e.withOp(parameters(e, slice));
      case EXIT ->
          slice.contains(new DependenceNode.ActualOut(e.edge())) ? e : e.withOp(Op.Skip.INSTANCE);
    };
  }

  private static Op parameters(ProgramEdge enter, Set<DependenceNode> slice) {
    if (!(enter.op() instanceof Op.ParallelAssign p)) {
      return enter.op();
    }
    List<Op.Assign> kept = new ArrayList<>();
    for (int i = 0; i < p.assignments().size(); i++) {
      if (slice.contains(new DependenceNode.ActualIn(enter.edge(), i))) {
        kept.add(p.assignments().get(i));
      }
    }
    if (kept.size() == p.assignments().size()) {
      return p;
    }
    return kept.isEmpty() ? Op.Skip.INSTANCE : new Op.ParallelAssign(kept);
  }

  /** The path as the sliced program has it. */
  public static List<ProgramEdge> of(List<ProgramEdge> path, Set<DependenceNode> slice) {
    return path.stream().map(e -> of(e, slice)).toList();
  }
}
