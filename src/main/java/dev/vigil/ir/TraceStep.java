package dev.vigil.ir;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One step of a run as traces, witnesses and reports show it: the source position, the function it
 * ran in, and what happened. The interpreter records these; counterexamples carry them.
 */
public record TraceStep(SourceLoc loc, String function, Event event) {
  public TraceStep {
    Objects.requireNonNull(loc);
    Objects.requireNonNull(function);
    Objects.requireNonNull(event);
  }

  /** What one step did. */
  public sealed interface Event {}

  /** A variable got a value (an assignment, a load, an allocation). */
  public record Assigned(Var variable, ConcreteValue value) implements Event {
    public Assigned {
      Objects.requireNonNull(variable);
      Objects.requireNonNull(value);
    }
  }

  /** A variable got input number {@code index} (of the run's inputs), from {@code origin}. */
  public record InputRead(Var variable, ConcreteValue value, InputOrigin origin, int index)
      implements Event {
    public InputRead {
      Objects.requireNonNull(variable);
      Objects.requireNonNull(value);
      Objects.requireNonNull(origin);
    }
  }

  /** A value was written to memory at {@code address}. */
  public record Stored(ConcreteValue address, ConcreteValue value) implements Event {
    public Stored {
      Objects.requireNonNull(address);
      Objects.requireNonNull(value);
    }
  }

  /** A function was entered with these argument values. */
  public record Called(String callee, List<ConcreteValue> arguments) implements Event {
    public Called {
      Objects.requireNonNull(callee);
      arguments = List.copyOf(arguments);
    }
  }

  /** The function {@link TraceStep#function()} returned, with a value unless it has none. */
  public record Returned(Optional<ConcreteValue> value) implements Event {
    public Returned {
      Objects.requireNonNull(value);
    }
  }

  /** {@code free(pointer)}. */
  public record Freed(ConcreteValue pointer) implements Event {
    public Freed {
      Objects.requireNonNull(pointer);
    }
  }

  /** {@code memcpy(destination, source, bytes)}. */
  public record Copied(ConcreteValue destination, ConcreteValue source, long bytes)
      implements Event {
    public Copied {
      Objects.requireNonNull(destination);
      Objects.requireNonNull(source);
    }
  }

  /** {@code memset(destination, value, bytes)}. */
  public record Filled(ConcreteValue destination, ConcreteValue value, long bytes)
      implements Event {
    public Filled {
      Objects.requireNonNull(destination);
      Objects.requireNonNull(value);
    }
  }

  /**
   * A call of a function without a body made the objects these pointers point into arbitrary
   * ({@link Op.HavocObjects}), and with {@code allStackAndHeap} every stack and heap object too.
   */
  public record Havocked(String function, List<ConcreteValue> roots, boolean allStackAndHeap)
      implements Event {
    public Havocked {
      Objects.requireNonNull(function);
      roots = List.copyOf(roots);
    }
  }

  /** Earlier steps that were not kept: a long run keeps only its end. */
  public record Elided(long steps) implements Event {}
}
