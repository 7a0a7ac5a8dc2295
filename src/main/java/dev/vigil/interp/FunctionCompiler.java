package dev.vigil.interp;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Compiles one function's CFA: variables to registers, edges to {@link Step}s, locations to {@link
 * Node}s.
 */
final class FunctionCompiler {
  private final FunctionCode code;
  private final DataModel model;
  private final Map<String, FunctionCode> functions;
  private final Map<Var, Integer> slots = new HashMap<>();
  private final ExprCompiler exprs;
  private int largestParallelAssign;

  FunctionCompiler(
      FunctionCode code,
      DataModel model,
      Map<String, Integer> objectNumbers,
      Map<String, FunctionCode> functions) {
    this.code = code;
    this.model = model;
    this.functions = functions;
    this.exprs = new ExprCompiler(model, objectNumbers, this::slot);
  }

  /** Fills in {@code code}; returns the largest parallel assignment, for the scratch registers. */
  int compile() {
    code.parameterSlots = code.function.parameters().stream().mapToInt(this::slot).toArray();
    Cfa cfa = code.function.cfa();
    Node[] nodes = new Node[cfa.locations().size()];
    for (Location l : cfa.locations()) {
      nodes[l.index()] = node(cfa, l);
    }
    code.nodes = nodes;
    code.entry = cfa.entry().index();
    code.slotCount = slots.size();
    return largestParallelAssign;
  }

  private int slot(Var v) {
    return slots.computeIfAbsent(v, k -> slots.size());
  }

  private Node node(Cfa cfa, Location l) {
    List<Edge> out = cfa.outgoing(l);
    if (out.isEmpty() && l.equals(cfa.exit())) {
      return new Node.Single(new ControlSteps.Return(null, null, code.function.loc(), code.name));
    }
    if (out.size() == 1) {
      return new Node.Single(step(out.get(0)));
    }
    if (out.size() == 2
        && out.get(0).op() instanceof Op.Assume a
        && out.get(1).op() instanceof Op.Assume b
        && b.condition().equals(Exprs.not(a.condition()))) {
      return new Node.Branch(exprs.compile(a.condition()), step(out.get(0)), step(out.get(1)));
    }
    return new Node.Choice(out.stream().map(this::step).toArray(Step[]::new));
  }

  private Step step(Edge e) {
    Step step = compile(e);
    step.edge = e.index();
    return step;
  }

  private Step compile(Edge e) {
    int to = e.target().index();
    String fn = code.name;
    SourceLoc loc = e.loc();
    return switch (e.op()) {
      case Op.Assign a ->
          new Step.Assign(
              slot(a.target()), exprs.compile(a.value()), Shown.of(a.target()), to, loc, fn);
      case Op.ParallelAssign p -> parallelAssign(p.assignments(), to, loc);
      case Op.Assume a -> new Step.Assume(exprs.compile(a.condition()), to, loc, fn);
      case Op.Havoc h ->
          new MemorySteps.Havoc(slot(h.target()), h, Shown.of(h.target()), to, loc, fn);
      case Op.Load l -> {
        Type t = l.target().type();
        yield new MemorySteps.Load(
            slot(l.target()),
            exprs.compile(l.address()),
            Values.byteLength(t, model),
            t,
            t.width(model),
            Shown.of(l.target()),
            to,
            loc,
            fn);
      }
      case Op.Store s -> {
        Type t = s.value().type();
        yield new MemorySteps.Store(
            exprs.compile(s.address()),
            exprs.compile(s.value()),
            Values.byteLength(t, model),
            t,
            to,
            loc,
            fn);
      }
      case Op.Alloc a -> {
        MemObject.Kind kind =
            switch (a.kind()) {
              case STACK -> MemObject.Kind.STACK;
              case HEAP -> MemObject.Kind.HEAP;
            };
        yield new MemorySteps.Alloc(
            slot(a.target()),
            kind,
            exprs.compile(a.size()),
            a.zeroed(),
            a.name(),
            Shown.of(a.target()),
            to,
            loc,
            fn);
      }
      case Op.Free f -> new MemorySteps.Free(exprs.compile(f.pointer()), to, loc, fn);
      case Op.MemCopy m ->
          new MemorySteps.MemCopy(
              exprs.compile(m.destination()),
              exprs.compile(m.source()),
              exprs.compile(m.size()),
              to,
              loc,
              fn);
      case Op.MemSet m ->
          new MemorySteps.MemSet(
              exprs.compile(m.destination()),
              exprs.compile(m.value()),
              exprs.compile(m.size()),
              to,
              loc,
              fn);
      case Op.Call c -> call(c, to, e);
      case Op.Return r -> {
        Expr value = r.value().orElse(null);
        yield new ControlSteps.Return(
            value == null ? null : exprs.compile(value),
            value == null ? null : value.type(),
            loc,
            fn);
      }
      case Op.Error err -> new ControlSteps.Error(err.property(), err.message(), to, loc, fn);
      case Op.Halt h -> new ControlSteps.Halt(h.reason(), to, loc, fn);
      case Op.HavocObjects h ->
          new MemorySteps.HavocObjects(
              h.roots().stream().map(exprs::compile).toArray(Ev[]::new),
              h.allStackAndHeap(),
              h.origin(),
              to,
              loc,
              fn);
      case Op.HavocMemory _ ->
          new Step.Refuse("a memory havoc (abstract states cannot be run)", to, loc, fn);
      case Op.Skip _ -> new Step.Skip(to, loc, fn);
    };
  }

  private Step parallelAssign(List<Op.Assign> list, int to, SourceLoc loc) {
    largestParallelAssign = Math.max(largestParallelAssign, list.size());
    return new Step.ParallelAssign(
        list.stream().mapToInt(a -> slot(a.target())).toArray(),
        list.stream().map(a -> exprs.compile(a.value())).toArray(Ev[]::new),
        list.stream().map(a -> Shown.of(a.target())).toArray(Shown[]::new),
        to,
        loc,
        code.name);
  }

  private Step call(Op.Call c, int to, Edge e) {
    Var result = c.result().orElse(null);
    return new ControlSteps.Call(
        result == null ? -1 : slot(result),
        result == null ? null : result.type(),
        c.directCallee().map(functions::get).orElse(null),
        exprs.compile(c.callee()),
        c.arguments().stream().map(exprs::compile).toArray(Ev[]::new),
        c.arguments().stream().map(Expr::type).toList(),
        to,
        e.loc(),
        code.name);
  }
}
