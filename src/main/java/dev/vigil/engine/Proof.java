package dev.vigil.engine;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Location;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Why a program is safe: the argument used ({@code method}, e.g. "all loops fully unwound") and
 * invariants per location (loop heads at least), for correctness witnesses.
 */
public record Proof(String method, Map<Location, List<Expr>> invariants) {
  public Proof {
    Objects.requireNonNull(method);
    invariants = Map.copyOf(invariants);
  }

  public static Proof of(String method) {
    return new Proof(method, Map.of());
  }
}
