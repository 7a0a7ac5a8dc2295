package dev.vigil.engine.cpa.data;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Reason;
import dev.vigil.engine.cpa.core.CpaException;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.smt.SymState;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Refinement of the value analysis and of symbolic execution by interpolation along an infeasible
 * path (Beyer, Löwe, Wendler: value interpolation; Beyer, Lemberger: its symbolic form for symbolic
 * execution). The analysis at full precision finds the shortest infeasible prefix; then, edge by
 * edge, the state after each edge (computed from the previous interpolant) loses every variable,
 * the memory, and every path constraint it can lose while the rest of the prefix stays infeasible.
 * What the interpolants keep is what the precision must track.
 *
 * <p>Symbolic execution's interpolants keep the pointers the rest of the prefix reads, and the
 * variables whose values flow into the addresses it accesses (array indices): without their values,
 * its loads and stores go through symbolic addresses, over which every check is a hard query of the
 * theory of arrays (memsafety/test-0102: 56 checks took 44 s, and the refinement never ended;
 * keeping the pointers, 15 refinements took 1.7 s; loops/eureka_05, a selection sort: a timeout,
 * then TRUE after 7 refinements in 1.5 s). Tracking them costs little: pointers mostly hold
 * addresses of objects the program allocated, and indices count through loops that symbolic
 * execution unrolls anyway.
 */
public final class ExplicitRefiner {
  private final ExplicitCpa cpa;
  private final Location entry;
  private final Budget budget;
  private long transfers;

  /** Interpolation re-runs the rest of a path for each thing it drops: it stops with the budget. */
  public ExplicitRefiner(ExplicitCpa cpa, Location entry, Budget budget) {
    this.cpa = cpa;
    this.entry = entry;
    this.budget = budget;
  }

  /** How many transfers interpolation has made, for statistics. */
  public long transfers() {
    return transfers;
  }

  /**
   * What must be tracked to rule out {@code path} (edges as the analysis sees them), or empty if
   * the analysis, tracking everything, can execute the whole path.
   */
  public Optional<TrackingPrecision> interpolate(List<ProgramEdge> path) throws CpaException {
    ExplicitState initial = cpa.initialState(entry);
    int infeasibleAt = firstInfeasible(initial, path);
    if (infeasibleAt < 0) {
      return Optional.empty();
    }
    List<ProgramEdge> prefix = path.subList(0, infeasibleAt + 1);
    transfersLeft = MAX_TRANSFERS;
    try {
      return Optional.of(interpolants(initial, prefix));
    } catch (TooLong e) {
      return Optional.of(everythingOn(prefix));
    } finally {
      transfersLeft = Long.MAX_VALUE;
    }
  }

  /**
   * The transfers interpolation may make for one path. It replays the rest of the path for each
   * thing it tries to drop, which grows with the square of the path's length: along the thousands
   * of edges of a recursive computation (fibo(15)) it would outlast any budget.
   */
  private static final long MAX_TRANSFERS = 200_000;

  private long transfersLeft = Long.MAX_VALUE;

  /** Interpolation gave up on a path too long for it (caught in {@link #interpolate}). */
  private static final class TooLong extends RuntimeException {
    TooLong() {
      super(null, null, false, false);
    }
  }

  /**
   * The precision that tracks everything the infeasible {@code prefix} touches: along it, the
   * analysis then computes what full precision does, so it cannot take the prefix again.
   */
  private static TrackingPrecision everythingOn(List<ProgramEdge> prefix) {
    Set<SourceVariable> vars = new LinkedHashSet<>();
    Set<ProgramEdge> constraints = new LinkedHashSet<>();
    for (ProgramEdge e : prefix) {
      Ops.assignedVars(e.op()).forEach(v -> vars.add(SourceVariable.of(v)));
      for (Expr x : Ops.expressions(e.op())) {
        Ops.variables(x).forEach(v -> vars.add(SourceVariable.of(v)));
      }
      if (e.op() instanceof Op.Assume) {
        constraints.add(e.original());
      }
    }
    return new TrackingPrecision(false, vars, true, constraints);
  }

  /** The interpolants along {@code prefix} (infeasible at its last edge), as one precision. */
  private TrackingPrecision interpolants(ExplicitState initial, List<ProgramEdge> prefix)
      throws CpaException {
    int infeasibleAt = prefix.size() - 1;
    Set<SourceVariable> vars = new LinkedHashSet<>();
    Set<ProgramEdge> constraints = new LinkedHashSet<>();
    boolean memory = false;
    ExplicitState interpolant = initial;
    for (int i = 0; i < infeasibleAt; i++) {
      Optional<ExplicitState> next = step(interpolant, prefix.get(i));
      if (next.isEmpty()) {
        break; // already infeasible from the previous interpolant
      }
      List<ProgramEdge> rest = prefix.subList(i + 1, prefix.size());
      interpolant = weakest(next.get(), rest);
      for (Var v : cpa.bindings().all(interpolant.values()).keySet()) {
        vars.add(SourceVariable.of(v));
      }
      memory |= interpolant.memory();
      interpolant.pc().forEach(c -> constraints.add(c.source()));
    }
    return new TrackingPrecision(false, vars, memory, constraints);
  }

