package dev.vigil.engine.kinduction;

import dev.vigil.engine.Reason;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The inductive side of k-induction: the program inlined into one CFA, where its parts came from,
 * the builder of inductive-step programs, and the invariants assumed at cut points (operations:
 * loads of globals and assumptions); or, once disabled, why there is none.
 */
record Induction(
    Program inlined,
    Inliner.Origins origins,
    InductiveStep step,
    Map<Location, List<Op>> invariants,
    Optional<Reason> disabled) {

  boolean enabled() {
    return disabled.isEmpty();
  }

  /** No inductive step, for the reason given. */
  static Induction disabled(Reason why) {
    return new Induction(null, null, null, Map.of(), Optional.of(why));
  }

  /** The inductive side with these invariants assumed at cut points. */
  Induction assuming(Map<Location, List<Op>> facts) {
    return new Induction(inlined, origins, step.assuming(facts), facts, Optional.empty());
  }

  /**
   * The inductive side of {@code program} with the interval analysis's facts (if {@code intervals})
   * assumed at cut points; disabled under recursion and where code that runs from one cut point to
   * the next allocates or frees memory (the havoc of memory keeps the set of objects).
   */
  static Induction of(Program program, boolean intervals, KInductionStatistics stats) {
    Inliner.Result inlined = Inliner.inline(program);
    if (inlined.program().isEmpty()) {
      return disabled(inlined.failure());
    }
    Program one = inlined.program().get();
    Cfa main = one.main().cfa();
    CutPoints cuts = CutPoints.of(main);
    java.util.BitSet betweenCuts = cuts.betweenCuts(main);
    for (Edge e : main.edges()) {
      if (betweenCuts.get(e.source().index())
          && betweenCuts.get(e.target().index())
          && (e.op() instanceof Op.Alloc || e.op() instanceof Op.Free)) {
        return disabled(
            Reason.of(Reason.Kind.UNSUPPORTED, "a loop allocates or frees memory", e.loc()));
      }
    }
    Map<Location, List<Op>> invariants =
        intervals ? IntervalInvariants.at(one, cuts.cuts()) : Map.of();
    invariants
        .values()
        .forEach(
            ops ->
                stats.invariantsFound +=
                    (int) ops.stream().filter(Op.Assume.class::isInstance).count());
    return new Induction(
        one,
        inlined.origins(),
        new InductiveStep(one, cuts, invariants),
        invariants,
        Optional.empty());
  }
}
