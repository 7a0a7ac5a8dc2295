package dev.vigil.engine.dash;

import dev.vigil.analysis.Liveness;
import dev.vigil.analysis.Loop;
import dev.vigil.analysis.Loops;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * If-conversion: a branch whose two arms only assign variables and meet again becomes one
 * simultaneous assignment of {@code ite}s, as LLVM's {@code simplifycfg} turns such diamonds into
 * {@code select}s in the optimised bitcode LCTD analysed. The IR's expressions are total (division
 * by zero has a value; undefined behaviour is checked on edges of its own, which make an arm
 * impure), so evaluating both arms changes nothing. Only the variables live at the join are
 * assigned (the arms' temporaries would only grow preimages). DASH then has no region at the join
 * and steps over the diamond in one edge: a loop whose body is such diamonds is refined at its head
 * only. Only diamonds where that pays are converted ({@link #worthConverting}), repeatedly, so
 * nested ones convert from the inside out.
 */
final class IfConversion {
  /**
   * The largest expression (as a tree) a conversion may write: substitution copies a value into
   * each later use, and a chain of diamonds could double it at each one.
   */
  private static final int MAX_NODES = 1000;

  private IfConversion() {}

  static Program of(Program program) {
    List<Function> converted = new ArrayList<>();
    boolean any = false;
    for (Function f : program.functions().values()) {
      Cfa cfa = f.cfa();
      Cfa c = convert(cfa);
      any |= c != cfa;
      converted.add(
          c == cfa
              ? f
              : new Function(f.name(), f.parameters(), f.returnType(), f.varargs(), c, f.loc()));
    }
    return any ? program.withFunctions(converted) : program;
  }

  /** An arm: its edges after the branch's assume, the join it reaches, and what it assigns. */
  private record Arm(List<Edge> edges, Location join, Map<Var, Expr> assigned) {}

  private static Cfa convert(Cfa cfa) {
    Cfa current = cfa;
    while (true) {
      Cfa next = convertOne(current);
      if (next == null) {
        return current;
      }
      current = next;
    }
  }

  /** {@code cfa} with its first convertible diamond converted, or null when it has none. */
  private static Cfa convertOne(Cfa cfa) {
    Liveness liveness = null;
    for (Location b : cfa.locations()) {
      List<Edge> out = cfa.outgoing(b);
      if (out.size() != 2
          || !(out.get(0).op() instanceof Op.Assume a0)
          || !(out.get(1).op() instanceof Op.Assume a1)
          || !complementary(a0.condition(), a1.condition())) {
        continue;
      }
      Arm then = arm(cfa, out.get(0));
      Arm other = arm(cfa, out.get(1));
      if (then == null || other == null || !then.join().equals(other.join()) || then.join() == b) {
        continue;
      }
      if (liveness == null) {
        liveness = Liveness.of(cfa);
      }
      Set<Var> vars = new LinkedHashSet<>(then.assigned().keySet());
      vars.addAll(other.assigned().keySet());
      vars.retainAll(liveness.at(then.join()));
      if (!worthConverting(cfa, b, a0.condition(), vars, then, other)) {
        continue;
      }
      List<Op.Assign> assigns = new ArrayList<>();
      for (Var v : vars) {
        Expr t = then.assigned().getOrDefault(v, v);
        Expr e = other.assigned().getOrDefault(v, v);
        assigns.add(new Op.Assign(v, t.equals(e) ? t : Exprs.ite(a0.condition(), t, e)));
      }
      if (!assigns.stream().allMatch(a -> IrSubstitution.small(a.value(), MAX_NODES))) {
        continue;
      }
      Op op =
          switch (assigns.size()) {
            case 0 -> new Op.Skip();
            case 1 -> assigns.get(0);
            default -> new Op.ParallelAssign(assigns);
          };
      Set<Edge> removed = new HashSet<>(out);
      removed.addAll(then.edges());
      removed.addAll(other.edges());
      return rebuild(cfa, removed, b, then.join(), op, out.get(0));
    }
    return null;
  }

  /**
   * Whether DASH gains by stepping over this diamond in one edge. It does where a loop's own
   * progress decides the branch and the arms compute (Byte add's dispatch on its digit counter):
   * the regions at the join would be refined once per iteration. It loses where the regions at the
   * join are the proof or the way to a bug: a branch on a value the loop never writes (an input's
   * parity choosing the step) splits the proof into cases the join keeps apart; arms that move a
   * state machine ({@code if (flag == 2) flag = 3;}) hide bugs that tests find by the frontier
   * steering into one of them; and outside loops a diamond is stepped over once anyway.
   */
  private static boolean worthConverting(
      Cfa cfa, Location branch, Expr condition, Set<Var> assigned, Arm then, Arm other) {
    Optional<Loop> loop = Loops.of(cfa).innermost(branch);
    if (loop.isEmpty()) {
      return false;
    }
    boolean movesAState =
        assigned.stream()
            .anyMatch(
                v ->
                    movesState(
                        condition,
                        then.assigned().getOrDefault(v, v),
                        other.assigned().getOrDefault(v, v)));
    Set<Var> varying = varying(cfa, loop.get());
    return !movesAState && Ops.variables(condition).stream().anyMatch(varying::contains);
  }

  /**
   * Whether the arms' values of one variable move a state machine: both are states (constants other
   * than the truth values 1 and 0 of the condition, as Byte add's carry), or one arm sets a state
   * where the condition tests the value the other keeps ({@code if (flag == 2) flag = 3;}).
   */
  private static boolean movesState(Expr condition, Expr ifTrue, Expr ifFalse) {
    if (ifTrue instanceof Expr.IntConst t
        && ifFalse instanceof Expr.IntConst f
        && (t.bits() == 1 && f.bits() == 0 || t.bits() == 0 && f.bits() == 1)) {
      return false;
    }
    Set<Var> tested = Ops.variables(condition);
    return isState(ifTrue) && (isState(ifFalse) || reads(ifFalse, tested))
        || isState(ifFalse) && reads(ifTrue, tested);
  }

  private static boolean reads(Expr value, Set<Var> vars) {
    return Ops.variables(value).stream().anyMatch(vars::contains);
  }

  /** A constant but a Boolean, which is a truth value (a short-circuit {@code &&}'s arm). */
  private static boolean isState(Expr value) {
    return value instanceof Expr.Constant
        && !(value instanceof Expr.IntConst c && c.type().equals(Type.IntType.BOOL));
  }

  /**
   * The variables {@code loop} writes with a value that may change from one iteration to the next:
   * all it writes but those written once, by an assignment from variables that do not vary ({@code
   * rem := y % 2} where the loop does not write {@code y}).
   */
  private static Set<Var> varying(Cfa cfa, Loop loop) {
    Map<Var, List<Op>> writes = new HashMap<>();
    for (Location l : loop.body()) {
      for (Edge e : cfa.outgoing(l)) {
        for (Var v : Ops.assignedVars(e.op())) {
          writes.computeIfAbsent(v, k -> new ArrayList<>()).add(e.op());
        }
      }
    }
    Set<Var> varying = new HashSet<>(writes.keySet());
    boolean shrunk = true;
    while (shrunk) {
      shrunk =
          varying.removeIf(
              v ->
                  writes.get(v).size() == 1
                      && writes.get(v).get(0) instanceof Op.Assign a
                      && Ops.variables(a.value()).stream().noneMatch(varying::contains));
    }
    return varying;
  }

  /**
   * Whether exactly one of {@code c0} and {@code c1} holds in every state, as the frontend's arms.
   */
  private static boolean complementary(Expr c0, Expr c1) {
    return c1.equals(Exprs.negate(c0)) || c0.equals(Exprs.negate(c1));
  }

  /**
   * The arm that starts with {@code assume}: the pure assignments after it up to the first location
   * with another way in, or null when something else comes first.
   */
  private static Arm arm(Cfa cfa, Edge assume) {
    List<Edge> edges = new ArrayList<>();
    Map<Var, Expr> assigned = new LinkedHashMap<>();
    Location at = assume.target();
    while (cfa.incoming(at).size() == 1 && at != assume.source()) {
      List<Edge> out = cfa.outgoing(at);
      if (out.size() != 1) {
        return null;
      }
      Edge e = out.get(0);
      switch (e.op()) {
        case Op.Assign a -> assigned.put(a.target(), substituted(a.value(), assigned));
        case Op.ParallelAssign p -> {
          Map<Var, Expr> values = new HashMap<>();
          for (Op.Assign a : p.assignments()) {
            values.put(a.target(), substituted(a.value(), assigned));
          }
          assigned.putAll(values);
        }
        case Op.Skip s -> {}
        default -> {
          return null;
        }
      }
      edges.add(e);
      at = e.target();
    }
    return new Arm(edges, at, assigned);
  }

  private static Expr substituted(Expr e, Map<Var, Expr> assigned) {
    return assigned.isEmpty() ? e : IrSubstitution.apply(e, assigned);
  }

  /** {@code cfa} without {@code removed}, with {@code op} from {@code from} to {@code to}. */
  private static Cfa rebuild(
      Cfa cfa, Set<Edge> removed, Location from, Location to, Op op, Edge branch) {
    Set<Location> used = new HashSet<>();
    used.add(cfa.entry());
    used.add(cfa.exit());
    for (Edge e : cfa.edges()) {
      if (!removed.contains(e)) {
        used.add(e.source());
        used.add(e.target());
      }
    }
    used.add(from);
    used.add(to);
    Cfa.Builder builder = Cfa.builder(cfa.function());
    Map<Location, Location> copies = new HashMap<>();
    for (Location l : cfa.locations()) {
      if (used.contains(l)) {
        copies.put(l, builder.newLocation());
      }
    }
    for (Edge e : cfa.edges()) {
      if (e == branch) {
        builder.addEdge(copies.get(from), copies.get(to), op, e.loc());
      } else if (!removed.contains(e)) {
        builder.addEdge(copies.get(e.source()), copies.get(e.target()), e.op(), e.loc());
      }
    }
    return builder.entry(copies.get(cfa.entry())).exit(copies.get(cfa.exit())).build();
  }
}
