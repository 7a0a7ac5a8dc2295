package dev.vigil.engine.dash;

import dev.vigil.engine.Reason;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.dash.RegionGraph.AbstractEdge;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.StateTemplate;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Unsupported;
import java.util.List;
import java.util.Optional;

/**
 * A frontier over a call edge (DASH_call, the study's Alg. 4.3): into the region after the call, or
 * into the error inside the callee. DASH runs itself on the callee, in the context of the call in
 * the chosen test (its path constraint and state, the externals), with the caller's target as the
 * callee's error: returning into the target region, or reaching an error. A FAIL of the callee is a
 * test that crosses this frontier; a PASS gives the disjunction of the predicates that refined the
 * callee's initial region, which (stated over the caller's variables through the arguments) refines
 * the caller. Results are kept as summaries and tried first next time.
 */
final class CallFrontier {
  /**
   * How often an analysis of a function may be nested within analyses of itself: recursion of
   * constant depth ends within it; recursion whose depth depends on an input does not (the study's
   * Fig. 4.12b) and ends here.
   */
  private static final int MAX_RECURSION = 3;

  private final Analysis a;
  private final Dash dash;
  private final AbstractEdge frontier;
  private final Edge call;
  private final Op.Call op;
  private final boolean errorGoal;

  CallFrontier(Analysis a, AbstractEdge frontier) {
    this.a = a;
    this.dash = a.dash;
    this.frontier = frontier;
    this.call = frontier.via().edge();
    this.op = (Op.Call) call.op();
    this.errorGoal = frontier.via().kind() == Transition.Kind.CALLEE_ERROR;
  }

  Optional<Verdict> extend() throws Unsupported, SmtFailure, PathExecution.OutOfTime {
    Optional<Function> found = op.directCallee().flatMap(dash.index.program::function);
    if (found.isEmpty()) {
      return unknown(Reason.Kind.UNSUPPORTED, "a call through a function pointer at a frontier");
    }
    Function callee = found.get();
    dash.stats.solveRuns++;
    TestState s = caller();
    if (s == null) {
      return unknown(Reason.Kind.INCOMPLETE, "no test enters the call of " + callee.name());
    }
    Analysis.At at = a.stateAt(s, false);
    Pred known = known(callee);
    if (known != null) {
      Bool query = dash.smt.and(at.path().constraint(), a.instantiate(known, at, at.state()));
      if (!dash.satisfiable(query)) {
        dash.stats.summariesReused++;
        a.log(Event.Kind.SUMMARY_REUSED, frontier.source(), frontier.target(), known);
        a.refine(frontier, known, List.of(frontier.via()), s);
        return Optional.empty();
      }
    }
    int nested = 0;
    for (Analysis c = a; c != null; c = c.caller) {
      nested += c.function.equals(callee) ? 1 : 0;
    }
    if (a.level + 1 > dash.options.maxCallDepth() || nested >= MAX_RECURSION) {
      return Optional.of(
          new Verdict.Unknown(
              Reason.of(
                  Reason.Kind.BOUND_REACHED,
                  nested >= MAX_RECURSION
                      ? "recursion bound: "
                          + callee.name()
                          + " analysed "
                          + MAX_RECURSION
                          + " times within itself"
                      : "call depth "
                          + dash.options.maxCallDepth()
                          + " reached (at a call of "
                          + callee.name()
                          + ")")));
    }
    StateTemplate calleeTemplate = dash.encoder.template(dash.index.variables(callee));
    int start = s.activation().globalStep(s.position()) + 1;
    Analysis sub;
    if (errorGoal) {
      sub = Analysis.ofCallee(a, callee, start, s.test(), null, null, calleeTemplate);
    } else {
      Optional<Pred> exit = exitPredicate(callee, calleeTemplate);
      if (exit.isEmpty()) {
        return unknown(
            Reason.Kind.UNSUPPORTED,
            "liveness of " + callee.name() + "'s stack after its return at a call frontier");
      }
      sub =
          Analysis.ofCallee(
              a, callee, start, s.test(), frontier.target(), exit.get(), calleeTemplate);
    }
    dash.stats.calleeRuns++;
    a.log(Event.Kind.CALLEE_ANALYSED, frontier.source(), frontier.target(), null);
    dash.stats.deepestCall = Math.max(dash.stats.deepestCall, sub.level);
    return switch (sub.run()) {
      case Analysis.End.Fail f -> {
        if (!errorGoal) {
          a.settleCall(f.test(), start - 1, frontier.target());
        }
        yield Optional.empty();
      }
      case Analysis.End.Stop stop -> Optional.of(stop.verdict());
      case Analysis.End.Pass pass -> {
        Pred cover = Pred.bottom(dash.smt);
        for (Pred p : pass.initialRefinements()) {
          cover = cover.or(dash.smt, p);
        }
        if (errorGoal) {
          StateTemplate canonical = dash.summaries.template(callee, dash);
          List<Bool> moved =
              calleeTemplate.instantiate(
                  List.of(cover.definitions(), cover.guard()), canonical.state());
          dash.summaries.addErrors(
              callee,
              new Pred(moved.get(0), moved.get(1), null, cover.existential(), cover.free()));
        }
        Pred rho = toCaller(cover, calleeTemplate, callee);
        if (!errorGoal) {
          a.addExitSummary(call, frontier.target(), rho);
        }
        a.refine(frontier, rho, List.of(frontier.via()), s);
        yield Optional.empty();
      }
    };
  }

