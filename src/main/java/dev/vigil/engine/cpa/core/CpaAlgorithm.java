package dev.vigil.engine.cpa.core;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The CPA algorithm with dynamic precision adjustment (CPA+, thesis Algorithm 2 with its errata):
 * take a state from the waitlist, compute its successors along every outgoing edge, adjust each
 * with the precision, merge it with the reached states it can interact with, and keep it unless the
 * stop operator finds it covered. The run stops at the first target state. The reached states form
 * the ARG ({@link ArgNode}).
 */
public final class CpaAlgorithm<S extends AbstractState, P extends Precision> {

  /** What the algorithm needs to know of states besides the CPA's operators. */
  public interface View<S> {
    /** The program edges leaving the state's location. */
    List<ProgramEdge> edges(S state);

    /** States with different keys are never merged or compared for coverage. */
    Object partition(S state);

    boolean isTarget(S state);
  }

  /** How a run ended. */
  public sealed interface Outcome<S extends AbstractState, P extends Precision> {
    ReachedSet<S, P> reached();

    /** Every reachable state was explored; no target among them. */
    record Complete<S extends AbstractState, P extends Precision>(ReachedSet<S, P> reached)
        implements Outcome<S, P> {}

    /** A target state was reached. */
    record TargetReached<S extends AbstractState, P extends Precision>(
        ReachedSet<S, P> reached, ArgNode<S, P> target) implements Outcome<S, P> {}

    /** The run could not go on (time, an operation the analysis cannot handle). */
    record Stopped<S extends AbstractState, P extends Precision>(
        ReachedSet<S, P> reached, Reason reason) implements Outcome<S, P> {}
  }

  private final TransferRelation<S, P> transfer;
  private final MergeOperator<S, P> merge;
  private final StopOperator<S, P> stop;
  private final PrecisionAdjustment<S, P> adjustment;
  private final View<S> view;
  private final Budget budget;

  public CpaAlgorithm(Cpa<S, P> cpa, View<S> view, Budget budget) {
    this.transfer = cpa.transfer();
    this.merge = cpa.merge();
    this.stop = cpa.stop();
    this.adjustment = cpa.precisionAdjustment();
    this.view = view;
    this.budget = budget;
  }

  /** Explores from {@code initial} with {@code precision}, in the order of {@code waitlist}. */
  public Outcome<S, P> run(S initial, P precision, Waitlist<S, P> waitlist) {
    ReachedSet<S, P> reached = new ReachedSet<>(view::partition);
    ArgNode<S, P> root = reached.node(initial, precision, view.isTarget(initial));
    reached.add(root);
    if (root.isTarget()) {
      return new Outcome.TargetReached<>(reached, root);
    }
    waitlist.add(root);
    try {
      while (!waitlist.isEmpty()) {
        if (budget.exhausted()) {
          return new Outcome.Stopped<>(reached, Reason.timeout());
        }
        ArgNode<S, P> n = waitlist.pop();
        for (ProgramEdge edge : view.edges(n.state())) {
          for (S successor : transfer.successors(n.state(), n.precision(), edge)) {
            Optional<ArgNode<S, P>> target = explore(n, edge, successor, reached, waitlist);
            if (target.isPresent()) {
              return new Outcome.TargetReached<>(reached, target.get());
            }
          }
        }
      }
    } catch (CpaException e) {
      return new Outcome.Stopped<>(reached, e.reason());
    }
    return new Outcome.Complete<>(reached);
  }

  /** Adjusts, merges and stores one successor; the node if it is a target. */
  private Optional<ArgNode<S, P>> explore(
      ArgNode<S, P> parent,
      ProgramEdge edge,
      S successor,
      ReachedSet<S, P> reached,
      Waitlist<S, P> waitlist)
      throws CpaException {
    Optional<PrecisionAdjustment.Adjusted<S, P>> adjusted =
        adjustment.adjust(successor, parent.precision());
    if (adjusted.isEmpty()) {
      return Optional.empty();
    }
    S state = adjusted.get().state();
    P precision = adjusted.get().precision();
    ArgNode<S, P> child = reached.node(state, precision, view.isTarget(state));
    parent.link(edge, child);
    if (child.isTarget()) {
      reached.add(child);
      return Optional.of(child);
    }
    for (ArgNode<S, P> r :
        merge.isSep() ? List.<ArgNode<S, P>>of() : new ArrayList<>(reached.partition(state))) {
      S merged = merge.merge(state, r.state(), precision);
      if (merged != r.state()) {
        ArgNode<S, P> m = reached.node(merged, precision, false);
        r.replaceBy(m, child);
        parent.link(edge, m);
        reached.replace(r, m);
        waitlist.remove(r);
        waitlist.add(m);
      }
    }
    List<ArgNode<S, P>> partition = reached.partition(state);
    ArgNode<S, P> coverer = coverer(state, partition, precision);
    if (coverer != null
        || stop.stop(state, partition.stream().map(ArgNode::state).toList(), precision)) {
      child.markCovered(coverer);
      return Optional.empty();
    }
    reached.add(child);
    waitlist.add(child);
    return Optional.empty();
  }

  /**
   * A single reached node that covers {@code state} (the ARG records it); null if none does alone,
   * though all together still may (a stop operator over joins).
   */
  private ArgNode<S, P> coverer(S state, List<ArgNode<S, P>> partition, P precision)
      throws CpaException {
    for (ArgNode<S, P> r : partition) {
      if (stop.stop(state, List.of(r.state()), precision)) {
        return r;
      }
    }
    return null;
  }
}
