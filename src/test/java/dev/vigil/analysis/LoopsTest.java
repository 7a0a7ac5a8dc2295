package dev.vigil.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The loop analysis, asserted exactly: on hand-built CFAs by location and edge, and on C programs
 * by the source lines of the edges in each loop (so that the front end's numbering of locations
 * does not matter).
 */
class LoopsTest {
  private static final SourceLoc L = SourceLoc.UNKNOWN;
  private static final Var C = new Var("c", IntType.BOOL, "main");

  @TempDir Path dir;

  /** Builds a CFA of locations 0..n-1, entry 0, from edges {source, target}, each a branch. */
  private static Cfa cfa(int n, int exit, int[]... edges) {
    Cfa.Builder b = Cfa.builder("main");
    List<Location> at = IntStream.range(0, n).mapToObj(i -> b.newLocation()).toList();
    for (int[] e : edges) {
      b.addEdge(at.get(e[0]), at.get(e[1]), new Op.Assume(C), L);
    }
    return b.entry(at.get(0)).exit(at.get(exit)).build();
  }

  private static List<Location> at(Cfa cfa, int... indices) {
    return Arrays.stream(indices).mapToObj(cfa.locations()::get).toList();
  }

  private static List<Edge> edges(Cfa cfa, int... indices) {
    return Arrays.stream(indices).mapToObj(cfa.edges()::get).toList();
  }

  /**
   * Two nested loops. The inner one has two back edges ({@code continue} and the end of its body)
   * and leaves the outer one too (a {@code return} from 6 to 7); the outer one also exits at its
   * head.
   */
  @Test
  void nestedLoopsWithSeveralBackEdgesAndExits() {
    Cfa cfa =
        cfa(
            11,
            10,
            new int[] {0, 1}, // e0
            new int[] {1, 2},
            new int[] {1, 9}, // e1, e2: outer head
            new int[] {2, 3}, // e3
            new int[] {3, 4},
            new int[] {3, 8}, // e4, e5: inner head
            new int[] {4, 5},
            new int[] {4, 6}, // e6, e7
            new int[] {5, 3}, // e8: continue
            new int[] {6, 7},
            new int[] {6, 3}, // e9: return, e10: end of the inner body
            new int[] {7, 10}, // e11
            new int[] {8, 1}, // e12: end of the outer body
            new int[] {9, 10}); // e13
    Loops loops = Loops.of(cfa);
    assertTrue(loops.reducible());
    assertEquals(at(cfa, 0, 1, 9, 2, 3, 8, 4, 6, 7, 10, 5), loops.dominators().reversePostorder());
    assertEquals(at(cfa, 1, 3), loops.heads());
    assertEquals(2, loops.loops().size());
    Loop outer = loops.loops().get(0);
    Loop inner = loops.loops().get(1);
    assertEquals(cfa.locations().get(1), outer.head());
    assertEquals(at(cfa, 1, 2, 3, 8, 4, 6, 5), outer.body());
    assertEquals(edges(cfa, 12), outer.backEdges());
    assertEquals(edges(cfa, 2, 9), outer.exits());
    assertEquals(Optional.empty(), outer.parent());
    assertEquals(0, outer.depth());
    assertEquals(cfa.locations().get(3), inner.head());
    assertEquals(at(cfa, 3, 4, 6, 5), inner.body());
    assertEquals(edges(cfa, 8, 10), inner.backEdges());
    assertEquals(edges(cfa, 5, 9), inner.exits());
    assertEquals(Optional.of(outer), inner.parent());
    assertEquals(1, inner.depth());
    assertEquals(List.of(outer, inner), loops.loopsAround(cfa.locations().get(5)));
    assertEquals(List.of(outer), loops.loopsAround(cfa.locations().get(8)));
    assertEquals(List.of(), loops.loopsAround(cfa.locations().get(7)));
    assertEquals(Optional.of(inner), loops.innermost(cfa.locations().get(4)));
    assertEquals(Set.of(8, 10, 12), retreating(cfa, loops));
    assertTrue(loops.isHead(cfa.locations().get(3)) && !loops.isHead(cfa.locations().get(4)));
    assertSame(loops, Loops.of(cfa), "computed once per CFA");
  }

