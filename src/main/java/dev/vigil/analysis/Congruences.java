package dev.vigil.analysis;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Congruences modulo powers of two (Granger's arithmetical congruences, restricted to moduli 2^k,
 * the ones C's wrapping arithmetic keeps exactly): for each integer register, the lowest bits its
 * value is known to have at the loop heads, such as {@code (x & 0xfffff) == 0} for a register that
 * only ever grows by multiples of 2^20. Non-relational; conditions are ignored and the function
 * starts from nothing known. Callers use the results as candidates that a solver still checks.
 */
public final class Congruences {
  private Congruences() {}

  /**
   * {@code value mod 2^bits == low}: the low {@code bits} bits of a value are known ({@code bits ==
   * 0}: nothing is known).
   */
  record Low(int bits, long low) {
    static final Low UNKNOWN = new Low(0, 0);

    Low {
      low &= Semantics.mask(bits);
    }

    /** Exactly {@code value} in a register of {@code width} bits. */
    static Low exactly(int width, long value) {
      return new Low(width, value);
    }

    /** The low bits that both know alike. */
    Low join(Low o) {
      int agree = Math.min(bits, o.bits);
      long differ = (low ^ o.low) & Semantics.mask(agree);
      return new Low(differ == 0 ? agree : Long.numberOfTrailingZeros(differ), low);
    }

    /** Trailing zero bits known; {@code bits} if all known bits are zero. */
    int knownZeros() {
      return low == 0 ? bits : Long.numberOfTrailingZeros(low);
    }
  }

  /**
   * For each loop head of {@code f}: {@code (v & (2^k - 1)) == c} for registers the loop changes.
   */
  public static Map<Location, Set<Expr>> atLoopHeads(Function f) {
    Map<Location, Set<Expr>> out = new LinkedHashMap<>();
    Loops loops = Loops.of(f.cfa());
    Map<Location, Map<Var, Low>> at = known(f, loops, Set.of());
    for (Loop loop : loops.loops()) {
      for (Var v : computedIn(f, loop)) {
        Low l = at.getOrDefault(loop.head(), Map.of()).get(v);
        if (l != null && v.type() instanceof Type.IntType t && l.bits() < t.bits()) {
          out.computeIfAbsent(loop.head(), k -> new LinkedHashSet<>()).add(expression(v, t, l));
        }
      }
    }
    return out;
  }

  /**
   * Disjunctive candidates for loops that run in phases: for a branch inside a loop (both arms in
   * the loop, so not its guard) on a register the loop computes, the low bits known at the head if
   * that arm were never taken, guarded by the arm's condition: {@code c || (v & (2^k - 1)) == d}.
   * For {@code while (x < N) { if (x < M) x++; else x += 2; }} from {@code x = 0}: {@code x < M ||
   * (x & 1) == 0}. Only low bits the plain analysis does not know make candidates.
   */
  public static Map<Location, Set<Expr>> byPhaseAtLoopHeads(Function f) {
    Map<Location, Set<Expr>> out = new LinkedHashMap<>();
    Loops loops = Loops.of(f.cfa());
    Map<Location, Map<Var, Low>> at = known(f, loops, Set.of());
    for (Loop loop : loops.loops()) {
      Set<Var> computed = computedIn(f, loop);
      Map<Var, Low> always = at.getOrDefault(loop.head(), Map.of());
      for (Edge e : f.cfa().edges()) {
        if (!(e.op() instanceof Op.Assume arm)
            || !branchesWithin(loop, e.source(), f)
            || !loop.contains(e.target())
            || Collections.disjoint(Ops.variables(arm.condition()), computed)) {
          continue;
        }
        Map<Var, Low> without = known(f, loops, Set.of(e)).get(loop.head());
        if (without == null) {
          continue;
        }
        for (Var v : computed) {
          Low l = without.get(v);
          int plain = always.getOrDefault(v, Low.UNKNOWN).bits();
          if (l != null
              && v.type() instanceof Type.IntType t
              && plain < l.bits()
              && l.bits() < t.bits()) {
            out.computeIfAbsent(loop.head(), k -> new LinkedHashSet<>())
                .add(Exprs.or(arm.condition(), expression(v, t, l)));
          }
        }
      }
    }
    return out;
  }

  /** Whether {@code l} is in the loop and branches to two places in it (not the loop's guard). */
  private static boolean branchesWithin(Loop loop, Location l, Function f) {
    return loop.contains(l)
        && f.cfa().outgoing(l).stream().filter(o -> loop.contains(o.target())).count() > 1;
  }

  /** The known low bits at each location reached without taking the {@code blocked} edges. */
  private static Map<Location, Map<Var, Low>> known(Function f, Loops loops, Set<Edge> blocked) {
    if (loops.heads().isEmpty()) {
      return Map.of();
    }
    return ForwardSolver.solve(f.cfa(), loops, Map.of(), new LowBits(blocked));
  }

  /**
   * Known low bits per register (absent: unknown) as a forward analysis; conditions are ignored.
   */
  private static final class LowBits implements ForwardAnalysis<Map<Var, Low>> {
    /** The state after a blocked edge, told apart from the others by identity. */
    private static final Map<Var, Low> BLOCKED = Collections.unmodifiableMap(new HashMap<>());

    private final Set<Edge> blocked;

    LowBits(Set<Edge> blocked) {
      this.blocked = blocked;
    }

    @Override
    public Map<Var, Low> transfer(Edge e, Map<Var, Low> in) {
      return blocked.contains(e) ? BLOCKED : Congruences.transfer(in, e.op());
    }

    @Override
    public boolean isBottom(Map<Var, Low> s) {
      return s == BLOCKED;
    }

    /** Registers absent from a state are unknown, so the join keeps the registers both know. */
    @Override
    public Map<Var, Low> join(Map<Var, Low> a, Map<Var, Low> b) {
      Map<Var, Low> out = new HashMap<>();
      a.forEach(
          (v, l) -> {
            Low o = b.get(v);
            if (o != null) {
              Low j = l.join(o);
              if (j.bits() > 0) {
                out.put(v, j);
              }
            }
          });
      return out;
    }

    /** Whether {@code a} knows at least the low bits {@code b} knows, with the same values. */
    @Override
    public boolean lessOrEqual(Map<Var, Low> a, Map<Var, Low> b) {
      for (Map.Entry<Var, Low> e : b.entrySet()) {
        Low l = a.get(e.getKey());
        if (l == null || !l.join(e.getValue()).equals(e.getValue())) {
          return false;
        }
      }
      return true;
    }
  }

  private static Map<Var, Low> transfer(Map<Var, Low> s, Op op) {
    Map<Var, Low> assigned = new HashMap<>();
    switch (op) {
      case Op.Assign a -> assigned.put(a.target(), eval(s, a.value()));
      case Op.ParallelAssign p -> {
        for (Op.Assign a : p.assignments()) {
          assigned.put(a.target(), eval(s, a.value()));
        }
      }
      default -> {
        for (Var v : Ops.assignedVars(op)) { // loaded, read, allocated or returned: unknown
          assigned.put(v, Low.UNKNOWN);
        }
      }
    }
    if (assigned.isEmpty()) {
      return s;
    }
    Map<Var, Low> out = new HashMap<>(s);
    assigned.forEach(
        (v, l) -> {
          if (l.bits() > 0) {
            out.put(v, l);
          } else {
            out.remove(v);
          }
        });
    return out;
  }

  /** The known low bits of {@code e}'s value; unknown for anything but integer arithmetic. */
  static Low eval(Map<Var, Low> s, Expr e) {
    if (!(e.type() instanceof Type.IntType t) || t.bits() < 2) {
      return Low.UNKNOWN;
    }
    int w = t.bits();
    return switch (e) {
      case Expr.IntConst k -> Low.exactly(w, k.bits());
      case Var v -> s.getOrDefault(v, Low.UNKNOWN);
      case Expr.Binary b -> binary(b, w, eval(s, b.left()), eval(s, b.right()));
      case Expr.Cast c -> cast(c, w, eval(s, c.operand()));
      case Expr.Ite i -> eval(s, i.thenValue()).join(eval(s, i.elseValue()));
      // addresses, negation and complement, pointer arithmetic: unknown
      case Expr.Leaf _, Expr.Unary _, Expr.PtrAdd _, Expr.PointerQuery _ -> Low.UNKNOWN;
    };
  }

  private static Low binary(Expr.Binary b, int w, Low l, Low r) {
    return switch (b.op()) {
      case ADD, SUB, XOR -> lowBits(b.op(), w, Math.min(l.bits(), r.bits()), l, r);
      case MUL -> {
        // (l + 2^a s)(r + 2^b t) = l r + l 2^b t + r 2^a s + 2^(a+b) s t
        int known =
            Math.min(
                l.bits() + r.bits(),
                Math.min(r.bits() + l.knownZeros(), l.bits() + r.knownZeros()));
        yield lowBits(b.op(), w, Math.min(known, w), l, r);
      }
      case AND -> lowBits(b.op(), w, agreeing(l, r, 0), l, r);
      case OR -> lowBits(b.op(), w, agreeing(l, r, 1), l, r);
      case SHL -> {
        if (r.bits() < w || Long.compareUnsigned(r.low(), w) >= 0) {
          yield Low.UNKNOWN;
        }
        int shift = (int) r.low();
        yield new Low(Math.min(w, l.bits() + shift), l.low() << shift);
      }
      case UREM -> {
        // x % 2^j keeps x's low j bits and clears the others
        if (r.bits() < w || Long.bitCount(r.low()) != 1) {
          yield Low.UNKNOWN;
        }
        int j = Long.numberOfTrailingZeros(r.low());
        yield l.bits() >= j ? Low.exactly(w, l.low() & Semantics.mask(j)) : l;
      }
      default -> Low.UNKNOWN;
    };
  }

  /**
   * How many low bits of {@code l op r} are known for AND ({@code absorbing == 0}) or OR ({@code
   * absorbing == 1}): a bit is known where both operands know it or either knows it absorbing.
   */
  private static int agreeing(Low l, Low r, int absorbing) {
    int n = 0;
    while (n < 64) {
      boolean fromL = n < l.bits() && ((l.low() >>> n) & 1) == absorbing;
      boolean fromR = n < r.bits() && ((r.low() >>> n) & 1) == absorbing;
      if (!(fromL || fromR || (n < l.bits() && n < r.bits()))) {
        break;
      }
      n++;
    }
    return n;
  }

  /**
   * The low {@code known} bits of {@code l op r}, computed from the operands' known low bits (the
   * bits above them are zero in {@code low}, which the callers' {@code known} accounts for).
   */
  private static Low lowBits(Expr.BinaryOp op, int w, int known, Low l, Low r) {
    return new Low(Math.min(known, w), Semantics.binary(op, w, l.low(), r.low()));
  }

  private static Low cast(Expr.Cast c, int w, Low l) {
    return switch (c.op()) {
      case ZEXT, SEXT, TRUNC -> {
        int from = ((Type.IntType) c.operand().type()).bits();
        if (l.bits() >= from) {
          yield Low.exactly(w, Semantics.cast(c.op(), from, w, false, l.low()));
        }
        yield new Low(Math.min(l.bits(), w), l.low());
      }
      default -> Low.UNKNOWN;
    };
  }

  private static Expr expression(Var v, Type.IntType t, Low l) {
    Expr masked = Exprs.binary(Expr.BinaryOp.AND, v, Exprs.intConst(t, Semantics.mask(l.bits())));
    return Exprs.binary(Expr.BinaryOp.EQ, masked, Exprs.intConst(t, l.low()));
  }

  /**
   * The registers the loop assigns a value computed from registers, such as {@code x = t + 4 * y}:
   * a register the loop only sets to constants (a state flag) is what refinement finds by itself,
   * and predicates on it only split the abstract states (as in {@link AffineEqualities}).
   */
  private static Set<Var> computedIn(Function f, Loop loop) {
    Set<Var> vars = new LinkedHashSet<>();
    for (Edge e : f.cfa().edges()) {
      if (loop.contains(e.source()) && loop.contains(e.target())) {
        List<Op.Assign> assigns =
            switch (e.op()) {
              case Op.Assign a -> List.of(a);
              case Op.ParallelAssign p -> p.assignments();
              default -> List.of();
            };
        for (Op.Assign a : assigns) {
          if (!Ops.variables(a.value()).isEmpty()) {
            vars.add(a.target());
          }
        }
      }
    }
    return vars;
  }
}
