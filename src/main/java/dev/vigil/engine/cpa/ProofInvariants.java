package dev.vigil.engine.cpa;

import dev.vigil.analysis.Cell;
import dev.vigil.analysis.Loops;
import dev.vigil.engine.Proof;
import dev.vigil.engine.cpa.control.LocationState;
import dev.vigil.engine.cpa.core.ArgNode;
import dev.vigil.engine.cpa.core.CompositePrecision;
import dev.vigil.engine.cpa.core.CompositeState;
import dev.vigil.engine.cpa.core.ReachedSet;
import dev.vigil.engine.shared.SourceNames;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The invariants of a TRUE verdict: at every loop head of the program, the disjunction of what the
 * reached states there say (over the function's variables and the global cells, named as in C). A
 * loop head where some state says nothing expressible has no invariant.
 */
final class ProofInvariants {
  private final Program user;
  private final StateFacts facts;
  private final Map<Var, Cell.GlobalCell> cells;

  /**
   * {@code user} is the program as the front end built it: the analysed program (with promoted
   * globals) keeps its locations, so its states are looked up at the user's loop heads.
   */
  ProofInvariants(Program user, StateFacts facts, Map<Var, Cell.GlobalCell> cells) {
    this.user = user;
    this.facts = facts;
    this.cells = cells;
  }

  List<Proof.Invariant> of(ReachedSet<CompositeState, CompositePrecision> reached) {
    Map<Location, List<ArgNode<CompositeState, CompositePrecision>>> byLocation =
        new LinkedHashMap<>();
    for (ArgNode<CompositeState, CompositePrecision> n : reached.reached()) {
      Location l = n.state().get(Cegar.LOCATION, LocationState.class).location();
      byLocation.computeIfAbsent(l, k -> new ArrayList<>()).add(n);
    }
    List<Proof.Invariant> invariants = new ArrayList<>();
    for (Function f : user.functions().values()) {
      for (Location head : Loops.of(f.cfa()).heads()) {
        List<ArgNode<CompositeState, CompositePrecision>> here = byLocation.get(head);
        if (here == null) {
          continue; // unreachable: any fact holds, none is worth stating
        }
        invariant(f, head, here).ifPresent(invariants::add);
      }
    }
    return invariants;
  }

  private Optional<Proof.Invariant> invariant(
      Function f, Location head, List<ArgNode<CompositeState, CompositePrecision>> states) {
    Set<Expr> disjuncts = new LinkedHashSet<>();
    for (ArgNode<CompositeState, CompositePrecision> n : states) {
      Optional<Expr> fact = facts.of(n.state().components().get(Cegar.DATA), f);
      if (fact.isEmpty() || fact.get().equals(Exprs.TRUE)) {
        return Optional.empty();
      }
      disjuncts.add(fact.get());
    }
    Expr condition = Exprs.FALSE;
    for (Expr d : disjuncts) {
      condition = Exprs.or(condition, d);
    }
    condition = SourceNames.named(List.of(condition), cells.keySet(), f.cfa(), head).get(0);
    if (condition.equals(Exprs.TRUE)) {
      return Optional.empty();
    }
    Map<Var, Proof.GlobalCell> globals = new LinkedHashMap<>();
    for (Var v : Ops.variables(condition)) {
      Cell.GlobalCell c = cells.get(v);
      if (c != null) {
        globals.put(v, new Proof.GlobalCell(c.global(), c.offset()));
      }
    }
    return Optional.of(
        new Proof.Invariant(f.name(), head, sourceOf(f.cfa(), head), condition, globals));
  }

  private static SourceLoc sourceOf(Cfa cfa, Location head) {
    List<Edge> edges = new ArrayList<>(cfa.outgoing(head));
    edges.addAll(cfa.incoming(head));
    return edges.stream()
        .map(Edge::loc)
        .filter(SourceLoc::isKnown)
        .findFirst()
        .orElse(SourceLoc.UNKNOWN);
  }
}
