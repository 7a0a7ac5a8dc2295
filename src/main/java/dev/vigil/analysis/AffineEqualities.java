package dev.vigil.analysis;

import dev.vigil.analysis.AffineSpace.Affine;
import dev.vigil.analysis.AffineSpace.Equality;
import dev.vigil.analysis.AffineSpace.Q;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Karr's analysis: the affine equalities among a function's integer registers of one width at its
 * loop heads, such as {@code x - y == i - j} for two counters that step together. Assignments of
 * sums of registers times constants are exact, anything else assigned is unknown, conditions are
 * ignored, and the function starts from nothing known. Only equalities relating two or more
 * registers that the loop changes are kept. The equalities hold over the integers, hence modulo
 * 2^width for C's wrapping arithmetic; callers use them as candidates (predicates, invariant
 * candidates), which a solver still checks bit-precisely.
 */
public final class AffineEqualities {
  /** Widths with more registers than this are left out (the algebra is cubic in them). */
  private static final int MAX_VARIABLES = 48;

  /** Equalities over more registers than this are left out. */
  private static final int MAX_TERMS = 4;

  private AffineEqualities() {}

  /** The equalities at each loop head of {@code f}, as boolean IR expressions. */
  public static Map<Location, Set<Expr>> atLoopHeads(Function f) {
    Map<Location, Set<Expr>> out = new LinkedHashMap<>();
    Loops loops = Loops.of(f.cfa());
    if (loops.heads().isEmpty()) {
      return out;
    }
    Map<Type.IntType, List<Var>> byWidth = new LinkedHashMap<>();
    for (Var v : variables(f)) {
      if (v.type() instanceof Type.IntType t && t.bits() > 1) {
        byWidth.computeIfAbsent(t, k -> new ArrayList<>()).add(v);
      }
    }
    for (Map.Entry<Type.IntType, List<Var>> e : byWidth.entrySet()) {
      if (e.getValue().size() > MAX_VARIABLES) {
        continue;
      }
      Map<Location, AffineSpace> spaces = new Karr(f, e.getKey(), e.getValue(), loops).run();
      for (Loop loop : loops.loops()) {
        AffineSpace s = spaces.get(loop.head());
        if (s == null) {
          continue;
        }
        Set<Var> changed = assignedIn(f, loop);
        for (Equality eq : s.equalities()) {
          if (relatesTwo(eq, e.getValue(), changed)) {
            expression(eq, e.getKey(), e.getValue())
                .ifPresent(
                    x -> out.computeIfAbsent(loop.head(), k -> new LinkedHashSet<>()).add(x));
          }
        }
      }
    }
    return out;
  }

  /**
   * Whether {@code eq} relates at least two registers that the loop changes: a register the loop
   * changes alone (equal to values fixed in the loop) is what refinement finds by itself, and such
   * predicates only split the abstract states (pc_sfifo_2 is no longer proved at 60 s with them).
   */
  private static boolean relatesTwo(Equality eq, List<Var> vars, Set<Var> changed) {
    int n = 0;
    for (int i = 0; i < vars.size(); i++) {
      if (eq.coefficients()[i].signum() != 0 && changed.contains(vars.get(i))) {
        n++;
      }
    }
    return n >= 2;
  }

  private static Set<Var> assignedIn(Function f, Loop loop) {
    Set<Var> vars = new LinkedHashSet<>();
    for (Edge e : f.cfa().edges()) {
      if (loop.contains(e.source()) && loop.contains(e.target())) {
        vars.addAll(Ops.assignedVars(e.op()));
      }
    }
    return vars;
  }

  private static Set<Var> variables(Function f) {
    Set<Var> vars = new LinkedHashSet<>(f.parameters());
    for (Edge e : f.cfa().edges()) {
      vars.addAll(Ops.assignedVars(e.op()));
      for (Expr x : Ops.expressions(e.op())) {
        vars.addAll(Ops.variables(x));
      }
    }
    return vars;
  }

  /** {@code sum c_i v_i == k} in the width's wrapping arithmetic. */
  private static java.util.Optional<Expr> expression(Equality eq, Type.IntType t, List<Var> vars) {
    Expr sum = null;
    int terms = 0;
    for (int i = 0; i < vars.size(); i++) {
      BigInteger c = eq.coefficients()[i];
      if (c.signum() == 0) {
        continue;
      }
      terms++;
      Expr v = vars.get(i);
      Expr term =
          c.abs().equals(BigInteger.ONE)
              ? v
              : Exprs.binary(Expr.BinaryOp.MUL, Exprs.intConst(t, c.abs().longValue()), v);
      if (sum == null) {
        sum = c.signum() > 0 ? term : Exprs.binary(Expr.BinaryOp.SUB, Exprs.intConst(t, 0), term);
      } else {
        sum = Exprs.binary(c.signum() > 0 ? Expr.BinaryOp.ADD : Expr.BinaryOp.SUB, sum, term);
      }
    }
    if (sum == null || terms > MAX_TERMS) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(
        Exprs.binary(Expr.BinaryOp.EQ, sum, Exprs.intConst(t, eq.constant().longValue())));
  }

