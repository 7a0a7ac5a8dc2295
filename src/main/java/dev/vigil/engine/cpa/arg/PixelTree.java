package dev.vigil.engine.cpa.arg;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * A pixel tree (thesis §5): a single-root graph drawn as one horizontal line of pixels per depth of
 * a breadth-first search from the root, each line centred, one pixel per node coloured by what the
 * node is. Edges and labels are left out, so that the shape and size of huge graphs show at a
 * glance. Rows deeper than a cut-off are left out, and rows wider than a limit are trimmed at both
 * sides.
 */
public final class PixelTree {
  /** What a node is, by colour. */
  public enum Kind {
    TARGET(0xd01010),
    COVERED(0x10a010),
    MERGED(0xe8c800),
    PLAIN(0x000000);

    final int rgb;

    Kind(int rgb) {
      this.rgb = rgb;
    }
  }

  private static final int WHITE = 0xffffff;

  private final List<List<Kind>> rows;

  private PixelTree(List<List<Kind>> rows) {
    this.rows = rows;
  }

  /** The rows of the BFS from {@code root}, down to {@code maxDepth} (every node once). */
  public static <N> PixelTree of(
      N root, Function<N, List<N>> children, Function<N, Kind> kind, int maxDepth) {
    List<List<Kind>> rows = new ArrayList<>();
    Set<N> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<N> level = new ArrayDeque<>(List.of(root));
    seen.add(root);
    while (!level.isEmpty() && rows.size() <= maxDepth) {
      List<Kind> row = new ArrayList<>();
      Deque<N> next = new ArrayDeque<>();
      for (N n : level) {
        row.add(kind.apply(n));
        for (N c : children.apply(n)) {
          if (seen.add(c)) {
            next.add(c);
          }
        }
      }
      rows.add(row);
      level = next;
    }
    return new PixelTree(rows);
  }

  /** How many rows (BFS depths) it has. */
  public int depth() {
    return rows.size();
  }

  /** How many nodes the widest row has. */
  public int width() {
    return rows.stream().mapToInt(List::size).max().orElse(0);
  }

  /** The nodes of row {@code d}, left to right. */
  public List<Kind> row(int d) {
    return Collections.unmodifiableList(rows.get(d));
  }

  /**
   * The picture, row by row as RGB values: each node a square of {@code scale} pixels, rows wider
   * than {@code maxWidth} nodes trimmed to their middle, on white.
   */
  public int[][] pixels(int scale, int maxWidth) {
    int width = Math.max(1, Math.min(width(), maxWidth));
    int[][] img = new int[Math.max(1, rows.size()) * scale][width * scale];
    for (int[] line : img) {
      java.util.Arrays.fill(line, WHITE);
    }
    for (int d = 0; d < rows.size(); d++) {
      List<Kind> row = rows.get(d);
      int skip = Math.max(0, (row.size() - width) / 2);
      int shown = Math.min(row.size(), width);
      int x0 = (width - shown) / 2;
      for (int i = 0; i < shown; i++) {
        int rgb = row.get(skip + i).rgb;
        for (int dy = 0; dy < scale; dy++) {
          java.util.Arrays.fill(img[d * scale + dy], (x0 + i) * scale, (x0 + i + 1) * scale, rgb);
        }
      }
    }
    return img;
  }

  /** Writes the picture as PNG, scaled so that small trees are visible. */
  public void write(Path file, int maxWidth) throws IOException {
    int w = Math.max(1, Math.min(width(), maxWidth));
    int scale = Math.max(1, Math.min(12, 600 / Math.max(w, depth())));
    Files.write(file, Png.encode(pixels(scale, maxWidth)));
  }
}
