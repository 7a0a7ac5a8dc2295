package dev.vigil.engine.cpa.core;

import java.util.List;

/** The precision of a {@link CompositeCpa}: one per component, in the components' order. */
public record CompositePrecision(List<Precision> components) implements Precision {
  public CompositePrecision {
    components = List.copyOf(components);
  }

  /** The component at {@code index}, as the type its analysis uses. */
  public <P extends Precision> P get(int index, Class<P> type) {
    return type.cast(components.get(index));
  }

  /** This precision with the component at {@code index} replaced. */
  public CompositePrecision with(int index, Precision p) {
    java.util.ArrayList<Precision> all = new java.util.ArrayList<>(components);
    all.set(index, p);
    return new CompositePrecision(all);
  }
}