  /** A self-loop, and a location no path reaches: in no loop, without a number. */
  @Test
  void selfLoopAndUnreachableLocation() {
    Cfa cfa = cfa(4, 2, new int[] {0, 1}, new int[] {1, 1}, new int[] {1, 2}, new int[] {3, 1});
    Loops loops = Loops.of(cfa);
    assertEquals(at(cfa, 1), loops.heads());
    Loop loop = loops.loops().getFirst();
    assertEquals(at(cfa, 1), loop.body());
    assertEquals(edges(cfa, 1), loop.backEdges());
    assertEquals(edges(cfa, 2), loop.exits());
    assertEquals(-1, loops.dominators().rpoNumber(cfa.locations().get(3)));
    assertEquals(List.of(), loops.loopsAround(cfa.locations().get(3)));
  }

  /**
   * A cycle {1, 2} entered at both locations: irreducible. The target of the retreating edge is a
   * head (a cut point), but there is no natural loop. Node splitting gives entry 2 its own copy of
   * the cycle (4 and 5), whose edge back to the head goes to the original head.
   */
  @Test
  void cycleWithTwoEntriesIsIrreducibleUntilSplit() {
    Cfa cfa =
        cfa(
            4,
            3,
            new int[] {0, 1},
            new int[] {0, 2},
            new int[] {1, 2},
            new int[] {2, 1},
            new int[] {2, 3});
    Loops loops = Loops.of(cfa);
    assertFalse(loops.reducible());
    assertEquals(at(cfa, 1), loops.heads());
    assertEquals(List.of(), loops.loops());
    assertEquals(Set.of(3), retreating(cfa, loops));

    Cfa split = NodeSplitting.reducible(cfa).orElseThrow();
    assertEquals(6, split.locations().size());
    assertEquals(
        Set.of("0->1", "0->5", "1->2", "2->1", "2->3", "4->5", "5->1", "5->3"),
        split.edges().stream()
            .map(e -> e.source().index() + "->" + e.target().index())
            .collect(Collectors.toSet()));
    Loops after = Loops.of(split);
    assertTrue(after.reducible());
    assertEquals(at(split, 1), after.heads());
    assertEquals(at(split, 1, 2), after.loops().getFirst().body());
    assertSame(split, NodeSplitting.reducible(split).orElseThrow(), "reducible as it is");
  }

  private static Set<Integer> retreating(Cfa cfa, Loops loops) {
    return cfa.edges().stream()
        .filter(loops::isRetreating)
        .map(Edge::index)
        .collect(Collectors.toSet());
  }

  // C programs: each loop described by source lines.

  /** A loop as source lines: of its head's edges, its body's, its back edges' and its exits'. */
  private record Shape(
      Set<Integer> head, Set<Integer> body, Set<Integer> back, Set<Integer> exits, int depth) {}

  private static Set<Integer> lines(List<Edge> edges) {
    return edges.stream().map(e -> e.loc().line()).collect(Collectors.toCollection(TreeSet::new));
  }

  private static Shape shape(Cfa cfa, Loop loop) {
    List<Edge> inside =
        cfa.edges().stream()
            .filter(e -> loop.contains(e.source()) && loop.contains(e.target()))
            .toList();
    return new Shape(
        lines(cfa.outgoing(loop.head())),
        lines(inside),
        lines(loop.backEdges()),
        lines(loop.exits()),
        loop.depth());
  }

  private Program lift(String code) throws Exception {
    Path file = Files.writeString(dir.resolve("test.c"), code);
    FrontendOptions options =
        new FrontendOptions(
            DataModel.LP64, List.of("reach_error"), true, Optional.empty(), w -> {});
    return Frontend.load(file, options);
  }