  /** The fixpoint for one width: an affine space per location. */
  private static final class Karr implements ForwardAnalysis<AffineSpace> {
    private final Function f;
    private final Type.IntType type;
    private final Map<Var, Integer> index = new HashMap<>();
    private final int n;
    private final Loops loops;

    Karr(Function f, Type.IntType type, List<Var> vars, Loops loops) {
      this.f = f;
      this.type = type;
      for (Var v : vars) {
        index.put(v, index.size());
      }
      this.n = vars.size();
      this.loops = loops;
    }

    Map<Location, AffineSpace> run() {
      return ForwardSolver.solve(f.cfa(), loops, AffineSpace.everything(n), this);
    }

    @Override
    public AffineSpace transfer(Edge e, AffineSpace in) {
      return transfer(in, e.op());
    }

    @Override
    public AffineSpace join(AffineSpace a, AffineSpace b) {
      return a.join(b);
    }

    @Override
    public boolean lessOrEqual(AffineSpace a, AffineSpace b) {
      return a.within(b);
    }

    private AffineSpace transfer(AffineSpace s, Op op) {
      List<Var> targets = new ArrayList<>();
      List<Affine> values = new ArrayList<>();
      if (op instanceof Op.Assign a) {
        targets.add(a.target());
        values.add(linear(a.value()));
      } else if (op instanceof Op.ParallelAssign p) {
        for (Op.Assign a : p.assignments()) {
          targets.add(a.target());
          values.add(linear(a.value()));
        }
      } else {
        for (Var v : Ops.assignedVars(op)) { // loaded, read, allocated or returned: unknown
          targets.add(v);
          values.add(null);
        }
      }
      List<Integer> tracked = new ArrayList<>();
      List<Affine> trackedValues = new ArrayList<>();
      for (int k = 0; k < targets.size(); k++) {
        Integer i = index.get(targets.get(k));
        if (i != null) {
          tracked.add(i);
          trackedValues.add(values.get(k));
        }
      }
      if (tracked.isEmpty()) {
        return s;
      }
      return s.assign(
          tracked.stream().mapToInt(Integer::intValue).toArray(),
          trackedValues.toArray(Affine[]::new));
    }

    /** {@code e} as an affine function of the tracked registers; null if it is not one. */
    private Affine linear(Expr e) {
      if (!e.type().equals(type)) {
        return null;
      }
      if (e instanceof Var v) {
        Integer i = index.get(v);
        if (i == null) {
          return null;
        }
        Q[] c = zeros();
        c[i] = Q.ONE;
        return new Affine(c, Q.ZERO);
      }
      if (e instanceof Expr.IntConst k) {
        return new Affine(zeros(), Q.of(k.signedValue()));
      }
      if (!(e instanceof Expr.Binary b)) {
        return null;
      }
      Expr.BinaryOp op = b.op();
      if (op != Expr.BinaryOp.ADD && op != Expr.BinaryOp.SUB && op != Expr.BinaryOp.MUL) {
        return null;
      }
      Affine l = linear(b.left());
      Affine r = linear(b.right());
      if (l == null || r == null) {
        return null;
      }
      Q[] c = zeros();
      if (op == Expr.BinaryOp.MUL) {
        Affine constant = isConstant(l) ? l : isConstant(r) ? r : null;
        if (constant == null) {
          return null;
        }
        Affine other = constant == l ? r : l;
        Q k = constant.constant();
        for (int i = 0; i < n; i++) {
          c[i] = other.coefficients()[i].times(k);
        }
        return new Affine(c, other.constant().times(k));
      }
      Q sign = op == Expr.BinaryOp.ADD ? Q.ONE : Q.ONE.negate();
      for (int i = 0; i < n; i++) {
        c[i] = l.coefficients()[i].plus(sign.times(r.coefficients()[i]));
      }
      return new Affine(c, l.constant().plus(sign.times(r.constant())));
    }

    private static boolean isConstant(Affine a) {
      for (Q q : a.coefficients()) {
        if (!q.isZero()) {
          return false;
        }
      }
      return true;
    }

    private Q[] zeros() {
      Q[] z = new Q[n];
      java.util.Arrays.fill(z, Q.ZERO);
      return z;
    }
  }
}
