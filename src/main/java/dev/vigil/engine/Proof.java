package dev.vigil.engine;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Location;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Var;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Why a program is safe: the argument used ({@code method}, a short phrase such as "k-induction at
 * k = 3") and the invariants it rests on, at loop heads of the program the user gave, for reports
 * and correctness witnesses.
 */
public record Proof(String method, List<Invariant> invariants) {
  public Proof {
    Objects.requireNonNull(method);
    invariants = List.copyOf(invariants);
  }

  public static Proof of(String method) {
    return new Proof(method, List.of());
  }

  /**
   * A fact that holds whenever control is at {@code loopHead} of {@code function} (a location of
   * that function's CFA in the program as the front end built it; {@code loc} is its source
   * position). {@code condition} is an {@code i1} expression over the function's variables, named
   * as in C (SSA suffixes such as {@code i.0} are dropped where no two variables clash), and over
   * variables that stand for memory: {@code globals} maps each of those to the global and byte
   * offset it reads, with the variable's type (e.g. {@code g} at offset 0, or the {@code int} at
   * offset 4 of a struct {@code s}).
   */
  public record Invariant(
      String function,
      Location loopHead,
      SourceLoc loc,
      Expr condition,
      Map<Var, GlobalCell> globals) {
    public Invariant {
      Objects.requireNonNull(function);
      Objects.requireNonNull(loopHead);
      Objects.requireNonNull(loc);
      Objects.requireNonNull(condition);
      globals = Collections.unmodifiableMap(new LinkedHashMap<>(globals));
    }
  }

  /** The bytes of a global at a byte offset, read with the type of the variable that names them. */
  public record GlobalCell(String global, long offset) {
    public GlobalCell {
      Objects.requireNonNull(global);
    }
  }
}