  private static Set<Integer> set(Integer... lines) {
    return Set.of(lines);
  }

  /**
   * A {@code while} loop in a {@code for} loop: {@code continue} is a second back edge of the inner
   * loop; {@code break} leaves the inner loop, {@code return} both, {@code goto} the outer.
   */
  @Test
  void nestedLoopsInC() throws Exception {
    Program p =
        lift(
            """
            int main() {
              int s = 0;
              for (int i = 0; i < 10; i++) {
                int j = 0;
                while (j < i) {
                  j++;
                  if (j == 3)
                    continue;
                  if (s > 100)
                    break;
                  if (s < -5)
                    return 1;
                  s += j;
                }
                if (s == 7)
                  goto out;
              }
            out:
              return s;
            }
            """);
    Cfa cfa = p.main().cfa();
    Loops loops = Loops.of(cfa);
    assertTrue(loops.reducible());
    assertEquals(2, loops.loops().size());
    assertEquals(loops.loops().stream().map(Loop::head).toList(), loops.heads());
    assertEquals(
        new Shape(set(3), set(3, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17), set(3), set(3, 11, 15), 0),
        shape(cfa, loops.loops().get(0)));
    assertEquals(
        new Shape(set(5), set(5, 6, 7, 8, 9, 11, 13), set(5, 8), set(5, 9, 11), 1),
        shape(cfa, loops.loops().get(1)));
    assertEquals(Optional.of(loops.loops().get(0)), loops.loops().get(1).parent());
  }

  /** Each function has its own loops; a call in a loop is just an edge of its body. */
  @Test
  void loopsInCalledFunctions() throws Exception {
    Program p =
        lift(
            """
            int f(int n) {
              int s = 0;
              while (n > 0) {
                s += n;
                n--;
              }
              return s;
            }
            int main() {
              int t = 0;
              for (int k = 0; k < 3; k++)
                t += f(k);
              return t;
            }
            """);
    Cfa f = p.function("f").orElseThrow().cfa();
    Cfa main = p.main().cfa();
    assertEquals(
        List.of(new Shape(set(3), set(3, 4, 5), set(3), set(3), 0)),
        Loops.of(f).loops().stream().map(l -> shape(f, l)).toList());
    assertEquals(
        List.of(new Shape(set(11), set(11, 12), set(11), set(11), 0)),
        Loops.of(main).loops().stream().map(l -> shape(main, l)).toList());
  }

  /** A {@code goto} into a loop body: two entries, one head (the first in reverse postorder). */
  @Test
  void gotoIntoALoopBodyInC() throws Exception {
    Program p =
        lift(
            """
            extern int __VERIFIER_nondet_int(void);
            int main() {
              int i = 0;
              if (__VERIFIER_nondet_int())
                goto inside;
              while (i < 10) {
                i++;
              inside:
                i += 2;
              }
              return i;
            }
            """);
    Cfa cfa = p.main().cfa();
    Loops loops = Loops.of(cfa);
    assertFalse(loops.reducible());
    assertEquals(List.of(), loops.loops());
    assertEquals(1, loops.heads().size());
    assertEquals(set(9), lines(cfa.outgoing(loops.heads().getFirst())));

    Cfa split = NodeSplitting.reducible(cfa).orElseThrow();
    Loops after = Loops.of(split);
    assertTrue(after.reducible());
    assertEquals(1, after.loops().size());
    Loop loop = after.loops().getFirst();
    assertEquals(new Shape(set(9), set(6, 7, 9), set(7), set(6), 0), shape(split, loop));
    assertEquals(5, loop.body().size());
    // The second entry gets a copy of the cycle; its edge back to the head goes to the original.
    assertEquals(cfa.locations().size() + 5, split.locations().size());
    assertEquals(cfa.edges().size() + 6, split.edges().size());
  }
}
