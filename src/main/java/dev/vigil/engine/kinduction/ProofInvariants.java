package dev.vigil.engine.kinduction;

import dev.vigil.engine.Proof;
import dev.vigil.engine.shared.SourceNames;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * States the invariants that k-induction assumed at cut points of its inlined program as facts
 * about the program the user gave ({@link Proof.Invariant}): at the loop head of the function each
 * cut point was copied from, over that function's variables and the globals it read. A fact that
 * mentions a variable of another activation (a caller's, live across the call) has no such form and
 * is left out. Where a function was inlined more than once, the fact at its loop head is the
 * disjunction over the copies.
 */
final class ProofInvariants {
  private ProofInvariants() {}

  /** One copy's facts at a loop head, over the original variables and named global cells. */
  private record Facts(List<Expr> conditions, Map<Var, Proof.GlobalCell> cells) {}

  static List<Proof.Invariant> of(Program program, Induction induction) {
    Map<Inliner.Origin, Facts> byCopy = new LinkedHashMap<>();
    induction
        .invariants()
        .forEach(
            (cut, ops) -> {
              Inliner.Origin origin = induction.origins().locations().get(cut);
              if (origin != null) {
                byCopy.put(origin, facts(origin.function(), ops, induction.origins()));
              }
            });
    Map<Location, List<Facts>> byHead = new LinkedHashMap<>();
    Map<Location, Integer> copies = new HashMap<>();
    induction.origins().locations().values().stream()
        .map(Inliner.Origin::location)
        .forEach(l -> copies.merge(l, 1, Integer::sum));
    byCopy.forEach(
        (origin, facts) ->
            byHead.computeIfAbsent(origin.location(), l -> new ArrayList<>()).add(facts));
    List<Proof.Invariant> invariants = new ArrayList<>();
    byHead.forEach(
        (head, all) -> {
          Function f = program.function(head.function()).orElseThrow();
          SourceLoc loc = sourceOf(f.cfa(), head);
          boolean everyCopy =
              all.size() == copies.get(head)
                  && all.stream().noneMatch(x -> x.conditions().isEmpty());
          List<Expr> conditions = new ArrayList<>();
          Map<Var, Proof.GlobalCell> cells = new LinkedHashMap<>();
          all.forEach(x -> cells.putAll(x.cells()));
          if (all.size() == 1) {
            conditions.addAll(all.get(0).conditions());
          } else if (everyCopy) {
            Expr any = Exprs.FALSE;
            for (Facts x : all) {
              any = Exprs.or(any, x.conditions().stream().reduce(Exprs.TRUE, Exprs::and));
            }
            conditions.add(any);
          }
          for (Expr c : SourceNames.named(conditions, cells.keySet(), f.cfa(), head)) {
            if (!c.equals(Exprs.TRUE)) {
              invariants.add(invariant(head, loc, c, cells));
            }
          }
        });
    return invariants;
  }

  /**
   * The facts of one copy: assumptions over variables of {@code function}'s activation and over
   * globals loaded before them, renamed to the original variables.
   */
  private static Facts facts(String function, List<Op> ops, Inliner.Origins origins) {
    Map<Var, Proof.GlobalCell> cells = new LinkedHashMap<>();
    Map<Var, Var> rename = new HashMap<>();
    List<Expr> conditions = new ArrayList<>();
    for (Op op : ops) {
      switch (op) {
        case Op.Load l ->
            globalCell(l.address())
                .ifPresent(
                    cell -> {
                      Var named =
                          new Var(
                              cell.global() + (cell.offset() == 0 ? "" : "+" + cell.offset()),
                              l.target().type(),
                              function);
                      cells.put(named, cell);
                      rename.put(l.target(), named);
                    });
        case Op.Assume a -> {
          Set<Var> vars = new LinkedHashSet<>();
          collect(a.condition(), vars);
          boolean expressible =
              vars.stream()
                  .allMatch(
                      v ->
                          rename.containsKey(v)
                              || origins.variables().get(v) != null
                                  && origins.variables().get(v).function().equals(function));
          if (expressible) {
            conditions.add(
                Ops.rename(a.condition(), v -> rename.getOrDefault(v, origins.variables().get(v))));
          }
        }
        // The invariants are the assumptions; loads name the global cells they read.
        case Op.Assign _,
            Op.ParallelAssign _,
            Op.Havoc _,
            Op.Store _,
            Op.Alloc _,
            Op.Free _,
            Op.MemCopy _,
            Op.MemSet _,
            Op.Call _,
            Op.Return _,
            Op.Error _,
            Op.HavocMemory _,
            Op.HavocObjects _,
            Op.Halt _,
            Op.Skip _ -> {}
      }
    }
    return new Facts(conditions, cells);
  }

  private static java.util.Optional<Proof.GlobalCell> globalCell(Expr address) {
    if (address instanceof Expr.GlobalAddress g) {
      return java.util.Optional.of(new Proof.GlobalCell(g.global(), 0));
    }
    if (address instanceof Expr.PtrAdd p
        && p.pointer() instanceof Expr.GlobalAddress g
        && p.offset() instanceof Expr.IntConst c) {
      return java.util.Optional.of(new Proof.GlobalCell(g.global(), c.signedValue()));
    }
    return java.util.Optional.empty();
  }

  private static Proof.Invariant invariant(
      Location head, SourceLoc loc, Expr condition, Map<Var, Proof.GlobalCell> cells) {
    Map<Var, Proof.GlobalCell> used = new LinkedHashMap<>();
    Set<Var> vars = new LinkedHashSet<>();
    collect(condition, vars);
    cells.forEach(
        (v, cell) -> {
          if (vars.contains(v)) {
            used.put(v, cell);
          }
        });
    return new Proof.Invariant(head.function(), head, loc, condition, used);
  }

  /** Where a loop head is in the source: its first outgoing edge with a position, else incoming. */
  static SourceLoc sourceOf(Cfa cfa, Location head) {
    List<Edge> edges = new ArrayList<>(cfa.outgoing(head));
    edges.addAll(cfa.incoming(head));
    return edges.stream()
        .map(Edge::loc)
        .filter(SourceLoc::isKnown)
        .findFirst()
        .orElse(SourceLoc.UNKNOWN);
  }

  private static void collect(Expr e, Set<Var> out) {
    if (e instanceof Var v) {
      out.add(v);
    }
    e.children().forEach(c -> collect(c, out));
  }
}
