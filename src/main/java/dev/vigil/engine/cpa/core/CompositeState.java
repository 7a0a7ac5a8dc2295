package dev.vigil.engine.cpa.core;

import java.util.List;

/** A state of a {@link CompositeCpa}: one state per component, in the components' order. */
public record CompositeState(List<AbstractState> components) implements AbstractState {
  public CompositeState {
    components = List.copyOf(components);
  }

  /** The component at {@code index}, as the type its analysis uses. */
  public <S extends AbstractState> S get(int index, Class<S> type) {
    return type.cast(components.get(index));
  }

  /** The first component of type {@code type}. */
  public <S extends AbstractState> S find(Class<S> type) {
    for (AbstractState s : components) {
      if (type.isInstance(s)) {
        return type.cast(s);
      }
    }
    throw new IllegalArgumentException("no component of type " + type.getSimpleName());
  }
}
