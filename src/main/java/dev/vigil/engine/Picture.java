package dev.vigil.engine;

import dev.vigil.ir.SourceLoc;
import java.util.List;
import java.util.Objects;

/**
 * What an engine can show of its search beside the verdict, for the HTML report: k-induction's
 * bound at each loop, DASH's region graph. An engine with another picture (CPA's pixel tree) adds a
 * record here, and the compiler then asks {@code report} to draw it.
 */
public sealed interface Picture {

  /**
   * A graph of the search as Graphviz text, e.g. DASH's last region graph: {@code title} heads it,
   * {@code caption} says how to read it.
   */
  record Graph(String title, String caption, String dot) implements Picture {
    public Graph {
      Objects.requireNonNull(title);
      Objects.requireNonNull(caption);
      Objects.requireNonNull(dot);
    }
  }

  /**
   * A number per loop head, e.g. how often k-induction unwound each loop: {@code quantity} names
   * the number ("k"), {@code caption} says what it means.
   */
  record LoopBounds(String quantity, String caption, List<LoopBound> loops) implements Picture {
    public LoopBounds {
      Objects.requireNonNull(quantity);
      Objects.requireNonNull(caption);
      loops = List.copyOf(loops);
    }
  }

  /** One loop: its function, the position of its head, and the number. */
  record LoopBound(String function, SourceLoc head, long value) {
    public LoopBound {
      Objects.requireNonNull(function);
      Objects.requireNonNull(head);
    }
  }
}
