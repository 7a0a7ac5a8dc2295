package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The program with the integer cells of {@link TrackedGlobals} as variables: a load of such a cell
 * becomes an assignment from its variable, a store an assignment to it, and {@code main} first
 * assigns every cell its initial value. Nothing else can reach those cells (their addresses never
 * escape), so the program behaves exactly as before, with the same inputs in the same order, and
 * analyses that track variables but not memory see the globals. Every function keeps its locations
 * and edges, in the same order; {@code main} gets a new entry location (after the others) from
 * which the initialisation leads to its old entry. Cells whose initial value is not one constant of
 * their type, and {@code extern} globals, stay in memory.
 */
public final class PromotedGlobals {
  /** The function name the cell variables carry: they belong to no function. */
  public static final String GLOBAL_SCOPE = "";

  private final Program program;
  private final Map<Var, Cell.GlobalCell> cells;

  private PromotedGlobals(Program program, Map<Var, Cell.GlobalCell> cells) {
    this.program = program;
    this.cells = Collections.unmodifiableMap(cells);
  }

  public static PromotedGlobals of(Program original) {
    TrackedGlobals tracked = TrackedGlobals.of(original);
    Map<Cell.GlobalCell, Var> vars = new LinkedHashMap<>();
    Map<Var, Expr> initial = new LinkedHashMap<>();
    for (Cell.GlobalCell c : tracked.all()) {
      Global g = original.globals().get(c.global());
      Optional<Expr> init = initialValue(g, c, original);
      if (init.isPresent()) {
        Var v = new Var(c.toString(), c.type(), GLOBAL_SCOPE);
        vars.put(c, v);
        initial.put(v, init.get());
      }
    }
    if (vars.isEmpty()) {
      return new PromotedGlobals(original, Map.of());
    }
    List<Function> functions = new ArrayList<>();
    for (Function f : original.functions().values()) {
      boolean isMain = f.name().equals("main");
      Cfa cfa = rewrite(f.cfa(), tracked, vars, isMain ? initial : Map.of(), f.loc());
      functions.add(
          new Function(f.name(), f.parameters(), f.returnType(), f.varargs(), cfa, f.loc()));
    }
    Map<Var, Cell.GlobalCell> cells = new LinkedHashMap<>();
    vars.forEach((c, v) -> cells.put(v, c));
    return new PromotedGlobals(original.withFunctions(functions), cells);
  }

  /**
   * The initial value of a cell: the initializer entry at its offset if it has the cell's type,
   * zero if no entry overlaps it; empty if the bytes come from something else.
   */
  private static Optional<Expr> initialValue(Global g, Cell.GlobalCell c, Program p) {
    if (g.nondetContents()) {
      return Optional.empty();
    }
    long size = c.type().byteSize(p.dataModel());
    for (Global.InitValue v : g.initializer()) {
      long vSize = v.value().type().byteSize(p.dataModel());
      boolean overlaps = v.offset() < c.offset() + size && c.offset() < v.offset() + vSize;
      if (overlaps) {
        boolean exact =
            v.offset() == c.offset()
                && v.value().type().equals(c.type())
                && v.value() instanceof Expr.IntConst;
        return exact ? Optional.of(v.value()) : Optional.empty();
      }
    }
    return Optional.of(Exprs.intConst(c.type(), 0));
  }

  private static Cfa rewrite(
      Cfa old,
      TrackedGlobals tracked,
      Map<Cell.GlobalCell, Var> vars,
      Map<Var, Expr> initial,
      SourceLoc loc) {
    Cfa.Builder b = Cfa.builder(old.function());
    for (int i = 0; i < old.locations().size(); i++) {
      b.newLocation();
    }
    for (Edge e : old.edges()) {
      b.addEdge(e.source(), e.target(), rewrite(e.op(), tracked, vars), e.loc());
    }
    Location entry = old.entry();
    if (!initial.isEmpty()) {
      entry = b.newLocation();
      Location at = entry;
      List<Map.Entry<Var, Expr>> inits = new ArrayList<>(initial.entrySet());
      for (int i = 0; i < inits.size(); i++) {
        Location next = i == inits.size() - 1 ? old.entry() : b.newLocation();
        b.addEdge(at, next, new Op.Assign(inits.get(i).getKey(), inits.get(i).getValue()), loc);
        at = next;
      }
    }
    return b.entry(entry).exit(old.exit()).build();
  }

  private static Op rewrite(Op op, TrackedGlobals tracked, Map<Cell.GlobalCell, Var> vars) {
    if (op instanceof Op.Load l) {
      Var cell = cellVar(tracked, vars, l.address(), l.target().type());
      return cell == null ? op : new Op.Assign(l.target(), cell);
    }
    if (op instanceof Op.Store s) {
      Var cell = cellVar(tracked, vars, s.address(), s.value().type());
      return cell == null ? op : new Op.Assign(cell, s.value());
    }
    return op;
  }

  private static Var cellVar(
      TrackedGlobals tracked, Map<Cell.GlobalCell, Var> vars, Expr address, Type type) {
    return tracked.cellAt(address, type).map(vars::get).orElse(null);
  }

  /** The program with the cells as variables. */
  public Program program() {
    return program;
  }

  /** The variables that stand for global cells, with their cells. */
  public Map<Var, Cell.GlobalCell> cells() {
    return cells;
  }
}
