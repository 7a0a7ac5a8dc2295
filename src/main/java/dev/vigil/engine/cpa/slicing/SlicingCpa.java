package dev.vigil.engine.cpa.slicing;

import dev.vigil.engine.cpa.core.AbstractDomain;
import dev.vigil.engine.cpa.core.AbstractState;
import dev.vigil.engine.cpa.core.Cpa;
import dev.vigil.engine.cpa.core.CpaException;
import dev.vigil.engine.cpa.core.MergeOperator;
import dev.vigil.engine.cpa.core.Precision;
import dev.vigil.engine.cpa.core.PrecisionAdjustment;
import dev.vigil.engine.cpa.core.StopOperator;
import dev.vigil.engine.cpa.core.TransferRelation;
import dev.vigil.ir.Location;
import java.util.Optional;
import java.util.Set;

/**
 * The slicing CPA (thesis §2.8): it wraps an analysis and tracks nothing itself. An edge in the
 * current slice is executed by the wrapped analysis as it is, any other as a no-op ({@link
 * SliceView}); merge, stop and precision adjustment delegate with the wrapped precision. One set
 * lookup per transfer is all it costs.
 */
public final class SlicingCpa<S extends AbstractState, P extends Precision>
    implements Cpa<S, SlicingPrecision> {
  private final Cpa<S, P> wrapped;
  private final Set<dev.vigil.analysis.dependence.DependenceNode> initialSlice;

  public SlicingCpa(Cpa<S, P> wrapped, Set<dev.vigil.analysis.dependence.DependenceNode> initial) {
    this.wrapped = wrapped;
    this.initialSlice = Set.copyOf(initial);
  }

  @SuppressWarnings("unchecked")
  private P inner(SlicingPrecision p) {
    return (P) p.wrapped(); // built by this CPA from the wrapped analysis's precisions
  }

  @Override
  public AbstractDomain<S> domain() {
    return wrapped.domain();
  }

  @Override
  public TransferRelation<S, SlicingPrecision> transfer() {
    return (state, precision, edge) ->
        wrapped
            .transfer()
            .successors(state, inner(precision), SliceView.of(edge, precision.slice()));
  }

  @Override
  public MergeOperator<S, SlicingPrecision> merge() {
    // Stays recognisably merge^sep, so that CPA+ skips merging as it does without slicing.
    if (wrapped.merge().isSep()) {
      return MergeOperator.sep();
    }
    return (newState, reached, precision) ->
        wrapped.merge().merge(newState, reached, inner(precision));
  }

  @Override
  public StopOperator<S, SlicingPrecision> stop() {
    return (state, reached, precision) -> wrapped.stop().stop(state, reached, inner(precision));
  }

  @Override
  public PrecisionAdjustment<S, SlicingPrecision> precisionAdjustment() {
    return (state, precision) -> {
      Optional<PrecisionAdjustment.Adjusted<S, P>> a =
          wrapped.precisionAdjustment().adjust(state, inner(precision));
      return a.map(
          x ->
              new PrecisionAdjustment.Adjusted<>(
                  x.state(),
                  x.precision() == precision.wrapped()
                      ? precision
                      : new SlicingPrecision(precision.slice(), x.precision())));
    };
  }

  @Override
  public S initialState(Location entry) throws CpaException {
    return wrapped.initialState(entry);
  }

  @Override
  public SlicingPrecision initialPrecision(Location entry) {
    return new SlicingPrecision(initialSlice, wrapped.initialPrecision(entry));
  }

  /** The analysis this one wraps. */
  public Cpa<S, P> wrapped() {
    return wrapped;
  }
}
