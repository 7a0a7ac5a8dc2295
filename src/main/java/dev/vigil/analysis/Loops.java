package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Location;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * The loops of one CFA, the one place where Vigil finds them. Computed once per CFA.
 *
 * <p>A <em>retreating edge</em> goes to a location no later in reverse postorder ({@link
 * Dominators}); every cycle has one. Its target is a <em>loop head</em>, also called a cut point:
 * cutting the heads breaks every cycle. A retreating edge whose target dominates its source is a
 * <em>back edge</em>; the natural loop of a head is the head and every location that reaches one of
 * its back edges without passing the head. Natural loops are disjoint or nested.
 *
 * <p>In a reducible CFA every retreating edge is a back edge, and the heads are exactly those of
 * the natural loops. A cycle entered at several locations (a {@code goto} into a loop body) makes
 * the CFA irreducible: a head may then have no natural loop. {@link NodeSplitting} makes such a CFA
 * reducible.
 *
 * <p>Every list is in a deterministic order: locations and loops by reverse postorder (so an outer
 * loop comes before the loops nested in it), edges by their order in the CFA. Unreachable locations
 * are in no loop.
 */
public final class Loops {
  private static final CfaCache<Loops> CACHE = new CfaCache<>(Loops::compute);

  private final Dominators dominators;
  private final List<Loop> loops;
  private final List<Location> heads;
  private final BitSet isHead;
  private final BitSet retreating;
  private final List<List<Loop>> around;
  private final boolean reducible;

  private Loops(
      Dominators dominators,
      List<Loop> loops,
      List<Location> heads,
      BitSet retreating,
      List<List<Loop>> around,
      boolean reducible) {
    this.dominators = dominators;
    this.loops = List.copyOf(loops);
    this.heads = List.copyOf(heads);
    this.isHead = new BitSet();
    heads.forEach(h -> isHead.set(h.index()));
    this.retreating = retreating;
    this.around = around;
    this.reducible = reducible;
  }

  public static Loops of(Cfa cfa) {
    return CACHE.get(cfa);
  }

  private static Loops compute(Cfa cfa) {
    Dominators dom = Dominators.of(cfa);
    BitSet retreating = new BitSet();
    BitSet heads = new BitSet();
    boolean reducible = true;
    for (Edge e : cfa.edges()) {
      if (dom.isReachable(e.source()) && dom.rpoNumber(e.target()) <= dom.rpoNumber(e.source())) {
        retreating.set(e.index());
        heads.set(e.target().index());
        reducible &= dom.dominates(e.target(), e.source());
      }
    }
    List<Location> headList = new ArrayList<>();
    List<Loop> loops = new ArrayList<>();
    int n = cfa.locations().size();
    List<List<Loop>> around = new ArrayList<>(Collections.nCopies(n, List.of()));
    for (Location h : dom.reversePostorder()) {
      if (!heads.get(h.index())) {
        continue;
      }
      headList.add(h);
      List<Edge> back = new ArrayList<>();
      for (Edge e : cfa.incoming(h)) {
        if (retreating.get(e.index()) && dom.dominates(h, e.source())) {
          back.add(e);
        }
      }
      if (back.isEmpty()) {
        continue; // a head of an irreducible cycle only
      }
      // Heads come in reverse postorder, so the loops around h are known already.
      List<Loop> outer = around.get(h.index());
      Loop loop = natural(cfa, dom, h, back, outer.isEmpty() ? null : outer.getLast());
      loops.add(loop);
      List<Loop> chain = new ArrayList<>(outer);
      chain.add(loop);
      List<Loop> shared = List.copyOf(chain);
      loop.body().forEach(l -> around.set(l.index(), shared));
    }
    return new Loops(dom, loops, headList, retreating, List.copyOf(around), reducible);
  }

  /** The natural loop of {@code head} with the given back edges. */
  private static Loop natural(
      Cfa cfa, Dominators dom, Location head, List<Edge> back, Loop parent) {
    BitSet body = new BitSet();
    body.set(head.index());
    Deque<Location> work = new ArrayDeque<>();
    for (Edge e : back) {
      if (!body.get(e.source().index())) {
        body.set(e.source().index());
        work.push(e.source());
      }
    }
    while (!work.isEmpty()) {
      for (Edge in : cfa.incoming(work.pop())) {
        Location l = in.source();
        if (dom.isReachable(l) && !body.get(l.index())) {
          body.set(l.index());
          work.push(l);
        }
      }
    }
    List<Location> members =
        body.stream()
            .mapToObj(cfa.locations()::get)
            .sorted(Comparator.comparingInt(dom::rpoNumber))
            .toList();
    List<Edge> exits = new ArrayList<>();
    for (Location l : members) {
      for (Edge e : cfa.outgoing(l)) {
        if (!body.get(e.target().index())) {
          exits.add(e);
        }
      }
    }
    exits.sort(Comparator.comparingInt(Edge::index));
    return new Loop(head, members, back, exits, parent);
  }

  public Dominators dominators() {
    return dominators;
  }

  /** The natural loops, by reverse postorder of their heads: outer loops before inner ones. */
  public List<Loop> loops() {
    return loops;
  }

  /** The loop heads (cut points): targets of retreating edges, in reverse postorder. */
  public List<Location> heads() {
    return heads;
  }

  public boolean isHead(Location l) {
    return isHead.get(l.index());
  }

  /** Whether {@code e} goes to a location no later in reverse postorder (from a reachable one). */
  public boolean isRetreating(Edge e) {
    return retreating.get(e.index());
  }

  /** The natural loops that contain {@code l}, outermost first. */
  public List<Loop> loopsAround(Location l) {
    return around.get(l.index());
  }

  /** The innermost natural loop that contains {@code l}. */
  public Optional<Loop> innermost(Location l) {
    List<Loop> chain = around.get(l.index());
    return chain.isEmpty() ? Optional.empty() : Optional.of(chain.getLast());
  }

  /** Whether every retreating edge is a back edge: every cycle has one entry, its head. */
  public boolean reducible() {
    return reducible;
  }
}
