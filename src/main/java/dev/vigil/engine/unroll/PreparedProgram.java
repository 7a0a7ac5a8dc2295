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
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Facts about the program that every bound reuses: loops, the cone of influence, return variables. */
final class PreparedProgram implements SymbolicExecution.ProgramFacts {
  private final Slicer.Cone cone;
  private final Map<String, LoopStructure> loops = new HashMap<>();
  private final Map<String, Var> returnVars = new HashMap<>();
  private final Map<String, Set<Var>> locals = new HashMap<>();

  PreparedProgram(Program program) {
    this.cone = Slicer.of(program);
  }

  @Override
  public LoopStructure loops(Function f) throws LoopStructure.IrreducibleException {
    LoopStructure l = loops.get(f.name());
    if (l == null) {
      l = LoopStructure.of(f.cfa());
      loops.put(f.name(), l);
    }
    return l;
  }

  @Override
  public boolean isRelevant(Var v) {
    return cone.variables().contains(v);
  }

  @Override
  public boolean returnRelevant(Function f) {
    return f.returnType().isScalar() && cone.returns().contains(f.name());
  }

  @Override
  public Var returnVar(Function f) {
    return returnVars.computeIfAbsent(
        f.name(), n -> new Var("__vigil_return", f.returnType(), f.name()));
  }

  @Override
  public Set<Var> localsOf(Function f) {
    return locals.computeIfAbsent(f.name(), n -> collectLocals(f));
  }

  private static Set<Var> collectLocals(Function f) {
    Set<Var> vars = new HashSet<>(f.parameters());
    Set<Expr> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Expr> stack = new ArrayDeque<>();
    for (Edge e : f.cfa().edges()) {
      Op op = e.op();
      if (op instanceof Op.Assign a) {
        vars.add(a.target());
        stack.push(a.value());
      } else if (op instanceof Op.ParallelAssign p) {
        for (Op.Assign a : p.assignments()) {
          vars.add(a.target());
          stack.push(a.value());
        }
      } else if (op instanceof Op.Havoc h) {
        vars.add(h.target());
      } else if (op instanceof Op.Load l) {
        vars.add(l.target());
      } else if (op instanceof Op.Alloc a) {
        vars.add(a.target());
      } else if (op instanceof Op.Call c) {
        c.result().ifPresent(vars::add);
      }
    }
    while (!stack.isEmpty()) {
      Expr x = stack.pop();
      if (seen.add(x)) {
        if (x instanceof Var v && v.function().equals(f.name())) {
          vars.add(v);
        }
        x.children().forEach(stack::push);
      }
    }
    return vars;
  }

  @Override
  public Op slice(Op op) {
    if (op instanceof Op.Assign a) {
      return isRelevant(a.target()) ? op : null;
    }
    if (op instanceof Op.ParallelAssign p) {
      List<Op.Assign> kept = p.assignments().stream().filter(a -> isRelevant(a.target())).toList();
      if (kept.isEmpty()) {
        return null;
      }
      return kept.size() == p.assignments().size() ? op : new Op.ParallelAssign(kept);
    }
    if (op instanceof Op.Load l) {
      return isRelevant(l.target()) ? op : null;
    }
    return op;
  }
}
