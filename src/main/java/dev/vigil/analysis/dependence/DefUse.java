package dev.vigil.analysis.dependence;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.ProgramGraph;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What each dependence node defines and uses ({@code defs} and {@code uses} of the thesis, for the
 * IR): variables, abstract memory objects (contents and object facts, through {@link PointsTo}),
 * and the allocation counter. A variable is defined strongly (the old value is gone); memory only
 * weakly (other bytes of the object, or other objects of the site, keep theirs).
 */
final class DefUse {

  /** A place holding data. */
  sealed interface Place {
    record Variable(Var var) implements Place {
      public Variable {
        Objects.requireNonNull(var);
      }
    }

    record Memory(MemoryObject object) implements Place {
      public Memory {
        Objects.requireNonNull(object);
      }
    }

    /** The number the next allocation gets: allocations depend on all earlier ones. */
    record Counter() implements Place {}

    Place NEXT = new Counter();
  }

  /** The definitions and uses of one node. */
  record Effects(List<Place> strong, List<Place> weak, Set<Place> uses) {
    static final Effects NONE = new Effects(List.of(), List.of(), Set.of());
  }

  private final ProgramGraph graph;
  private final PointsTo pointsTo;

  DefUse(ProgramGraph graph, PointsTo pointsTo) {
    this.graph = graph;
    this.pointsTo = pointsTo;
  }

  /** The effects of a CFA edge (for a call edge, of the call itself: its callee expression). */
  Effects statement(Function f, Edge e) {
    Op op = e.op();
    List<Place> strong = new ArrayList<>();
    List<Place> weak = new ArrayList<>();
    Set<Place> uses = new LinkedHashSet<>();
    for (Expr x : Ops.expressions(op)) {
      if (!(op instanceof Op.Call)) {
        read(x, uses);
      }
    }
    switch (op) {
      case Op.Assign a -> strong.add(var(a.target()));
      case Op.ParallelAssign p -> p.assignments().forEach(a -> strong.add(var(a.target())));
      case Op.Havoc h -> strong.add(var(h.target()));
      case Op.Load l -> {
        strong.add(var(l.target()));
        objects(l.address()).forEach(uses::add);
      }
      case Op.Store s -> weak.addAll(objects(s.address()));
      case Op.Alloc a -> {
        strong.add(var(a.target()));
        strong.add(Place.NEXT);
        uses.add(Place.NEXT);
        weak.add(new Place.Memory(new MemoryObject.Site(e)));
      }
      case Op.Free fr -> {
        weak.addAll(objects(fr.pointer()));
        uses.addAll(objects(fr.pointer()));
      }
      case Op.MemCopy c -> {
        weak.addAll(objects(c.destination()));
        uses.addAll(objects(c.source()));
      }
      case Op.MemSet m -> weak.addAll(objects(m.destination()));
      case Op.HavocMemory h -> weak.add(new Place.Memory(MemoryObject.UNKNOWN));
      case Op.HavocObjects h -> weak.add(new Place.Memory(MemoryObject.UNKNOWN));
      case Op.Return r -> {
        if (r.value().isPresent()) {
          strong.add(var(graph.returnVar(f)));
        }
      }
      case Op.Call c -> read(c.callee(), uses);
      case Op.Assume a -> {}
      case Op.Error err -> {}
      case Op.Halt halt -> {}
      case Op.Skip skip -> {}
    }
    return new Effects(strong, weak, uses);
  }

  /** The effects of binding parameter {@code index} of a call's callee. */
  Effects actualIn(Edge call, Function callee, int index) {
    Op.Call c = (Op.Call) call.op();
    Set<Place> uses = new LinkedHashSet<>();
    read(c.arguments().get(index), uses);
    return new Effects(List.of(var(callee.parameters().get(index))), List.of(), uses);
  }

  /** The effects of binding a call's result. */
  Effects actualOut(Edge call, Function callee) {
    Op.Call c = (Op.Call) call.op();
    if (c.result().isEmpty()) {
      return Effects.NONE;
    }
    return new Effects(
        List.of(var(c.result().get())), List.of(), Set.of(var(graph.returnVar(callee))));
  }

  /** The effects of what a program edge does to data (a call's halves as their bindings). */
  Effects of(ProgramEdge e) {
    return switch (e.kind()) {
      case LOCAL -> statement(graph.function(e.source()), e.edge());
      case ENTER -> {
        Function callee = e.callee().orElseThrow();
        List<Place> strong = new ArrayList<>();
        Set<Place> uses = new LinkedHashSet<>();
        for (int i = 0; i < callee.parameters().size(); i++) {
          Effects a = actualIn(e.edge(), callee, i);
          strong.addAll(a.strong());
          uses.addAll(a.uses());
        }
        yield new Effects(strong, List.of(), uses);
      }
      case EXIT -> actualOut(e.edge(), e.callee().orElseThrow());
    };
  }

  private static Place var(Var v) {
    return new Place.Variable(v);
  }

  /** The variables {@code e} reads, and the objects whose facts it queries. */
  private void read(Expr e, Set<Place> uses) {
    for (Var v : Ops.variables(e)) {
      uses.add(var(v));
    }
    queried(e, uses, java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>()));
  }

  private void queried(Expr e, Set<Place> uses, Set<Expr> seen) {
    if (!seen.add(e)) {
      return;
    }
    if (e instanceof Expr.PointerQuery q) {
      uses.addAll(objects(q.pointer()));
    }
    e.children().forEach(c -> queried(c, uses, seen));
  }

  private List<Place> objects(Expr address) {
    return pointsTo.pointees(address).stream().<Place>map(Place.Memory::new).toList();
  }
}
