package dev.vigil.engine.cpa.arg;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import javax.imageio.ImageIO;

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
    TARGET(new Color(0xd0, 0x10, 0x10)),
    COVERED(new Color(0x10, 0xa0, 0x10)),
    MERGED(new Color(0xe8, 0xc8, 0x00)),
    PLAIN(Color.BLACK);

    final Color colour;

    Kind(Color colour) {
      this.colour = colour;
    }
  }

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
   * The picture: each node a square of {@code scale} pixels, rows wider than {@code maxWidth}
   * nodes trimmed to their middle, on white.
   */
  public BufferedImage image(int scale, int maxWidth) {
    int width = Math.max(1, Math.min(width(), maxWidth));
    BufferedImage img = new BufferedImage(
        width * scale, Math.max(1, rows.size()) * scale, BufferedImage.TYPE_INT_RGB);
    for (int x = 0; x < img.getWidth(); x++) {
      for (int y = 0; y < img.getHeight(); y++) {
        img.setRGB(x, y, Color.WHITE.getRGB());
      }
    }
    for (int d = 0; d < rows.size(); d++) {
      List<Kind> row = rows.get(d);
      int skip = Math.max(0, (row.size() - width) / 2);
      int shown = Math.min(row.size(), width);
      int x0 = (width - shown) / 2;
      for (int i = 0; i < shown; i++) {
        int rgb = row.get(skip + i).colour.getRGB();
        for (int dx = 0; dx < scale; dx++) {
          for (int dy = 0; dy < scale; dy++) {
            img.setRGB((x0 + i) * scale + dx, d * scale + dy, rgb);
          }
        }
      }
    }
    return img;
  }

  /** Writes the picture as PNG, scaled so that small trees are visible. */
  public void write(Path file, int maxWidth) throws IOException {
    int w = Math.max(1, Math.min(width(), maxWidth));
    int scale = Math.max(1, Math.min(12, 600 / Math.max(w, depth())));
    if (!ImageIO.write(image(scale, maxWidth), "png", file.toFile())) {
      throw new IOException("no PNG writer");
    }
  }
}
