package dev.vigil.analysis.dependence;

import dev.vigil.ir.Edge;
import java.util.Objects;

/**
 * An abstract memory object of the points-to analysis: a global, the objects one allocation site
 * makes, a function (its address), or {@link Unknown}: any object at all.
 */
public sealed interface MemoryObject {
  record Global(String name) implements MemoryObject {
    public Global {
      Objects.requireNonNull(name);
    }
  }

  /** Every object one {@code alloc} edge makes. Edges compare by identity. */
  record Site(Edge alloc) implements MemoryObject {
    public Site {
      Objects.requireNonNull(alloc);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Site s && s.alloc == alloc;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(alloc);
    }
  }

  record Function(String name) implements MemoryObject {
    public Function {
      Objects.requireNonNull(name);
    }
  }

  /** Any object: where a pointer comes from a number, an input, or uninitialised memory. */
  record Unknown() implements MemoryObject {}

  MemoryObject UNKNOWN = new Unknown();
}
