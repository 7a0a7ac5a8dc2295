package dev.vigil.engine.dash;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.StateTemplate;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Unsupported;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A quantifier-free split predicate from a test's state, for preimages whose negation a formula
 * cannot state: a preimage through an input is {@code ∃ input. φ}, and {@code ¬φ} with the input
 * free over-approximates its complement (LCTD's erratum E9), so that splits by it need not
 * progress. The test's state {@code c} at the frontier lies outside the preimage (the frontier
 * query was unsatisfiable); the bits of {@code c}'s values are dropped while the cube {@code G} of
 * the rest still excludes the preimage (IC3's generalisation of a cube, on bits). Then {@code ¬G}
 * contains the preimage, so the outside half {@code G} has no edge to the target (sound), {@code c}
 * lies in {@code G} (suitable for the test), and {@code G}'s negation is exact.
 *
 * <p>Besides bits, the cube may keep equalities that {@code c} satisfies between one of the
 * predicate's variables and one of the function's parameters or the callers' variables the
 * predicate mentions (partners). A loop that a preimage unrolls one iteration per split often keeps
 * such an equality on the path the test takes (GCD's {@code b.1 == y} in its first iteration),
 * where no cube of bits generalises beyond the test's values. A second cube may also keep signed
 * orders to the partners and the partners' signs, which state a bound the loop keeps (GCD 2/3's
 * {@code a.1 <= y} and {@code b.1 <= y} after the first iteration, where {@code 0 < y}); it
 * replaces the first only when it has fewer literals: orders hold in more states by chance than
 * equalities and, kept where bits did better, cost GCD 1 twice its solve runs.
 */
final class Generalization {
  /** The most single-literal drop attempts of one cube. */
  private static final int MAX_CHECKS = 160;

  /** The most equalities, and the most orders and signs, offered to one generalisation. */
  private static final int MAX_RELATIONS = 24;

  /** A literal of the cube: true in the test's state. */
  private sealed interface Literal {
    Bool formula();
  }

  private record Bit(Var var, int index, Bool formula) implements Literal {}

  /** An equality, order or sign over the test's state (an IR condition). */
  private record Relation(Expr expr, Bool formula) implements Literal {}

  private final Dash dash;
  private final SymState state;
  private int checks;

  /** The literals of an unsat core of the last exclusion found, or null before the first. */
  private List<Literal> core;

  /**
   * The literal sets found not to exclude the preimage: no subset of one does either, so that
   * dropping a variable's top low bit after the search for its low bits costs no check.
   */
  private final List<Set<Literal>> including = new ArrayList<>();

  private Generalization(Dash dash, SymState state) {
    this.dash = dash;
    this.state = state;
  }

  /**
   * The complement of a cube around {@code values} (the test's state) that excludes {@code pre}, or
   * null when the variables' bits and equalities do not suffice to exclude it. The cube's bits are
   * of {@code values}' variables; its equalities pair one of them with another or with one of
   * {@code partners}. {@code state} gives each variable's symbol (the templates' states).
   */
  static Pred of(
      Dash dash,
      SymState state,
      Pred pre,
      Map<Var, Long> values,
      Map<Var, Long> partners,
      int maxBits)
      throws Unsupported, SmtFailure {
    return new Generalization(dash, state).generalize(pre, values, partners, maxBits);
  }

  /** The integer variables of {@code template} that {@code p} mentions. */
  static List<Var> variables(StateTemplate template, Pred p, Dash dash) {
    return template.variablesIn(p.formula(dash.smt)).stream()
        .filter(v -> v.type() instanceof Type.IntType)
        .toList();
  }

  private Pred generalize(Pred pre, Map<Var, Long> values, Map<Var, Long> partners, int maxBits)
      throws Unsupported, SmtFailure {
    List<Literal> equalities = new ArrayList<>();
    List<Literal> orders = new ArrayList<>();
    relations(values, partners, equalities, orders);
    List<Literal> bits = new ArrayList<>();
    for (Map.Entry<Var, Long> e : values.entrySet()) {
      Var v = e.getKey();
      int width = ((Type.IntType) v.type()).bits();
      for (int i = 0; i < width; i++) {
        Expr mask = Exprs.intConst((Type.IntType) v.type(), 1L << i);
        Expr bit = Exprs.binary(Expr.BinaryOp.AND, v, mask);
        Expr value = Exprs.intConst((Type.IntType) v.type(), e.getValue() & (1L << i));
        Expr literal = Exprs.binary(Expr.BinaryOp.EQ, bit, value);
        bits.add(new Bit(v, i, dash.encoder.condition(literal, state)));
      }
    }
    List<Literal> plain = new ArrayList<>(equalities);
    plain.addAll(bits);
    List<Literal> literals = new ArrayList<>(orders);
    literals.addAll(plain);
    List<Literal> kept =
        dash.assuming(
            pre.formula(dash.smt),
            sat -> {
              if (!unsat(literals, sat)) {
                return null;
              }
              List<Literal> cube =
                  unsat(plain, sat) ? drop(plain, sat, maxBits, Integer.MAX_VALUE) : null;
              if (orders.isEmpty()) {
                return cube;
              }
              List<Literal> ordered =
                  drop(literals, sat, maxBits, cube == null ? Integer.MAX_VALUE : cube.size());
              if (cube == null || ordered == null) {
                return cube == null ? ordered : cube;
              }
              return cube.size() <= ordered.size() ? cube : ordered;
            });
    if (kept == null) {
      return null;
    }
    dash.stats.generalizations++;
    Map<Var, Long> masks = new LinkedHashMap<>();
    Expr cube = Exprs.TRUE;
    for (Literal l : kept) {
      switch (l) {
        case Bit b -> masks.merge(b.var(), 1L << b.index(), (x, y) -> x | y);
        case Relation r -> cube = Exprs.and(cube, r.expr());
      }
    }
    for (Map.Entry<Var, Long> m : masks.entrySet()) {
      Var v = m.getKey();
      Type.IntType type = (Type.IntType) v.type();
      long all = type.bits() >= 64 ? -1L : (1L << type.bits()) - 1;
      long mask = m.getValue();
      Expr value = Exprs.intConst(type, values.get(v) & mask);
      Expr read = mask == all ? v : Exprs.binary(Expr.BinaryOp.AND, v, Exprs.intConst(type, mask));
      cube = Exprs.and(cube, Exprs.binary(Expr.BinaryOp.EQ, read, value));
    }
    Bool g = dash.encoder.condition(cube, state);
    return new Pred(dash.smt.tru(), dash.smt.not(g), Exprs.not(cube), false, false);
  }

  /**
   * Adds the relations the test's state satisfies between a variable of {@code values} and one of
   * {@code partners}: their equalities to {@code equalities}, and the signs of the partners and the
   * signed orders to {@code orders}, each list in the order in which its literals are kept (the
   * last are dropped first). Relations among the predicate's own variables are left out: they hold
   * by chance in one state (two counters both 0) and split a loop head by what no other state keeps
   * (num_conversion_2 ran out of time with such equalities); their signs are among their bits.
   */
  private void relations(
      Map<Var, Long> values,
      Map<Var, Long> partners,
      List<Literal> equalities,
      List<Literal> orders)
      throws Unsupported {
    Map<Var, Long> all = new LinkedHashMap<>(values);
    partners.forEach(all::putIfAbsent);
    for (Var v : partners.keySet()) {
      Expr zero = Exprs.intConst((Type.IntType) v.type(), 0);
      orders.add(
          relation(
              signed(v, all.get(v)) > 0
                  ? Exprs.binary(Expr.BinaryOp.SLT, zero, v)
                  : Exprs.binary(Expr.BinaryOp.SLE, v, zero)));
    }
    List<Var> vars = List.copyOf(all.keySet());
    for (int i = 0; i < vars.size(); i++) {
      for (int j = i + 1; j < vars.size(); j++) {
        Var left = vars.get(i);
        Var right = vars.get(j);
        boolean offered = values.containsKey(left) != values.containsKey(right);
        if (!offered || !left.type().equals(right.type())) {
          continue;
        }
        long l = signed(left, all.get(left));
        long r = signed(right, all.get(right));
        if (l == r && equalities.size() < MAX_RELATIONS) {
          equalities.add(relation(Exprs.binary(Expr.BinaryOp.EQ, left, right)));
        }
        if (l <= r && orders.size() < MAX_RELATIONS) {
          orders.add(relation(Exprs.binary(Expr.BinaryOp.SLE, left, right)));
        }
        if (r <= l && orders.size() < MAX_RELATIONS) {
          orders.add(relation(Exprs.binary(Expr.BinaryOp.SLE, right, left)));
        }
      }
    }
  }

  private Literal relation(Expr e) throws Unsupported {
    return new Relation(e, dash.encoder.condition(e, state));
  }

  /** {@code bits}, the value of {@code v}, as a signed number. */
  private static long signed(Var v, long bits) {
    int width = ((Type.IntType) v.type()).bits();
    return width >= 64 ? bits : (bits << (64 - width)) >> (64 - width);
  }

  /**
   * The literals left after dropping, first whole variables' bits, then each variable's high bits
   * (a binary search for the fewest low bits that still exclude: parities and alignments), then
   * single bits from the highest, and last the relations (listed first); null once more than {@code
   * maxBits} bits, or {@code tooMany} literals, are known to stay. A literal that cannot be dropped
   * from a set cannot be dropped from any subset that keeps it either (fewer literals exclude
   * less), so every failed single drop counts towards the result: the cube with orders, which
   * replaces the cube without them only where it has fewer literals, ends when it cannot (GCD 2 and
   * 3: 6 of about 110 checks fewer, the same cubes).
   */
  private List<Literal> drop(List<Literal> literals, Dash.Assuming sat, int maxBits, int tooMany)
      throws SmtFailure {
    checks = 0;
    List<Literal> kept = new ArrayList<>(literals);
    for (Var v : bitVariables(kept)) {
      List<Literal> without = kept.stream().filter(l -> !isBitOf(l, v)).toList();
      if (unsat(without, sat)) {
        kept = new ArrayList<>(without);
      }
    }
    for (Var v : bitVariables(kept)) {
      int width = ((Type.IntType) v.type()).bits();
      int low = 0;
      int high = width;
      while (low < high) {
        int k = (low + high) / 2;
        List<Literal> lowBits = withLowBits(kept, v, k);
        if (unsat(lowBits, sat)) {
          high = k;
        } else {
          low = k + 1;
        }
      }
      kept = withLowBits(kept, v, high);
    }
    int stayingBits = 0;
    int staying = 0;
    for (int i = kept.size() - 1; i >= 0 && checks < MAX_CHECKS; i--) {
      List<Literal> without = new ArrayList<>(kept);
      without.remove(i);
      if (unsat(without, sat)) {
        kept = without;
      } else {
        staying++;
        if (kept.get(i) instanceof Bit && ++stayingBits > maxBits || staying >= tooMany) {
          return null;
        }
      }
    }
    return kept.stream().filter(l -> l instanceof Bit).count() > maxBits ? null : kept;
  }

  private static List<Var> bitVariables(List<Literal> literals) {
    return literals.stream()
        .<Var>mapMulti(
            (l, out) -> {
              if (l instanceof Bit b) {
                out.accept(b.var());
              }
            })
        .distinct()
        .toList();
  }

  private static boolean isBitOf(Literal l, Var v) {
    return l instanceof Bit b && b.var() == v;
  }

  private static List<Literal> withLowBits(List<Literal> literals, Var v, int k) {
    return literals.stream().filter(l -> !isBitOf(l, v) || ((Bit) l).index() < k).toList();
  }

  /**
   * Whether {@code literals} exclude the preimage. The unsat core of the last check that found they
   * do answers without the solver for every superset of it, so that dropping a literal outside it
   * costs no check; a set found not to exclude it answers for its subsets (the literals kept are
   * the same as with a check each).
   */
  private boolean unsat(List<Literal> literals, Dash.Assuming sat) throws SmtFailure {
    checks++;
    if (core != null && literals.containsAll(core)) {
      return true;
    }
    if (including.stream().anyMatch(s -> s.containsAll(literals))) {
      return false;
    }
    Optional<List<Bool>> found = sat.unsatCore(formulas(literals));
    if (found.isEmpty()) {
      Set<Literal> set = Collections.newSetFromMap(new IdentityHashMap<>());
      set.addAll(literals);
      including.add(set);
      return false;
    }
    Set<Bool> in = Collections.newSetFromMap(new IdentityHashMap<>());
    in.addAll(found.get());
    core = literals.stream().filter(l -> in.contains(l.formula())).toList();
    return true;
  }

  private static List<Bool> formulas(List<Literal> literals) {
    return literals.stream().map(Literal::formula).toList();
  }
}
