package dev.vigil.engine.unroll;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
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

/**
 * Facts about the program that every bound reuses: loops, the cone of influence, return variables.
 */
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
      vars.addAll(Ops.assignedVars(e.op()));
      switch (e.op()) {
        case Op.Assign a -> stack.push(a.value());
        case Op.ParallelAssign p -> p.assignments().forEach(a -> stack.push(a.value()));
        case Op.Assume _,
            Op.Havoc _,
            Op.Load _,
            Op.Store _,
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
            Op.Skip _ -> {}
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
    return switch (op) {
      case Op.Assign a -> isRelevant(a.target()) ? op : null;
      case Op.ParallelAssign p -> {
        List<Op.Assign> kept =
            p.assignments().stream().filter(a -> isRelevant(a.target())).toList();
        if (kept.isEmpty()) {
          yield null;
        }
        yield kept.size() == p.assignments().size() ? op : new Op.ParallelAssign(kept);
      }
      case Op.Load l -> isRelevant(l.target()) ? op : null;
      // Inputs are counted, memory is shared, and control is the engine's: all kept.
      case Op.Assume _,
          Op.Havoc _,
          Op.Store _,
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
          op;
    };
  }
}
