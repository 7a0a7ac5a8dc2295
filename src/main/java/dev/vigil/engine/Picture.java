package dev.vigil.engine;

import dev.vigil.ir.SourceLoc;
import java.util.List;
import java.util.Objects;

/**
 * What an engine can show of its search beside the verdict, for the HTML report: today
 * k-induction's bound at each loop. An engine with another picture (DASH's region graph, CPA's
 * pixel tree) adds a record here, and the compiler then asks {@code report} to draw it.
 */
public sealed interface Picture {

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
