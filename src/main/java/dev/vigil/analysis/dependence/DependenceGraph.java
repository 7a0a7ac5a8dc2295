package dev.vigil.analysis.dependence;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.ProgramGraph;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The system dependence graph of a program (thesis §2.7, a simplified SDG of Horwitz, Reps and
 * Binkley): its nodes are the CFA edges, an actual-in node per argument and an actual-out node per
 * call, and the entry of every function. A node is flow-dependent on the nodes whose definitions
 * reach one of its uses ({@link ReachingDefinitions}, with {@link PointsTo} for memory), and
 * control-dependent on the edges of the branches that decide whether it runs ({@link
 * ControlDependence}; every edge of such a branch, as the thesis's definition names the deciding
 * edge by its source location only, so a slice keeps a loop's exit with its body), else on its
 * function's entry; a function's entry depends on the calls of it, and a call's actual nodes on the
 * call. {@link #slice} is backward reachability (the thesis's Algorithm 1).
 *
 * <p>A slice is closed under flow dependence, so on every execution of the program each statement
 * in the slice reads the same values when the statements outside it do nothing: an analysis of the
 * program with the others replaced by no-ops (and every assumption outside the slice dropped) sees
 * every execution of the original, so what it proves unreachable is.
 */
public final class DependenceGraph {
  private final Map<DependenceNode, Set<DependenceNode>> flowFrom = new LinkedHashMap<>();
  private final Map<DependenceNode, Set<DependenceNode>> controlFrom = new LinkedHashMap<>();
  private final Set<DependenceNode> nodes = new LinkedHashSet<>();

  private DependenceGraph() {}

  /**
   * The dependence graph of a program whose calls are all direct ({@link ProgramGraph#unsupported}
   * is empty; otherwise an {@link IllegalArgumentException}).
   */
  public static DependenceGraph of(ProgramGraph graph) {
    graph
        .unsupported()
        .ifPresent(
            what -> {
              throw new IllegalArgumentException("no dependence graph: " + what);
            });
    DependenceGraph dg = new DependenceGraph();
    DefUse defUse = new DefUse(graph, PointsTo.of(graph));
    ReachingDefinitions rd = ReachingDefinitions.of(graph, defUse);
    for (Function f : graph.program().functions().values()) {
      dg.nodes.add(new DependenceNode.Entry(f.name()));
      ControlDependence cd = ControlDependence.of(f.cfa());
      for (Edge e : f.cfa().edges()) {
        DependenceNode.Statement node = new DependenceNode.Statement(e);
        dg.nodes.add(node);
        List<Edge> deciding = cd.branchesDeciding(e.source());
        if (deciding.isEmpty()) {
          dg.control(new DependenceNode.Entry(f.name()), node);
        }
        for (Edge b : deciding) {
          for (Edge sibling : f.cfa().outgoing(b.source())) {
            dg.control(new DependenceNode.Statement(sibling), node);
          }
        }
        dg.flow(rd.reaching(e.source(), defUse.statement(f, e).uses()), node);
        if (e.op() instanceof Op.Call) {
          dg.call(graph, defUse, rd, e);
        }
      }
    }
    return dg;
  }

  private void call(ProgramGraph graph, DefUse defUse, ReachingDefinitions rd, Edge call) {
    DependenceNode.Statement node = new DependenceNode.Statement(call);
    for (ProgramEdge enter : graph.enters(call)) {
      Function callee = enter.callee().orElseThrow();
      control(node, new DependenceNode.Entry(callee.name()));
      for (int i = 0; i < callee.parameters().size(); i++) {
        DependenceNode in = new DependenceNode.ActualIn(call, i);
        nodes.add(in);
        control(node, in);
        flow(rd.reaching(call.source(), defUse.actualIn(call, callee, i).uses()), in);
      }
    }
    for (ProgramEdge exit : graph.exits(call)) {
      DependenceNode out = new DependenceNode.ActualOut(call);
      nodes.add(out);
      control(node, out);
      flow(
          rd.reaching(exit.source(), defUse.actualOut(call, exit.callee().orElseThrow()).uses()),
          out);
    }
  }

  private void flow(Collection<DependenceNode> from, DependenceNode to) {
    flowFrom.computeIfAbsent(to, k -> new LinkedHashSet<>()).addAll(from);
  }

  private void control(DependenceNode from, DependenceNode to) {
    controlFrom.computeIfAbsent(to, k -> new LinkedHashSet<>()).add(from);
  }

  /** Every node. */
  public Set<DependenceNode> nodes() {
    return nodes;
  }

  /** The nodes {@code n} is flow-dependent on. */
  public Set<DependenceNode> flowDependences(DependenceNode n) {
    return flowFrom.getOrDefault(n, Set.of());
  }

  /** The nodes {@code n} is control-dependent on. */
  public Set<DependenceNode> controlDependences(DependenceNode n) {
    return controlFrom.getOrDefault(n, Set.of());
  }

  /** How many dependence edges there are (flow and control). */
  public int edgeCount() {
    int n = 0;
    for (Set<DependenceNode> s : flowFrom.values()) {
      n += s.size();
    }
    for (Set<DependenceNode> s : controlFrom.values()) {
      n += s.size();
    }
    return n;
  }

  /**
   * The slice for the criteria: every node they depend on, directly or transitively, through flow
   * or control dependence (the criteria included).
   */
  public Set<DependenceNode> slice(Collection<? extends DependenceNode> criteria) {
    Set<DependenceNode> slice = new LinkedHashSet<>();
    Deque<DependenceNode> work = new ArrayDeque<>(criteria);
    while (!work.isEmpty()) {
      DependenceNode n = work.pop();
      if (slice.add(n)) {
        work.addAll(flowDependences(n));
        work.addAll(controlDependences(n));
      }
    }
    return slice;
  }
}
