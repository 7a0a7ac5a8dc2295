package dev.vigil.smt;

import dev.vigil.ir.Type.PointerType;
import dev.vigil.smt.Term.Choice;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongBinaryOperator;

/**
 * Small value sets of integer and pointer terms ({@link Term#choices}): the possible values, each
 * under a condition; the conditions are exclusive and, on the path, exhaustive. They arise where
 * paths with different constants meet, and let operations, comparisons and memory accesses work
 * value by value instead of on a symbolic term.
 */
final class ValueSets {
  /** Larger sets are dropped: the term is then only a formula. */
  static final int MAX = 8;

  private final Formulas f;

  ValueSets(Formulas f) {
    this.f = f;
  }

  /** The values of {@code t}: its one value if concrete, its value set, or null. */
  List<Choice> of(Term t) {
    if (t.isConcrete()) {
      return List.of(new Choice(f.smt.tru(), t.bits));
    }
    return t.choices;
  }

  /** {@code c ? a : b} value by value; null if either is unknown or the result too large. */
  List<Choice> ite(Bool c, Term a, Term b) {
    List<Choice> x = of(a);
    List<Choice> y = of(b);
    if (x == null || y == null || x.size() + y.size() > MAX || c.isTrue() || c.isFalse()) {
      return null;
    }
    Map<Long, Bool> merged = new LinkedHashMap<>();
    Bool notC = f.smt.not(c);
    x.forEach(ch -> merged.merge(ch.bits(), f.smt.and(c, ch.condition()), f.smt::or));
    y.forEach(ch -> merged.merge(ch.bits(), f.smt.and(notC, ch.condition()), f.smt::or));
    return list(merged);
  }

  /** {@code op} applied to every pair of values; null if a set is unknown or too large. */
  List<Choice> combine(Term a, Term b, LongBinaryOperator op) {
    List<Choice> x = of(a);
    List<Choice> y = of(b);
    if (x == null || y == null || x.size() * y.size() > MAX) {
      return null;
    }
    Map<Long, Bool> merged = new LinkedHashMap<>();
    for (Choice p : x) {
      for (Choice q : y) {
        Bool both = f.smt.and(p.condition(), q.condition());
        if (!both.isFalse()) {
          merged.merge(op.applyAsLong(p.bits(), q.bits()), both, f.smt::or);
        }
      }
    }
    return list(merged);
  }

  /** {@code op} applied to every value; null if the set is unknown. */
  List<Choice> map(Term a, java.util.function.LongUnaryOperator op) {
    return combine(a, Term.concrete(a.type, 0), (v, unused) -> op.applyAsLong(v));
  }

  private static List<Choice> list(Map<Long, Bool> merged) {
    List<Choice> result = new ArrayList<>();
    merged.forEach((v, c) -> result.add(new Choice(c, v)));
    return result;
  }

  /** The condition under which {@code values} holds a value with bit 0 set (for i1 results). */
  Bool whereTrue(List<Choice> values) {
    List<Bool> conditions = new ArrayList<>();
    for (Choice c : values) {
      if ((c.bits() & 1) != 0) {
        conditions.add(c.condition());
      }
    }
    return f.smt.or(conditions);
  }

  /** {@code t} annotated with {@code values} (a single value makes it concrete). */
  Term attach(Term t, List<Choice> values) {
    if (values == null || t.isConcrete()) {
      return t;
    }
    if (values.size() == 1) {
      return Term.concrete(t.type, values.get(0).bits());
    }
    long object = -1;
    if (t.type instanceof PointerType) {
      object = f.layout.objectOf(values.get(0).bits());
      for (Choice c : values) {
        if (f.layout.objectOf(c.bits()) != object) {
          object = -1;
        }
      }
    }
    return t.withChoices(values, object);
  }
}
