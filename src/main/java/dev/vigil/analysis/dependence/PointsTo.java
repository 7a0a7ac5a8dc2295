package dev.vigil.analysis.dependence;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.ProgramGraph;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Global;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * A flow- and context-insensitive, field-insensitive points-to analysis (Andersen's inclusion
 * constraints, solved by iteration): for every variable and every abstract object, the objects its
 * value may point into. Every variable is tracked, whatever its type, since integers may carry
 * pointers. It is sound for the IR's semantics: a pointer made from a number, read from an input,
 * or loaded from memory nobody wrote (stack and heap objects start uninitialised) may point
 * anywhere ({@link MemoryObject#UNKNOWN}).
 */
public final class PointsTo {
  private final ProgramGraph graph;
  private final Map<Var, Set<MemoryObject>> vars = new HashMap<>();
  private final Map<MemoryObject, Set<MemoryObject>> contents = new HashMap<>();
  private final Map<Expr, Set<MemoryObject>> cache = new IdentityHashMap<>();
  private boolean changed;

  private PointsTo(ProgramGraph graph) {
    this.graph = graph;
  }

  public static PointsTo of(ProgramGraph graph) {
    PointsTo p = new PointsTo(graph);
    for (Global g : graph.program().globals().values()) {
      MemoryObject o = new MemoryObject.Global(g.name());
      for (Global.InitValue v : g.initializer()) {
        p.addAll(p.contents(o), p.pointees(v.value()));
      }
      if (g.nondetContents()) {
        p.contents(o).add(MemoryObject.UNKNOWN);
      }
    }
    do {
      p.changed = false;
      p.cache.clear();
      for (ProgramEdge e : graph.edges()) {
        p.constrain(e);
      }
    } while (p.changed);
    p.cache.clear();
    return p;
  }

  private Set<MemoryObject> contents(MemoryObject o) {
    return contents.computeIfAbsent(o, k -> new LinkedHashSet<>());
  }

  private Set<MemoryObject> var(Var v) {
    return vars.computeIfAbsent(v, k -> new LinkedHashSet<>());
  }

  private void addAll(Set<MemoryObject> to, Set<MemoryObject> from) {
    changed |= to.addAll(from);
  }

  private void add(Set<MemoryObject> to, MemoryObject o) {
    changed |= to.add(o);
  }

  private void constrain(ProgramEdge e) {
    Op op = e.kind() == ProgramEdge.Kind.LOCAL ? e.edge().op() : e.original().op();
    switch (op) {
      case Op.Assign a -> addAll(var(a.target()), pointees(a.value()));
      case Op.ParallelAssign p ->
          p.assignments().forEach(a -> addAll(var(a.target()), pointees(a.value())));
      case Op.Havoc h -> {
        if (h.target().type() instanceof Type.PointerType) {
          add(var(h.target()), MemoryObject.UNKNOWN);
        }
      }
      case Op.Load l -> addAll(var(l.target()), read(pointees(l.address())));
      case Op.Store s -> {
        Set<MemoryObject> value = pointees(s.value());
        for (MemoryObject o : pointees(s.address())) {
          addAll(contents(o), value);
        }
      }
      case Op.MemCopy c -> {
        Set<MemoryObject> value = read(pointees(c.source()));
        for (MemoryObject o : pointees(c.destination())) {
          addAll(contents(o), value);
        }
      }
      case Op.MemSet m -> {
        if (!(m.value() instanceof Expr.IntConst k && k.bits() == 0)) {
          for (MemoryObject o : pointees(m.destination())) {
            add(contents(o), MemoryObject.UNKNOWN);
          }
        }
      }
      case Op.Alloc a -> {
        MemoryObject site = new MemoryObject.Site(e.edge());
        add(var(a.target()), site);
        if (!a.zeroed()) {
          add(contents(site), MemoryObject.UNKNOWN);
        }
      }
      case Op.Return r ->
          r.value()
              .ifPresent(
                  v -> addAll(var(graph.returnVar(graph.function(e.source()))), pointees(v)));
      case Op.HavocMemory h -> havocAll();
      case Op.HavocObjects h -> havocAll(); // what the roots reach, at most everything
      case Op.Assume a -> {}
      case Op.Free f -> {}
      case Op.Error err -> {}
      case Op.Halt halt -> {}
      case Op.Skip skip -> {}
      case Op.Call c -> {}
    }
  }

  private void havocAll() {
    for (MemoryObject o : allObjects()) {
      add(contents(o), MemoryObject.UNKNOWN);
    }
  }

  /** What memory at {@code objects} may hold. */
  private Set<MemoryObject> read(Set<MemoryObject> objects) {
    Set<MemoryObject> out = new LinkedHashSet<>();
    if (objects.contains(MemoryObject.UNKNOWN)) {
      contents.values().forEach(out::addAll);
      out.add(MemoryObject.UNKNOWN);
      return out;
    }
    for (MemoryObject o : objects) {
      out.addAll(contents(o));
    }
    out.addAll(contents(MemoryObject.UNKNOWN)); // an unknown store may have written anything
    return out;
  }

  private Set<MemoryObject> allObjects() {
    Set<MemoryObject> all = new LinkedHashSet<>(contents.keySet());
    vars.values().forEach(all::addAll);
    return all;
  }

  /** The objects the value of {@code e} may point into. */
  public Set<MemoryObject> pointees(Expr e) {
    Set<MemoryObject> known = cache.get(e);
    if (known != null) {
      return known;
    }
    Set<MemoryObject> out = new LinkedHashSet<>();
    switch (e) {
      case Var v -> out.addAll(var(v));
      case Expr.GlobalAddress g -> out.add(new MemoryObject.Global(g.global()));
      case Expr.FunctionAddress f -> out.add(new MemoryObject.Function(f.function()));
      case Expr.Cast c when c.op() == Expr.CastOp.INT_TO_PTR -> {
        out.addAll(pointees(c.operand()));
        if (!(c.operand() instanceof Expr.IntConst k && k.bits() == 0)) {
          out.add(MemoryObject.UNKNOWN);
        }
      }
      case Expr.PointerQuery q -> {}
      default -> e.children().forEach(c -> out.addAll(pointees(c)));
    }
    cache.put(e, out);
    return out;
  }
}
