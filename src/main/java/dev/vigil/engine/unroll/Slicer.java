package dev.vigil.engine.unroll;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Var;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Cone of influence: the variables whose values can affect which edges are taken (and so whether an
 * error is reached). Branch conditions, addresses (also of the objects a function without a body
 * may write), sizes and callees are the seeds; values flow back through assignments, calls and
 * returns, and through memory once any relevant variable is loaded. Assignments to other variables
 * can be skipped without changing reachability; nondet reads are kept so that inputs stay in the
 * order the program consumes them.
 */
final class Slicer {
  private final Set<Var> relevant = new HashSet<>();
  private final Set<String> relevantReturns = new HashSet<>();
  private boolean memoryRelevant;

  private Slicer() {}

  /** The relevant variables, and the functions whose return value is relevant. */
  record Cone(Set<Var> variables, Set<String> returns) {}

  static Cone of(Program program) {
    Slicer s = new Slicer();
    s.seed(program);
    boolean changed = true;
    while (changed) {
      changed = s.propagate(program);
    }
    return new Cone(
        Collections.unmodifiableSet(s.relevant), Collections.unmodifiableSet(s.relevantReturns));
  }

  private void seed(Program program) {
    for (Function f : program.functions().values()) {
      for (Edge e : f.cfa().edges()) {
        switch (e.op()) {
          case Op.Assume a -> mark(a.condition());
          case Op.Load l -> mark(l.address());
          case Op.Store st -> mark(st.address());
          case Op.Alloc a -> mark(a.size());
          case Op.Free fr -> mark(fr.pointer());
          case Op.MemCopy c -> {
            mark(c.destination());
            mark(c.source());
            mark(c.size());
          }
          case Op.MemSet m -> {
            mark(m.destination());
            mark(m.size());
          }
          case Op.Call c -> mark(c.callee());
          case Op.HavocObjects h -> h.roots().forEach(this::mark);
          // Values that matter only where what they flow into does (see flow).
          case Op.Assign _,
              Op.ParallelAssign _,
              Op.Havoc _,
              Op.Return _,
              Op.Error _,
              Op.HavocMemory _,
              Op.Halt _,
              Op.Skip _ -> {}
        }
      }
    }
  }

  /** One pass over all edges; true if anything became relevant. */
  private boolean propagate(Program program) {
    int before = relevant.size() + relevantReturns.size() + (memoryRelevant ? 1 : 0);
    for (Function f : program.functions().values()) {
      for (Edge e : f.cfa().edges()) {
        flow(program, f, e.op());
      }
    }
    return relevant.size() + relevantReturns.size() + (memoryRelevant ? 1 : 0) != before;
  }

  private void flow(Program program, Function f, Op op) {
    switch (op) {
      case Op.Assign a -> assign(a);
      case Op.ParallelAssign p -> p.assignments().forEach(this::assign);
      case Op.Load l -> memoryRelevant |= relevant.contains(l.target());
      case Op.Store st -> {
        if (memoryRelevant) {
          mark(st.value());
        }
      }
      case Op.MemSet m -> {
        if (memoryRelevant) {
          mark(m.value());
        }
      }
      case Op.Return r -> {
        if (relevantReturns.contains(f.name())) {
          r.value().ifPresent(this::mark);
        }
      }
      case Op.Call c -> call(program, c);
      // Nothing flows into a variable here, or only what seed marks already.
      case Op.Assume _,
          Op.Havoc _,
          Op.Alloc _,
          Op.Free _,
          Op.MemCopy _,
          Op.Error _,
          Op.HavocMemory _,
          Op.HavocObjects _,
          Op.Halt _,
          Op.Skip _ -> {}
    }
  }

  private void call(Program program, Op.Call c) {
    List<Function> callees =
        c.directCallee()
            .flatMap(program::function)
            .map(List::of)
            .orElseGet(() -> List.copyOf(program.functions().values()));
    for (Function callee : callees) {
      if (c.result().isPresent() && relevant.contains(c.result().get())) {
        relevantReturns.add(callee.name());
      }
      for (int i = 0; i < Math.min(callee.parameters().size(), c.arguments().size()); i++) {
        if (relevant.contains(callee.parameters().get(i))) {
          mark(c.arguments().get(i));
        }
      }
    }
  }

  private void assign(Op.Assign a) {
    if (relevant.contains(a.target())) {
      mark(a.value());
    }
  }

  /** Marks the variables of {@code e} relevant. */
  private void mark(Expr e) {
    Set<Expr> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Expr> stack = new ArrayDeque<>();
    stack.push(e);
    while (!stack.isEmpty()) {
      Expr x = stack.pop();
      if (!seen.add(x)) {
        continue;
      }
      if (x instanceof Var v) {
        relevant.add(v);
      }
      x.children().forEach(stack::push);
    }
  }
}
