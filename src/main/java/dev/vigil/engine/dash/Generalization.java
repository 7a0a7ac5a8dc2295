package dev.vigil.engine.dash;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.StateTemplate;
import dev.vigil.smt.Unsupported;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A quantifier-free split predicate from a test's state, for preimages whose negation a formula
 * cannot state: a preimage through an input is {@code ∃ input. φ}, and {@code ¬φ} with the input
 * free over-approximates its complement (LCTD's erratum E9), so that splits by it need not
 * progress. The test's state {@code c} at the frontier lies outside the preimage (the frontier
 * query was unsatisfiable); the bits of {@code c}'s values are dropped while the cube {@code G} of
 * the rest still excludes the preimage (IC3's generalisation of a cube, on bits). Then {@code ¬G}
 * contains the preimage, so the outside half {@code G} has no edge to the target (sound), {@code c}
 * lies in {@code G} (suitable for the test), and {@code G}'s negation is exact.
 */
final class Generalization {
  /** The most drop attempts of one generalisation. */
  private static final int MAX_CHECKS = 160;

  private record Bit(Var var, int index, Bool literal) {}

  private final Dash dash;
  private final StateTemplate template;
  private int checks;

  private Generalization(Dash dash, StateTemplate template) {
    this.dash = dash;
    this.template = template;
  }

  /**
   * The complement of a cube around {@code values} (the test's state) that excludes {@code pre}, or
   * null when the integer variables {@code pre} mentions do not suffice to exclude it.
   */
  static Pred of(Dash dash, StateTemplate template, Pred pre, Map<Var, Long> values, int maxBits)
      throws Unsupported, SmtFailure {
    return new Generalization(dash, template).generalize(pre, values, maxBits);
  }

  /** The integer variables of {@code template} that {@code p} mentions. */
  static List<Var> variables(StateTemplate template, Pred p, Dash dash) {
    return template.variablesIn(p.formula(dash.smt)).stream()
        .filter(v -> v.type() instanceof Type.IntType)
        .toList();
  }

  private Pred generalize(Pred pre, Map<Var, Long> values, int maxBits)
      throws Unsupported, SmtFailure {
    List<Bit> bits = new ArrayList<>();
    for (Map.Entry<Var, Long> e : values.entrySet()) {
      Var v = e.getKey();
      int width = ((Type.IntType) v.type()).bits();
      for (int i = 0; i < width; i++) {
        Expr mask = Exprs.intConst((Type.IntType) v.type(), 1L << i);
        Expr bit = Exprs.binary(Expr.BinaryOp.AND, v, mask);
        Expr value = Exprs.intConst((Type.IntType) v.type(), e.getValue() & (1L << i));
        Expr literal = Exprs.binary(Expr.BinaryOp.EQ, bit, value);
        bits.add(new Bit(v, i, dash.encoder.condition(literal, template.state())));
      }
    }
    List<Bit> kept =
        dash.assuming(
            pre.formula(dash.smt),
            sat -> {
              if (sat.sat(literals(bits))) {
                return null;
              }
              return drop(bits, sat);
            });
    if (kept == null || kept.size() > maxBits) {
      return null;
    }
    dash.stats.generalizations++;
    Map<Var, Long> masks = new LinkedHashMap<>();
    for (Bit b : kept) {
      masks.merge(b.var(), 1L << b.index(), (x, y) -> x | y);
    }
    Expr cube = Exprs.TRUE;
    for (Map.Entry<Var, Long> m : masks.entrySet()) {
      Var v = m.getKey();
      Type.IntType type = (Type.IntType) v.type();
      long all = type.bits() >= 64 ? -1L : (1L << type.bits()) - 1;
      long mask = m.getValue();
      Expr value = Exprs.intConst(type, values.get(v) & mask);
      Expr read = mask == all ? v : Exprs.binary(Expr.BinaryOp.AND, v, Exprs.intConst(type, mask));
      cube = Exprs.and(cube, Exprs.binary(Expr.BinaryOp.EQ, read, value));
    }
    Bool g = dash.encoder.condition(cube, template.state());
    return new Pred(dash.smt.tru(), dash.smt.not(g), Exprs.not(cube), false, false);
  }

  /**
   * The bits left after dropping, first whole variables, then each variable's high bits (a binary
   * search for the fewest low bits that still exclude: parities and alignments), then single bits
   * from the highest.
   */
  private List<Bit> drop(List<Bit> bits, Dash.Assuming sat) throws SmtFailure {
    List<Bit> kept = new ArrayList<>(bits);
    List<Var> vars = kept.stream().map(Bit::var).distinct().toList();
    for (Var v : vars) {
      List<Bit> without = kept.stream().filter(b -> b.var() != v).toList();
      if (unsat(without, sat)) {
        kept = new ArrayList<>(without);
      }
    }
    for (Var v : kept.stream().map(Bit::var).distinct().toList()) {
      int width = ((Type.IntType) v.type()).bits();
      int low = 0;
      int high = width;
      while (low < high) {
        int k = (low + high) / 2;
        List<Bit> lowBits = withLowBits(kept, v, k);
        if (unsat(lowBits, sat)) {
          high = k;
        } else {
          low = k + 1;
        }
      }
      kept = withLowBits(kept, v, high);
    }
    for (int i = kept.size() - 1; i >= 0 && checks < MAX_CHECKS; i--) {
      List<Bit> without = new ArrayList<>(kept);
      without.remove(i);
      if (unsat(without, sat)) {
        kept = without;
      }
    }
    return kept;
  }

  private static List<Bit> withLowBits(List<Bit> bits, Var v, int k) {
    return bits.stream().filter(b -> b.var() != v || b.index() < k).toList();
  }

  private boolean unsat(List<Bit> bits, Dash.Assuming sat) throws SmtFailure {
    checks++;
    return !sat.sat(literals(bits));
  }

  private static List<Bool> literals(List<Bit> bits) {
    return bits.stream().map(Bit::literal).toList();
  }
}
