package dev.vigil.engine.dash;

import dev.vigil.engine.Reason;
import dev.vigil.engine.Verdict;
import dev.vigil.engine.dash.DashOptions.Fix;
import dev.vigil.engine.dash.RegionGraph.AbstractEdge;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Observation;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import dev.vigil.smt.StateTemplate;
import dev.vigil.smt.Step;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Term;
import dev.vigil.smt.Unsupported;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One DASH loop (LCTD Fig. 2.5, the study's Alg. 3.1) over one function: {@code main}, or a callee
 * analysed at a call frontier (DASH_call) in the context of one call of it in a test. Each
 * iteration looks for an abstract error path; none is a proof (PASS); otherwise the frontier edge
 * on it is extended by a new test, or its source region is refined by a preimage.
 */
final class Analysis {
  /** How a loop ends. */
  sealed interface End {
    /** No abstract error path; the predicates that refined the initial region. */
    record Pass(List<Pred> initialRefinements) implements End {}

    /**
     * Test {@code test} reached one of the errors (for a callee: crossed the caller's frontier).
     */
    record Fail(Test test) implements End {}

    /** The whole run ends: FALSE, or UNKNOWN with its reason. */
    record Stop(Verdict verdict) implements End {}
  }

  /** A point of a test: the path up to it and the state there (the template's view). */
  record At(PathExecution.Result path, SymState state) {}

  /** Crossing a transition from a state: its constraint, the next state, inputs and reads. */
  private record Cross(
      Bool constraint, SymState next, List<Term> inputs, List<Observation.BytesRead> reads) {}

  /** The inputs and uninitialised bytes of a new test, read from a model. */
  private record Inputs(List<Expr> values, Map<Long, Byte> bytes) {}

  private static final int LOOP_OPTIMIZATION_STATES = 256;
  private static final int MAX_STALLED = 4;
  private static final int EXACT_GENERALIZATION_BITS = 8;
  private static final int TRIED_GENERALIZATIONS = 4;

  final Dash dash;
  final Analysis caller;
  final int level;
  final Function function;
  final StateTemplate template;
  final RegionGraph graph;

  /** The global step at which the tracked activation starts: 0 for main, else after the call. */
  final int start;

  private final Test root;
  private final Region callerTarget;
  private final Pred exitPredicate;
  private final List<Pred> initialRefinements = new ArrayList<>();
  private final Map<Test, Activation> activations = new LinkedHashMap<>();
  private final Map<List<Object>, Pred> exitSummaries = new HashMap<>();
  private final Map<AbstractEdge, Integer> stalled = new HashMap<>();

  /** Exact preimages at each loop head that failed to generalise since the last that did. */
  private final Map<Location, Integer> failedGeneralizations = new HashMap<>();

  /**
   * Preimages already computed, by transition and target (both by identity: the graph's transitions
   * and the regions' predicates are shared objects). A frontier edge's target is asked for again
   * each time another region's edge into it becomes the frontier (Byte add: a quarter of the
   * preimages were new).
   */
  private final Map<Transition, Map<Pred, Pred>> preimages = new IdentityHashMap<>();

  private Analysis(
      Dash dash,
      Analysis caller,
      Function function,
      RegionGraph.Goal goal,
      int start,
      Test root,
      Region callerTarget,
      Pred exitPredicate,
      StateTemplate template) {
    this.dash = dash;
    this.caller = caller;
    this.level = caller == null ? 0 : caller.level + 1;
    this.function = function;
    this.template = template;
    this.graph =
        new RegionGraph(
            function, goal, dash.index, dash.smt, loopHeadBounds(dash, function, template));
    this.start = start;
    this.root = root;
    this.callerTarget = callerTarget;
    this.exitPredicate = exitPredicate;
  }

  /**
   * The interval analysis's bounds at the loop heads of {@code f}, where they are the root regions'
   * predicates: every region there lies within them, as every reachable state does. An exact
   * preimage around a loop unrolls it backwards from every state that leaves it for the target,
   * reachable or not; Byte add's loop runs at most five times from the states its code reaches
   * ({@code na} and {@code nb}, its byte counts, are 1 to 4) and up to 255 times from the others,
   * and its proof took 1033 solve runs without the bounds, 131 with them.
   */
  private static Map<Location, Pred> loopHeadBounds(Dash dash, Function f, StateTemplate template) {
    Map<Location, Pred> known = new HashMap<>();
    if (!dash.options.uses(Fix.LOOP_HEAD_BOUNDS)) {
      return known;
    }
    for (Location l : f.cfa().locations()) {
      Expr all = Exprs.TRUE;
      for (Map.Entry<Var, Expr> bound : dash.index.loopHeadBounds(f, l).entrySet()) {
        if (template.variables().contains(bound.getKey())) {
          all = Exprs.and(all, bound.getValue());
        }
      }
      if (!all.equals(Exprs.TRUE)) {
        try {
          Bool b = dash.encoder.condition(all, template.state());
          known.put(l, new Pred(dash.smt.tru(), b, all, false, false));
        } catch (Unsupported e) {
          // not stated: the root is every state there, as without the bounds
        }
      }
    }
    return known;
  }

  static Analysis ofMain(Dash dash) throws Unsupported {
    Function main = dash.index.program.main();
    StateTemplate t = dash.encoder.template(dash.index.variables(main));
    return new Analysis(dash, null, main, RegionGraph.Goal.ERRORS, 0, null, null, null, t);
  }

  /**
   * The analysis of {@code callee} in the context of its call at global step {@code start - 1} of
   * {@code root}, looking for errors inside it or (with a target) for returns into the caller's
   * {@code callerTarget}, which {@code exitPredicate} states over the callee's exit state.
   */
  static Analysis ofCallee(
      Analysis caller,
      Function callee,
      int start,
      Test root,
      Region callerTarget,
      Pred exitPredicate,
      StateTemplate template) {
    RegionGraph.Goal goal = callerTarget == null ? RegionGraph.Goal.ERRORS : RegionGraph.Goal.EXIT;
    Analysis a =
        new Analysis(
            caller.dash, caller, callee, goal, start, root, callerTarget, exitPredicate, template);
    for (Test t : caller.activations.keySet()) {
      a.track(t);
    }
    return a;
  }

  List<Pred> initialRefinements() {
    return initialRefinements;
  }

  // ---- The loop ----------------------------------------------------------------------------

  End run() {
    while (true) {
      if (dash.budget.exhausted()) {
        return new End.Stop(new Verdict.Unknown(Reason.timeout()));
      }
      Optional<Region> reached = graph.targets().stream().filter(Region::visited).findFirst();
      if (level > 0 && reached.isPresent()) {
        return new End.Fail(reached.get().newest().test());
      }
      if (++dash.stats.iterations > dash.options.maxIterations()) {
        return new End.Stop(
            new Verdict.Unknown(Reason.boundReached((int) dash.options.maxIterations())));
      }
      picture();
      List<AbstractEdge> path = graph.errorPath();
      if (path.isEmpty()) {
        return new End.Pass(List.copyOf(initialRefinements));
      }
      AbstractEdge frontier = frontier(path);
      if (frontier == null) {
        return new End.Stop(
            new Verdict.Unknown(
                Reason.of(
                    Reason.Kind.INTERNAL_ERROR, "an abstract error path without a frontier")));
      }
      Optional<Verdict> stop;
      try {
        stop = extend(frontier);
      } catch (Unsupported e) {
        stop = Optional.of(new Verdict.Unknown(Reason.of(Reason.Kind.UNSUPPORTED, e.getMessage())));
      } catch (SmtFailure e) {
        stop =
            Optional.of(
                new Verdict.Unknown(
                    e.cancelled()
                        ? Reason.timeout()
                        : Reason.of(Reason.Kind.SOLVER_FAILURE, e.getMessage())));
      } catch (PathExecution.OutOfTime e) {
        stop = Optional.of(new Verdict.Unknown(Reason.timeout()));
      }
      if (stop.isPresent()) {
        return new End.Stop(stop.get());
      }
    }
  }

  /**
   * The edge after the last visited region of the path (the study's §2.3); the first edge when none
   * is visited (an initial region without states: the study's special case, L509).
   */
  private static AbstractEdge frontier(List<AbstractEdge> path) {
    for (int i = path.size() - 1; i >= 0; i--) {
      if (path.get(i).source().visited()) {
        return path.get(i).target().visited() ? null : path.get(i);
      }
    }
    return path.get(0).target().visited() ? null : path.get(0);
  }

  private Optional<Verdict> extend(AbstractEdge frontier)
      throws Unsupported, SmtFailure, PathExecution.OutOfTime {
    Transition via = frontier.via();
    if (via.kind() == Transition.Kind.CALLEE_ERROR || via.isCall()) {
      return new CallFrontier(this, frontier).extend();
    }
    dash.stats.solveRuns++;
    // In callees only exact targets: a callee's PASS gives the caller its initial region's splits
    // as the refinement, and preimages of supersets weaken them until the caller runs the callee
    // again and again (GCD 3 did not end).
    Pred split =
        level == 0 && via.kind() == Transition.Kind.CFA ? frontier.target().splitPredicate() : null;
    if (split != null && attempt(frontier, split, false) instanceof Attempt.Done done) {
      return done.stop();
    }
    Pred target = via.kind() == Transition.Kind.EXIT ? exitPredicate : frontier.target().formula;
    return switch (attempt(frontier, target, true)) {
      case Attempt.Done done -> done.stop();
      case Attempt.Undecided u -> throw new IllegalStateException("an exact target decides");
    };
  }

  /** What one attempt at a frontier did. */
  private sealed interface Attempt {
    /** The frontier is settled for this iteration, or the run ends. */
    record Done(Optional<Verdict> stop) implements Attempt {}

    /** A coarser target than the frontier's is reachable from the state: the exact one decides. */
    record Undecided() implements Attempt {}
  }

  /**
   * Extends {@code frontier} into the states of {@code target}: its own region's predicate ({@code
   * exact}), or the predicate of the split that made it, which holds of a superset. Where the
   * superset is unreachable, so is the region, and the preimage of that one predicate refines:
   * sound (the outside reaches none of the superset) and small, where the preimage of the whole
   * conjunction holds every predicate the region's ancestors were split by, each of which holds the
   * preimages it was made of. Around a loop each split then doubles the next preimage (Parity: one
   * split per bit of a 32-bit word); the split predicates alone grow by one iteration each. Only
   * the exact target runs a test.
   */
  private Attempt attempt(AbstractEdge frontier, Pred target, boolean exact)
      throws Unsupported, SmtFailure, PathExecution.OutOfTime {
    Transition via = frontier.via();
    Region from = frontier.source();
    Region to = frontier.target();
    Pred own = preimage(via, target);
    List<Transition> vias = new ArrayList<>(List.of(via));
    Pred pre = dash.options.uses(Fix.DIAMOND_JOIN) ? joined(from, to, target, own, vias) : own;
    if (dash.options.uses(Fix.UNSAT_TARGET_CHECK)
        && !dash.satisfiable(dash.smt.and(from.formula.formula(dash.smt), pre.formula(dash.smt)))) {
      vias.forEach(v -> graph.removeEdge(new AbstractEdge(from, to, v)));
      dash.stats.unsatTargets++;
      log(Event.Kind.UNSAT_TARGET, from, to, pre);
      return new Attempt.Done(Optional.empty());
    }
    TestState s = choose(from);
    At at = stateAt(s, false);
    Cross cross = cross(via, at.state());
    Bool query =
        dash.smt.and(
            List.of(
                at.path().constraint(), cross.constraint(), instantiate(target, at, cross.next())));
    List<Term> inputs = new ArrayList<>(at.path().inputs());
    inputs.addAll(cross.inputs());
    List<Observation.BytesRead> reads = new ArrayList<>(at.path().reads());
    reads.addAll(cross.reads());
    Inputs found = dash.solve(query, m -> read(m, inputs, reads));
    if (found != null) {
      if (!exact) {
        return new Attempt.Undecided();
      }
      log(Event.Kind.TEST, from, to, null);
      Test t = runTest(found);
      Optional<Verdict> verdict = addTest(t);
      if (verdict.isPresent() || to.visited() || settle(t, s, via, to)) {
        return new Attempt.Done(verdict);
      }
      return new Attempt.Done(noProgress(frontier));
    }
    if (vias.size() > 1 && holds(pre, s)) {
      // the state's own arm leads into the target: its successor was mapped elsewhere
      if (s.position() < s.activation().length()
          && settle(s.test(), s, s.activation().transitions[s.position()], to)) {
        return new Attempt.Done(Optional.empty());
      }
      refine(frontier, own, List.of(via), s, target, false);
      return new Attempt.Done(Optional.empty());
    }
    refine(frontier, pre, vias, s, target, dash.options.uses(Fix.UNSAT_TARGET_CHECK));
    return new Attempt.Done(Optional.empty());
  }

  /**
   * A test made for a frontier did not reach its target, as mapped: the target's predicate holds of
   * its state only for inputs it does not read, or the mapping of states to regions (exact only for
   * preimages of deterministic steps) put it elsewhere. A few retries get other inputs after the
   * frontier; then the run gives up rather than loop.
   */
  private Optional<Verdict> noProgress(AbstractEdge frontier) {
    int tries = stalled.merge(frontier, 1, Integer::sum);
    if (tries < MAX_STALLED) {
      return Optional.empty();
    }
    return Optional.of(
        new Verdict.Unknown(
            Reason.of(
                Reason.Kind.INCOMPLETE,
                "tests for the frontier into "
                    + frontier.target()
                    + " of "
                    + function.name()
                    + " do not reach it")));
  }

  /**
   * The states from which {@code via} leads into {@code target}. One whose temporaries all have
   * definitions is reused: a state determines their values, so two copies of it in one formula need
   * not be apart. One with free temporaries (an input read) is computed afresh, renamed apart.
   */
  private Pred preimage(Transition via, Pred target) throws Unsupported, SmtFailure {
    long t0 = System.nanoTime();
    try {
      Map<Pred, Pred> known = preimages.computeIfAbsent(via, v -> new IdentityHashMap<>());
      Pred pre = known.get(target);
      if (pre == null) {
        pre =
            switch (via.kind()) {
              case EXIT -> dash.preimages.renamed(exitPredicate);
              case CFA -> dash.preimages.of(via.edges(), target, template, function);
              case CALLEE_ERROR -> throw new IllegalArgumentException("refined by DASH_call");
            };
        if (!pre.free()) {
          known.put(target, pre);
        }
      }
      return pre;
    } finally {
      dash.stats.refineNanos += System.nanoTime() - t0;
    }
  }

  /**
   * Refines after an unsatisfiable frontier query: at the initial region the frontier edge goes
   * (its preimage recorded for DASH_call); elsewhere the source region is split by the preimage of
   * the target over {@code vias} (the frontier's transition first), whose edges the outside loses,
   * or by the target's own predicate where the loop optimization applies.
   */
  void refine(AbstractEdge frontier, Pred pre, List<Transition> vias, TestState state)
      throws Unsupported, SmtFailure, PathExecution.OutOfTime {
    refine(frontier, pre, vias, state, frontier.target().formula, false);
  }

  /**
   * {@link #refine} where {@code pre} is a preimage of {@code target}, the target or a superset;
   * {@code meetsSource} says that the unsat-target check found states of the source in it. Every
   * predicate the split may take instead (the loop optimization's, a generalisation's) contains
   * {@code pre}, so that the inside is then known to be satisfiable.
   */
  private void refine(
      AbstractEdge frontier,
      Pred pre,
      List<Transition> vias,
      TestState state,
      Pred target,
      boolean meetsSource)
      throws Unsupported, SmtFailure, PathExecution.OutOfTime {
    long t0 = System.nanoTime();
    Region from = frontier.source();
    Region to = frontier.target();
    boolean atEntry = from.location.equals(function.cfa().entry());
    if (from == graph.initial() && dash.options.uses(Fix.INITIAL_EDGE_REMOVAL)) {
      graph.removeEdge(frontier);
      initialRefinements.add(pre);
      dash.stats.initialEdgeRemovals++;
      log(Event.Kind.INITIAL_EDGE_REMOVED, from, to, pre);
      dash.stats.refineNanos += System.nanoTime() - t0;
      return;
    }
    Pred p = pre;
    Transition via = frontier.via();
    if (vias.size() == 1
        && !atEntry
        && dash.options.uses(Fix.LOOP_OPTIMIZATION)
        && via.kind() == Transition.Kind.CFA
        && via.edge().op() instanceof Op.Assume) {
      Pred rest = afterFirst(via, target);
      boolean loopExit = dash.index.blocks(function).isLoopHead(from.location);
      // an unrefined target: every state there, or all the loop head's bounds allow
      boolean unrefined = target.isTrue() || (to.parent == null && target == to.formula);
      Pred checked = unrefined && loopExit ? rest : target;
      if (!checked.isTrue() && outsideForAllStates(from, checked) && excludesSome(rest, from)) {
        p = rest;
        dash.stats.loopOptimizations++;
      }
    }
    if ((p.free() || unrolling(from, to) && worthGeneralizing(from.location))
        && state != null
        && dash.options.uses(Fix.GENERALIZATION)) {
      Pred g = generalized(p, state);
      if (!p.free()) {
        int failed = failedGeneralizations.getOrDefault(from.location, 0);
        failedGeneralizations.put(from.location, g == null ? failed + 1 : 0);
      }
      if (g != null) {
        p = g;
      }
    }
    boolean feasible =
        !dash.options.uses(Fix.UNSAT_REGION)
            || meetsSource
            || dash.satisfiable(dash.smt.and(from.formula.formula(dash.smt), p.formula(dash.smt)));
    graph.split(from, p, to, vias, feasible);
    log(Event.Kind.REFINEMENT, from, to, p);
    if (atEntry) {
      initialRefinements.add(p);
    }
    dash.stats.refinements++;
    dash.stats.refineNanos += System.nanoTime() - t0;
  }

  /**
   * The preimage {@code pre} of {@code to} over the frontier edge, joined with the preimages over
   * the source's other edges into {@code to} (the arms of a diamond), whose transitions are added
   * to {@code vias}: the split's outside then loses all of them at once. Splitting by the frontier
   * edge's preimage alone makes the other arm split the outside again, once for every predicate
   * that crosses the diamond (LCTD's diamond blow-up). Where no state takes two of the edges (the
   * arms of a branch), the target is read once in the arms' merged state; the disjunction of the
   * arms' preimages holds a copy of it per arm, and a preimage through a chain of diamonds then
   * doubles at each (a loop body of eight diamonds: 256 copies of the target per iteration).
   */
  private Pred joined(Region from, Region to, Pred target, Pred pre, List<Transition> vias)
      throws Unsupported, SmtFailure {
    for (AbstractEdge e : List.copyOf(graph.outgoing(from))) {
      Transition other = e.via();
      if (e.target() == to
          && !vias.contains(other)
          && other.kind() == Transition.Kind.CFA
          && !other.isCall()) {
        vias.add(other);
      }
    }
    if (vias.size() == 1) {
      return pre;
    }
    long t0 = System.nanoTime();
    Optional<Preimages.Joined> merged =
        dash.preimages.joined(
            vias.stream().map(Transition::edges).toList(), target, template, function);
    dash.stats.refineNanos += System.nanoTime() - t0;
    if (merged.isPresent() && dash.evaluate(merged.get().overlap(), m -> Boolean.TRUE) == null) {
      return merged.get().preimage();
    }
    Pred union = pre;
    for (Transition other : vias.subList(1, vias.size())) {
      union = union.or(dash.smt, preimage(other, target));
    }
    if (vias.size() == 2) {
      Pred same = sameAfterBranch(vias.get(0), vias.get(1), target);
      if (same != null) {
        return same;
      }
    }
    return union.simplified(dash.smt);
  }

  /**
   * The preimage of {@code to} after the branch when both arms of a two-way branch have the same
   * one: then it is the preimage over the branch as a whole, and much smaller than the disjunction
   * of the arms (which nests once per diamond crossed). "The same" is the same simplified formula,
   * which it is when the arms do not write what the preimage reads (the usual diamond: Locks). An
   * equivalence check by the solver found no more in LCTD's programs but one, and there it took a
   * second (GCD 1: the preimage of a {@code %} over {@code a = -a}); the union is exact anyway.
   */
  private Pred sameAfterBranch(Transition one, Transition other, Pred target)
      throws Unsupported, SmtFailure {
    if (!(one.edge().op() instanceof Op.Assume)
        || !(other.edge().op() instanceof Op.Assume)
        || one.edge().equals(other.edge())) {
      // chains that start alike branch later: each arm's preimage has its own guard
      return null;
    }
    Pred a = afterFirst(one, target);
    Pred b = afterFirst(other, target);
    return a.free() || !a.formula(dash.smt).equals(b.formula(dash.smt)) ? null : a;
  }

  /** The preimage of {@code target} over the chain of {@code via} without its first edge. */
  private Pred afterFirst(Transition via, Pred target) throws Unsupported, SmtFailure {
    List<Edge> rest = via.edges().subList(1, via.edges().size());
    return rest.isEmpty()
        ? dash.preimages.renamed(target)
        : dash.preimages.of(rest, target, template, function);
  }

  /**
   * Whether the preimage of {@code to} at {@code from} may be unrolling a loop: {@code from} is at
   * a loop head, was split before, and {@code to} lies in that loop (the study's Fig. 3.15:
   * preimages around the loop add one iteration per split and never find the loop's invariant). The
   * first split there is by the preimage itself, and so is every split by a preimage of a region
   * after the loop: it crosses the loop's exit once, and its exact negation is what makes the edges
   * back into the head unsatisfiable targets (LCTD's Modulus: three of them).
   */
  private boolean unrolling(Region from, Region to) {
    Blocks blocks = dash.index.blocks(function);
    return from.parent != null
        && blocks.isLoopHead(from.location)
        && blocks.inLoopOf(from.location, to.location);
  }

  /**
   * Whether to try generalising an exact preimage at loop head {@code head}: after {@link
   * #TRIED_GENERALIZATIONS} failures in a row there, again only after 8, 16, 32 and so on. Where no
   * cube of a few bits excludes a loop's preimages, each failure costs a dozen checks, and such a
   * loop is unrolled exactly anyway (Parity: 25 failures in a row, 2.5 of its 6.7 s); where cubes
   * do (Byte add, GCD), they mostly come in runs.
   */
  private boolean worthGeneralizing(Location head) {
    int failed = failedGeneralizations.getOrDefault(head, 0);
    return failed < TRIED_GENERALIZATIONS || Integer.bitCount(failed) == 1;
  }

  /**
   * {@code p} generalised around test state {@code s} (see {@link Generalization}), or null. The
   * cube's bits are of {@code p}'s own variables; its equalities may also name the function's
   * parameters and the callers' variables {@code p} mentions.
   */
  private Pred generalized(Pred p, TestState s)
      throws Unsupported, SmtFailure, PathExecution.OutOfTime {
    List<Var> vars = Generalization.variables(template, p, dash);
    if (vars.isEmpty()) {
      return null;
    }
    At at = stateAt(s, true);
    SymState symbols = template.state();
    Map<Var, Term> terms = new LinkedHashMap<>();
    for (Var v : vars) {
      terms.put(v, dash.encoder.value(v, at.state()));
    }
    List<Var> partners = new ArrayList<>();
    for (Var v : function.parameters()) {
      if (v.type() instanceof Type.IntType && !terms.containsKey(v)) {
        partners.add(v);
        terms.put(v, dash.encoder.value(v, at.state()));
      }
    }
    for (Analysis a = this; a.caller != null; a = a.caller) {
      SymState callerState = at.path().snapshots().get(a.start - 1);
      if (callerState == null) {
        continue;
      }
      StateTemplate external = a.caller.template;
      for (Var y : Generalization.variables(external, p, dash)) {
        if (!template.variables().contains(y) && !terms.containsKey(y)) {
          partners.add(y);
          terms.put(y, dash.encoder.value(y, callerState));
          symbols = dash.encoder.assign(symbols, y, dash.encoder.value(y, external.state()));
        }
      }
    }
    Map<Var, Long> found =
        dash.evaluate(
            at.path().constraint(),
            m -> {
              Map<Var, Long> bits = new LinkedHashMap<>();
              for (Map.Entry<Var, Term> e : terms.entrySet()) {
                bits.put(e.getKey(), m.bits(e.getValue()));
              }
              return bits;
            });
    if (found == null) {
      return null;
    }
    Map<Var, Long> values = new LinkedHashMap<>();
    Map<Var, Long> others = new LinkedHashMap<>();
    found.forEach((v, bits) -> (partners.contains(v) ? others : values).put(v, bits));
    // where the preimage is exact, only a few bits (parities, alignments) beat it
    int maxBits = p.free() ? Integer.MAX_VALUE : EXACT_GENERALIZATION_BITS;
    return Generalization.of(dash, symbols, p, values, others, maxBits);
  }

  /**
   * Whether splitting {@code from} by {@code p} leaves a non-empty outside. A split by a predicate
   * the region already implies changes nothing but the placement of its states: they go to the
   * outside (their successors are not in the target), the inside is the old region unvisited, the
   * same frontier comes back, and the loop optimization splits it again, forever (the study's T13,
   * Fig. 3.15, ran so until the CPU limit). The preimage itself excludes the test state.
   */
  private boolean excludesSome(Pred p, Region from) throws SmtFailure {
    return dash.satisfiable(
        dash.smt.and(from.formula.formula(dash.smt), p.negate(dash.smt).formula(dash.smt)));
  }

  /**
   * The check of the loop optimization (the study's §3.8.8-9): over a chain that starts with an
   * assume, when every known state of the source lies outside the target's predicate ({@code
   * checked}; leaving a loop head, the preimage over the rest of the chain where the target is
   * unrefined, as an error region is), the preimage without the assumption splits the source. It
   * over-approximates the preimage, so it is always sound; the check only makes it suitable.
   */
  private boolean outsideForAllStates(Region from, Pred rest)
      throws Unsupported, SmtFailure, PathExecution.OutOfTime {
    List<TestState> states = new ArrayList<>(from.states());
    states.sort(Comparator.reverseOrder());
    states = states.subList(0, Math.min(states.size(), LOOP_OPTIMIZATION_STATES));
    Map<Test, List<TestState>> byTest = new LinkedHashMap<>();
    states.forEach(s -> byTest.computeIfAbsent(s.test(), k -> new ArrayList<>()).add(s));
    List<Bool> inside = new ArrayList<>();
    for (Map.Entry<Test, List<TestState>> e : byTest.entrySet()) {
      Set<Integer> steps = new LinkedHashSet<>(externalSteps());
      int end = 0;
      for (TestState s : e.getValue()) {
        int g = s.activation().globalStep(s.position());
        steps.add(g);
        end = Math.max(end, g);
      }
      long t0 = System.nanoTime();
      PathExecution.Result r = dash.paths.run(e.getKey(), end + 1, steps, true);
      dash.stats.pathNanos += System.nanoTime() - t0;
      for (TestState s : e.getValue()) {
        SymState own = r.snapshots().get(s.activation().globalStep(s.position()));
        if (own != null) {
          inside.add(instantiate(rest, new At(r, own), own));
        }
      }
    }
    return !dash.satisfiable(dash.smt.or(inside));
  }

  private Test runTest(Inputs inputs) {
    long t0 = System.nanoTime();
    Test t = dash.runner.run(inputs.values(), inputs.bytes());
    dash.stats.testNanos += System.nanoTime() - t0;
    return t;
  }

  /**
   * After a test made for frontier {@code via} from state {@code s} (or, for {@code s}'s own test,
   * when a diamond's joined preimage contains {@code s}): when the mapping did not put the state
   * after the crossing into {@code to}, asks the solver whether the target's predicate holds there
   * (it may, for inputs after the frontier or where a split over-approximates a preimage) and if so
   * puts it there, so that the frontier moves.
   */
  private boolean settle(Test t, TestState s, Transition via, Region to)
      throws Unsupported, SmtFailure, PathExecution.OutOfTime {
    Activation a = activations.get(t);
    int j = s.position();
    if (a == null || a.length() < j) {
      return false;
    }
    if (via.kind() == Transition.Kind.EXIT) {
      if (!a.returned || a.length() != j || !holds(exitPredicate, a.last())) {
        return false;
      }
      graph.forceLast(a, to);
      return true;
    }
    if (a.length() <= j
        || !a.transitions[j].equals(via)
        || a.regions[j + 1] == to
        || !holds(to.formula, a.state(j + 1))) {
      return false;
    }
    graph.force(a, j + 1, to);
    return true;
  }

  /** Whether {@code p} holds in test state {@code st} for some values of what it does not fix. */
  private boolean holds(Pred p, TestState st)
      throws Unsupported, SmtFailure, PathExecution.OutOfTime {
    At at = stateAt(st, true);
    return dash.satisfiable(dash.smt.and(at.path().constraint(), instantiate(p, at, at.state())));
  }

  /**
   * After a callee's analysis failed with {@code t}: the caller's state after the call lies in the
   * frontier's target, since the callee's exit satisfied the exit predicate.
   */
  void settleCall(Test t, int callStep, Region target) {
    Activation a = activations.get(t);
    if (a == null || target.visited()) {
      return;
    }
    for (int k = 0; k < a.length(); k++) {
      if (a.stepStart[k] == callStep
          && a.locations[k + 1].equals(target.location)
          && a.regions[k + 1] != target
          && target.isLeaf()) {
        graph.force(a, k + 1, target);
        return;
      }
    }
  }

  /** Adds a new test to every analysis from main to this one; FALSE if it reached an error. */
  Optional<Verdict> addTest(Test t) {
    List<Analysis> chain = new ArrayList<>();
    for (Analysis a = this; a != null; a = a.caller) {
      chain.add(0, a);
    }
    long t0 = System.nanoTime();
    chain.forEach(a -> a.track(t));
    dash.stats.mapNanos += System.nanoTime() - t0;
    Optional<Verdict> verdict = dash.judge(t);
    if (verdict.isEmpty() && endsUndefined(t)) {
      for (Analysis a : chain) {
        a.graph.targets().stream().filter(Region::visited).forEach(a.graph::exclude);
      }
    }
    return verdict;
  }

  private static boolean endsUndefined(Test t) {
    return t.outcome instanceof Outcome.UndefinedBehavior
        || t.outcome instanceof Outcome.ErrorReached;
  }

  /** Maps the activation this analysis follows in {@code t}, if {@code t} has it. */
  void track(Test t) {
    if (activations.containsKey(t)) {
      return;
    }
    if (level > 0 && (!t.sharesPrefix(root, start) || start >= t.length())) {
      return;
    }
    Activation a = Activation.of(t, function, start, dash.index);
    graph.map(a, this::lastSuccessor);
    activations.put(t, a);
  }

  Activation activation(Test t) {
    return activations.get(t);
  }

  /**
   * Where the last state of {@code a} goes beyond the function: a virtual error region, or null.
   */
  private Region lastSuccessor(Activation a) {
    if (graph.exitTarget() != null && a.returned) {
      Activation c = caller.activations.get(a.test);
      if (c != null) {
        for (int k = 0; k < c.length(); k++) {
          if (c.stepStart[k] == start - 1) {
            Region after = c.regions[k + 1];
            return after != null && after.within(callerTarget) ? graph.exitTarget() : null;
          }
        }
      }
      return null;
    }
    if (a.pendingCall >= 0 && a.test.outcome instanceof Outcome.ErrorReached) {
      int f = dash.index.number(function.name());
      return graph.calleeError(dash.index.edge(f, a.test.edge(a.pendingCall)));
    }
    return null;
  }

  // ---- States and formulas -------------------------------------------------------------------

  /** The state to extend a frontier from: the newest of the region (the study's §3.8.7). */
  TestState choose(Region from) {
    if (!from.visited()) {
      // an initial region without states: any state at the entry stands for its context
      List<TestState> entry = new ArrayList<>();
      graph.leaves(function.cfa().entry()).forEach(r -> entry.addAll(r.states()));
      return entry.stream().max(Comparator.naturalOrder()).orElseThrow();
    }
    if (dash.options.uses(Fix.NEWEST_STATE)) {
      return from.newest();
    }
    return from.states().stream().min(Comparator.naturalOrder()).orElseThrow();
  }

  /**
   * The global steps before which the callers' states are kept (their variables, for externals).
   */
  private Set<Integer> externalSteps() {
    Set<Integer> steps = new LinkedHashSet<>();
    for (Analysis a = this; a.caller != null; a = a.caller) {
      steps.add(a.start - 1);
    }
    return steps;
  }

  /** Symbolic execution of a test up to state {@code s}, the template's view of it. */
  At stateAt(TestState s, boolean concrete) throws Unsupported, PathExecution.OutOfTime {
    Activation a = s.activation();
    int j = s.position();
    long t0 = System.nanoTime();
    try {
      int f = dash.index.number(function.name());
      if (j == a.length() && j > 0 && a.returned) {
        Edge last = dash.index.edge(f, a.test.edge(a.stepEnd[j - 1]));
        if (last.op() instanceof Op.Return r) {
          PathExecution.Result path =
              dash.paths.run(a.test, a.stepEnd[j - 1], externalSteps(), concrete);
          return new At(path, returned(path.state(), r));
        }
      }
      PathExecution.Result path =
          dash.paths.run(a.test, a.globalStep(j), externalSteps(), concrete);
      return new At(path, path.state());
    } finally {
      dash.stats.pathNanos += System.nanoTime() - t0;
    }
  }

  /** {@code s} after a return edge: the template's return variable holds the value. */
  private SymState returned(SymState s, Op.Return r) throws Unsupported {
    Var ret = dash.index.returnVar(function);
    if (ret == null || r.value().isEmpty()) {
      return s;
    }
    return dash.encoder.assign(s, ret, dash.encoder.value(r.value().get(), s));
  }

  /**
   * {@code p} read at a point of a test: this template in {@code own}, each caller's template (the
   * externals) in that caller's state at the call.
   */
  Bool instantiate(Pred p, At at, SymState own) throws Unsupported, SmtFailure {
    Bool f = template.instantiate(p.formula(dash.smt), own);
    for (Analysis a = this; a.caller != null; a = a.caller) {
      SymState callerState = at.path().snapshots().get(a.start - 1);
      if (callerState != null) {
        f = a.caller.template.instantiate(f, callerState);
      }
    }
    return f;
  }

  private Cross cross(Transition via, SymState s) throws Unsupported {
    List<Bool> constraint = new ArrayList<>();
    List<Term> inputs = new ArrayList<>();
    List<Observation.BytesRead> reads = new ArrayList<>();
    SymState state = s;
    for (Edge e : via.edges()) {
      Op op = e.op();
      switch (op) {
        case Op.Assume a -> constraint.add(dash.encoder.condition(a.condition(), state));
        case Op.Return r -> state = returned(state, r);
        case Op.Error x -> {}
        case Op.Halt h -> {}
        case Op.Skip k -> {}
        default -> {
          Step step = dash.encoder.apply(op, state);
          if (!step.unsupportedIf().isFalse()) {
            throw new Unsupported(step.unsupportedReason());
          }
          for (Observation o : step.observations()) {
            if (o instanceof Observation.BytesRead r) {
              reads.add(r);
            } else if (o instanceof Observation.Assigned as && op instanceof Op.Havoc) {
              inputs.add(as.value());
            }
          }
          constraint.add(step.definitions());
          state = step.next();
        }
      }
    }
    return new Cross(dash.smt.and(constraint), state, inputs, reads);
  }

  private Inputs read(SmtModel m, List<Term> inputs, List<Observation.BytesRead> reads)
      throws SmtFailure {
    List<Expr> values = new ArrayList<>();
    for (Term t : inputs) {
      values.add(m.value(t));
    }
    Map<Long, Byte> bytes = new LinkedHashMap<>();
    for (Observation.BytesRead r : reads) {
      m.addBytes(r, dash.index.program.dataModel(), bytes);
    }
    return new Inputs(values, bytes);
  }

  // ---- Callee summaries of this analysis -------------------------------------------------------

  Pred exitSummary(Edge call, Region target) {
    return exitSummaries.get(List.of(call, target));
  }

  void addExitSummary(Edge call, Region target, Pred cover) {
    exitSummaries.merge(List.of(call, target), cover, (a, b) -> a.and(dash.smt, b));
  }

  void log(Event.Kind kind, Region from, Region to, Pred p) {
    dash.events.add(new Event(function, level, dash.stats.iterations, kind, from, to, p));
  }

  private void picture() {
    if (dash.pictures.enabled()) {
      dash.pictures.write(function.name() + "-" + level, RegionDot.render(this, graph.errorPath()));
    }
  }
}
