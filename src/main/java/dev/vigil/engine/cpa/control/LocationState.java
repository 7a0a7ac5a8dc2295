package dev.vigil.engine.cpa.control;

import dev.vigil.engine.cpa.core.AbstractState;
import dev.vigil.ir.Location;
import java.util.Objects;

/** A program location (of the program graph), or {@link #TOP}: any location. */
public record LocationState(Location location) implements AbstractState {
  /** Any location: the join of two different ones. */
  public static final LocationState TOP = new LocationState(new Location("*", -1));

  public LocationState {
    Objects.requireNonNull(location);
  }

  @Override
  public String toString() {
    return location.function() + ":" + location;
  }
}
