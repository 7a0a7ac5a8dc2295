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
 * Cone of influence: the variables whose values can affect which edges are taken (and so whether
 * an error is reached). Branch conditions, addresses (also of the objects a function without a
 * body may write), sizes and callees are the seeds; values flow back through assignments, calls
 * and returns, and through memory once any relevant variable is loaded. Assignments to other
 * variables can be skipped without changing reachability; nondet reads are kept so that inputs
 * stay in the order the program consumes them.
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
    return new Cone(Collections.unmodifiableSet(s.relevant), Collections.unmodifiableSet(s.relevantReturns));
  }

  private void seed(Program program) {
    for (Function f : program.functions().values()) {
      for (Edge e : f.cfa().edges()) {
        Op op = e.op();
        if (op instanceof Op.Assume a) {
          mark(a.condition());
        } else if (op instanceof Op.Load l) {
          mark(l.address());
        } else if (op instanceof Op.Store st) {
          mark(st.address());
        } else if (op instanceof Op.Alloc a) {
          mark(a.size());
        } else if (op instanceof Op.Free fr) {
          mark(fr.pointer());
        } else if (op instanceof Op.MemCopy c) {
          mark(c.destination());
          mark(c.source());
          mark(c.size());
        } else if (op instanceof Op.MemSet m) {
          mark(m.destination());
          mark(m.size());
        } else if (op instanceof Op.Call c) {
          mark(c.callee());
        } else if (op instanceof Op.HavocObjects h) {
          h.roots().forEach(this::mark);
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
    if (op instanceof Op.Assign a) {
      assign(a);
    } else if (op instanceof Op.ParallelAssign p) {
      p.assignments().forEach(this::assign);
    } else if (op instanceof Op.Load l) {
      memoryRelevant |= relevant.contains(l.target());
    } else if (op instanceof Op.Store st && memoryRelevant) {
      mark(st.value());
    } else if (op instanceof Op.MemSet m && memoryRelevant) {
      mark(m.value());
    } else if (op instanceof Op.Return r && relevantReturns.contains(f.name())) {
      r.value().ifPresent(this::mark);
    } else if (op instanceof Op.Call c) {
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
