package dev.vigil.engine.cpa.predicate;

import dev.vigil.ir.Expr;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Predicates for any number of iterations from a refinement's predicates for one: at a loop head
 * whose registers step by constants ({@link LoopSteps}), a linear condition that one iteration
 * raises ({@code j < n / 2}, with {@code j} stepping by 1) holds up to some count of further
 * iterations, one that it lowers ({@code k <= 0}, {@code k} stepping by -1) from some count on;
 * both hold after the same count exactly when the two bounds meet, which eliminating the count says
 * without it ({@code k + j < n / 2}, Fourier-Motzkin over the rationals). Refinement alone finds
 * one predicate per iteration ({@code k - 1 <= 0}, {@code j + 1 < n / 2}, ...), and diverges; the
 * eliminated one holds for all of them. Candidates only: the abstraction decides what holds, and
 * wrapping arithmetic can make one useless, never wrong.
 */
final class Acceleration {
  /** At most this many predicates from one loop head's conditions. */
  private static final int MAX_PREDICATES = 16;

  private Acceleration() {}

  /** The eliminated predicates of {@code conditions} at the head of a loop with {@code steps}. */
  static Set<Expr> of(LoopSteps steps, Collection<Expr> conditions) {
    List<Stepped> raised = new ArrayList<>();
    List<Stepped> lowered = new ArrayList<>();
    for (Expr c : conditions) {
      for (Linear.AtMostZero q : Linear.bounds(c, false)) {
        step(steps, q.form())
            .ifPresent(
                s -> {
                  if (s.signum() > 0) {
                    raised.add(new Stepped(q, s));
                  } else if (s.signum() < 0) {
                    lowered.add(new Stepped(q, s.negate()));
                  }
                });
      }
    }
    Set<Expr> out = new LinkedHashSet<>();
    for (Stepped up : raised) {
      for (Stepped down : lowered) {
        if (out.size() >= MAX_PREDICATES || !up.bound().type().equals(down.bound().type())) {
          continue;
        }
        // up + a t <= 0 until t = -up / a; down - b t <= 0 from t = down / b: they meet iff
        // a down + b up <= 0.
        Linear met =
            down.bound().form().times(up.step()).plus(up.bound().form().times(down.step()));
        new Linear.AtMostZero(up.bound().type(), met).expression().ifPresent(out::add);
      }
    }
    return out;
  }

  /** What one iteration adds to {@code form}; empty if a term has no step. */
  private static Optional<BigInteger> step(LoopSteps steps, Linear form) {
    BigInteger sum = BigInteger.ZERO;
    for (Map.Entry<Expr, BigInteger> t : form.terms().entrySet()) {
      Optional<BigInteger> s = steps.step(t.getKey());
      if (s.isEmpty()) {
        return Optional.empty();
      }
      sum = sum.add(s.get().multiply(t.getValue()));
    }
    return Optional.of(sum);
  }

  /** A bound whose form one iteration changes by {@code step} (raised) or {@code -step}. */
  private record Stepped(Linear.AtMostZero bound, BigInteger step) {}
}
