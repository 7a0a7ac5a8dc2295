package dev.vigil.engine.cpa.control;

import dev.vigil.analysis.ProgramEdge;
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
 * The location CPA: a flat lattice of program locations. An edge leads from its source to its
 * target; a {@code halt} edge ends the program and leads nowhere.
 */
public final class LocationCpa implements Cpa<LocationState, StaticPrecision> {
  private static final AbstractDomain<LocationState> DOMAIN =
      new AbstractDomain<>() {
        @Override
        public boolean isLessOrEqual(LocationState a, LocationState b) {
          return a.equals(b) || b.equals(LocationState.TOP);
        }

        @Override
        public LocationState join(LocationState a, LocationState b) {
          return a.equals(b) ? a : LocationState.TOP;
        }
      };

  @Override
  public AbstractDomain<LocationState> domain() {
    return DOMAIN;
  }

  @Override
  public TransferRelation<LocationState, StaticPrecision> transfer() {
    return (state, precision, edge) -> successor(state, edge);
  }

  private static List<LocationState> successor(LocationState state, ProgramEdge edge) {
    boolean here = state.equals(LocationState.TOP) || edge.source().equals(state.location());
    if (!here || edge.edge().op() instanceof Op.Halt && edge.kind() == ProgramEdge.Kind.LOCAL) {
      return List.of();
    }
    return List.of(new LocationState(edge.target()));
  }

  @Override
  public MergeOperator<LocationState, StaticPrecision> merge() {
    return MergeOperator.sep();
  }

  @Override
  public StopOperator<LocationState, StaticPrecision> stop() {
    return STOP;
  }

  private static final StopOperator<LocationState, StaticPrecision> STOP = StopOperator.sep(DOMAIN);

  @Override
  public PrecisionAdjustment<LocationState, StaticPrecision> precisionAdjustment() {
    return PrecisionAdjustment.identity();
  }

  @Override
  public LocationState initialState(Location entry) {
    return new LocationState(entry);
  }

  @Override
  public StaticPrecision initialPrecision(Location entry) {
    return StaticPrecision.INSTANCE;
  }
}
