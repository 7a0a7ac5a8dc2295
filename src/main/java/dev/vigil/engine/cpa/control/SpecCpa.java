package dev.vigil.engine.cpa.control;

import dev.vigil.engine.cpa.core.AbstractDomain;
import dev.vigil.engine.cpa.core.Cpa;
import dev.vigil.engine.cpa.core.MergeOperator;
import dev.vigil.engine.cpa.core.PrecisionAdjustment;
import dev.vigil.engine.cpa.core.StopOperator;
import dev.vigil.engine.cpa.core.TransferRelation;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import java.util.List;

/**
 * The specification CPA: the program's properties are the reachability of its error edges (the
 * instrumenter made them so), and taking one leads to a target state. Ignored error edges (see
 * {@link SpecPrecision}) end the path instead.
 */
public final class SpecCpa implements Cpa<SpecState, SpecPrecision> {
  private final SpecPrecision initial;

  public SpecCpa(SpecPrecision initial) {
    this.initial = initial;
  }

  private static final AbstractDomain<SpecState> DOMAIN =
      new AbstractDomain<>() {
        @Override
        public boolean isLessOrEqual(SpecState a, SpecState b) {
          return a.equals(b);
        }

        @Override
        public SpecState join(SpecState a, SpecState b) {
          if (!a.equals(b)) {
            throw new IllegalArgumentException("specification states do not join");
          }
          return a;
        }
      };

  @Override
  public AbstractDomain<SpecState> domain() {
    return DOMAIN;
  }

  @Override
  public TransferRelation<SpecState, SpecPrecision> transfer() {
    return (state, precision, edge) -> {
      if (state.isTarget()) {
        return List.of();
      }
      if (edge.edge().op() instanceof Op.Error) {
        return precision.ignored().contains(edge.edge())
            ? List.of()
            : List.of(new SpecState(edge.edge()));
      }
      return List.of(state);
    };
  }

  @Override
  public MergeOperator<SpecState, SpecPrecision> merge() {
    return MergeOperator.sep();
  }

  @Override
  public StopOperator<SpecState, SpecPrecision> stop() {
    return STOP;
  }

  private static final StopOperator<SpecState, SpecPrecision> STOP = StopOperator.sep(DOMAIN);

  @Override
  public PrecisionAdjustment<SpecState, SpecPrecision> precisionAdjustment() {
    return PrecisionAdjustment.identity();
  }

  @Override
  public SpecState initialState(Location entry) {
    return SpecState.OK;
  }

  @Override
  public SpecPrecision initialPrecision(Location entry) {
    return initial;
  }
}
