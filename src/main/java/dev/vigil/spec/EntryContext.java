package dev.vigil.spec;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What an entry's context knows of the objects its pointers point to. The IR's pointers carry no
 * pointee type, so the least size of the object behind a pointer parameter or a pointer global is
 * read from the code: the largest constant offset plus access size at which the program reads or
 * writes through it (directly, through a copy plus a constant, or by passing it on to a parameter
 * of a function with a body). Well-typed C accesses {@code p->field} within {@code sizeof *p}, so
 * objects of at least that size include every object of the pointee's type. Which functions'
 * pointer parameters may be null: those the program does not call directly, or whose address it
 * takes (roots and callbacks); the program's own calls of the others are checked from their
 * callers.
 */
public final class EntryContext {
  private final Map<Root, Long> needs = new HashMap<>();
  private final Set<String> calledOnlyDirectly = new HashSet<>();
  private final Set<String> addressTaken = new HashSet<>();
  private final Map<String, Set<String>> callers = new HashMap<>();
  private final Map<String, List<Op.Call>> callsThroughPointers = new HashMap<>();

  /** What a pointer is computed from: a parameter, or the value of a pointer global. */
  private sealed interface Root {
    record Parameter(String function, int index) implements Root {}

    record GlobalValue(String global) implements Root {}
  }

  private record Origin(Root root, long offset) {}

  private record Passed(Origin from, Root.Parameter to) {}

  private EntryContext() {}