  /** The index of the first edge the full-precision analysis cannot take; -1 if none. */
  private int firstInfeasible(ExplicitState initial, List<ProgramEdge> path) throws CpaException {
    ExplicitState s = initial;
    for (int i = 0; i < path.size(); i++) {
      Optional<ExplicitState> next = step(s, path.get(i));
      if (next.isEmpty()) {
        return i;
      }
      s = next.get();
    }
    return -1;
  }

  private Optional<ExplicitState> step(ExplicitState s, ProgramEdge e) throws CpaException {
    if (++transfers % 1024 == 0 && budget.exhausted()) {
      throw new CpaException(Reason.timeout());
    }
    if (--transfersLeft < 0) {
      throw new TooLong();
    }
    List<ExplicitState> next = cpa.transfer().successors(s, TrackingPrecision.FULL, e);
    return next.isEmpty() ? Optional.empty() : Optional.of(next.get(0));
  }

  /**
   * Whether the rest of the prefix cannot run from {@code s}. A step the analysis cannot make from
   * {@code s} (an allocation whose size {@code s} leaves open may exceed the memory model) shows
   * nothing: what {@code s} dropped is needed.
   */
  private boolean infeasible(ExplicitState s, List<ProgramEdge> rest) throws CpaException {
    ExplicitState at = s;
    for (ProgramEdge e : rest) {
      Optional<ExplicitState> next;
      try {
        next = step(at, e);
      } catch (CpaException x) {
        if (x.reason().kind() == Reason.Kind.UNSUPPORTED) {
          return false;
        }
        throw x;
      }
      if (next.isEmpty()) {
        return true;
      }
      at = next.get();
    }
    return false;
  }

  /** {@code s} with everything dropped that {@code rest} does not need to stay infeasible. */
  private ExplicitState weakest(ExplicitState s, List<ProgramEdge> rest) throws CpaException {
    Set<Var> read = readIn(rest);
    Predicate<Var> kept = kept(rest);
    ExplicitState w = s;
    SymState values = w.values();
    List<Var> candidates = new ArrayList<>();
    for (Var v : cpa.bindings().all(values).keySet()) {
      if (read.contains(v)) {
        candidates.add(v);
      } else {
        values = cpa.bindings().unbind(values, v);
      }
    }
    w = w.withValues(values);
    for (Var v : candidates) {
      if (kept.test(v)) {
        continue;
      }
      ExplicitState without = w.withValues(cpa.bindings().unbind(w.values(), v));
      if (infeasible(without, rest)) {
        w = without;
      }
    }
    if (w.memory() && infeasible(w.withoutMemory(), rest)) {
      w = w.withoutMemory();
    }
    for (ExplicitState.Constraint c : List.copyOf(w.pc())) {
      List<ExplicitState.Constraint> fewer = new ArrayList<>(w.pc());
      fewer.remove(c);
      ExplicitState without = w.withPc(fewer);
      if (infeasible(without, rest)) {
        w = without;
      }
    }
    return w;
  }

  /**
   * The variables an interpolant before {@code rest} keeps whatever they do: see the class comment.
   */
  private Predicate<Var> kept(List<ProgramEdge> rest) {
    if (cpa.mode() != ExplicitCpa.Mode.SYMBOLIC) {
      return v -> false;
    }
    Set<Var> addressing = addressing(rest);
    return v -> v.type() instanceof Type.PointerType || addressing.contains(v);
  }

  /** The variables whose values flow into the addresses {@code rest} accesses memory at. */
  private static Set<Var> addressing(List<ProgramEdge> rest) {
    Set<Var> flow = new HashSet<>();
    for (int i = rest.size() - 1; i >= 0; i--) {
      Op op = rest.get(i).op();
      List<Op.Assign> assigns =
          op instanceof Op.ParallelAssign p
              ? p.assignments()
              : op instanceof Op.Assign a ? List.of(a) : List.of();
      for (Op.Assign a : assigns) {
        if (flow.contains(a.target())) {
          flow.addAll(Ops.variables(a.value()));
        }
      }
      List<Expr> expressions = Ops.expressions(op);
      for (Ops.Access access : Ops.accesses(op)) {
        flow.addAll(Ops.variables(expressions.get(access.index())));
      }
    }
    return flow;
  }

  /** Every variable {@code rest} reads (a superset of those it reads before writing them). */
  private static Set<Var> readIn(List<ProgramEdge> rest) {
    Set<Var> read = new HashSet<>();
    for (ProgramEdge e : rest) {
      for (Expr x : Ops.expressions(e.op())) {
        read.addAll(Ops.variables(x));
      }
    }
    return read;
  }
}
