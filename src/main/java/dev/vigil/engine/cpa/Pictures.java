package dev.vigil.engine.cpa;

import dev.vigil.engine.cpa.arg.ArgDot;
import dev.vigil.engine.cpa.arg.PixelTree;
import dev.vigil.engine.cpa.control.LocationState;
import dev.vigil.engine.cpa.core.ArgNode;
import dev.vigil.engine.cpa.core.CompositePrecision;
import dev.vigil.engine.cpa.core.CompositeState;
import dev.vigil.engine.cpa.core.ReachedSet;
import dev.vigil.engine.cpa.slicing.SliceView;
import dev.vigil.engine.cpa.slicing.SlicingPrecision;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Optional;

/** Writes the pictures the options ask for: the ARG as Graphviz, and as a pixel tree. */
final class Pictures {
  /** Pixel trees show at most this many rows, and rows at most this wide. */
  static final int MAX_ROWS = 4000;

  static final int MAX_WIDTH = 4000;

  private Pictures() {}

  /** Writes them; the first failure to write, if any. */
  static Optional<String> write(
      ReachedSet<CompositeState, CompositePrecision> arg, CpaOptions options, Analysis analysis) {
    try {
      if (options.argDot().isPresent()) {
        Files.writeString(
            options.argDot().get(),
            ArgDot.render(arg.nodes(), n -> label(n, analysis), Pictures::executed));
      }
      if (options.pixelTree().isPresent()) {
        pixelTree(arg).write(options.pixelTree().get(), MAX_WIDTH);
      }
      return Optional.empty();
    } catch (IOException | RuntimeException e) {
      return Optional.of(e.getMessage() == null ? e.toString() : e.getMessage());
    }
  }

  static PixelTree pixelTree(ReachedSet<CompositeState, CompositePrecision> arg) {
    return PixelTree.of(
        arg.root(),
        n -> n.children().stream().map(ArgNode.Link::node).toList(),
        n ->
            n.isTarget()
                ? PixelTree.Kind.TARGET
                : n.isCovered()
                    ? PixelTree.Kind.COVERED
                    : n.isMerged() ? PixelTree.Kind.MERGED : PixelTree.Kind.PLAIN,
        MAX_ROWS);
  }

  private static String label(ArgNode<CompositeState, CompositePrecision> n, Analysis analysis) {
    LocationState l = n.state().get(Cegar.LOCATION, LocationState.class);
    return "N"
        + n.id()
        + " "
        + l
        + "\n"
        + analysis.describe(n.state().components().get(Cegar.DATA));
  }

  /** Whether the analysis executed the edge to a child as it is (not as a no-op of a slice). */
  private static boolean executed(
      ArgNode<CompositeState, CompositePrecision> parent,
      ArgNode.Link<CompositeState, CompositePrecision> link) {
    if (parent.precision().components().get(Cegar.DATA) instanceof SlicingPrecision p) {
      return SliceView.of(link.edge(), p.slice()) == link.edge();
    }
    return true;
  }
}