  public static EntryContext of(Program program) {
    EntryContext c = new EntryContext();
    List<Passed> passes = new ArrayList<>();
    Set<String> called = new HashSet<>();
    Set<String> taken = new HashSet<>();
    for (Function f : program.functions().values()) {
      c.scan(program, f, passes, called, taken);
    }
    for (Global g : program.globals().values()) {
      g.initializer().forEach(v -> addresses(v.value(), taken));
    }
    called.removeAll(taken);
    c.calledOnlyDirectly.addAll(called);
    c.addressTaken.addAll(taken);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Passed p : passes) {
        long callee = c.needs.getOrDefault(p.to(), 0L);
        if (callee > 0) {
          changed |= c.need(p.from().root(), p.from().offset() + callee);
        }
      }
    }
    return c;
  }

  /**
   * The least size of the object behind parameter {@code index} of {@code function}, at least 1.
   */
  long parameterSize(String function, int index) {
    return size(new Root.Parameter(function, index));
  }

  /** The least size of the object a pointer global's value points to, at least 1. */
  long globalSize(String global) {
    return size(new Root.GlobalValue(global));
  }

  /** Whether the program calls {@code function} only directly, never through its address. */
  boolean calledOnlyDirectly(String function) {
    return calledOnlyDirectly.contains(function);
  }

  /** Whether the program takes the address of {@code function} (it may be called back). */
  public boolean addressTaken(String function) {
    return addressTaken.contains(function);
  }

  /** The functions that call {@code function} directly, itself included if it does. */
  public Set<String> callers(String function) {
    return callers.getOrDefault(function, Set.of());
  }

  /**
   * The functions that call through a pointer with {@code function}'s argument and result types:
   * the callers its address may have. A points-to analysis by type: in C, a call through a pointer
   * of another function type than the callee's is undefined.
   */
  public Set<String> indirectCallers(Function function) {
    Set<String> out = new LinkedHashSet<>();
    callsThroughPointers.forEach(
        (caller, calls) -> {
          if (calls.stream().anyMatch(c -> mayCall(c, function))) {
            out.add(caller);
          }
        });
    return out;
  }

  private static boolean mayCall(Op.Call call, Function function) {
    List<Var> parameters = function.parameters();
    List<Expr> arguments = call.arguments();
    if (arguments.size() != parameters.size()) {
      return false; // a variadic function's extra arguments come in one (its last parameter)
    }
    for (int i = 0; i < parameters.size(); i++) {
      if (!arguments.get(i).type().equals(parameters.get(i).type())) {
        return false;
      }
    }
    return call.result().map(r -> r.type().equals(function.returnType())).orElse(true);
  }

  /** The functions and globals a run from an entry can reach. */
  record Reach(Set<String> functions, Set<String> globals) {}

  /**
   * What a run from {@code entry} can reach: the functions and globals named by the code reachable
   * from it and by the initialisers of those globals (a function named but not called may be called
   * through its address), or everything if that code calls through a pointer it did not name.
   */
  static Reach from(Program program, String entry) {
    Set<String> functions = new HashSet<>();
    Set<String> globals = new HashSet<>();
    java.util.ArrayDeque<Expr> work = new java.util.ArrayDeque<>();
    work.add(dev.vigil.ir.Exprs.function(entry));
    while (!work.isEmpty()) {
      Expr next = work.poll();
      if (next instanceof Expr.GlobalAddress g
          && globals.add(g.global())
          && program.globals().get(g.global()) instanceof Global d) {
        d.initializer().forEach(v -> named(v.value(), work));
      }
      if (!(next instanceof Expr.FunctionAddress f) || !functions.add(f.function())) {
        continue;
      }
      for (Edge e : program.function(f.function()).map(b -> b.cfa().edges()).orElse(List.of())) {
        if (e.op() instanceof Op.Call c) {
          if (c.directCallee().isEmpty()) {
            return new Reach(program.functions().keySet(), program.globals().keySet());
          }
          work.add(c.callee());
        }
        Ops.expressions(e.op()).forEach(x -> named(x, work));
      }
    }
    return new Reach(functions, globals);
  }

  /** Adds the functions and globals {@code e} names to {@code work}. */
  private static void named(Expr e, java.util.ArrayDeque<Expr> work) {
    if (e instanceof Expr.FunctionAddress || e instanceof Expr.GlobalAddress) {
      work.add(e);
    }
    e.children().forEach(c -> named(c, work));
  }

  private long size(Root r) {
    return Math.max(1, Math.min(EntryHarness.MAX_OBJECT, needs.getOrDefault(r, 0L)));
  }

  private boolean need(Root r, long bytes) {
    if (bytes > needs.getOrDefault(r, 0L)) {
      needs.put(r, Math.min(bytes, EntryHarness.MAX_OBJECT));
      return true;
    }
    return false;
  }

  private void scan(
      Program program, Function f, List<Passed> passes, Set<String> called, Set<String> taken) {
    DataModel model = program.dataModel();
    Map<Var, Integer> definitions = new HashMap<>();
    for (Edge e : f.cfa().edges()) {
      Ops.assignedVars(e.op()).forEach(v -> definitions.merge(v, 1, Integer::sum));
    }
    // Only variables with one definition (or none, for parameters) have one origin.
    Map<Var, Origin> origins = new HashMap<>();
    for (int i = 0; i < f.parameters().size(); i++) {
      Var p = f.parameters().get(i);
      if (!definitions.containsKey(p)) {
        origins.put(p, new Origin(new Root.Parameter(f.name(), i), 0));
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Edge e : f.cfa().edges()) {
        Optional<Map.Entry<Var, Origin>> def = definition(program, e.op(), origins);
        if (def.isPresent()
            && definitions.getOrDefault(def.get().getKey(), 0) == 1
            && !origins.containsKey(def.get().getKey())) {
          origins.put(def.get().getKey(), def.get().getValue());
          changed = true;
        }
      }
    }
    for (Edge e : f.cfa().edges()) {
      Op op = e.op();
      List<Expr> exprs = Ops.expressions(op);
      for (Ops.Access a : Ops.accesses(op)) {
        long bytes = accessBytes(op, model);
        Optional<Origin> o = origin(exprs.get(a.index()), origins);
        if (bytes > 0 && o.isPresent()) {
          need(o.get().root(), o.get().offset() + bytes);
        }
      }
      if (op instanceof Op.Call call) {
        Optional<String> callee = call.directCallee();
        callee.ifPresent(called::add);
        callee.ifPresent(g -> callers.computeIfAbsent(g, k -> new LinkedHashSet<>()).add(f.name()));
        for (int j = 0; j < call.arguments().size(); j++) {
          Expr arg = call.arguments().get(j);
          addresses(arg, taken);
          Optional<Origin> o = origin(arg, origins);
          if (o.isPresent() && callee.isPresent() && program.function(callee.get()).isPresent()) {
            passes.add(new Passed(o.get(), new Root.Parameter(callee.get(), j)));
          }
        }
        if (callee.isEmpty()) {
          addresses(call.callee(), taken);
          callsThroughPointers.computeIfAbsent(f.name(), k -> new ArrayList<>()).add(call);
        }
      } else {
        exprs.forEach(x -> addresses(x, taken));
      }
    }
  }

  private static Optional<Map.Entry<Var, Origin>> definition(
      Program program, Op op, Map<Var, Origin> origins) {
    if (op instanceof Op.Assign a) {
      return origin(a.value(), origins).map(o -> Map.entry(a.target(), o));
    }
    if (op instanceof Op.Load l
        && l.target().type() instanceof Type.PointerType
        && l.address() instanceof Expr.GlobalAddress g
        && program.globals().get(g.global()) instanceof Global global
        && global.type() instanceof Type.PointerType) {
      return Optional.of(Map.entry(l.target(), new Origin(new Root.GlobalValue(g.global()), 0)));
    }
    return Optional.empty();
  }

  private static Optional<Origin> origin(Expr e, Map<Var, Origin> origins) {
    if (e instanceof Var v) {
      return Optional.ofNullable(origins.get(v));
    }
    if (e instanceof Expr.PtrAdd add && add.offset() instanceof Expr.IntConst c) {
      long offset = c.signedValue();
      return origin(add.pointer(), origins)
          .map(o -> new Origin(o.root(), o.offset() + offset))
          .filter(o -> o.offset() >= 0 && o.offset() < EntryHarness.MAX_OBJECT);
    }
    return Optional.empty();
  }

  private static long accessBytes(Op op, DataModel model) {
    return switch (op) {
      case Op.Load l -> l.target().type().accessSize(model);
      case Op.Store s -> s.value().type().accessSize(model);
      case Op.MemCopy m -> m.size() instanceof Expr.IntConst c ? c.unsignedValue() : 0;
      case Op.MemSet m -> m.size() instanceof Expr.IntConst c ? c.unsignedValue() : 0;
      case Op.Assign _,
          Op.ParallelAssign _,
          Op.Assume _,
          Op.Havoc _,
          Op.Alloc _,
          Op.Free _,
          Op.Call _,
          Op.Return _,
          Op.Error _,
          Op.HavocMemory _,
          Op.HavocObjects _,
          Op.Halt _,
          Op.Skip _ ->
          0;
    };
  }

  /** Adds the functions whose address {@code e} takes. */
  private static void addresses(Expr e, Set<String> taken) {
    if (e instanceof Expr.FunctionAddress f) {
      taken.add(f.function());
    }
    e.children().forEach(c -> addresses(c, taken));
  }
}
