package dev.vigil.analysis;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import dev.vigil.ir.Type;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The integer cells of globals that behave like variables: the global's address is used only as the
 * direct address of loads and stores (possibly plus a constant), every access to it is an integer
 * at one of a set of non-overlapping (offset, width) places, and its address never escapes. Then
 * nothing but those accesses can change the cells.
 */
public final class TrackedGlobals {
  private final Map<String, Map<Long, Type.IntType>> cells;

  private TrackedGlobals(Map<String, Map<Long, Type.IntType>> cells) {
    this.cells = cells;
  }

  public static TrackedGlobals of(Program program) {
    Map<String, Map<Long, Type.IntType>> accesses = new LinkedHashMap<>();
    Set<String> escaped = new HashSet<>();
    for (Function f : program.functions().values()) {
      for (Edge e : f.cfa().edges()) {
        Op op = e.op();
        // For loads and stores, expression 0 is the accessed address.
        Type accessType =
            switch (op) {
              case Op.Load l -> l.target().type();
              case Op.Store s -> s.value().type();
              case Op.Assign _,
                  Op.ParallelAssign _,
                  Op.Assume _,
                  Op.Havoc _,
                  Op.Alloc _,
                  Op.Free _,
                  Op.MemCopy _,
                  Op.MemSet _,
                  Op.Call _,
                  Op.Return _,
                  Op.Error _,
                  Op.HavocMemory _,
                  Op.HavocObjects _,
                  Op.Halt _,
                  Op.Skip _ ->
                  null;
            };
        List<Expr> exprs = Ops.expressions(op);
        for (int i = 0; i < exprs.size(); i++) {
          if (i == 0 && accessType != null) {
            recordAccess(exprs.get(i), accessType, accesses, escaped);
          } else {
            markEscapes(exprs.get(i), escaped);
          }
        }
      }
    }
    Map<String, Map<Long, Type.IntType>> tracked = new LinkedHashMap<>();
    for (Global g : program.globals().values()) {
      Map<Long, Type.IntType> places = accesses.get(g.name());
      if (places != null && !escaped.contains(g.name()) && disjoint(places, program)) {
        tracked.put(g.name(), places);
      }
    }
    return new TrackedGlobals(tracked);
  }

  private static void recordAccess(
      Expr address, Type type, Map<String, Map<Long, Type.IntType>> accesses, Set<String> escaped) {
    Optional<Cell.GlobalCell> cell = directCell(address, type);
    if (cell.isPresent()) {
      Cell.GlobalCell c = cell.get();
      Type.IntType previous =
          accesses
              .computeIfAbsent(c.global(), k -> new LinkedHashMap<>())
              .putIfAbsent(c.offset(), c.type());
      if (previous != null && !previous.equals(c.type())) {
        escaped.add(c.global());
      }
      return;
    }
    // An access of another shape (non-integer type, variable offset): the global is not tracked.
    markEscapes(address, escaped);
  }

  /** The cell that {@code address} names directly, if it is a global plus a constant. */
  static Optional<Cell.GlobalCell> directCell(Expr address, Type type) {
    if (!(type instanceof Type.IntType it)) {
      return Optional.empty();
    }
    if (address instanceof Expr.GlobalAddress g) {
      return Optional.of(new Cell.GlobalCell(g.global(), 0, it));
    }
    if (address instanceof Expr.PtrAdd add
        && add.pointer() instanceof Expr.GlobalAddress g
        && add.offset() instanceof Expr.IntConst c
        && c.signedValue() >= 0) {
      return Optional.of(new Cell.GlobalCell(g.global(), c.signedValue(), it));
    }
    return Optional.empty();
  }

  private static void markEscapes(Expr e, Set<String> escaped) {
    if (e instanceof Expr.GlobalAddress g) {
      escaped.add(g.global());
    }
    for (Expr c : e.children()) {
      markEscapes(c, escaped);
    }
  }

  private static boolean disjoint(Map<Long, Type.IntType> places, Program program) {
    long end = Long.MIN_VALUE;
    for (Map.Entry<Long, Type.IntType> p : new java.util.TreeMap<>(places).entrySet()) {
      if (p.getKey() < end) {
        return false;
      }
      end = p.getKey() + p.getValue().byteSize(program.dataModel());
    }
    return true;
  }

  /** The tracked cell that a load or store at {@code address} of {@code type} accesses, if any. */
  public Optional<Cell.GlobalCell> cellAt(Expr address, Type type) {
    Optional<Cell.GlobalCell> c = directCell(address, type);
    if (c.isEmpty()) {
      return c;
    }
    Map<Long, Type.IntType> places = cells.get(c.get().global());
    return places != null && c.get().type().equals(places.get(c.get().offset()))
        ? c
        : Optional.empty();
  }

  /** All tracked cells, in declaration order. */
  public List<Cell.GlobalCell> all() {
    return cells.entrySet().stream()
        .flatMap(
            g ->
                g.getValue().entrySet().stream()
                    .map(p -> new Cell.GlobalCell(g.getKey(), p.getKey(), p.getValue())))
        .toList();
  }
}
