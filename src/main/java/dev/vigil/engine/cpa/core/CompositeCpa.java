package dev.vigil.engine.cpa.core;

import dev.vigil.ir.Location;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The product of several CPAs: states and precisions are tuples, the transfer relation is the
 * product of the components' (a successor for every combination), precision adjustment works per
 * component, and a state is covered when one reached state covers it in every component. Merging
 * follows {@code merge^agree}: the components are merged pairwise, and the result is used only if
 * every component's result covers the new state's component; otherwise the reached state is kept.
 * With the location CPA's {@code merge^sep} this merges only states at the same location.
 */
public final class CompositeCpa implements Cpa<CompositeState, CompositePrecision> {
  private final List<Cpa<AbstractState, Precision>> components;

  @SuppressWarnings("unchecked")
  public CompositeCpa(List<? extends Cpa<?, ?>> components) {
    List<Cpa<AbstractState, Precision>> all = new ArrayList<>();
    for (Cpa<?, ?> c : components) {
      all.add((Cpa<AbstractState, Precision>) c); // each component sees only its own states
    }
    this.components = List.copyOf(all);
    this.allSep = this.components.stream().allMatch(c -> c.merge().isSep());
  }

  private final boolean allSep;

  @Override
  public AbstractDomain<CompositeState> domain() {
    return new AbstractDomain<>() {
      @Override
      public boolean isLessOrEqual(CompositeState a, CompositeState b) {
        for (int i = 0; i < components.size(); i++) {
          if (!components
              .get(i)
              .domain()
              .isLessOrEqual(a.components().get(i), b.components().get(i))) {
            return false;
          }
        }
        return true;
      }

      @Override
      public CompositeState join(CompositeState a, CompositeState b) {
        List<AbstractState> joined = new ArrayList<>();
        for (int i = 0; i < components.size(); i++) {
          joined.add(components.get(i).domain().join(a.components().get(i), b.components().get(i)));
        }
        return new CompositeState(joined);
      }
    };
  }

  @Override
  public TransferRelation<CompositeState, CompositePrecision> transfer() {
    return (state, precision, edge) -> {
      List<List<AbstractState>> product = List.of(List.of());
      for (int i = 0; i < components.size(); i++) {
        List<AbstractState> next =
            components
                .get(i)
                .transfer()
                .successors(state.components().get(i), precision.components().get(i), edge);
        if (next.isEmpty()) {
          return List.of();
        }
        List<List<AbstractState>> extended = new ArrayList<>();
        for (List<AbstractState> prefix : product) {
          for (AbstractState s : next) {
            List<AbstractState> longer = new ArrayList<>(prefix);
            longer.add(s);
            extended.add(longer);
          }
        }
        product = extended;
      }
      return product.stream().map(CompositeState::new).toList();
    };
  }

  @Override
  public MergeOperator<CompositeState, CompositePrecision> merge() {
    if (allSep) {
      return MergeOperator.sep();
    }
    return (newState, reached, precision) -> {
      List<AbstractState> merged = new ArrayList<>();
      boolean changed = false;
      for (int i = 0; i < components.size(); i++) {
        Cpa<AbstractState, Precision> c = components.get(i);
        AbstractState n = newState.components().get(i);
        AbstractState r = reached.components().get(i);
        AbstractState m = c.merge().merge(n, r, precision.components().get(i));
        if (!c.domain().isLessOrEqual(n, m)) {
          return reached; // this component keeps them apart
        }
        changed |= m != r;
        merged.add(m);
      }
      return changed ? new CompositeState(merged) : reached;
    };
  }

  @Override
  public StopOperator<CompositeState, CompositePrecision> stop() {
    return (state, reached, precision) -> {
      for (CompositeState r : reached) {
        if (coveredBy(state, r, precision)) {
          return true;
        }
      }
      return false;
    };
  }

  private boolean coveredBy(CompositeState state, CompositeState r, CompositePrecision precision)
      throws CpaException {
    for (int i = 0; i < components.size(); i++) {
      if (!components
          .get(i)
          .stop()
          .stop(
              state.components().get(i),
              List.of(r.components().get(i)),
              precision.components().get(i))) {
        return false;
      }
    }
    return true;
  }

  @Override
  public PrecisionAdjustment<CompositeState, CompositePrecision> precisionAdjustment() {
    return (state, precision) -> {
      List<AbstractState> states = new ArrayList<>();
      List<Precision> precisions = new ArrayList<>();
      for (int i = 0; i < components.size(); i++) {
        Optional<PrecisionAdjustment.Adjusted<AbstractState, Precision>> a =
            components
                .get(i)
                .precisionAdjustment()
                .adjust(state.components().get(i), precision.components().get(i));
        if (a.isEmpty()) {
          return Optional.empty();
        }
        states.add(a.get().state());
        precisions.add(a.get().precision());
      }
      return Optional.of(
          new PrecisionAdjustment.Adjusted<>(
              new CompositeState(states), new CompositePrecision(precisions)));
    };
  }

  @Override
  public CompositeState initialState(Location entry) throws CpaException {
    List<AbstractState> states = new ArrayList<>();
    for (Cpa<AbstractState, Precision> c : components) {
      states.add(c.initialState(entry));
    }
    return new CompositeState(states);
  }

  @Override
  public CompositePrecision initialPrecision(Location entry) {
    List<Precision> precisions = new ArrayList<>();
    for (Cpa<AbstractState, Precision> c : components) {
      precisions.add(c.initialPrecision(entry));
    }
    return new CompositePrecision(precisions);
  }

  /** The components, in order. */
  public List<Cpa<AbstractState, Precision>> components() {
    return components;
  }
}