  private static Optional<Verdict> unknown(Reason.Kind kind, String detail) {
    return Optional.of(new Verdict.Unknown(Reason.of(kind, detail)));
  }

  /** The newest state of the source whose next step is this call. */
  private TestState caller() {
    TestState best = null;
    for (TestState s : frontier.source().states()) {
      Activation act = s.activation();
      int j = s.position();
      int step = j < act.length() ? act.stepStart[j] : act.pendingCall;
      boolean enters =
          step >= 0
              && step + 1 < act.test.length()
              && act.test.edge(step) == call.index()
              && act.test.function(step) == dash.index.number(a.function.name());
      if (enters && (best == null || s.newerThan(best))) {
        best = s;
      }
    }
    return best;
  }

  /** What summaries say about this frontier, over the caller's template, if anything. */
  private Pred known(Function callee) throws Unsupported, SmtFailure {
    if (!errorGoal) {
      return a.exitSummary(call, frontier.target());
    }
    Pred cover = dash.summaries.errors(callee);
    return cover == null ? null : toCaller(cover, dash.summaries.template(callee, dash), callee);
  }

  /**
   * The caller's target after a return, stated over the callee's exit state (its return variable
   * and memory) and the caller's variables, which the call does not change (the study's exit
   * constraint). Empty when the target depends on liveness, which the callee's return changes for
   * its stack objects.
   */
  private Optional<Pred> exitPredicate(Function callee, StateTemplate calleeTemplate)
      throws Unsupported, SmtFailure {
    Pred target = frontier.target().formula;
    StateTemplate own = a.template;
    boolean allocates =
        callee.cfa().edges().stream()
            .anyMatch(e -> e.op() instanceof Op.Alloc al && al.kind() == Op.AllocKind.STACK);
    if (allocates && dash.smt.symbolNames(target.formula(dash.smt)).contains(own.liveSymbol())) {
      return Optional.empty();
    }
    SymState after = own.state();
    Var ret = dash.index.returnVar(callee);
    if (op.result().isPresent() && ret != null) {
      after =
          dash.encoder.assign(
              after, op.result().get(), dash.encoder.value(ret, calleeTemplate.state()));
    }
    after = dash.encoder.withMemoryOf(after, calleeTemplate.state());
    List<Bool> both = own.instantiate(List.of(target.definitions(), target.guard()), after);
    return Optional.of(
        dash.preimages.renamed(new Pred(both.get(0), both.get(1), null, true, target.free())));
  }

  /** A predicate on the callee's entry states, stated over the caller's state before the call. */
  private Pred toCaller(Pred p, StateTemplate calleeTemplate, Function callee)
      throws Unsupported, SmtFailure {
    SymState callerState = a.template.state();
    SymState entry = dash.encoder.withoutVariables(callerState);
    for (int k = 0; k < callee.parameters().size(); k++) {
      entry =
          dash.encoder.assign(
              entry,
              callee.parameters().get(k),
              dash.encoder.value(op.arguments().get(k), callerState));
    }
    List<Bool> both = calleeTemplate.instantiate(List.of(p.definitions(), p.guard()), entry);
    return dash.preimages.renamed(new Pred(both.get(0), both.get(1), null, true, p.free()));
  }
}
