package dev.vigil.engine.kinduction;

import dev.vigil.analysis.AffineEqualities;
import dev.vigil.analysis.Liveness;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Candidate invariants taken from the program's own comparisons: for each comparison of two simple
 * terms (a variable, a constant, or a variable plus or minus a constant) that mentions a variable
 * the loops write, the candidates {@code a <= b}, {@code b <= a} and {@code a == b}, with the
 * comparison's signedness; the low bits of loop variables (parity, multiples of 4 and 8); equality,
 * order and equal parity of two loop variables; and sums of two loop variables equal to a third
 * variable; and the affine equalities Karr's analysis finds at loop heads ({@link
 * AffineEqualities}). Only candidates that survive the inductive check ({@code KInductionEngine})
 * are used.
 */
final class Candidates {
  /** A bound on candidates per cut point, so that the check stays one modest query. */
  static final int MAX_PER_CUT = 120;

  private Candidates() {}

  /** The candidates at each cut point of {@code main}, given its cut points and live variables. */
  static Map<Location, List<Expr>> of(Function main, CutPoints cuts, Liveness liveness) {
    Set<Expr> found = new LinkedHashSet<>();
    for (Edge e : main.cfa().edges()) {
      Deque<Expr> work = new ArrayDeque<>(Ops.expressions(e.op()));
      while (!work.isEmpty()) {
        Expr x = work.pop();
        work.addAll(x.children());
        if (x instanceof Expr.Binary b
            && comparison(b.op())
            && simple(b.left())
            && simple(b.right())
            && b.left().type() instanceof IntType t
            && t.bits() > 1
            && (mentionsAny(b.left(), cuts.loopVars())
                || mentionsAny(b.right(), cuts.loopVars()))) {
          boolean signed = b.op() == BinaryOp.SLT || b.op() == BinaryOp.SLE;
          BinaryOp le = signed ? BinaryOp.SLE : BinaryOp.ULE;
          found.add(Exprs.binary(le, b.left(), b.right()));
          found.add(Exprs.binary(le, b.right(), b.left()));
          found.add(Exprs.binary(BinaryOp.EQ, b.left(), b.right()));
          if (b.op() == BinaryOp.EQ || b.op() == BinaryOp.NE) {
            found.add(Exprs.binary(BinaryOp.SLE, b.left(), b.right()));
            found.add(Exprs.binary(BinaryOp.SLE, b.right(), b.left()));
          }
        }
      }
    }
    List<Var> loopInts =
        cuts.loopVars().stream()
            .filter(
                v ->
                    v.type() instanceof IntType t
                        && t.bits() > 1
                        && !v.name().startsWith("__vigil"))
            .toList();
    // Low bits, as in y = y + 2 * n (parity) or x = x + 4: facts intervals cannot express.
    for (Var v : loopInts) {
      IntType t = (IntType) v.type();
      for (long mask : new long[] {1, 3, 7}) {
        found.add(
            Exprs.binary(
                BinaryOp.EQ,
                Exprs.binary(BinaryOp.AND, v, Exprs.intConst(t, mask)),
                Exprs.intConst(t, 0)));
      }
      found.add(
          Exprs.binary(
              BinaryOp.EQ,
              Exprs.binary(BinaryOp.AND, v, Exprs.intConst(t, 1)),
              Exprs.intConst(t, 1)));
    }
    // Pairs of loop variables: equality and order (counters that move together), equal parity,
    // and sums that stay equal to a variable (x + y == n while one counts down, one up).
    List<Var> compared = new ArrayList<>(loopInts);
    for (Expr x : List.copyOf(found)) {
      for (Expr c : x.children()) {
        if (c instanceof Var v
            && v.type() instanceof IntType t
            && t.bits() > 1
            && !compared.contains(v)) {
          compared.add(v);
        }
      }
    }
    for (int i = 0; i < loopInts.size(); i++) {
      for (int j = i + 1; j < loopInts.size(); j++) {
        Var a = loopInts.get(i);
        Var b = loopInts.get(j);
        if (!a.type().equals(b.type())) {
          continue;
        }
        IntType t = (IntType) a.type();
        found.add(Exprs.binary(BinaryOp.EQ, a, b));
        found.add(Exprs.binary(BinaryOp.SLE, a, b));
        found.add(Exprs.binary(BinaryOp.SLE, b, a));
        Expr one = Exprs.intConst(t, 1);
        found.add(
            Exprs.binary(
                BinaryOp.EQ,
                Exprs.binary(BinaryOp.AND, a, one),
                Exprs.binary(BinaryOp.AND, b, one)));
        for (Var c : compared) {
          if (c.type().equals(t) && c != a && c != b) {
            found.add(Exprs.binary(BinaryOp.EQ, Exprs.binary(BinaryOp.ADD, a, b), c));
          }
        }
      }
    }
    List<Expr> all = new ArrayList<>(found);
    all.removeIf(Candidates::trivial);
    // Only facts about what the loop carries: a variable dead at the cut point holds a leftover.
    // Karr's equalities at each loop head (sum == 2 * i) come first: one each, and strong.
    Map<Location, Set<Expr>> affine = AffineEqualities.atLoopHeads(main);
    Map<Location, List<Expr>> result = new LinkedHashMap<>();
    for (Location c : cuts.cuts()) {
      Set<Var> live = liveness.at(c);
      result.put(
          c,
          Stream.concat(affine.getOrDefault(c, Set.of()).stream(), all.stream())
              .distinct()
              .filter(x -> allIn(x, live))
              .limit(MAX_PER_CUT)
              .toList());
    }
    return result;
  }

  /** Constants, and {@code 0 <=u x}, which always hold. */
  private static boolean trivial(Expr x) {
    return x instanceof Expr.IntConst
        || x instanceof Expr.Binary b
            && b.op() == BinaryOp.ULE
            && b.left() instanceof Expr.IntConst c
            && c.bits() == 0;
  }

  private static boolean comparison(BinaryOp op) {
    return switch (op) {
      case EQ, NE, SLT, SLE, ULT, ULE -> true;
      default -> false;
    };
  }

  private static boolean simple(Expr e) {
    if (e instanceof Var || e instanceof Expr.IntConst) {
      return true;
    }
    return e instanceof Expr.Binary b
        && (b.op() == BinaryOp.ADD || b.op() == BinaryOp.SUB)
        && b.left() instanceof Var
        && b.right() instanceof Expr.IntConst;
  }

  private static boolean allIn(Expr e, Set<Var> vars) {
    if (e instanceof Var v) {
      return vars.contains(v);
    }
    return e.children().stream().allMatch(c -> allIn(c, vars));
  }

  private static boolean mentionsAny(Expr e, Set<Var> vars) {
    if (e instanceof Var v) {
      return vars.contains(v);
    }
    return e.children().stream().anyMatch(c -> mentionsAny(c, vars));
  }
}
